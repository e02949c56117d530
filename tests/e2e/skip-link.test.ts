/**
 * Every page's first keyboard stop is a skip link ("Skip to game" on the game, "Skip to content"
 * elsewhere): out of sight until it has the focus, in sight when it has, and Enter moves the focus
 * to the page's main content, past the header, without changing the address. At 1280 and 390 px;
 * screenshots of the focused link land in /tmp/shots/skip-link-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const SHOTS_DIR = '/tmp/shots';
const routes = [
  '/',
  '/leaderboard',
  '/daily-recap',
  '/actors/Marilyn_Monroe',
  '/about',
  '/privacy',
  '/tmdb-test',
  '/control-sys-panel-7831',
  '/no-such-page',
];

/** Whether any part of the element lies inside the viewport. */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const box = document.querySelector(target)!.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  }, selector);
}

describe.skipIf(!browserAvailable)('the skip link', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`is the first stop of every page and takes the focus to the main content, at ${viewport.width} px`, async () => {
      const { page, context } = await session.newPage(viewport);
      for (const route of routes) {
        await page.goto(route);
        await page.locator('main h1, main h2').first().waitFor();
        // The server's first HTML has the heading too: wait for the app, which draws over a page it
        // does not hydrate (and would take the focus from the server's link with it), to have
        // started and loaded the page's chunk.
        await page.locator('#no-script-message').waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle');
        const link = page.locator('a[href="#main-content"]');
        expect(await inView(page, 'a[href="#main-content"]'), `${route}: hidden before it has the focus`).toBe(false);
        // First in the order of the page's focusable elements.
        const firstStop = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'))
              .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'))[0]
              ?.getAttribute('href') ?? null,
        );
        expect(firstStop, `${route}: first stop`).toBe('#main-content');
        // A page that puts the focus in a field on arrival (the admin sign-in) keeps it there; on every
        // other page the first Tab lands on the link.
        const arrivedInField = await page.evaluate(() => document.activeElement !== document.body);
        if (arrivedInField) await link.focus();
        else await page.keyboard.press('Tab');
        expect(await link.evaluate((element) => element === document.activeElement), `${route}: focused`).toBe(true);
        expect(await link.innerText()).toBe(route === '/' ? 'Skip to game' : 'Skip to content');
        await page.waitForTimeout(100);
        expect(await inView(page, 'a[href="#main-content"]'), `${route}: in sight with the focus`).toBe(true);
        if (route === '/' || route === '/about') {
          await page.screenshot({
            path: `${SHOTS_DIR}/skip-link-${route === '/' ? 'game' : 'about'}-${viewport.width}.png`,
          });
        }
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()), { timeout: 2_000 })
          .toBe('main');
        expect(new URL(page.url()).hash).toBe('');
        // The next stop is inside the page, not the header.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main, footer'))), route).toBe(true);
      }
      await context.close();
    });
  }
});
