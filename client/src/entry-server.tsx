/**
 * The server's first render of a page (built by `vite build --ssr` into dist/ssr, loaded by the
 * server's first-html module): the same components as the browser's, with today's puzzle, at the
 * route's address. The game page, the leaderboard and the recap come out whole (nothing is fetched
 * here: their queries are still loading, but for the recap's first answers, which the server hands
 * over) and the browser hydrates them (main.tsx); any other
 * page loaded lazily comes out as the layout around its loading state, which the browser draws over.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DailyPuzzle, RecapPageData } from '@cinema/shared';
import { AppProvider } from './app/provider';
import { AppRoutes, type ServerDrawnPages } from './app/router';
import { DailyRecapRoute } from './app/routes/daily-recap';
import { seedRecapPage } from './features/recap/api/page-recap';
import { LeaderboardRoute } from './app/routes/leaderboard';
import { setPageDailyPuzzle } from './lib/page-daily-puzzle';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, trpc } from './lib/trpc';

/** The pages drawn whole, each in a query cache of this render's own (kept by no other request). */
function serverDrawnPages(recapPage: RecapPageData | null): ServerDrawnPages {
  const queryClient = createQueryClient();
  seedRecapPage(queryClient, recapPage, Date.now());
  const trpcClient = createTrpcClient();
  const withData = (Page: ComponentType) =>
    function WithData() {
      return (
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <Page />
          </QueryClientProvider>
        </trpc.Provider>
      );
    };
  return { leaderboard: withData(LeaderboardRoute), dailyRecap: withData(DailyRecapRoute) };
}

/**
 * The page at `url` as HTML. A part that suspends (a lazily loaded page) is written as its
 * loading state inside a client-rendered boundary (`<!--$!-->`), left to the browser.
 */
export function renderPage(
  url: string,
  puzzle: DailyPuzzle | null,
  recapPage: RecapPageData | null = null,
): { html: string } {
  setPageDailyPuzzle(puzzle);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes pages={serverDrawnPages(recapPage)} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html };
}
