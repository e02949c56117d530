/**
 * Everyone can play: an axe-core scan of every route in the light and the dark
 * theme finds no serious or critical violation; the theme follows the system setting until the
 * header's switch chooses one, which is kept; the daily game is played with the keyboard alone
 * (searches, chain, hint, completion dialog, How to Play) and says what happens to a screen
 * reader; the app is installable (manifest and icons served). Screenshots at 1280 and 390 px in
 * both themes land in /tmp/shots/a11y-*.png.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { actorPath, isClientRoute } from '@cinema/shared';
import { ChainLinkEntity, GameEntity } from '../../server/src/db/entities';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';
import { describeViolations, seriousViolations } from '../support/axe';

const SHOTS_DIR = '/tmp/shots';
type Scheme = 'light' | 'dark';

/** A page in a fresh context whose system colour scheme is `scheme` (axe needs the CSP bypassed). */
async function openPage(
  session: BrowserSession,
  scheme: Scheme,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await session.browser.newContext({
    viewport,
    baseURL: session.baseUrl,
    colorScheme: scheme,
    bypassCSP: true,
  });
  return { page: await context.newPage(), context };
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Waits until the page has drawn its content: no request in flight and no loader left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('main h1, main h2')
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, 'a11y-failed-to-settle');
      throw new Error(`${page.url()} showed no heading`, { cause: error });
    });
  await expect.poll(() => page.locator('.mantine-Loader-root').count(), { timeout: 10_000 }).toBe(0);
  // Mantine's transitions (fades of 200 ms) end before the colours are read.
  await page.waitForTimeout(400);
}

interface Step {
  actor: string;
  movie: { title: string; year: number | null };
  nextActor: string;
}

/** The focused element's accessible text: its aria-label, else its label's or its own text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled) return labelled;
    if (element instanceof HTMLInputElement) return element.labels?.[0]?.textContent?.trim() ?? '';
    return element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until the focused element's name matches, as a keyboard user would (no key when it already does). */
async function tabTo(page: Page, name: string | RegExp, { backwards = false, limit = 60 } = {}): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  if (matches(await focusedName(page))) return;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const text = await focusedName(page);
    if (matches(text)) return;
    seen.push(text);
  }
  throw new Error(`Tab never reached ${String(name)}; focus went through: ${seen.join(' | ')}`);
}

