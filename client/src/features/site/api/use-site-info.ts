import { defaultBranding, type SiteInfo } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/** Branding and the active movie database; the built-in branding stands in until it loads. */
export function useSiteInfo(): { branding: SiteInfo['branding']; attribution: string | null } {
  const siteInfo = trpc.settings.siteInfo.useQuery();
  return {
    branding: siteInfo.data?.branding ?? defaultBranding,
    attribution: siteInfo.data?.movieDatabase.attribution ?? null,
  };
}
