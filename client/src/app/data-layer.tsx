/**
 * The data layer: tRPC's React Query hooks with the app's one query cache and tRPC client, the
 * game's state, and the site's information. It is not in the first load of `/`: the
 * entry asks for it as it starts (./load-data-layer.tsx) and draws the page meanwhile. It runs
 * once for the whole app, beside the pages, and publishes the game (useGame) and the site's
 * information (useSiteInfo); the lazily loaded pages and dialogs that query for themselves are
 * drawn inside DataProviders.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { publishGame } from '../features/game/hooks/use-game';
import { useGameState } from '../features/game/hooks/use-game-state';
import { publishSiteInfo } from '../lib/use-site-info';
import { readRecapPage, seedRecapPage } from '../features/recap/api/page-recap';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// The recap's first HTML carries its first answers, as of the page's request; a page brought
// back by the browser's back or forward button may be the copy it kept (no-cache is not asked
// again there), its answers of an unknown moment: counted as old, asked again.
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
seedRecapPage(queryClient, readRecapPage(), navigation?.type === 'back_forward' ? 0 : performance.timeOrigin);

/** The tRPC and React Query context of the app's one query cache. */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

function Publishers() {
  const game = useGameState();
  const siteInfo = trpc.settings.siteInfo.useQuery().data;
  // Before paint: the pages show the new state in the same frame.
  useLayoutEffect(() => publishGame(game), [game]);
  useLayoutEffect(() => publishSiteInfo(siteInfo), [siteInfo]);
  return null;
}

export function DataLayer() {
  return (
    <DataProviders>
      <Publishers />
    </DataProviders>
  );
}