/** Types into the focused search, then moves with ArrowDown to the option showing `title` (and `detail`) and picks it with Enter. */
async function chooseByKeyboard(page: Page, query: string, optionTestId: string, detail?: string): Promise<void> {
  await page.keyboard.type(query);
  const options = page.getByTestId(optionTestId);
  await options.first().waitFor();
  // The results settle once the search of the whole text has answered.
  await expect.poll(() => page.getByText(`matching "${query}"`).count()).toBeGreaterThan(0);
  const texts = await options.allInnerTexts();
  const index = texts.findIndex((text) => {
    const lines = text.split('\n').map((line) => line.trim());
    return lines.includes(query) && (detail == null || lines.includes(detail));
  });
  expect(index, `an option for ${query} among ${texts.join(' / ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  const active = await page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });
  expect(active).toContain(query);
  await page.keyboard.press('Enter');
}

/** Adds one link with the keyboard alone: Tab to Add Connection, search, arrows, Enter. */
async function addLinkByKeyboard(page: Page, step: Step, linksBefore: number): Promise<void> {
  await tabTo(page, 'Add Connection');
  await page.keyboard.press('Enter');
  await page.getByText(`Add a connection from ${step.actor}`).waitFor();
  // The movie search has the focus as soon as the form opens.
  expect(await focusedName(page)).toBe(`Movie that ${step.actor} appeared in:`);
  await chooseByKeyboard(
    page,
    step.movie.title,
    'movie-option',
    step.movie.year == null ? undefined : String(step.movie.year),
  );
  // Picking the movie takes the focus on to the actor search.
  await expect.poll(() => focusedName(page)).toBe(`Actor who was also in ${step.movie.title}:`);
  await chooseByKeyboard(page, step.nextActor, 'actor-option');
  expect(await page.getByLabel(`Actor who was also in ${step.movie.title}:`).inputValue()).toBe(step.nextActor);
  // Enter in the field with its choice made sends the form.
  await page.keyboard.press('Enter');
  await page.getByText(`Your Cinema Chain (Connections: ${linksBefore + 1})`).waitFor();
}

/** Two games completed yesterday at noon UTC (Tom Hanks to Meryl Streep), so the recap has charts and tabs to scan. */
async function seedYesterday(session: BrowserSession): Promise<void> {
  const { db, catalog } = session.services;
  const [hanks] = catalog.actorsByName('Tom Hanks');
  const [streep] = catalog.actorsByName('Meryl Streep');
  const chain = catalog.shortestChain(hanks!.id, streep!.id)!;
  const noon = new Date(Date.now() - 86_400_000);
  noon.setUTCHours(12, 0, 0, 0);
  for (const [index, playerName] of ['Yesterday Player', null].entries()) {
    const completedAt = new Date(noon.getTime() + index * 60_000);
    const game = await db.getRepository(GameEntity).save({
      startActorId: hanks!.id,
      endActorId: streep!.id,
      isDailyGame: true,
      playerKey: `accessibility-${index}`,
      playerName,
      nameSaved: true,
      isComplete: true,
      moveCount: chain.movieIds.length,
      score: 60,
      completedAt,
      completedDay: completedAt.toISOString().slice(0, 10),
      // Started yesterday too: the recap counts a game on the puzzle day it was started.
      startedDay: completedAt.toISOString().slice(0, 10),
      isPractice: false,
      isHidden: false,
    });
    await db.getRepository(ChainLinkEntity).save(
      chain.movieIds.map((movieId, order) => ({
        gameId: game.id,
        order,
        actorId: chain.actorIds[order]!,
        movieId,
        nextActorId: chain.actorIds[order + 1]!,
        actorBilling: catalog.billing(chain.actorIds[order]!, movieId) ?? null,
        nextActorBilling: catalog.billing(chain.actorIds[order + 1]!, movieId) ?? null,
      })),
    );
  }
}

describe.skipIf(!browserAvailable)('accessibility of every route in both themes', () => {
  let session: BrowserSession;
  let routes: string[];

  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    session = await startBrowserSession();
    await seedYesterday(session);
    const { startActor } = await session.services.dailyPair.dailyActors();
    routes = [
      '/',
      '/leaderboard',
      '/daily-recap',
      actorPath(startActor!.name),
      '/about',
      '/privacy',
      '/control-sys-panel-7831',
      '/tmdb-test',
      '/no-such-page',
    ];
    // The archive of past daily pairs is scanned once the client has it.
    if (isClientRoute('/archive')) routes.push('/archive');
  });

  afterAll(async () => {
    await session?.close();
  });

  /** The daily pair's shortest chain, as play.test.ts plays it. */
  function dailySteps(start: number, end: number): Step[] {
    const { catalog } = session.services;
    const chain = catalog.shortestChain(start, end)!;
    return chain.movieIds.map((movieId, i) => {
      const movie = catalog.movieById(movieId)!;
      return {
        actor: catalog.actorById(chain.actorIds[i]!)!.name,
        movie: { title: movie.title, year: movie.year },
        nextActor: catalog.actorById(chain.actorIds[i + 1]!)!.name,
      };
    });
  }

  it('plays the daily game with the keyboard alone and tells a screen reader what happens', async () => {
    const { startActor, endActor } = await session.services.dailyPair.dailyActors();
    const steps = dailySteps(startActor!.id, endActor!.id);
    expect(steps.map((s) => [s.actor, s.movie.title, s.nextActor])).toEqual([
      ['Marilyn Monroe', 'The Asphalt Jungle', 'Sterling Hayden'],
      ['Sterling Hayden', 'The Godfather', 'Al Pacino'],
      ['Al Pacino', 'Once Upon a Time in Hollywood', 'Leonardo DiCaprio'],
    ]);
    const { page, context } = await openPage(session, 'dark');
    await page.goto('/');
    await page.getByTestId('pair-card').getByText(steps[0]!.actor).waitFor();
    await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
    const focusInDialog = () =>
      page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);

    // How to Play opens with the focus inside, Escape closes it and the focus comes back.
    await tabTo(page, 'How to Play');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'How to Play' }).waitFor();
    await expect.poll(focusInDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'How to Play' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('How to Play');
    // The instructions panel is dismissed from the keyboard too.
    await tabTo(page, 'Got it!');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Got it!' }).waitFor({ state: 'detached' });

    const announcer = page.getByTestId('chain-announcer');
    await addLinkByKeyboard(page, steps[0]!, 0);
    await expect
      .poll(() => announcer.textContent())
      .toBe('Connection added: The Asphalt Jungle, then Sterling Hayden. Connections: 1.');
    // The focus is back on the button that opened the form, ready for the next link.
    await expect.poll(() => focusedName(page)).toBe('Add Connection');
    // Each actor's border colour is also written: Start, then Added.
    const actors = page.getByTestId('chain-actor');
    const nameAndBadge = async () => (await actors.allInnerTexts()).map((text) => text.split('\n').slice(-2));
    await expect.poll(nameAndBadge).toEqual([
      ['Marilyn Monroe', 'Start'],
      ['Sterling Hayden', 'Added'],
    ]);

    // A hint, when the game offers them, is asked for with the keyboard too.
    const hintButton = page.getByRole('button', { name: /^Get Hint 1 of/ });
    const hasHints = (await hintButton.count()) > 0;
    if (hasHints) {
      await tabTo(page, /^Get Hint 1 of/, { backwards: true });
      await page.keyboard.press('Enter');
      await page.getByText(/connections from the end actor/).waitFor();
    }

    // Escape closes a search's list without leaving the field; the arrows open it again.
    await tabTo(page, 'Add Connection');
    await page.keyboard.press('Enter');
    await page.getByText(`Add a connection from ${steps[1]!.actor}`).waitFor();
    await page.keyboard.type('Godf');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe(`Movie that ${steps[1]!.actor} appeared in:`);
    // Cancel by keyboard: the focus returns to Add Connection.
    await tabTo(page, 'Cancel');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Add Connection');

    await addLinkByKeyboard(page, steps[1]!, 1);
    await addLinkByKeyboard(page, steps[2]!, 2);

    // The completion dialog takes the focus to the name field; Enter saves the score.
    const dialog = page.getByTestId('completion-dialog');
    await dialog.getByText('Great Job!').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Your Name (optional)');
    await expect.poll(() => dialog.getByText('Calculating').count(), { timeout: 15_000 }).toBe(0);
    await page.keyboard.type('Keyboard Player');
    await page.keyboard.press('Enter');
    await dialog.getByText('Success!').waitFor();
    await expect.poll(focusInDialog).toBe(true);
    await screenshot(page, 'a11y-keyboard-complete-1280-dark');
    const dialogViolations = await seriousViolations(page);
    expect(describeViolations('completion dialog', dialogViolations)).toBe('');

    const game = await session.services.db.getRepository(GameEntity).findOneByOrFail({ playerName: 'Keyboard Player' });
    expect(game.isComplete).toBe(true);
    expect(game.moveCount).toBe(3);
    const links = await session.services.db
      .getRepository(ChainLinkEntity)
      .find({ where: { gameId: game.id }, order: { order: 'ASC' } });
    expect(links.map((link) => session.services.catalog.movieById(link.movieId)!.title)).toEqual(
      steps.map((step) => step.movie.title),
    );
    // The score the server computed is said, and the last actor is marked End in words.
    await expect.poll(() => announcer.textContent()).toBe(`Chain complete in 3 connections. Score: ${game.score}.`);
    expect((await nameAndBadge()).at(-1)).toEqual(['Leonardo DiCaprio', 'End ✓']);

    // Escape closes the dialog and the focus lands on View Results, which opens it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('View Results');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    // A long finished chain scrolls inside its card: the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, 'a11y-keyboard-complete-390-dark');

    // The statistics dialog opens from the results by keyboard, with the focus inside, and passes the scan.
    await tabTo(page, 'Statistics');
    await page.keyboard.press('Enter');
    const statistics = page.getByRole('dialog', { name: 'Statistics' });
    await statistics.waitFor();
    await expect.poll(() => statistics.getByLabel('Loading statistics').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(focusInDialog).toBe(true);
    await page.waitForTimeout(400);
    expect(describeViolations('statistics dialog', await seriousViolations(page))).toBe('');
    await page.keyboard.press('Escape');
    await statistics.waitFor({ state: 'detached' });
    // The focus comes back to View Results, under the dialogs.
    await expect.poll(() => focusedName(page)).toBe('View Results');
    await page.keyboard.press('Enter');
    await dialog.waitFor();

    // The finished chain and its results in the light theme, chosen from the header by keyboard.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await tabTo(page, 'Switch to light theme', { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    await screenshot(page, 'a11y-keyboard-chain-390-light');
    await tabTo(page, 'View Results');
    await page.keyboard.press('Enter');
    await dialog.getByText('Success!').waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await screenshot(page, 'a11y-keyboard-complete-390-light');
    expect(describeViolations('completion dialog (light)', await seriousViolations(page))).toBe('');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'a11y-keyboard-complete-1280-light');
    await context.close();
  });

  // After the keyboard game, so the leaderboard and the actors' profiles have content to scan.
  for (const scheme of ['light', 'dark'] as const) {
    it(`finds no serious or critical violation on any route in the ${scheme} theme`, async () => {
      const { page, context } = await openPage(session, scheme);
      const failures: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme'), route).toBe(scheme);
        const violations = await seriousViolations(page);
        if (violations.length > 0) failures.push(describeViolations(`${route} (${scheme})`, violations));
        // Each of the recap's other tabs too.
        const tabs = page.getByRole('tab');
        if (route === '/daily-recap')
          expect(await tabs.count(), 'the recap of the seeded day has tabs').toBeGreaterThan(1);
        for (let i = 1; i < (await tabs.count()); i += 1) {
          const tab = tabs.nth(i);
          await tab.click();
          await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
          await page.waitForTimeout(400);
          const more = await seriousViolations(page);
          if (more.length > 0) failures.push(describeViolations(`${route} ${await tab.innerText()} (${scheme})`, more));
        }
      }
      await context.close();
      expect(failures.join('\n'), 'serious or critical axe violations').toBe('');
    });
  }

  it('finds no serious or critical violation in the signed-in admin panel in either theme', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(session, scheme);
      await page.goto('/control-sys-panel-7831');
      await page.getByRole('textbox', { name: 'Password' }).fill('test-admin-password');
      await page.keyboard.press('Enter');
      await page.getByTestId('admin-panel').waitFor();
      await settle(page);
      expect(describeViolations(`admin panel (${scheme})`, await seriousViolations(page))).toBe('');
      await context.close();
    }
  });

  it('follows the system theme until the header switch chooses one, and keeps the choice', async () => {
    const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
    const light = await openPage(session, 'light');
    await light.page.goto('/about');
    await settle(light.page);
    expect(await scheme(light.page)).toBe('light');
    await light.context.close();

    const { page, context } = await openPage(session, 'dark');
    await page.goto('/about');
    await settle(page);
    expect(await scheme(page)).toBe('dark');
    await tabTo(page, 'Switch to light theme');
    await page.keyboard.press('Enter');
    await expect.poll(() => scheme(page)).toBe('light');
    expect(await focusedName(page)).toBe('Switch to dark theme');
    // Kept across a reload although the system still prefers dark.
    await page.reload();
    await settle(page);
    expect(await scheme(page)).toBe('light');
    // The choice applies before the app's script runs (no flash of the dark theme): with the app's
    // scripts refused, the page still carries it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await scheme(page)).toBe('light');
    await context.close();
  });

  it('is installable: the page links a web app manifest whose icons are served', async () => {
    const { page, context } = await openPage(session, 'dark');
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await context.close();

    const response = await fetch(`${session.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Cinema Chain - Daily Six Degrees of Hollywood Game',
      short_name: 'Cinema Chain',
      start_url: '/',
      display: 'standalone',
      theme_color: '#15130f',
      background_color: '#1c1a17',
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const answer = await fetch(`${session.baseUrl}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await answer.arrayBuffer());
      // PNG signature, then the IHDR chunk's width and height (big-endian, at bytes 16 and 20).
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  // Every page at two widths in two themes: past the browser project's 120 s on a slower two-core machine.
  it(
    'fits every page within 1280 and 390 px in both themes, its main heading in sight',
    { timeout: 300_000 },
    async () => {
      const pages: [string, string][] = [
        ['game', '/'],
        ['leaderboard', '/leaderboard'],
        ['recap', '/daily-recap'],
        ['profile', routes[3]!],
        ['about', '/about'],
        ['not-found', '/no-such-page'],
      ];
      for (const scheme of ['light', 'dark'] as const) {
        for (const width of [1280, 390]) {
          const { page, context } = await openPage(session, scheme, { width, height: width > 500 ? 900 : 844 });
          for (const [name, route] of pages) {
            await page.goto(route);
            await settle(page);
            // Nothing wider than the viewport: the page never scrolls sideways.
            const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
            expect(scrollWidth, `${route} at ${width} px (${scheme})`).toBeLessThanOrEqual(width);
            // The page's first heading is shown whole, within the viewport's width.
            const heading = await page.locator('main h1, main h2').first().boundingBox();
            expect(heading, `${route}'s heading`).not.toBeNull();
            expect([heading!.x >= 0, heading!.x + heading!.width <= width], `${route}'s heading`).toEqual([true, true]);
            await screenshot(page, `a11y-${name}-${width}-${scheme}`);
          }
          // The game with the movie search open.
          await page.goto('/');
          await settle(page);
          await page.getByRole('button', { name: 'Add Connection' }).first().focus();
          await page.keyboard.press('Enter');
          await page.getByText('Add a connection from').waitFor();
          await page.keyboard.type('Asphalt');
          await page.getByTestId('movie-option').first().waitFor();
          await page.waitForTimeout(300);
          // The open list of options stays within the viewport too.
          expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `a11y-game-search-${width}-${scheme}`);
          await context.close();
        }
      }
    },
  );
});
