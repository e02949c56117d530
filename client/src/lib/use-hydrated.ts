import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/** Set by the call of the server snapshot: React asks for it in the server's render and when hydrating only. */
let hydrating = false;
const serverSnapshot = () => {
  hydrating = true;
  return false;
};

/** Whether this component's first render is the server's or the browser's hydration of it. */
function useHydrating(): boolean {
  hydrating = false;
  // The same snapshot both ways: the store never changes, so React has nothing to draw again after.
  useSyncExternalStore(noChanges, () => false, serverSnapshot);
  return hydrating;
}

/**
 * False in the server's first render and while the browser hydrates it, true from a render
 * after: what only the browser draws (a lazily loaded part) waits for it, so that hydration
 * meets the markup the server wrote. A component mounted later in the browser has it true at once.
 *
 * After hydration the change is a transition: React draws what follows it in slices, yielding to
 * the browser, instead of in one task right after the hydrated page's effects (where a store of
 * different server and browser snapshots would put it: the hints, the theme switch and the How to
 * Play panel drawn again at once, the longest task of the game page's load).
 */
export function useHydrated(): boolean {
  const hydratingNow = useHydrating();
  const [hydrated, setHydrated] = useState(!hydratingNow);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
