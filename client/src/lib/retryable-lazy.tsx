/**
 * Lazily loaded components that can be loaded again. React.lazy keeps a failed load's error for
 * good (a flaky network, or a deploy that removed the old hashed chunks): a component made here
 * keeps it too, so that React does not fetch in a loop, until retryFailedLoads() (the Try Again of
 * a load failure), after which its next render calls its loader again.
 */
import { lazy, useSyncExternalStore, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** What the failed components do on retry: each starts over with a fresh React.lazy. */
const failedLoads = new Set<() => void>();
let attempt = 0;
const retryListeners = new Set<() => void>();

// As React.lazy's own signature: any component type, its props inferred.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const startOver = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(startOver);
        throw error;
      }),
    );
  };
  let current: LazyExoticComponent<T>;
  startOver();
  const RetryableLazy = (props: ComponentProps<T>) => {
    const Component = current as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  };
  return RetryableLazy as T;
}

/** Loads every component whose load failed again, next time it is drawn, and tells the boundaries. */
export function retryFailedLoads(): void {
  failedLoads.forEach((startOver) => startOver());
  failedLoads.clear();
  attempt += 1;
  retryListeners.forEach((listener) => listener());
}

export function subscribeToRetries(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/** Counts the retries: a load failure boundary draws its children again when it changes. */
export function useLoadAttempt(): number {
  return useSyncExternalStore(
    subscribeToRetries,
    () => attempt,
    () => attempt,
  );
}
