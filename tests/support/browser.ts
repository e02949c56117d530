/**
 * Browser suites: the real server (the client built by ./build.ts, fresh SQLite) on a free port, driven by
 * Debian's Chromium through playwright-core. With REQUIRE_BROWSER=1 (CI) a missing Chromium
 * fails the suite instead of skipping it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Services } from '../../server/src/services';
import { repoRoot } from './server-process';
import { createTestDatabase } from './test-database';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const browserAvailable = existsSync(chromiumPath);
if (!browserAvailable && (process.env.REQUIRE_BROWSER === '1' || process.env.CI)) {
  throw new Error(`Chromium is required (REQUIRE_BROWSER/CI) but ${chromiumPath} is missing`);
}

export interface BrowserSession {
  baseUrl: string;
  browser: Browser;
  services: Services;
  newPage(viewport?: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

export async function startBrowserSession(env: Record<string, string> = {}): Promise<BrowserSession> {
  const database = await createTestDatabase('sqlite');
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'test-admin-password',
    SCHEDULER_INTERVAL_MS: '0',
    PORT: '0',
    ...env,
  });
  const { app, services } = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    baseUrl,
    browser,
    services,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const page = await context.newPage();
      reportOnFailure(page);
      return { page, context };
    },
    async close() {
      await browser.close();
      await app.close();
      await database.drop();
    },
  };
}

/** The browser's errors on `page` from now on: console errors and uncaught page errors, as texts. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** At most this many of a page's last API requests go into a failed test's report. */
const REPORTED_REQUESTS = 30;
/** Failed pages reported so far by this process: each report's screenshot has a name of its own. */
let reportedPages = 0;

/**
 * When the test that opened `page` fails, prints what the page showed and what it asked the
 * server (each API request's status and time, the browser's errors) and keeps a screenshot, so
 * that a browser test failing on another machine says why. The page is closed then: a test closes
 * its page as its last step, which a failed one never reaches, and a page left open would go on
 * polling beside the test's next attempt. Every page of the session's `newPage` has it; a test that
 * opens a context of its own calls it for its page.
 */
export function reportOnFailure(page: Page): void {
  const requests: string[] = [];
  const errors = collectErrors(page);
  const started = new WeakMap<object, number>();
  page.on('request', (request) => started.set(request, Date.now()));
  const apiCall = (url: string) => /\/(api|trpc)\//.test(new URL(url).pathname);
  page.on('response', (response) => {
    const request = response.request();
    if (!apiCall(request.url())) return;
    const ms = Date.now() - (started.get(request) ?? Date.now());
    requests.push(`${request.method()} ${request.url()} → ${response.status()} in ${ms} ms`);
    if (requests.length > REPORTED_REQUESTS) requests.shift();
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the page itself gave up on (a navigation away, a fetch aborted) is no error.
    if (reason !== 'net::ERR_ABORTED') errors.push(`${request.url()}: ${reason}`);
  });
  onTestFailed(async ({ task }) => {
    reportedPages += 1;
    const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${reportedPages}`;
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    await screenshot(page, `failed-${name}`).catch(() => {});
    console.error(
      [
        `The page when "${task.name}" failed: ${page.url()}`,
        `Its text:\n${text.slice(0, 3_000)}`,
        `Its last API requests:\n${requests.join('\n') || '(none)'}`,
        `Browser errors:\n${errors.join('\n') || '(none)'}`,
        `Screenshot: test-results/screenshots/failed-${name}.png`,
      ].join('\n\n'),
    );
    await page.context().close();
  });
}

/** Saves a screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/${name}.png`, fullPage: true });
}
