import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calculateScore } from '@cinema/shared';
import { ChainLinkEntity, GameEntity, GameSettingsEntity } from '../../server/src/db/entities';
import { SETTINGS_ROW_ID } from '../../server/src/daily-pair/daily-pair-service';
import { browserAvailable, screenshot, startBrowserSession, type BrowserSession } from '../support/browser';

interface Step {
  actor: string;
  movie: { title: string; year: number | null };
  nextActor: string;
}

/** Types into a search field and picks the dropdown option that shows `exactText` (and `alsoText`). */
async function pickOption(page: Page, label: string, exactText: string, optionTestId: string, alsoText?: string) {
  await page.getByLabel(label, { exact: true }).fill(exactText);
  let option = page.getByTestId(optionTestId).filter({ has: page.getByText(exactText, { exact: true }) });
  if (alsoText) option = option.filter({ hasText: alsoText });
  await option.first().click();
}

async function addLink(page: Page, step: Step): Promise<void> {
  await page.getByRole('button', { name: 'Add Connection' }).first().click();
  await page.getByText(`Add a connection from ${step.actor}`).waitFor();
  const year = step.movie.year == null ? undefined : String(step.movie.year);
  await pickOption(page, `Movie that ${step.actor} appeared in:`, step.movie.title, 'movie-option', year);
  await pickOption(page, `Actor who was also in ${step.movie.title}:`, step.nextActor, 'actor-option');
  await page.getByTestId('add-connection-form').getByRole('button', { name: 'Add Connection' }).click();
}

