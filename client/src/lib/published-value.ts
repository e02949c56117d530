/**
 * A value one component publishes and others read with useSyncExternalStore, outside React's
 * tree: the data layer's game and site information, read by pages drawn before it has loaded.
 */
export interface PublishedValue<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function publishedValue<T>(initial: T): PublishedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
