/**
 * Back to Game and New Game clicked in Chromium before the data layer has run: until it has, the
 * page shows a stand-in of the game (before hydration is over, no game at all), and whether a click
 * resumes the stored game or starts a new one is decided on the game the data layer knows, once it
 * runs. The data layer starts after the first paint (a timer): the page's clock is paused to hold it
 * back while the page has hydrated. The window is short in the page as it is (right after hydration
 * the stand-in is the stored game); these tests fail as soon as a decision is taken on a stand-in of
 * no game, which any change keeping the first render's stand-in longer would expose.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.skipIf(!browserAvailable)('a click before the data layer has run, in Chromium', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  /** A page whose browser keeps a daily game in progress (no link yet); its id. */
  async function gameInProgress(): Promise<{ page: Page; close: () => Promise<void>; id: number }> {
    const { page, context } = await session.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Connection' }).waitFor();
    await expect.poll(() => storedGameId(page)).not.toBeNull();
    return { page, close: () => context.close(), id: (await storedGameId(page))! };
  }

  it('Back to Game on the leaderboard resumes the game in progress, not a new one', async () => {
    const { page, close, id } = await gameInProgress();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const creates = requestsTo(page, 'game.create');
    const siteInfo = requestsTo(page, 'settings.siteInfo');
    await page.goto('/leaderboard');
    await expect.poll(() => hydratedButton(page, 'Back to Game')).toBe(true);
    // The data layer has not run: it would have asked for the site's information.
    expect(siteInfo).toEqual([]);

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
    const { page, close, id } = await gameInProgress();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const creates = requestsTo(page, 'game.create');
    const siteInfo = requestsTo(page, 'settings.siteInfo');
    await page.goto('/');
    await expect.poll(() => hydratedButton(page, 'New Game')).toBe(true);
    expect(siteInfo).toEqual([]);

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
});
