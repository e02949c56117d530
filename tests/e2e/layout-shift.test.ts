/**
 * Pages hold still while they load: on every route, at 1280 and at 390 px, the cumulative layout
 * shift a reader sees (Chromium's 'layout-shift' entries from navigation until the page has
 * settled, those right after an input left out, as Core Web Vitals count them) stays under 0.05.
 * The figures are printed for the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actorPath } from '@cinema/shared';
import { ChainLinkEntity, DailyPairEntity, GameEntity } from '../../server/src/db/entities';
import { browserAvailable, reportOnFailure, startBrowserSession, type BrowserSession } from '../support/browser';

/** Core Web Vitals' "good" is 0.1; these pages keep to half of it. */
const MAX_LAYOUT_SHIFT = 0.05;
/** How long every data request waits before it goes to the server. */
const DATA_LATENCY_MS = 400;
const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** Sums every layout shift of the document from its first byte (set up before any page script runs). */
function recordLayoutShift(): void {
  const record = window as unknown as { __layoutShift: number };
  record.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) record.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until nothing is in flight, no loader or skeleton is left and the transitions have ended. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1, main h2').first().waitFor();
  await expect
    .poll(() => page.locator('.mantine-Loader-root, .mantine-Skeleton-root').count(), { timeout: 10_000 })
    .toBe(0);
  await page.waitForTimeout(1_000);
}

/**
 * Yesterday's daily pair (Tom Hanks to Meryl Streep), so the archive has a past day (puzzle #1),
 * and two games of it completed yesterday, so an actor of their chain has a profile.
 */
async function seedGames(session: BrowserSession): Promise<string> {
  const { db, catalog } = session.services;
  const [hanks] = catalog.actorsByName('Tom Hanks');
  const [streep] = catalog.actorsByName('Meryl Streep');
  const chain = catalog.shortestChain(hanks!.id, streep!.id)!;
  const noon = new Date(Date.now() - 86_400_000);
  noon.setUTCHours(12, 0, 0, 0);
  const yesterday = noon.toISOString().slice(0, 10);
  await db.getRepository(DailyPairEntity).insert({
    startActorId: hanks!.id,
    endActorId: streep!.id,
    source: 'manual',
    activeFrom: new Date(`${yesterday}T00:00:00.000Z`),
    activeTo: null,
    par: null,
    optimalChainCount: null,
  });
  for (const [index, playerName] of ['Steady Player', null].entries()) {
    const completedAt = new Date(noon.getTime() + index * 60_000);
    const game = await db.getRepository(GameEntity).save({
      startActorId: hanks!.id,
      endActorId: streep!.id,
      isDailyGame: true,
      playerKey: `layout-shift-${index}`,
      playerName,
      nameSaved: true,
      isComplete: true,
      moveCount: chain.movieIds.length,
      score: 60,
      completedAt,
      completedDay: yesterday,
      // Each player's first game of yesterday's puzzle, started that day.
      startedDay: yesterday,
      isPractice: false,
      isHidden: false,
    });
    await db.getRepository(ChainLinkEntity).save(
      chain.movieIds.map((movieId, order) => ({
        gameId: game.id,
        order,
        actorId: chain.actorIds[order]!,
        movieId,
        nextActorId: chain.actorIds[order + 1]!,
        actorBilling: catalog.billing(chain.actorIds[order]!, movieId) ?? null,
        nextActorBilling: catalog.billing(chain.actorIds[order + 1]!, movieId) ?? null,
      })),
    );
  }
  return hanks!.name;
}

describe.skipIf(!browserAvailable)('layout shift while a page loads', () => {
  let session: BrowserSession;
  let routes: string[];

  beforeAll(async () => {
    session = await startBrowserSession();
    const actorWithGames = await seedGames(session);
    routes = [
      '/',
      '/leaderboard',
      '/daily-recap',
      actorPath(actorWithGames),
      // An actor of the catalog with no game yet, asked for in another case (moved to Robert_De_Niro).
      '/actors/robert_de_niro',
      '/actors/Nobody_Ever_Cast',
      '/about',
      '/privacy',
      '/tmdb-test',
      '/control-sys-panel-7831',
      '/no-such-page',
      // The list of past daily pairs, and the first of them.
      '/archive',
      '/archive/1',
    ];
  });

  afterAll(async () => {
    await session?.close();
  });

  for (const viewport of widths) {
    it(`every route shifts by less than ${MAX_LAYOUT_SHIFT} at ${viewport.width} px`, async () => {
      const context = await session.browser.newContext({ viewport, baseURL: session.baseUrl });
      await context.addInitScript(recordLayoutShift);
      // Data answers a moment after the page is drawn, as over a real network: every loading state is seen.
      await context.route(/\/(trpc|api)\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, DATA_LATENCY_MS));
        await route.continue();
      });
      const page = await context.newPage();
      reportOnFailure(page);
      const figures: Record<string, number> = {};
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        // The archive's puzzle is measured as drawn, not as a "not in the archive" message.
        if (route === '/archive/1') await page.getByRole('heading', { name: 'Puzzle #1', level: 1 }).waitFor();
        figures[route] = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      }
      await context.close();
      console.log(
        `layout shift at ${viewport.width} px:\n${Object.entries(figures)
          .map(([route, shift]) => `  ${route.padEnd(28)} ${shift.toFixed(4)}`)
          .join('\n')}`,
      );
      const over = Object.entries(figures).filter(([, shift]) => shift >= MAX_LAYOUT_SHIFT);
      expect(over, `routes shifting by ${MAX_LAYOUT_SHIFT} or more at ${viewport.width} px`).toEqual([]);
    });
  }

  for (const viewport of widths) {
    it(`the leaderboard's pair card is as tall while the pair loads as once it has arrived, at ${viewport.width} px`, async () => {
      const { page, context } = await session.newPage(viewport);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/trpc\/.*settings\.dailyActors/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/leaderboard');
      const card = page.getByTestId('pair-card');
      await card.getByTestId('pair-placeholder').waitFor();
      const loading = (await card.boundingBox())!.height;
      await page.screenshot({ path: `/tmp/shots/leaderboard-pair-loading-${viewport.width}.png` });
      release();
      await card.getByTestId('pair-start-actor').waitFor();
      const loaded = (await card.boundingBox())!.height;
      await context.close();
      console.log(`leaderboard pair card at ${viewport.width} px: ${loading} px loading, ${loaded} px loaded`);
      expect(Math.abs(loaded - loading)).toBeLessThanOrEqual(1);
    });
  }
});
