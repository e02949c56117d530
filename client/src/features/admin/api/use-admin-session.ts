/** The admin session (DESIGN §9): the page asks the server whether to show the gate. */
import { trpc } from '../../../lib/trpc';

export function useAdminSession() {
  return trpc.admin.session.useQuery(undefined, { staleTime: 0, refetchOnWindowFocus: true });
}

export function useAdminSignIn() {
  return trpc.admin.auth.useMutation();
}

export function useAdminSignOut() {
  return trpc.admin.logout.useMutation();
}

/** After any admin call the server refused for want of a session, the page shows the gate again. */
export function useSessionLapse() {
  const utils = trpc.useUtils();
  return (error: unknown) => {
    const code = (error as { data?: { appCode?: unknown; code?: unknown } } | null)?.data;
    if (code?.appCode === 'UNAUTHORIZED' || code?.code === 'UNAUTHORIZED') void utils.admin.session.invalidate();
  };
}
