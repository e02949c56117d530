/**
 * Whether the statistics dialog is open. One dialog serves the header button and the
 * completion dialog, so its state lives outside both.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** The element that had the keyboard focus when the dialog opened: it gets it back on close. */
let returnFocusTo: HTMLElement | null = null;

export function openStatistics(): void {
  if (!open && document.activeElement instanceof HTMLElement) returnFocusTo = document.activeElement;
  setOpen(true);
}

export function closeStatistics(): void {
  setOpen(false);
  const target = returnFocusTo;
  returnFocusTo = null;
  // The dialog leaves the page at once: the focus goes back unless something else has taken it.
  window.setTimeout(() => {
    const lost = document.activeElement == null || document.activeElement === document.body;
    if (lost && target?.isConnected) target.focus();
  }, 0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStatisticsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
