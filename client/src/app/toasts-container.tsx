/**
 * The toasts' container (SPEC §4: one at a time, 5000 ms). At the bottom of the screen: at the top
 * they covered the sticky header's links and the title of an open dialog.
 */
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cinema/shared';

export function ToastsContainer() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="bottom-right" zIndex={1000} />;
}
