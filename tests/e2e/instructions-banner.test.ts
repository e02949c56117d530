/**
 * The How to Play panel on the game page in Chromium: "Got it!" dismisses it for good (a reload,
 * or a later visit in the same browser, does not bring it back; another browser still meets it),
 * and the focus moves on to the game, the pair card's heading, rather than to the top of the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, collectErrors, startBrowserSession, type BrowserSession } from '../support/browser';

const SHOTS_DIR = '/tmp/shots';

/** The focused element's id and text. */
function focused(page: Page): Promise<{ id: string; text: string }> {
  return page.evaluate(() => ({
    id: document.activeElement?.id ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }));
}

describe.skipIf(!browserAvailable)('the instructions panel', () => {
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
    it(`stays dismissed after "Got it!" and hands the focus to the game, at ${viewport.width} px`, async () => {
      const { page, context } = await session.newPage(viewport);
      await page.goto('/');
      await page.getByTestId('pair-card').getByText('Marilyn Monroe').waitFor();
      const gotIt = page.getByRole('button', { name: 'Got it!' });
      await gotIt.focus();
      await page.keyboard.press('Enter');
      await gotIt.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toEqual({ id: 'pair-card-title', text: 'Connect These Actors' });
      await page.screenshot({ path: `${SHOTS_DIR}/instructions-dismissed-${viewport.width}.png` });

      // The server draws the panel for everyone; the dismissal is read without a hydration mismatch.
      const errors = collectErrors(page);
      await page.reload();
      await page.getByTestId('pair-card').getByText('Marilyn Monroe').waitFor();
      await page.getByText('Your Cinema Chain (Connections: 0)').waitFor();
      expect(await page.getByRole('heading', { name: 'How to Play' }).count()).toBe(0);
      expect(errors).toEqual([]);
      // A later visit in the same browser.
      await page.goto('/about');
      await page.goto('/');
      await page.getByTestId('pair-card').getByText('Marilyn Monroe').waitFor();
      expect(await gotIt.count()).toBe(0);
      await context.close();

      // Another browser has not dismissed it.
      const other = await session.newPage(viewport);
      await other.page.goto('/');
      await other.page.getByRole('button', { name: 'Got it!' }).waitFor();
      await other.context.close();
    });
  }
});
