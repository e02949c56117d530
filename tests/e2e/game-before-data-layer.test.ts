/**
 * Back to Game and New Game clicked in Chromium before the data layer has run: until it has, the
 * page shows a stand-in of the game (before hydration is over, no game at all), and whether a click
 * resumes the stored game or starts a new one is decided on the game the data layer knows, once it
 * runs. The data layer starts after the first paint (a timer): the page's clock is paused to hold it
 * back while the page has hydrated. The window is short in the page as it is (right after hydration
 * the stand-in is the stored game); these tests fail as soon as a decision is taken on a stand-in of
 * no game, which any change keeping the first render's stand-in longer would expose. Last, a new
 * player's New Game: the page's own start runs first, on the page's pair, and the player's follows
 * it, reading the pair afresh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameEntity } from '../../server/src/db/entities';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const GAME_KEY = 'cinema-chain:current-game';

/** The id of the game kept in this browser, or null. */
async function storedGameId(page: Page): Promise<number | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { id: number }).id : null;
  }, GAME_KEY);
}

/**
 * Whether React has reached the button named `name` while hydrating: it then holds the button's
 * props under a key of React's own (`__reactProps$…`, not a public API; a React that renames it
 * fails these tests at this wait, not silently). Set during hydration's render, before its commit:
 * a click then is replayed by React once the button is hydrated.
 */
async function hydratedButton(page: Page, name: string): Promise<boolean> {
  return page.evaluate((text) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
    return button != null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, name);
}

/** Requests of the page whose address contains `part`. */
function requestsTo(page: Page, part: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) urls.push(request.url());
  });
  return urls;
}

describe.skipIf(!browserAvailable)('a click before the page has its game, in Chromium', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  /**
   * A page whose browser keeps a daily game in progress (no link yet, its id `id`), opened again at
   * `path` with the page's clock paused, so that its data layer cannot start, until `button` is
   * hydrated; the game creations and site-information requests it makes from then on.
   */
  async function heldBeforeDataLayer(path: string, button: string) {
    const { page, context } = await session.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Connection' }).waitFor();
    await expect.poll(() => storedGameId(page)).not.toBeNull();
    const id = (await storedGameId(page))!;
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const creates = requestsTo(page, 'game.create');
    const siteInfo = requestsTo(page, 'settings.siteInfo');
    await page.goto(path);
    await expect.poll(() => hydratedButton(page, button)).toBe(true);
    // The data layer has not run: it would have asked for the site's information.
    expect(siteInfo).toEqual([]);
    return { page, close: () => context.close(), id, creates, siteInfo };
  }

  it('Back to Game on the leaderboard resumes the game in progress, not a new one', async () => {
    const { page, close, id, creates, siteInfo } = await heldBeforeDataLayer('/leaderboard', 'Back to Game');

    await page.getByRole('button', { name: 'Back to Game' }).dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.clock.resume();
    await page.getByRole('button', { name: 'Add Connection' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(siteInfo.length).toBeGreaterThan(0);
    expect(creates).toEqual([]);
    expect(await storedGameId(page)).toBe(id);
    expect(await page.getByText('New game started').count()).toBe(0);
    await close();
  });

  it('New Game in the header starts one new game, announced', async () => {
    const { page, close, id, creates } = await heldBeforeDataLayer('/', 'New Game');

    await page.locator('header').getByRole('button', { name: 'New Game' }).dispatchEvent('click');
    await page.clock.resume();
    await page.getByText('New game started').waitFor();
    await page.getByRole('button', { name: 'Add Connection' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(creates).toHaveLength(1);
    const newId = await storedGameId(page);
    expect(newId).not.toBeNull();
    expect(newId).not.toBe(id);
    await close();
  });

  it("New Game from a new player before the data layer runs starts a game of its own after the page's, announced", async () => {
    const { page, context } = await session.newPage();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const creates = requestsTo(page, 'game.create');
    await page.goto('/');
    await expect.poll(() => hydratedButton(page, 'New Game')).toBe(true);
    expect(await page.locator('header').getByRole('button', { name: 'New Game' }).isEnabled()).toBe(true);

    // The page starts its own game on its pair as soon as its data layer runs; the click, waiting
    // for the data layer, then meets that start under way.
    await page.locator('header').getByRole('button', { name: 'New Game' }).click();
    await page.clock.resume();
    await page.getByText('New game started').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Add Connection' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(creates).toHaveLength(2);
    const [newest] = await session.services.db.getRepository(GameEntity).find({ order: { id: 'DESC' }, take: 1 });
    expect(await storedGameId(page)).toBe(newest!.id);
    await context.close();
  });
});
