/**
 * One fair daily puzzle (DESIGN §5) in Chromium: the ranked game is the first completed; Play Again
 * says first that the next game is practice; a practice game is marked, saves no name and stays
 * off the leaderboard; today's chains are folded until the viewer's game is complete or they show
 * the solutions; ranks are shared; an archive puzzle is its own game, and today's game survives
 * visiting it; a pair changed mid-day is its own recap section; the new screens pass axe. The tests
 * run in order (the board of the first is read by the second). Screenshots at 1280 and 390 px land
 * in /tmp/shots/fair-*.png.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DailyPairEntity, GameEntity, GameSettingsEntity } from '../../server/src/db/entities';
import { SETTINGS_ROW_ID } from '../../server/src/daily-pair/daily-pair-store';
import { addLink, type Step } from '../support/add-link-in-browser';
import { describeViolations, seriousViolations } from '../support/axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const shotsDir = '/tmp/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/fair-${name}.png`, fullPage: true });
}

/** The same screen at both widths, back at the desktop width afterwards. */
async function shotBothWidths(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await shot(page, `${name}-390`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

/** The UTC day `days` before today, yyyy-MM-dd. */
function utcDayBefore(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

/** The id of today's game this browser keeps. */
const storedDailyGameId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('cinema-chain:current-game') ?? 'null') as { id: number } | null)?.id,
  );

