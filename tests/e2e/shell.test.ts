import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startBrowserSession, type BrowserSession } from '../support/browser';

describe.skipIf(!browserAvailable)('the site shell in Chromium', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('serves the game page with its title, header and footer', async () => {
    const { page, context } = await session.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe('Cinema Chain - Daily Six Degrees of Hollywood Game');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Leaderboard' }).waitFor();
    await header.getByRole('link', { name: 'Daily Recap' }).waitFor();
    await header.getByRole('button', { name: /How to Play/ }).waitFor();
    await header.getByRole('button', { name: /New Game/ }).waitFor();
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'About' }).waitFor();
    await footer.getByRole('link', { name: 'Privacy' }).waitFor();
    expect(await footer.innerText()).toMatch(/movie data/i);
    await page.getByText('Connect These Actors').waitFor();
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('hides How to Play in the header on a phone', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByText('Connect These Actors').waitFor();
    expect(
      await page
        .locator('header')
        .getByRole('button', { name: /How to Play/ })
        .isVisible(),
    ).toBe(false);
    await screenshot(page, 'home-mobile');
    await context.close();
  });

  it('shows the About page', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/about');
    await expect.poll(() => page.title()).toBe('About | Cinema Chain');
    // The title comes with the first HTML; the page's text once its chunk has loaded.
    await expect.poll(() => page.locator('main').innerText()).toMatch(/podcast/i);
    await screenshot(page, 'about-desktop');
    await context.close();
  });

  it('shows the Privacy Policy with its date', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/privacy');
    await expect.poll(() => page.title()).toBe('Privacy Policy | Cinema Chain');
    await page.getByText('Last updated: March 24, 2025').waitFor();
    await context.close();
  });

  it('searches the movie database on the test page', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/tmdb-test');
    await page.getByRole('tab', { name: 'Actors' }).click();
    await page.getByRole('textbox').first().fill('hanks');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Tom Hanks').first().waitFor();
    await page.getByRole('tab', { name: 'Movies' }).click();
    await page.getByRole('textbox').first().fill('casablanca');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Casablanca').first().waitFor();
    await screenshot(page, 'tmdb-test-desktop');
    await context.close();
  });

  it('answers an unknown route with the 404 page and a 404 status', async () => {
    const { page, context } = await session.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
    await context.close();
  });
});
