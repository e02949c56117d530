/**
 * Where toasts appear in Chromium: never over the header (its links and buttons included) and
 * never over the title of an open dialog, at 1280 and 390 px. Screenshots land in
 * /tmp/shots/toast-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const SHOTS_DIR = '/tmp/shots';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not drawn`);
  return box;
}

/** The header's own box and each of its links' and buttons'. */
async function headerBoxes(page: Page): Promise<Box[]> {
  const header = page.locator('header').first();
  const controls = await header.locator('a, button').all();
  const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
  return [await boxOf(header), ...boxes.filter((box): box is Box => box != null)];
}

describe.skipIf(!browserAvailable)('toast placement', () => {
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
    it(`a toast covers neither the header nor an open dialog's title, at ${viewport.width} px`, async () => {
      const { page, context } = await session.newPage(viewport);
      await page.goto('/');
      await page.getByTestId('pair-card').getByText('Marilyn Monroe').waitFor();
      // The page's own game has started (the pair shows before, from the first HTML).
      await page.getByRole('button', { name: 'Add Connection' }).waitFor();
      await page.getByRole('button', { name: 'New Game' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'New game started' });
      await toast.waitFor();
      await page.waitForTimeout(400); // its slide-in
      const toastBox = await boxOf(toast);
      for (const box of await headerBoxes(page)) {
        expect(intersects(toastBox, box), `toast ${JSON.stringify(toastBox)} over header ${JSON.stringify(box)}`).toBe(
          false,
        );
      }
      // Inside the window.
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);

      // A dialog opened while the toast shows: How to Play on a desktop, Statistics on a phone.
      const dialogName = viewport.width > 500 ? 'How to Play' : 'Statistics';
      await page.locator('header').getByRole('button', { name: dialogName }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.waitFor();
      await page.waitForTimeout(400); // the dialog's fade-in
      expect(await toast.isVisible(), 'the toast still shows').toBe(true);
      const title = await boxOf(dialog.locator('.mantine-Modal-title'));
      expect(intersects(await boxOf(toast), title), `toast over the dialog's title ${JSON.stringify(title)}`).toBe(
        false,
      );
      await page.screenshot({ path: `${SHOTS_DIR}/toast-dialog-${viewport.width}.png` });
      await context.close();
    });
  }
});
