/**
 * The data layer (./data-layer.tsx) as a chunk of its own, out of the first load of `/` (issue 10),
 * and lazily loaded components that need its tRPC and React Query context.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type * as DataLayerModule from './data-layer';

let dataLayer: Promise<typeof DataLayerModule> | null = null;

/** Starts loading the data layer (once; a failed load is tried again on the next call). */
export function loadDataLayer(): Promise<typeof DataLayerModule> {
  dataLayer ??= import('./data-layer').catch((error: unknown) => {
    dataLayer = null;
    throw error;
  });
  return dataLayer;
}

/** The data layer's component, which runs once beside the pages. */
export const DataLayer = lazy(() => loadDataLayer().then((m) => ({ default: m.DataLayer })));

/**
 * A lazily loaded component that queries through tRPC: its module and the data layer load
 * together, and it is drawn inside the data layer's providers.
 */
export function lazyWithData<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
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
