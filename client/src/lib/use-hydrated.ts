import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the server's first render and while the browser hydrates it, true from the render
 * after: what only the browser draws (a lazily loaded part) waits for it, so that hydration
 * meets the markup the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
