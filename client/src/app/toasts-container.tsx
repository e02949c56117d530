/** The toasts' container (SPEC §4: one at a time, 5000 ms, top centre); loaded with the first toast. */
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cinema/shared';

export function ToastsContainer() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-center" zIndex={1000} />;
}
