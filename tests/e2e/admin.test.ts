/**
 * The admin panel in Chromium: the admin signs in, resets a player's name, switches the mode
 * without changing the pair, declines a pair 1 connection apart when asked to confirm it, sets a
 * pair, schedules a change an hour ahead (confirming its distance) and executes it once the
 * server's clock is there, deletes a future one; a player whose game page stayed open then starts
 * the next game on the pair in force. Screenshots at 1280 and 390 px go to
 * test-results/screenshots and /tmp/shots (admin-*.png) for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GameEntity, GameSettingsEntity, ScheduledChangeEntity } from '../../server/src/db/entities';
import { SETTINGS_ROW_ID } from '../../server/src/daily-pair/daily-pair-store';
import { describeViolations, seriousViolations } from '../support/axe';
import { browserAvailable, screenshot, startBrowserSession, type BrowserSession } from '../support/browser';
import { linksOfChain } from '../support/chain-path';

const ADMIN_PATH = '/control-sys-panel-7831';
/** The password tests/support/browser.ts configures. */
const ADMIN_PASSWORD = 'test-admin-password';

async function shot(page: Page, name: string): Promise<void> {
  // A full-page capture draws the sticky header where the window is scrolled to: capture from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `admin-${name}`);
  await page.screenshot({ path: `/tmp/shots/admin-${name}.png`, fullPage: true });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a local day `days` from today (the browser and this process share the machine's zone). */
function localDate(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The date and time fields (local) of a moment `ms` from now. */
function localMomentIn(ms: number): { date: string; time: string } {
  const at = new Date(Date.now() + ms);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Types a name into an admin actor field inside `scope` and picks the matching result. */
async function pickActor(page: Page, scopeTestId: string, label: 'Start Actor' | 'End Actor', name: string) {
  await page.getByTestId(scopeTestId).getByLabel(label, { exact: true }).fill(name);
  await page
    .getByTestId('admin-actor-option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first()
    .click();
}

async function signIn(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.getByText('Welcome to the admin panel').waitFor();
  await page.getByTestId('admin-panel').waitFor();
}

describe.skipIf(!browserAvailable)('the admin panel in Chromium', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the gate and the empty panel at phone width', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    await page.goto(ADMIN_PATH);
    await page.getByText('Admin Authentication').waitFor();
    await shot(page, 'gate-mobile');

    // A sign-in call that never reaches the server.
    await page.route('**/trpc/admin.auth**', (route) => route.abort());
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.getByText('An error occurred during authentication').waitFor();
    expect(await page.getByTestId('admin-panel').count()).toBe(0);
    await shot(page, 'gate-error-mobile');

    // A slow answer shows "Authenticating..." until it arrives.
    await page.unroute('**/trpc/admin.auth**');
    await page.route('**/trpc/admin.auth**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.getByRole('button', { name: 'Authenticating...' }).waitFor();
    await page.getByText('Welcome to the admin panel').waitFor();
    await page.getByTestId('admin-panel').waitFor();
    await page.unroute('**/trpc/admin.auth**');
    await page.getByText('No scheduled changes yet').waitFor();
    await page.getByText('No named entries today').waitFor();

    // A fresh install chooses the pair by itself; the admin switches to manual and back.
    const mode = async () =>
      (await session.services.db.getRepository(GameSettingsEntity).findOneByOrFail({ id: SETTINGS_ROW_ID }))
        .selectionMode;
    const badge = page.getByTestId('selection-mode-badge');
    await badge.getByText('Automatic').waitFor();
    const pairShown = await page.getByTestId('current-pair').innerText();
    await page.getByTestId('selection-mode').getByText('Manual', { exact: true }).click();
    await page.getByText('The daily pair is now manual.').waitFor();
    await badge.getByText('Manual').waitFor();
    expect(await mode()).toBe('manual');
    await page.getByTestId('selection-mode').getByText('Automatic', { exact: true }).click();
    await page.getByText("Today's pair stays; a new one is chosen at 00:00 UTC.").waitFor();
    await badge.getByText('Automatic').waitFor();
    expect(await mode()).toBe('auto');
    // Switching never changes the pair being played: auto takes over at the next rollover.
    expect(await page.getByTestId('current-pair').innerText()).toBe(pairShown);

    // A pair 1 connection apart is saved only once the operator confirms it.
    await pickActor(page, 'actor-selection', 'Start Actor', 'Kate Winslet');
    await pickActor(page, 'actor-selection', 'End Actor', 'Leonardo DiCaprio');
    await page.getByTestId('pair-preview-confirm').getByText('Very short: confirm on save').waitFor();
    await page.getByRole('button', { name: 'Save & Update Game' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the distance' });
    await confirm.getByText('These actors are 1 connection apart.').waitFor();
    await shot(page, 'distance-confirm-mobile');
    await confirm.getByRole('button', { name: 'Choose Other Actors' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await mode()).toBe('auto');
    await page.getByRole('button', { name: 'Schedule New Change' }).click();
    await page.getByTestId('scheduled-change-form').waitFor();
    await shot(page, 'panel-mobile');

    // Without the preview (its call fails), the server's 409 names the distance and the panel asks then.
    await page.route(
      (url) => url.pathname.includes('admin.pairPreview'),
      (route) => route.abort(),
    );
    await page.getByTestId('actor-selection').getByLabel('Start Actor', { exact: true }).fill('');
    await pickActor(page, 'actor-selection', 'Start Actor', 'Matt Damon');
    await pickActor(page, 'actor-selection', 'End Actor', 'Ben Affleck');
    await page.getByText(/Could not find the shortest chain/).waitFor();
    await page.getByRole('button', { name: 'Save & Update Game' }).click();
    await confirm.getByText('These actors are 1 connection apart.').waitFor();
    await confirm.getByRole('button', { name: 'Use This Pair' }).click();
    await page.getByText('Game updated with new actors. Going back to game page.').waitFor();
    const settings = await session.services.db
      .getRepository(GameSettingsEntity)
      .findOneByOrFail({ id: SETTINGS_ROW_ID });
    const { catalog } = session.services;
    expect(settings).toMatchObject({
      selectionMode: 'manual',
      startActorId: catalog.actorsByName('Matt Damon')[0]!.id,
      endActorId: catalog.actorsByName('Ben Affleck')[0]!.id,
    });
    await context.close();
  });

  it('asks to confirm a distance in a dialog with no serious accessibility violation, in either theme', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      // axe runs as an injected script: the CSP is bypassed for it.
      const context = await session.browser.newContext({
        viewport: { width: 1280, height: 900 },
        baseURL: session.baseUrl,
        colorScheme: scheme,
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto(ADMIN_PATH);
      await signIn(page);
      await pickActor(page, 'actor-selection', 'Start Actor', 'Kate Winslet');
      await pickActor(page, 'actor-selection', 'End Actor', 'Leonardo DiCaprio');
      await page.getByTestId('pair-preview-confirm').waitFor();
      await page.getByRole('button', { name: 'Save & Update Game' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the distance' });
      await confirm.getByText('These actors are 1 connection apart.').waitFor();
      // The dialog's entrance transition ends before colours are measured.
      await page.waitForTimeout(400);
      expect(describeViolations(`distance confirmation (${scheme})`, await seriousViolations(page))).toBe('');
      await shot(page, `distance-confirm-${scheme}`);
      await confirm.getByRole('button', { name: 'Choose Other Actors' }).click();
      await context.close();
    }
  });

  it('runs a day of administration that a player with an open game page picks up', async () => {
    const { catalog, dailyPair, db } = session.services;
    const actorId = (name: string) => {
      const [actor] = catalog.actorsByName(name);
      if (!actor) throw new Error(`${name} is not in the starter catalog`);
      return actor.id;
    };

    // A player finishes today's game under a name the admin will reset.
    const pair = (await dailyPair.currentPair())!;
    const chain = catalog.shortestChain(pair.startActorId, pair.endActorId)!;
    const cookies: string[] = [];
    const call = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${session.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
        body: JSON.stringify(body),
      });
      for (const set of response.headers.getSetCookie()) cookies.push(set.split(';')[0]!);
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { id: number };
    };
    const { id: namedGameId } = await call('POST', '/api/games', { ...pair, isDailyGame: true });
    for (const [order, link] of linksOfChain(catalog, chain).entries()) {
      await call('POST', `/api/games/${namedGameId}/connections`, { ...link, order });
    }
    await call('PATCH', `/api/games/${namedGameId}`, { isComplete: true, moveCount: chain.connections });
    await call('PATCH', `/api/games/${namedGameId}`, { playerName: 'Rude Name' });

    // A player has the game page open on today's pair.
    const player = await session.newPage();
    await player.page.goto('/');
    await player.page.getByTestId('pair-card').getByText(catalog.actorById(pair.startActorId)!.name).waitFor();

    const { page, context } = await session.newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('catalog.searchActors')) searches.push(request.url());
    });
    await page.goto(ADMIN_PATH);
    await page.getByText('Admin Authentication').waitFor();
    await expect.poll(() => page.title()).toBe('Admin | Cinema Chain');
    await shot(page, 'gate-desktop');

    // A wrong password is refused by the server.
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.getByText('Authentication failed').waitFor();
    await page.getByText('Invalid password').waitFor();
    expect(await page.getByTestId('admin-panel').count()).toBe(0);
    await shot(page, 'gate-refused');

    await signIn(page);
    expect(await page.locator('footer').innerText()).toContain(`© ${new Date().getFullYear()}`);

    // Moderation: today's named entry, reset to anonymous.
    const entry = page.getByTestId('moderation-entry').filter({ hasText: 'Rude Name' });
    await entry.waitFor();
    await shot(page, 'panel-desktop');
    const game = () => db.getRepository(GameEntity).findOneByOrFail({ id: namedGameId });
    await entry.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('Entry Hidden').waitFor();
    await entry.getByText('Hidden', { exact: true }).waitFor();
    expect((await game()).isHidden).toBe(true);
    await entry.getByRole('button', { name: 'Unhide' }).click();
    await page.getByText('Entry Shown').waitFor();
    await expect.poll(async () => (await game()).isHidden).toBe(false);
    await entry.getByRole('button', { name: 'Reset name' }).click();
    // The toast's title, as cased; the entry's badge reads "Name reset".
    await page.getByText('Name Reset', { exact: true }).waitFor();
    // Still listed, as reset and with the name it had; a name is reset once.
    await entry.getByText('Name reset', { exact: true }).waitFor();
    expect(await entry.getByRole('button', { name: 'Reset name' }).isDisabled()).toBe(true);
    expect((await game()).playerName).toBeNull();

    // Saving with no actor chosen is refused in the page.
    await page.getByRole('button', { name: 'Save & Update Game' }).click();
    await page.getByText('Please select both start and end actors').waitFor();
    await shot(page, 'save-refused');

    // One character does not search; after the pause, a longer text does.
    const selection = page.getByTestId('actor-selection');
    await selection.getByLabel('Start Actor', { exact: true }).fill('K');
    await page.waitForTimeout(1_000);
    expect(searches).toEqual([]);
    await pickActor(page, 'actor-selection', 'Start Actor', 'Kate Winslet');
    await page.getByText('Kate Winslet is now set as the start actor.').waitFor();
    await selection.getByText('Selected: Kate Winslet').waitFor();
    expect(searches.length).toBeGreaterThan(0);

    // Editing the text away from the chosen name clears the choice.
    await selection.getByLabel('Start Actor', { exact: true }).press('Backspace');
    await expect.poll(() => selection.getByText('Selected: Kate Winslet').count()).toBe(0);
    await pickActor(page, 'actor-selection', 'Start Actor', 'Kate Winslet');

    // Titanic joins Winslet and DiCaprio: the panel shows the distance and asks before saving.
    const settingsBefore = await db.getRepository(GameSettingsEntity).findOneByOrFail({ id: SETTINGS_ROW_ID });
    await pickActor(page, 'actor-selection', 'End Actor', 'Leonardo DiCaprio');
    await selection.getByText('Shortest chain: 1 connection').waitFor();
    await selection.getByText('Very short: confirm on save').waitFor();
    await page.getByRole('button', { name: 'Save & Update Game' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the distance' });
    await confirm.getByText('These actors are 1 connection apart.').waitFor();
    await confirm.getByText('Daily pairs are usually 2 to 6 connections apart.').waitFor();
    await shot(page, 'distance-confirm');
    await confirm.getByRole('button', { name: 'Choose Other Actors' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await db.getRepository(GameSettingsEntity).findOneByOrFail({ id: SETTINGS_ROW_ID })).toEqual(settingsBefore);

    await pickActor(page, 'actor-selection', 'End Actor', 'Tom Hanks');
    await page.getByText('Tom Hanks is now set as the end actor.').waitFor();
    // Winslet and Hanks share no film of the starter catalog; Titanic (DiCaprio) and Catch Me If You Can join them.
    await selection.getByText('Shortest chain: 2 connections').waitFor();
    await shot(page, 'pair-chosen');

    expect(await selection.getByText('Very short: confirm on save').count()).toBe(0);
    // The page goes back 1.5 s after the save is answered (SPEC), so at least that long after the click:
    // timed from the click, since the message may be seen late on a busy machine.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Save & Update Game' }).click();
    await page.getByText('Game updated with new actors. Going back to game page.').waitFor();
    expect(await confirm.count()).toBe(0);
    await page.waitForURL(`${session.baseUrl}/`);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_500);
    const settings = () => db.getRepository(GameSettingsEntity).findOneByOrFail({ id: SETTINGS_ROW_ID });
    expect(await settings()).toMatchObject({
      selectionMode: 'manual',
      startActorId: actorId('Kate Winslet'),
      endActorId: actorId('Tom Hanks'),
    });

    // Back at the panel the session still holds: no gate.
    await page.goto(ADMIN_PATH);
    await page.getByTestId('admin-panel').waitFor();
    expect(await page.getByText('Admin Authentication').count()).toBe(0);
    await page.getByTestId('current-pair').getByText('Kate Winslet → Tom Hanks').waitFor();
    await page.getByTestId('selection-mode-badge').getByText('Manual').waitFor();

    // A change with no actors or date is refused in the page.
    await page.getByRole('button', { name: 'Schedule New Change' }).click();
    const form = page.getByTestId('scheduled-change-form');
    await form.getByRole('button', { name: 'Schedule Change' }).click();
    await page.getByText('Missing Information').waitFor();
    await page.getByText('Please select both actors and set a date/time for the scheduled change').waitFor();
    await shot(page, 'schedule-refused');

    // A change for yesterday is refused; one an hour ahead, between Good Will Hunting's co-stars,
    // is created once the operator confirms their distance; and one for next week.
    await pickActor(page, 'scheduled-change-form', 'Start Actor', 'Matt Damon');
    await pickActor(page, 'scheduled-change-form', 'End Actor', 'Ben Affleck');
    await form.getByLabel('Date').fill(localDate(-1));
    await form.getByLabel('Time').fill('09:30');
    await form.getByTestId('pair-preview').getByText('Shortest chain: 1 connection').waitFor();
    await form.getByRole('button', { name: 'Schedule Change' }).click();
    await page.getByText('Please choose a date and time in the future.').waitFor();
    expect(await db.getRepository(ScheduledChangeEntity).count()).toBe(0);
    const inAnHour = localMomentIn(60 * 60_000);
    await form.getByLabel('Date').fill(inAnHour.date);
    await form.getByLabel('Time').fill(inAnHour.time);
    await shot(page, 'schedule-form');
    await form.getByRole('button', { name: 'Schedule Change' }).click();
    await confirm.getByText('These actors are 1 connection apart.').waitFor();
    await confirm.getByRole('button', { name: 'Use This Pair' }).click();
    await page.getByText('Scheduled Change Created').waitFor();
    await page.getByText(/^Actor change scheduled for /).waitFor();
    await expect.poll(() => form.count()).toBe(0);

    await page.getByRole('button', { name: 'Schedule New Change' }).click();
    await pickActor(page, 'scheduled-change-form', 'Start Actor', 'Jack Nicholson');
    await pickActor(page, 'scheduled-change-form', 'End Actor', 'Geena Davis');
    await form.getByLabel('Date').fill(localDate(7));
    await form.getByLabel('Time').fill('12:00');
    await form.getByRole('button', { name: 'Schedule Change' }).click();
    // The first toast may still be leaving while the second arrives.
    await page.getByText('Scheduled Change Created').last().waitFor();

    const rows = page.getByTestId('scheduled-change');
    const dueRow = rows.filter({ hasText: 'Matt Damon → Ben Affleck' });
    const futureRow = rows.filter({ hasText: 'Jack Nicholson → Geena Davis' });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await dueRow.getAttribute('data-state')).toBe('pending');
    expect(await futureRow.getAttribute('data-state')).toBe('pending');
    const stored = await db.getRepository(ScheduledChangeEntity).find({ order: { id: 'ASC' } });
    expect(stored.map((change) => [change.startActorId, change.endActorId, change.createdBy])).toEqual([
      [actorId('Matt Damon'), actorId('Ben Affleck'), 'admin'],
      [actorId('Jack Nicholson'), actorId('Geena Davis'), 'admin'],
    ]);

    // Two hours on by the server's clock, executing runs only the change that is due.
    session.services.clock.now = () => new Date(Date.now() + 2 * 60 * 60_000);
    await page.getByRole('button', { name: 'Execute Pending Changes' }).click();
    await page.getByText('1 scheduled change was applied.').waitFor();
    await expect.poll(() => dueRow.getAttribute('data-state')).toBe('executed');
    await dueRow.getByText('Executed').waitFor();
    expect(await dueRow.getByRole('button').count()).toBe(0);
    expect(await futureRow.getAttribute('data-state')).toBe('pending');
    await page.getByTestId('current-pair').getByText('Matt Damon → Ben Affleck').waitFor();
    expect(await settings()).toMatchObject({
      startActorId: actorId('Matt Damon'),
      endActorId: actorId('Ben Affleck'),
    });
    await shot(page, 'executed');

    // The future change is deleted.
    await futureRow.getByRole('button', { name: /Delete/ }).click();
    await page.getByText('Scheduled Change Deleted').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await db.getRepository(ScheduledChangeEntity).count()).toBe(1);
    await context.close();

    // The player's page, open all along, starts its next game on the pair in force.
    await player.page
      .locator('header')
      .getByRole('button', { name: /New Game/ })
      .click();
    await player.page.getByText('New game started').waitFor();
    const pairCard = player.page.getByTestId('pair-card');
    await pairCard.getByText('Matt Damon').waitFor();
    await pairCard.getByText('Ben Affleck').waitFor();
    const [newest] = await db.getRepository(GameEntity).find({ order: { id: 'DESC' }, take: 1 });
    expect(newest).toMatchObject({ startActorId: actorId('Matt Damon'), endActorId: actorId('Ben Affleck') });
    await player.context.close();
  });
});
