/**
 * The recap's first answers as the server wrote them into its first HTML (RecapPageData: the
 * settings and yesterday's recap, JSON in the element RECAP_PAGE_ELEMENT_ID), put into the query
 * cache before the page is drawn: the browser hydrates the recap the server drew (its real figures
 * or its real empty state, not its loading state) and does not ask for it again as it mounts. The
 * server's first render (entry-server.tsx) hands them over itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { RECAP_PAGE_ELEMENT_ID, RECAP_REFRESH_MS, type DailyRecap, type RecapPageData } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';

/** The recap query's key: the day, and the settings' lastUpdated (a new daily pair asks again at once). */
export const recapQueryKey = (date: string, lastUpdated: string | null) => [
  ...getQueryKey(trpc.recap.daily, { date }, 'query'),
  { lastUpdated },
];

/** The recap the page came with, and when it was answered (the page's request). */
let pageRecap: { recap: DailyRecap; answeredAt: number } | null = null;

/** The recap's first answers the page carries, or null (another page, or a page drawn without them). */
export function readRecapPage(): RecapPageData | null {
  try {
    return JSON.parse(document.getElementById(RECAP_PAGE_ELEMENT_ID)?.textContent ?? 'null') as RecapPageData | null;
  } catch {
    return null;
  }
}

/** Puts the page's answers (null: none) into `queryClient` as answered at `answeredAt` (the page's request). */
export function seedRecapPage(queryClient: QueryClient, page: RecapPageData | null, answeredAt: number): void {
  pageRecap = page && { recap: page.recap, answeredAt };
  if (!page) return;
  queryClient.setQueryData(getQueryKey(trpc.settings.gameSettings, undefined, 'query'), page.gameSettings, {
    updatedAt: answeredAt,
  });
  queryClient.setQueryData(recapQueryKey(page.recap.date, page.gameSettings.lastUpdated), page.recap, {
    updatedAt: answeredAt,
  });
}

/**
 * The page came from the server (no-cache, an ETag of its bytes; a page brought back from the
 * history counts as answered at 0): for a while its recap stands for the answer the server would give now.
 */
const standsForNow = (answeredAt: number): boolean => {
  const age = Date.now() - answeredAt;
  return age >= 0 && age < RECAP_REFRESH_MS;
};

/**
 * The day of the page's recap while it stands for an answer of now, else null (yesterday is then
 * counted on the browser's clock): the server's first render and the hydration after it draw the
 * recap of the day the page carries.
 */
export const pageRecapDay = (): string | null =>
  pageRecap && standsForNow(pageRecap.answeredAt) ? pageRecap.recap.date : null;

/** Whether a recap query mounting holds the page's recap while it stands for an answer of now: no need to ask. */
export const holdsPageRecap = (data: unknown): boolean =>
  pageRecap != null && data === pageRecap.recap && standsForNow(pageRecap.answeredAt);
