/**
 * An actor profile's address in Chromium: a slug typed in another case moves to the actor's own
 * address (replacing the typed one in the history); a name with no letter or digit is an invalid
 * name and the server is not asked; an actor of the catalog with no game yet shows zero figures
 * and their films; a name of nobody is "Actor Not Found". Screenshots at 1280 and 390 px in both
 * themes land in /tmp/shots/profile-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const SHOTS_DIR = '/tmp/shots';

/** Counts the page's requests for a profile. */
function countProfileRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/trpc\/.*profile\.byName|\/api\/actors\//.test(request.url())) count += 1;
  });
  return () => count;
}

describe.skipIf(!browserAvailable)('actor profile addresses', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('/actors/marilyn_monroe moves to /actors/Marilyn_Monroe in place of the typed address', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/actors/marilyn_monroe');
    await page.waitForURL('**/actors/Marilyn_Monroe');
    await page.getByRole('heading', { name: 'Marilyn Monroe', level: 1 }).waitFor();
    // Replaced, not pushed: Back returns to the page before the typed address.
    await page.goBack();
    await page.waitForURL('**/about');
    await context.close();
  });

  it('an actor of the catalog with no game yet: zero figures and their films, newest first', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const context = await session.browser.newContext({ viewport, baseURL: session.baseUrl, colorScheme: scheme });
        const page = await context.newPage();
        await page.goto('/actors/Robert_De_Niro');
        await page.getByRole('heading', { name: 'Robert De Niro', level: 1 }).waitFor();
        const films = page.getByTestId('film');
        await expect.poll(() => films.count()).toBe(12);
        // The starter catalog's newest of his twenty films; a shared year by title.
        // Each film reads its title, then its year (after the poster's).
        const titleAndYear = (text: string) =>
          text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .slice(-2);
        expect((await films.allInnerTexts()).slice(0, 4).map(titleAndYear)).toEqual([
          ['Killers of the Flower Moon', '2023'],
          ['Joker', '2019'],
          ['The Irishman', '2019'],
          ['American Hustle', '2013'],
        ]);
        await page.getByText('Not in any completed game yet', { exact: false }).waitFor();
        expect(await page.getByText('Games Appeared').count()).toBe(1);
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${SHOTS_DIR}/profile-no-games-${viewport.width}-${scheme}.png`,
          fullPage: true,
        });
        await context.close();
      }
    }
  });

  it('/actors/!!! is an invalid name with a way back to the game, and the server is not asked', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    const profileRequests = countProfileRequests(page);
    await page.goto('/actors/!!!');
    await page.getByRole('heading', { name: 'Invalid Actor Name' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Game' }).getAttribute('href')).toBe('/');
    await page.waitForLoadState('networkidle');
    expect(profileRequests()).toBe(0);
    await page.screenshot({ path: `${SHOTS_DIR}/profile-invalid-390.png`, fullPage: true });
    await context.close();
  });

  it('a name that is nobody in the catalog is "Actor Not Found"', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/actors/nobody_of_that_name');
    await page.getByRole('heading', { name: 'Actor Not Found' }).waitFor();
    await page.getByText("This actor profile doesn't exist or hasn't appeared in any games yet.").waitFor();
    expect(page.url()).toMatch(/\/actors\/nobody_of_that_name$/);
    await context.close();
  });
});
