/**
 * Toasts of SPEC §4: one at a time (a new toast replaces the one showing), 5000 ms by
 * default, and a red `destructive` variant for errors.
 */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@cinema/shared';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** A progress toast shows a spinner and stays until replaced. */
  loading?: boolean;
}

const colorOf = { default: 'cinema', destructive: 'red', success: 'green' } as const;

export function toast({ title, description, variant = 'default', loading = false }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message: description ?? '',
    color: colorOf[variant],
    loading,
    autoClose: loading ? false : TOAST_DURATION_MS,
    withBorder: true,
    'data-variant': variant,
  });
}