describe.skipIf(!browserAvailable)('a player completes the daily game in Chromium', () => {
  let session: BrowserSession;
  let steps: Step[];
  let wrongMovie: Step['movie'];

  beforeAll(async () => {
    session = await startBrowserSession();
    const { catalog, dailyPair } = session.services;
    const { startActor, endActor } = await dailyPair.dailyActors();
    const chain = catalog.shortestChain(startActor!.id, endActor!.id);
    if (!chain || chain.connections < 2) throw new Error('the daily pair needs a chain of two or more links');
    steps = chain.movieIds.map((movieId, i) => {
      const movie = catalog.movieById(movieId)!;
      return {
        actor: catalog.actorById(chain.actorIds[i]!)!.name,
        movie: { title: movie.title, year: movie.year },
        nextActor: catalog.actorById(chain.actorIds[i + 1]!)!.name,
      };
    });
    // The second film of the path does not have the start actor in it.
    wrongMovie = steps[1]!.movie;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('plays through real films, is refused a wrong movie first, saves a name and shares', async () => {
    const { page, context } = await session.newPage();
    await context.addInitScript(() => {
      // Linux Chromium may expose the Web Share API; the clipboard path is the one checked here.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Cinema Chain - Daily Six Degrees of Hollywood Game');
    const pairCard = page.getByTestId('pair-card');
    await pairCard.getByText('Connect These Actors').waitFor();
    await pairCard.getByText(steps[0]!.actor).waitFor();
    await pairCard.getByText(steps[steps.length - 1]!.nextActor).waitFor();
    expect(await pairCard.getByRole('link', { name: steps[0]!.actor }).getAttribute('href')).toMatch(/^\/actors\//);
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    await page.getByText('Estimated Score').waitFor();

    // A movie the start actor was not in is refused by the server.
    const start = steps[0]!.actor;
    await addLink(page, { actor: start, movie: wrongMovie, nextActor: steps[1]!.nextActor });
    await page.getByText('Connection Error').first().waitFor();
    await page.getByText(`${start} did not appear in "${wrongMovie.title}"`).first().waitFor();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    await page.getByTestId('add-connection-form').getByRole('button', { name: 'Cancel' }).click();

    for (const [i, step] of steps.entries()) {
      await addLink(page, step);
      await page.getByText(`Your Cinema Chain (Connections: ${i + 1})`).waitFor();
      if (i < steps.length - 1) {
        await page.getByText('Connection added!').first().waitFor();
        await screenshot(page, `game-desktop-${i + 1}-links`);
      }
    }

    const dialog = page.getByTestId('completion-dialog');
    await dialog.getByText('Great Job!').waitFor();
    await dialog.getByText('Save your score to the leaderboard').waitFor();
    await expect.poll(() => dialog.getByText('Calculating').count(), { timeout: 15_000 }).toBe(0);
    await screenshot(page, 'completion-step-1');
    await dialog.getByLabel('Your Name (optional)').fill('  Ada Lovelace  ');
    await dialog.getByRole('button', { name: 'Save Score' }).click();
    await page.getByText('Score saved!').waitFor();
    await page.getByText('Your score has been saved to the leaderboard.').waitFor();
    await dialog.getByText('Success!').waitFor();
    await dialog.getByText("You've completed the Cinema Chain!").waitFor();
    await dialog.getByText('New challenges available daily - come back tomorrow!').waitFor();
    await screenshot(page, 'completion-step-2');

    await dialog.getByRole('button', { name: 'Share Basic Results' }).click();
    await page.getByText('Basic results copied to clipboard!').waitFor();
    const basic = await page.evaluate(() => navigator.clipboard.readText());
    expect(basic).toContain(`I connected two actors in ${steps.length} steps!`);
    await dialog.getByRole('button', { name: 'Share Details' }).click();
    await page.getByText('Detailed results with your path copied to clipboard!').waitFor();
    const detailed = await page.evaluate(() => navigator.clipboard.readText());
    for (const step of steps) expect(detailed).toContain(`${step.movie.title} (${step.movie.year ?? 'N/A'})`);

    // The server stored the game, its chain and the score it computed itself.
    const { db, catalog } = session.services;
    const game = await db.getRepository(GameEntity).findOneByOrFail({ playerName: 'Ada Lovelace' });
    expect(game.isComplete).toBe(true);
    expect(game.moveCount).toBe(steps.length);
    const links = await db.getRepository(ChainLinkEntity).find({ where: { gameId: game.id }, order: { order: 'ASC' } });
    const expected = calculateScore(
      links.map((l) => ({
        movieYear: catalog.movieById(l.movieId)!.year,
        actorBilling: l.actorBilling,
        nextActorBilling: l.nextActorBilling,
      })),
    );
    expect(game.score).toBe(expected);
    expect(basic).toContain(`${expected} points`);
    await context.close();
  });

  it('shows the game at phone width', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(steps[0]!.actor).waitFor();
    await addLink(page, steps[0]!);
    await page.getByText('Your Cinema Chain (Connections: 1)').waitFor();
    await screenshot(page, 'game-mobile-1-link');
    await context.close();
  });

  it('starts the next new game with a daily pair changed while the page is open', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(steps[0]!.actor).waitFor();

    const { catalog, db } = session.services;
    const [hanks] = catalog.actorsByName('Tom Hanks');
    const [streep] = catalog.actorsByName('Meryl Streep');
    await db
      .getRepository(GameSettingsEntity)
      .update({ id: SETTINGS_ROW_ID }, { startActorId: hanks!.id, endActorId: streep!.id, lastUpdated: new Date() });

    await page
      .locator('header')
      .getByRole('button', { name: /New Game/ })
      .click();
    await page.getByText('New game started').waitFor();
    await page.getByText('Try to connect the two actors!').waitFor();
    const pairCard = page.getByTestId('pair-card');
    await pairCard.getByText('Tom Hanks').waitFor();
    await pairCard.getByText('Meryl Streep').waitFor();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    const newest = await db.getRepository(GameEntity).find({ order: { id: 'DESC' }, take: 1 });
    expect(newest[0]).toMatchObject({ startActorId: hanks!.id, endActorId: streep!.id, isDailyGame: true });
    await context.close();
  });
});
