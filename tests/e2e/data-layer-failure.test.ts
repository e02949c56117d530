import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, screenshot, startBrowserSession, type BrowserSession } from '../support/browser';

const dataLayerChunk = /\/assets\/data-layer-[^/]*\.js$/;

/** Refuses the chunks matching `url`, as a flaky network or a past deploy would, until let through. */
async function refuseChunk(page: Page, url: RegExp): Promise<{ refused: () => number; letThrough: () => void }> {
  let refused = 0;
  let blocked = true;
  await page.route(url, (route) => {
    if (!blocked) return route.continue();
    refused += 1;
    return route.abort('failed');
  });
  return { refused: () => refused, letThrough: () => (blocked = false) };
}

describe.skipIf(!browserAvailable)('a chunk that fails to load in Chromium', () => {
  let session: BrowserSession;
  let startActor: string;

  beforeAll(async () => {
    session = await startBrowserSession();
    startActor = (await session.services.dailyPair.dailyActors()).startActor!.name;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the data layer: the game page says so with Try Again under the header, and Try Again loads the game', async () => {
    const { page, context } = await session.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const chunk = await refuseChunk(page, dataLayerChunk);
    await page.goto('/');

    const failure = page.getByTestId('load-failure');
    await failure.getByText('Failed to load the game. Please check your connection and try again.').waitFor();
    expect(chunk.refused()).toBeGreaterThan(0);
    expect(
      await page
        .locator('header')
        .getByRole('button', { name: /New Game/ })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('footer').getByRole('link', { name: 'About' }).isVisible()).toBe(true);
    await screenshot(page, 'data-layer-failure-desktop');

    // An action that waits for the game answers at once instead of waiting for ever.
    await page
      .locator('header')
      .getByRole('button', { name: /New Game/ })
      .click();
    await page.getByText('Failed to start a new game. Please try refreshing the page.').waitFor();

    chunk.letThrough();
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('pair-start-actor').getByText(startActor).waitFor();
    expect(await failure.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the data layer on a phone: the message and Try Again fit the screen', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    const chunk = await refuseChunk(page, dataLayerChunk);
    await page.goto('/');
    const failure = page.getByTestId('load-failure');
    await failure.getByRole('button', { name: 'Try Again' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'data-layer-failure-mobile');
    chunk.letThrough();
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('pair-start-actor').getByText(startActor).waitFor();
    await context.close();
  });

  it('the data layer does not hold up the About, Privacy and not-found pages, which do not query', async () => {
    const { page, context } = await session.newPage();
    await refuseChunk(page, dataLayerChunk);
    await page.goto('/about');
    await expect.poll(() => page.title()).toBe('About | Cinema Chain');
    await page.getByRole('heading', { name: 'About Cinema Chain' }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
    await page.getByText('Last updated: March 24, 2025').waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByTestId('load-failure').count()).toBe(0);
    await context.close();
  });

  it("a page's chunk: the page says so with Try Again inside the layout, and Try Again loads it", async () => {
    const { page, context } = await session.newPage();
    const chunk = await refuseChunk(page, /\/assets\/leaderboard-[^/]*\.js$/);
    await page.goto('/leaderboard');
    const failure = page.getByTestId('load-failure');
    await failure.getByText('Failed to load this page. Please check your connection and try again.').waitFor();
    expect(chunk.refused()).toBeGreaterThan(0);
    expect(await page.locator('header').getByRole('link', { name: 'Leaderboard' }).isVisible()).toBe(true);
    chunk.letThrough();
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    expect(await failure.count()).toBe(0);
    await context.close();
  });

  it("a dialog's chunk: the failure floats over the page, Close closes it and Try Again opens the dialog", async () => {
    const { page, context } = await session.newPage();
    const chunk = await refuseChunk(page, /\/assets\/statistics-dialog-[^/]*\.js$/);
    await page.goto('/');
    await page.getByTestId('pair-start-actor').getByText(startActor).waitFor();
    const statistics = page.locator('header').getByRole('button', { name: 'Statistics' });
    await statistics.click();
    const failure = page.getByTestId('load-failure');
    await failure.getByText('Failed to load your statistics. Please check your connection and try again.').waitFor();
    await screenshot(page, 'dialog-load-failure-desktop');
    await failure.getByRole('button', { name: 'Close' }).click();
    expect(await failure.count()).toBe(0);
    await statistics.click();
    await failure.waitFor();
    chunk.letThrough();
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await failure.count()).toBe(0);
    await context.close();
  });
});
