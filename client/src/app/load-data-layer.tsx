/**
 * The data layer (./data-layer.tsx) as a chunk of its own, out of the first load of `/`,
 * and lazily loaded components that need its tRPC and React Query context. A failed load is
 * fetched again on Try Again (lib/retryable-lazy.tsx).
 */
import type { ComponentType } from 'react';
import { retryableLazy } from '../lib/retryable-lazy';
import type * as DataLayerModule from './data-layer';

let dataLayer: Promise<typeof DataLayerModule> | null = null;

/** Starts loading the data layer (once; after a failure the next call fetches it again). */
function loadDataLayer(): Promise<typeof DataLayerModule> {
  dataLayer ??= import('./data-layer').catch((error: unknown) => {
    dataLayer = null;
    throw error;
  });
  return dataLayer;
}

/** The data layer's component, which runs once beside the pages. */
export const DataLayer = retryableLazy(() => loadDataLayer().then((m) => ({ default: m.DataLayer })));

/**
 * A lazily loaded component that queries through tRPC: its module and the data layer load
 * together, and it is drawn inside the data layer's providers.
 */
export function lazyWithData<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return retryableLazy(() =>
    Promise.all([load(), loadDataLayer()]).then(([module, { DataProviders }]) => {
      const Component = pick(module);
      const WithData = (props: P) => (
        <DataProviders>
          <Component {...props} />
        </DataProviders>
      );
      return { default: WithData };
    }),
  );
}
