/**
 * Browser suites: the real server (the client built by ./build.ts, fresh SQLite) on a free port, driven by
 * Debian's Chromium through playwright-core. With REQUIRE_BROWSER=1 (CI) a missing Chromium
 * fails the suite instead of skipping it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
      return { page, context };
    },
    async close() {
      await browser.close();
      await app.close();
      await database.drop();
    },
  };
}

/** Saves a screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${repoRoot}/test-results/screenshots/${name}.png`, fullPage: true });
}
