/**
 * The server's first render of a page (built by `vite build --ssr` into dist/ssr, loaded by the
 * server's first-html module): the same components as the browser's, with today's puzzle, at the
 * route's address. The game page comes out whole and the browser hydrates it (main.tsx); a page
 * loaded lazily comes out as the layout around its loading state, which the browser draws over.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { DailyPuzzle } from '@cinema/shared';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { setPageDailyPuzzle } from './lib/page-daily-puzzle';

/**
 * The page at `url` as HTML. A part that suspends (a lazily loaded page) is written as its
 * loading state inside a client-rendered boundary (`<!--$!-->`), left to the browser.
 */
export function renderPage(url: string, puzzle: DailyPuzzle | null): { html: string } {
  setPageDailyPuzzle(puzzle);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html };
}
