/**
 * The game page's first HTML in Chromium: the day's pair is on screen without any script, with a
 * message saying the game could not start; with its script the page hydrates what the server
 * drew, without asking for the daily pair again and without a hydration error, and starts the
 * game on the pair it came with. The recap's page comes with yesterday's recap and does not ask for
 * it again either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  collectErrors,
  screenshot,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser';

// The starter catalog's first daily pair (its default pair).
const START = 'Marilyn Monroe';
const END = 'Leonardo DiCaprio';

describe.skipIf(!browserAvailable)('the first HTML of the game page in Chromium', () => {
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
    it(`shows the pair and a message when no script loads (${viewport.width} px)`, async () => {
      const { page, context } = await session.newPage(viewport);
      // Every script of the page fails to load, as behind a filter or on a broken line.
      await context.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto('/');
      for (const [role, name] of [
        ['start', START],
        ['end', END],
      ] as const) {
        const actor = page.getByTestId(`pair-${role}-actor`);
        expect(await actor.isVisible()).toBe(true);
        expect(await actor.innerText()).toContain(name);
      }
      expect(await page.getByText('Connect These Actors').isVisible()).toBe(true);
      // The message waits a few seconds for a script that is only slow.
      const message = page.getByText(/could not start: its script did not load/);
      expect(await message.isVisible()).toBe(false);
      await expect.poll(() => message.isVisible(), { timeout: 10_000 }).toBe(true);
      await screenshot(page, `first-html-no-script-${viewport.width}`);
      await context.close();
    });
  }

  it('shows the message at once with JavaScript off', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false, baseURL: session.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByTestId('pair-start-actor').innerText()).toContain(START);
    expect(await page.getByText(/could not start: its script did not load/).isVisible()).toBe(true);
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`hydrates the page without asking for the pair again, and starts the game on it (${width} px)`, async () => {
      const { page, context } = await session.newPage({ width, height: 900 });
      const errors = collectErrors(page);
      const pairRequests: string[] = [];
      const creates: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (/dailyActors|daily-actors/.test(url)) pairRequests.push(url);
        if (url.includes('game.create')) creates.push(request.postData() ?? '');
      });
      await page.goto('/');
      // The game starts once the data layer runs: its creation names the pair of the page.
      await expect.poll(() => creates.length).toBe(1);
      await page.getByRole('button', { name: 'Add Connection' }).waitFor();
      expect(await page.getByTestId('pair-start-actor').innerText()).toContain(START);
      expect(await page.getByTestId('pair-end-actor').innerText()).toContain(END);
      expect(await page.getByText(/could not start/).count()).toBe(0);
      const daily = await session.services.dailyPair.dailyActors();
      expect(JSON.parse(creates[0]!)).toMatchObject({
        '0': { startActorId: daily.startActor!.id, endActorId: daily.endActor!.id, isDailyGame: true },
      });
      expect(pairRequests).toEqual([]);
      expect(errors).toEqual([]);
      await screenshot(page, `first-html-hydrated-${width}`);

      // Back with the game kept in this browser: the page hydrates, then resumes it (no new game).
      await page.reload();
      await page.getByRole('button', { name: 'Add Connection' }).waitFor();
      expect(creates).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [path, heading, content] of [
    ['/leaderboard', 'Leaderboard', /No completed games found for the current actor pair/],
    ['/daily-recap', 'Previous Cinema Connections', /We couldn.t load yesterday.s game data/],
  ] as const) {
    it(`draws ${path} whole in the first HTML and hydrates it without an error`, async () => {
      const { page, context } = await session.newPage({ width: 390, height: 844 });
      await context.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      await context.unroute(/\.m?js(\?|$)/);

      const errors = collectErrors(page);
      const recapRequests: string[] = [];
      page.on('request', (request) => {
        if (/recap\.daily|daily-recap\?/.test(request.url())) recapRequests.push(request.url());
      });
      await page.goto(path);
      await expect.poll(() => page.locator('main').innerText()).toMatch(content);
      expect(await page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
      // Whatever the page's script asks for as it starts has been asked for.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // The recap's page came with yesterday's recap: its script does not ask for it again.
      expect(recapRequests).toEqual([]);
      await screenshot(page, `first-html-${path.slice(1)}-390`);
      await context.close();
    });
  }

  for (const [path, chunk, heading] of [
    ['/leaderboard', 'leaderboard', 'Leaderboard'],
    ['/daily-recap', 'daily-recap', 'Previous Cinema Connections'],
  ] as const) {
    it(`keeps the server's ${path} when its chunk arrives after the rest of the page hydrated`, async () => {
      const { page, context } = await session.newPage({ width: 390, height: 844 });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let heldChunks = 0;
      await context.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
        heldChunks += 1;
        await held;
        await route.continue().catch(() => {});
      });
      const errors = collectErrors(page);
      await page.goto(path);
      // The server's heading, kept to see whether hydration keeps it or draws the page anew.
      await page.evaluate(() => {
        Object.assign(window, { serverHeading: document.querySelector('main h1') });
      });
      // The header hydrates meanwhile (its theme switch answers), the page's part waits for its chunk.
      await expect.poll(() => heldChunks).toBeGreaterThan(0);
      await page.waitForTimeout(1_500);
      release();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const kept = await page.evaluate(() => {
        const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return heading !== null && heading.isConnected;
      });
      expect(kept).toBe(true);
      expect(await page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('hydrates for a player whose saved theme is light, without an error', async () => {
    const { page, context } = await session.newPage();
    await context.addInitScript(() => window.localStorage.setItem('cinema-chain-color-scheme', 'light'));
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await page.getByRole('button', { name: 'Add Connection' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
