/**
 * Par, hints, statistics and the archive in Chromium: par beside the pair, a hint that costs
 * points, the result against par with an optimal chain after completion, the statistics dialog
 * with its transfer code, and an archived pair played again unranked. Screenshots at 1280 and
 * 390 px land in /tmp/shots/par-hints-*.png.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DailyPairEntity, GameEntity } from '../../server/src/db/entities';
import { describeViolations, seriousViolations } from '../support/axe';
import { addLink, type Step } from '../support/add-link-in-browser';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const shotsDir = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/par-hints-${name}.png`, fullPage: true });
}

/** The UTC day `days` before today, yyyy-MM-dd. */
function utcDayBefore(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

describe.skipIf(!browserAvailable)('par, hints, statistics and the archive in Chromium', () => {
  let session: BrowserSession;
  /** The transfer code the first player shows, entered on the phone in the last test. */
  let transferCode = '';

  function stepsBetween(startId: number, endId: number): Step[] {
    const { catalog } = session.services;
    const chain = catalog.shortestChain(startId, endId);
    if (!chain) throw new Error('the pair needs a chain');
    return chain.movieIds.map((movieId, i) => {
      const movie = catalog.movieById(movieId)!;
      return {
        actor: catalog.actorById(chain.actorIds[i]!)!.name,
        movie: { title: movie.title, year: movie.year },
        nextActor: catalog.actorById(chain.actorIds[i + 1]!)!.name,
      };
    });
  }

  beforeAll(async () => {
    session = await startBrowserSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('shows Par 3, gives a hint that costs 10 points, and reveals an optimal chain after completion', async () => {
    const { page, context } = await session.newPage();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const { dailyPair } = session.services;
    const { startActor, endActor } = await dailyPair.dailyActors();
    const steps = stepsBetween(startActor!.id, endActor!.id);
    // The starter pair's shortest chain, as the daily game test plays it: three connections.
    expect(steps.map((s) => s.movie.title)).toEqual([
      'The Asphalt Jungle',
      'The Godfather',
      'Once Upon a Time in Hollywood',
    ]);

    await page.goto('/');
    const pairCard = page.getByTestId('pair-card');
    await pairCard.getByText('Marilyn Monroe').waitFor();
    await pairCard.getByText('Par 3', { exact: true }).waitFor();

    // Hint 1 shows its cost before use, then the connections left from the start actor.
    const hintButton = page.getByRole('button', { name: 'Get Hint 1 of 3 (−10 points)' });
    await hintButton.click();
    await page.getByText('Marilyn Monroe is 3 connections from the end actor on a shortest chain.').waitFor();
    await page.getByRole('button', { name: 'Get Hint 2 of 3 (−10 points)' }).waitFor();
    await shot(page, 'game-hint-1280');

    // After link 1 (bonus 13, worked out in play.test.ts) two connections: 80 + 13 = 93, less 10 for the hint.
    await addLink(page, steps[0]!);
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    await page.getByText('Estimated Score: 83').waitFor();
    for (const step of steps.slice(1)) await addLink(page, step);

    const dialog = page.getByTestId('completion-dialog');
    await dialog.getByText('Great Job!').waitFor();
    await expect.poll(() => dialog.getByText('Calculating').count(), { timeout: 15_000 }).toBe(0);
    await dialog.getByText('Par 3 · At par').waitFor();
    await dialog.getByText('1 hint used (−10 points)').waitFor();
    // 73 for the chain (play.test.ts), less 10 for the hint.
    await dialog.getByText('63', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Continue as Anonymous' }).click();
    await dialog.getByText('Success!').waitFor();

    const optimal = dialog.getByTestId('optimal-chains');
    await optimal.waitFor();
    // Each optimal chain is three steps from the start actor to the end actor, one a line.
    const firstChain = await optimal.getByTestId('optimal-chain').first().getByTestId('optimal-step').allInnerTexts();
    expect(firstChain.length).toBe(3);
    expect(firstChain[0]).toMatch(/^Marilyn Monroe → .+ \(\d{4}\) → .+$/);
    expect(firstChain[2]).toMatch(/ → Leonardo DiCaprio$/);
    await shot(page, 'completion-1280');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'completion-1280-dark');

    // The basic share spoils nothing and says the result against par with its symbols.
    await dialog.getByRole('button', { name: 'Share Basic Results' }).click();
    await page.getByText('Basic results copied to clipboard!').waitFor();
    const basic = await page.evaluate(() => navigator.clipboard.readText());
    expect(basic).toMatch(/^Cinema Chain #\d+\n/);
    expect(basic).toContain('I connected two actors in 3 steps!');
    expect(basic).toContain('Score: 63 points');
    expect(basic).toContain('Par 3 · At par');
    expect(basic).toContain('🎬🎬🎬⭐💡');
    for (const step of steps) {
      expect(basic).not.toContain(step.actor);
      expect(basic).not.toContain(step.movie.title);
    }

    // Statistics from the completion dialog: one daily game played and completed, a streak of 1.
    await dialog.getByRole('button', { name: 'Statistics' }).click();
    const stats = page.getByTestId('statistics');
    await stats.waitFor();
    const figures = await stats.getByTestId('stats-figure').allInnerTexts();
    expect(figures.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '1 PLAYED',
      '1 COMPLETED',
      '1 CURRENT STREAK',
      '1 LONGEST STREAK',
      '3.0 AVERAGE LINKS',
    ]);
    await stats.getByLabel('3 links: 1 games').waitFor();
    await stats.getByText('At par: 1').waitFor();
    await stats.getByText(/Next puzzle in \d\d:\d\d:\d\d/).waitFor();
    await stats.getByRole('button', { name: 'Show a transfer code' }).click();
    transferCode = await stats.getByTestId('transfer-code').innerText();
    expect(transferCode).toMatch(/^[0-9A-Z]{10}$/);
    await stats.getByText(/Expires at .+ \(in 15 minutes\)/).waitFor();
    await shot(page, 'statistics-1280');
    await page.keyboard.press('Escape');

    // The leaderboard marks the entry that reached par and counts its hint.
    await page.goto('/leaderboard');
    const row = page.getByTestId('leaderboard-row').first();
    await row.getByText('Par', { exact: true }).waitFor();
    await row.getByText('1 hint', { exact: true }).waitFor();
    await shot(page, 'leaderboard-1280');
    await context.close();
  });

  it('plays an archived pair unranked, against par and the day’s best score', async () => {
    const { db, catalog } = session.services;
    const [grant] = catalog.actorsByName('Cary Grant');
    const [stewart] = catalog.actorsByName('James Stewart');
    const steps = stepsBetween(grant!.id, stewart!.id);
    const yesterday = utcDayBefore(1);
    // Yesterday's daily pair, and one ranked game of it that scored 150.
    await db.getRepository(DailyPairEntity).insert({
      startActorId: grant!.id,
      endActorId: stewart!.id,
      source: 'manual',
      activeFrom: new Date(`${yesterday}T00:00:00.000Z`),
      activeTo: null,
      par: null,
      optimalChainCount: null,
    });
    const at = new Date(`${yesterday}T12:00:00.000Z`);
    await db.getRepository(GameEntity).insert({
      startActorId: grant!.id,
      endActorId: stewart!.id,
      isDailyGame: true,
      playerKey: 'yesterday-player',
      playerName: 'Yesterday',
      nameSaved: true,
      isComplete: true,
      moveCount: steps.length,
      score: 150,
      createdAt: at,
      completedAt: at,
      completedDay: yesterday,
      startedDay: yesterday,
      isHidden: false,
    });
    const rankedBefore = await db.getRepository(GameEntity).countBy({ isDailyGame: true, isComplete: true });

    const { page, context } = await session.newPage();
    await page.goto('/');
    await page.getByTestId('pair-card').getByText('Par 3', { exact: true }).waitFor();
    await page.locator('header').getByRole('link', { name: 'Archive' }).click();
    await page.getByRole('heading', { name: 'Archive', level: 1 }).waitFor();
    const entry = page.getByTestId('archive-entry').first();
    await entry.getByText('Cary Grant → James Stewart').waitFor();
    await entry.getByText(`Par ${steps.length}`, { exact: true }).waitFor();
    await entry.getByText('Not completed').waitFor();
    await shot(page, 'archive-1280');
    await entry.getByRole('link', { name: /^Play puzzle #\d+$/ }).click();

    const pairCard = page.getByTestId('pair-card');
    await pairCard.getByText('Cary Grant').waitFor();
    await pairCard
      .getByTestId('archive-badge')
      .getByText(/unranked/)
      .waitFor();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    for (const step of steps) await addLink(page, step);

    const dialog = page.getByTestId('completion-dialog');
    await dialog.getByText('Puzzle Complete!').waitFor();
    await dialog.getByText(`Par ${steps.length} · At par`).waitFor();
    await dialog.getByText(/The day's best score: 150 points/).waitFor();
    await dialog.getByTestId('optimal-chains').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save Score' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Continue as Anonymous' }).count()).toBe(0);
    await shot(page, 'archive-result-1280');

    // Unranked: stored as an archive game, never a daily game; the day's ranked games are as they were.
    const [archived] = await db.getRepository(GameEntity).find({ order: { id: 'DESC' }, take: 1 });
    expect(archived).toMatchObject({ isDailyGame: false, archiveDay: yesterday, isComplete: true });
    expect(await db.getRepository(GameEntity).countBy({ isDailyGame: true, isComplete: true })).toBe(rankedBefore);

    await dialog.getByRole('button', { name: 'Back to Archive' }).click();
    await page
      .getByTestId('archive-entry')
      .first()
      .getByText(/^Completed/)
      .waitFor();

    // Yesterday's recap counts the one ranked game, which reached par: 100.0%; the archive game is not in it.
    await page.goto('/daily-recap');
    await page.getByTestId('recap-par-share').getByText('100.0% of players reached par').waitFor();
    await shot(page, 'recap-1280');
    await context.close();
  });

  it('shows par, hints, statistics and the archive at phone width', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('pair-card').getByText('Par 3', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Get Hint 1 of 3 (−10 points)' }).click();
    await page.getByText(/connections from the end actor/).waitFor();
    await shot(page, 'game-hint-390');
    // A hint this browser no longer remembers (given in another tab) is read back from the server.
    await page.evaluate(() => {
      const key = 'cinema-chain:current-game';
      const stored = JSON.parse(localStorage.getItem(key)!) as { hints: unknown[] };
      localStorage.setItem(key, JSON.stringify({ ...stored, hints: [] }));
    });
    await page.reload();
    await page.getByText('The actor you were at is 3 connections from the end actor on a shortest chain.').waitFor();
    // A game counts as played once it has a link.
    const { startActor, endActor } = await session.services.dailyPair.dailyActors();
    await addLink(page, stepsBetween(startActor!.id, endActor!.id)[0]!);
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
    const stats = page.getByTestId('statistics');
    await stats.waitFor();
    await shot(page, 'statistics-390');

    // A wrong code changes nothing; the first player's code moves their statistics onto this phone,
    // with the phone's own game (played, not completed) moved along.
    const codeField = stats.getByLabel('Code from another device');
    await codeField.fill('WRONGCODE1');
    await stats.getByRole('button', { name: 'Use Code' }).click();
    await stats.getByText('This transfer code is not valid').waitFor();
    expect((await stats.getByTestId('stats-figure').first().innerText()).replace(/\s+/g, ' ')).toBe('1 PLAYED');
    await codeField.fill(transferCode.toLowerCase());
    await stats.getByRole('button', { name: 'Use Code' }).click();
    await page.getByText('Statistics moved').waitFor();
    await expect
      .poll(async () =>
        (await stats.getByTestId('stats-figure').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()),
      )
      .toEqual(['2 PLAYED', '1 COMPLETED', '1 CURRENT STREAK', '1 LONGEST STREAK', '3.0 AVERAGE LINKS']);
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('link', { name: 'Archive' }).click();
    await page.getByTestId('archive-entry').first().waitFor();
    await shot(page, 'archive-390');

    // The same screens in the dark theme the system asks for.
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'archive-390-dark');
    await page.locator('header').getByRole('link', { name: 'Cinema Chain home' }).click();
    await page.getByTestId('hint-panel').getByText('Hint 1:').waitFor();
    await shot(page, 'game-hint-390-dark');
    await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
    await page.getByTestId('statistics').waitFor();
    await shot(page, 'statistics-390-dark');
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no serious accessibility violation in the hint, statistics, archive and archive result (${colorScheme})`, async () => {
      // The tests of this file run in order: the archive entry is the pair the archive test seeded.
      // axe is injected as a script, which the client's Content Security Policy would refuse.
      const context = await session.browser.newContext({
        viewport: { width: 1280, height: 900 },
        baseURL: session.baseUrl,
        bypassCSP: true,
        colorScheme,
      });
      const page = await context.newPage();
      const scan = async (where: string) => {
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(where, violations)).toEqual([]);
      };
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Hint 1 of 3 (−10 points)' }).click();
      await page.getByTestId('hint-panel').getByText('Hint 1:').waitFor();
      await scan('game page with a hint');
      await page.locator('header').getByRole('button', { name: 'Statistics' }).click();
      await page.getByTestId('statistics').waitFor();
      await scan('statistics dialog');
      await page.keyboard.press('Escape');
      await page.locator('header').getByRole('link', { name: 'Archive' }).click();
      const entry = page.getByTestId('archive-entry').first();
      await entry.waitFor();
      await scan('archive');
      await entry.getByRole('link', { name: /^Play puzzle #\d+$/ }).click();
      await page.getByTestId('archive-badge').waitFor();
      const [grant] = session.services.catalog.actorsByName('Cary Grant');
      const [stewart] = session.services.catalog.actorsByName('James Stewart');
      for (const step of stepsBetween(grant!.id, stewart!.id)) await addLink(page, step);
      await page.getByTestId('archive-result').getByTestId('optimal-chains').waitFor();
      await scan('archive result');
      await context.close();
    });
  }
});