describe.skipIf(!browserAvailable)('one fair daily puzzle in Chromium', () => {
  let session: BrowserSession;
  let dailySteps: Step[];
  let archiveSteps: Step[];

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

  /** Plays the steps, then waits for the server's score in the completion dialog. */
  async function complete(page: Page, steps: Step[]): Promise<void> {
    for (const step of steps) await addLink(page, step);
    const dialog = page.getByTestId('completion-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('Calculating').count(), { timeout: 15_000 }).toBe(0);
  }

  beforeAll(async () => {
    session = await startBrowserSession();
    const { db, catalog, dailyPair } = session.services;
    const { startActor, endActor } = await dailyPair.dailyActors();
    dailySteps = stepsBetween(startActor!.id, endActor!.id);
    // The starter pair's shortest chain, as play.test.ts plays it: three connections scoring 73.
    expect(dailySteps.map((s) => s.movie.title)).toEqual([
      'The Asphalt Jungle',
      'The Godfather',
      'Once Upon a Time in Hollywood',
    ]);

    // Two other players' ranked games of today's pair, tied at 3 connections and 200 points (a
    // score no real chain of this pair makes, so they lead), one of them with all three hints.
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    for (const [i, hintsUsed] of [0, 3].entries()) {
      await db.getRepository(GameEntity).insert({
        startActorId: startActor!.id,
        endActorId: endActor!.id,
        isDailyGame: true,
        playerKey: `seeded-player-${i}`,
        playerName: `Tied Leader ${i + 1}`,
        nameSaved: true,
        isComplete: true,
        moveCount: 3,
        score: 200,
        hintsUsed,
        createdAt: now,
        completedAt: now,
        completedDay: today,
        startedDay: today,
        isHidden: false,
      });
    }

    // Yesterday's pair, for the archive.
    const [hayden] = catalog.actorsByName('Sterling Hayden');
    const [dicaprio] = catalog.actorsByName('Leonardo DiCaprio');
    archiveSteps = stepsBetween(hayden!.id, dicaprio!.id);
    if (archiveSteps.length < 2) throw new Error('the archive pair needs a chain of two or more links');
    await db.getRepository(DailyPairEntity).insert({
      startActorId: hayden!.id,
      endActorId: dicaprio!.id,
      source: 'manual',
      activeFrom: new Date(`${utcDayBefore(1)}T00:00:00.000Z`),
      activeTo: null,
      par: null,
      optimalChainCount: null,
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('warns before Play Again that the next game is practice; the practice game is marked, saves no name and stays off the board', async () => {
    const { page, context } = await session.newPage(desktop);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
    expect(await page.getByTestId('chain-card').getByTestId('practice-badge').count()).toBe(0);

    // The ranked game: a name is saved, as always.
    await complete(page, dailySteps);
    const dialog = page.getByTestId('completion-dialog');
    await dialog.getByText('Great Job!').waitFor();
    expect(await dialog.getByTestId('practice-badge').count()).toBe(0);
    // The server counts the pair's shortest chains and shows up to three of them.
    await dialog.getByLabel('Your Name (optional)').fill('Ranked Player');
    await dialog.getByRole('button', { name: 'Save Score' }).click();
    await dialog.getByText('Success!').waitFor();
    const countText = await dialog.getByTestId('optimal-chain-count').innerText();
    expect(countText).toMatch(/^\d+ optimal chains? of 3 connections$/);
    const counted = Number(countText.split(' ')[0]);
    expect(await dialog.getByTestId('optimal-chain').count()).toBe(Math.min(3, counted));
    const rankedId = await storedDailyGameId(page);

    // Play Again says first that the next game is practice, and why; Cancel keeps the finished game.
    await dialog.getByRole('button', { name: 'Play Again' }).click();
    const warning = page.getByRole('dialog', { name: 'Your next game will be practice' });
    await warning.getByText('You have completed your ranked game of today’s puzzle.').waitFor();
    await shotBothWidths(page, 'play-again-warning');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('Success!').waitFor();
    await page.getByText('Your Cinema Chain (Connections: 3)').waitFor();
    expect(await storedDailyGameId(page)).toBe(rankedId);

    // Confirmed, the new game starts as practice and says so beside its score.
    await dialog.getByRole('button', { name: 'Play Again' }).click();
    await warning.getByRole('button', { name: 'Start Practice Game' }).click();
    await page.getByText('New game started').waitFor();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    const chainCard = page.getByTestId('chain-card');
    await chainCard.getByTestId('practice-badge').getByText('Practice').waitFor();
    await chainCard.getByText('Estimated Score: 0').waitFor();

    // Completed: the results at once, with Practice beside the score and no name field.
    await complete(page, dailySteps);
    await dialog.getByText('Success!').waitFor();
    await dialog.getByTestId('practice-badge').waitFor();
    await dialog.getByTestId('practice-note').waitFor();
    expect(await dialog.getByLabel('Your Name (optional)').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Save Score' }).count()).toBe(0);
    await dialog.getByText('73', { exact: true }).waitFor();
    await shotBothWidths(page, 'practice-completion');

    // The share texts say Practice.
    await dialog.getByRole('button', { name: 'Share Basic Results' }).click();
    await page.getByText('Basic results copied to clipboard!').waitFor();
    const basic = await page.evaluate(() => navigator.clipboard.readText());
    expect(basic).toMatch(/^Cinema Chain #\d+ · Practice\n/);
    await dialog.getByRole('button', { name: 'Share Details' }).click();
    await page.getByText('Detailed results with your path copied to clipboard!').waitFor();
    const detailed = await page.evaluate(() => navigator.clipboard.readText());
    expect(detailed.split('\n')[0]).toMatch(/^🎬 Cinema Chain #\d+ · Practice: Marilyn Monroe → Leonardo DiCaprio$/);

    // The server stored it as practice, with no name; the board has the ranked game alone, marked "You".
    const { db } = session.services;
    const practiceId = await storedDailyGameId(page);
    const practice = await db.getRepository(GameEntity).findOneByOrFail({ id: practiceId });
    expect(practice).toMatchObject({ isComplete: true, isPractice: true, playerName: null, score: 73 });
    await dialog.getByRole('button', { name: 'View Leaderboard' }).click();
    const table = page.getByTestId('leaderboard-table');
    await table.getByText('Ranked Player').waitFor();
    await page.getByText('Showing 3 of 3 entries • All entries displayed', { exact: true }).waitFor();
    const rows = table.getByTestId('leaderboard-row');
    const mine = rows.filter({ has: page.getByTestId('entry-mine') });
    expect(await mine.count()).toBe(1);
    expect(await mine.getByTestId('leaderboard-player').innerText()).toBe('Ranked Player');
    // Shared ranks: the two tied leaders are both 1st, the player after them 3rd.
    expect(await table.getByTestId('rank').allInnerTexts()).toEqual(['1st', '1st', '3rd']);
    // The ranked player sees today's chains: their row opens.
    await mine.click();
    await page.getByTestId('leaderboard-path-row').getByTestId('chain-path').waitFor();
    await context.close();
  });

  it('folds today’s chains for a player whose game is not complete, until they show the solutions', async () => {
    const { page, context } = await session.newPage(desktop);
    // A game of today's pair, started and left (it would be ranked if completed first).
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
    await expect.poll(() => storedDailyGameId(page)).toBeGreaterThan(0);
    expect(await page.getByTestId('chain-card').getByTestId('practice-badge').count()).toBe(0);
    await page.locator('header').getByRole('link', { name: 'Leaderboard' }).click();

    const folded = page.getByTestId('chains-folded');
    await folded.getByText(/Today's chains are folded/).waitFor();
    const rows = page.getByTestId('leaderboard-row');
    await rows.first().waitFor();
    expect(await rows.first().getAttribute('aria-expanded')).toBeNull();
    await rows.first().click();
    expect(await page.getByTestId('leaderboard-path-row').count()).toBe(0);
    await rows
      .first()
      .getByRole('img', { name: /Chain folded/ })
      .waitFor();
    expect(await page.getByTestId('entry-mine').count()).toBe(0);

    // A mark under the rank never wraps, at 390 px too: "3 hints" stays on one line.
    await page.setViewportSize(phone);
    const hints = page.getByTestId('entry-hints').filter({ hasText: '3 hints' });
    const lines = await hints.locator('p').evaluate((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await page.setViewportSize(desktop);
    await shotBothWidths(page, 'leaderboard-folded');

    // Show solutions warns first that the next game today is practice; confirmed, the rows open.
    await folded.getByRole('button', { name: 'Show solutions' }).click();
    const warning = page.getByRole('dialog', { name: "Show today's solutions?" });
    await warning.getByText(/^Your next game today will be practice/).waitFor();
    await shotBothWidths(page, 'show-solutions-warning');
    await warning.getByRole('button', { name: 'Show Solutions' }).click();
    await folded.waitFor({ state: 'detached' });
    await expect.poll(() => rows.first().getAttribute('aria-expanded')).toBe('false');
    await rows.first().click();
    await page.getByTestId('leaderboard-path-row').waitFor();

    // The next new game of the day says it will be practice, for that reason.
    await page.locator('header').getByRole('link', { name: 'Cinema Chain home' }).click();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    await page
      .locator('header')
      .getByRole('button', { name: /New Game/ })
      .click();
    const practiceWarning = page.getByRole('dialog', { name: 'Your next game will be practice' });
    await practiceWarning.getByText('You showed today’s solutions on the leaderboard.').waitFor();
    await practiceWarning.getByRole('button', { name: 'Start Practice Game' }).click();
    await page.getByTestId('chain-card').getByTestId('practice-badge').waitFor();
    await context.close();
  });

  it('plays an archive puzzle in its own game, and finds today’s game as it was left', async () => {
    const { page, context } = await session.newPage(desktop);
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
    await addLink(page, dailySteps[0]!);
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    const dailyId = await storedDailyGameId(page);

    // The archive links to the puzzle's own page.
    await page.locator('header').getByRole('link', { name: 'Archive' }).click();
    const entry = page.getByTestId('archive-entry').first();
    await entry.getByText('Sterling Hayden → Leonardo DiCaprio').waitFor();
    const play = entry.getByRole('link', { name: /^Play puzzle #\d+$/ });
    const href = await play.getAttribute('href');
    expect(href).toMatch(/^\/archive\/\d+$/);
    await play.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    const pairCard = page.getByTestId('pair-card');
    await pairCard.getByText('Sterling Hayden').waitFor();
    await pairCard.getByTestId('archive-badge').waitFor();
    await page.getByRole('heading', { name: `Puzzle #${href!.split('/').pop()}`, level: 1 }).waitFor();
    await addLink(page, archiveSteps[0]!);
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    await shotBothWidths(page, 'archive-game');

    // Home is today's game, with its link, whatever was played meanwhile; so after the board and the recap.
    for (const away of ['Leaderboard', 'Daily Recap', 'Cinema Chain home']) {
      await page.locator('header').getByRole('link', { name: away }).click();
    }
    await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    await page.getByTestId('chain-card').getByText(dailySteps[0]!.movie.title).waitFor();
    expect(await storedDailyGameId(page)).toBe(dailyId);

    // The archive puzzle's game is kept too: a reload of its page resumes it, and it completes unranked.
    await page.goto(href!);
    await page.getByTestId('pair-card').getByText('Sterling Hayden').waitFor();
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    await complete(page, archiveSteps.slice(1));
    const dialog = page.getByTestId('completion-dialog');
    await dialog.getByText('Puzzle Complete!').waitFor();
    await dialog.getByRole('button', { name: "Play Today's Game" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    expect(await storedDailyGameId(page)).toBe(dailyId);
    const daily = await session.services.db.getRepository(GameEntity).findOneByOrFail({ id: dailyId });
    expect(daily).toMatchObject({ isDailyGame: true, isComplete: false });
    await context.close();
  });

  it('gives a pair changed mid-day its own section of the recap, with its own pair and figures', async () => {
    const { db, catalog } = session.services;
    const yesterday = utcDayBefore(1);
    const [hayden] = catalog.actorsByName('Sterling Hayden');
    const [dicaprio] = catalog.actorsByName('Leonardo DiCaprio');
    const [monroe] = catalog.actorsByName('Marilyn Monroe');
    const [pacino] = catalog.actorsByName('Al Pacino');
    // Yesterday's pair (in place all day, see beforeAll) has two ranked games; a pair played for a
    // while that day, Marilyn Monroe → Al Pacino, has one.
    const games: Array<[{ id: number }, { id: number }, number, number]> = [
      [hayden!, dicaprio!, 2, 120],
      [hayden!, dicaprio!, 3, 90],
      [monroe!, pacino!, 2, 110],
    ];
    for (const [i, [start, end, moveCount, score]] of games.entries()) {
      const at = new Date(`${yesterday}T1${i}:00:00.000Z`);
      await db.getRepository(GameEntity).insert({
        startActorId: start.id,
        endActorId: end.id,
        isDailyGame: true,
        playerKey: `recap-player-${i}`,
        playerName: `Recap Player ${i + 1}`,
        nameSaved: true,
        isComplete: true,
        moveCount,
        score,
        createdAt: at,
        completedAt: at,
        completedDay: yesterday,
        startedDay: yesterday,
        isHidden: false,
      });
    }

    const { page, context } = await session.newPage(desktop);
    await page.goto('/daily-recap');
    const sections = page.getByTestId('recap-pair-section');
    await expect.poll(() => sections.count()).toBe(2);
    const [first, second] = [sections.nth(0), sections.nth(1)];
    await second.getByRole('heading', { name: 'A second pair that day: Marilyn Monroe → Al Pacino' }).waitFor();
    await first.getByTestId('pair-card').getByText('Sterling Hayden').waitFor();
    await second.getByTestId('pair-card').getByText('Al Pacino').waitFor();
    // Each pair's own figures: completions, average score (whole), average moves (one decimal).
    const figures = async (section: typeof first) =>
      (await section.getByTestId('recap-stat').allInnerTexts()).map((text) => text.split('\n').filter(Boolean)[1]);
    expect(await figures(first)).toEqual(['2', '105', '2.5']);
    expect(await figures(second)).toEqual(['1', '110', '2.0']);
    await shotBothWidths(page, 'recap-two-pairs');
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no serious accessibility violation in the folded board, its warning, the practice warning and a practice game (${colorScheme})`, async () => {
      // axe is injected as a script, which the client's Content Security Policy would refuse.
      const context = await session.browser.newContext({
        viewport: desktop,
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
      await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
      await expect.poll(() => storedDailyGameId(page)).toBeGreaterThan(0);
      await page.locator('header').getByRole('link', { name: 'Leaderboard' }).click();
      const folded = page.getByTestId('chains-folded');
      await folded.waitFor();
      await scan('folded leaderboard');
      await folded.getByRole('button', { name: 'Show solutions' }).click();
      const warning = page.getByRole('dialog', { name: "Show today's solutions?" });
      await warning.waitFor();
      await scan('show solutions warning');
      await warning.getByRole('button', { name: 'Show Solutions' }).click();
      await folded.waitFor({ state: 'detached' });
      await page.locator('header').getByRole('link', { name: 'Cinema Chain home' }).click();
      await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
      await page
        .locator('header')
        .getByRole('button', { name: /New Game/ })
        .click();
      const practiceWarning = page.getByRole('dialog', { name: 'Your next game will be practice' });
      await practiceWarning.waitFor();
      await scan('practice warning');
      await practiceWarning.getByRole('button', { name: 'Start Practice Game' }).click();
      await page.getByTestId('chain-card').getByTestId('practice-badge').waitFor();
      await practiceWarning.waitFor({ state: 'detached' });
      await scan('practice game');
      await context.close();
    });
  }

  // Last: it changes the daily pair.
  it('opens home on a new game of today’s pair once the stored game is complete and of another pair', async () => {
    const { page, context } = await session.newPage(desktop);
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(dailySteps[0]!.actor).waitFor();
    await complete(page, dailySteps);
    const finishedId = await storedDailyGameId(page);

    // The pair changes (another instance's change, written straight to the table, in manual mode).
    const { catalog, db } = session.services;
    const [hanks] = catalog.actorsByName('Tom Hanks');
    const [streep] = catalog.actorsByName('Meryl Streep');
    await db
      .getRepository(GameSettingsEntity)
      .update(
        { id: SETTINGS_ROW_ID },
        { selectionMode: 'manual', startActorId: hanks!.id, endActorId: streep!.id, lastUpdated: new Date() },
      );
    await expect
      .poll(
        async () => {
          const res = await fetch(`${session.baseUrl}/api/daily-actors?_t=${Date.now()}`);
          return ((await res.json()) as { startActor: { id: number } | null }).startActor?.id;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(hanks!.id);

    await page.reload();
    const pairCard = page.getByTestId('pair-card');
    await pairCard.getByText('Tom Hanks').waitFor();
    await pairCard.getByText('Meryl Streep').waitFor();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    await expect.poll(() => storedDailyGameId(page)).not.toBe(finishedId);
    await context.close();
  });
});
