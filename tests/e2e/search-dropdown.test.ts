/**
 * The add-connection searches' dropdowns in Chromium: the header counts in the singular for one
 * result ('Found 1 movie matching "…"') and in the plural otherwise; the year of the option the
 * arrow keys highlight reads at 4.5:1 or more against the highlight, in both colour schemes.
 * Screenshots of the highlighted option land in /tmp/shots/search-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

const SHOTS_DIR = '/tmp/shots';
/** WCAG 2 AA for normal text. */
const MIN_CONTRAST = 4.5;

/** Opens the game's add-connection form from the daily pair's start actor, Marilyn Monroe. */
async function openForm(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('pair-card').getByText('Marilyn Monroe').waitFor();
  await page.getByRole('button', { name: 'Add Connection' }).first().click();
  await page.getByText('Add a connection from Marilyn Monroe').waitFor();
}

/**
 * The contrast ratio (WCAG 2) of an element's text against what is drawn behind it: its own and
 * its ancestors' backgrounds, composed from the page's up.
 */
function contrastOfText(selector: string) {
  return (page: Page) =>
    page.evaluate((target) => {
      const element = document.querySelector(target)!;
      const parse = (color: string): number[] => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      const over = (top: number[], bottom: number[]) =>
        [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
      const layers: number[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        layers.push(parse(getComputedStyle(node).backgroundColor));
      }
      let background = [255, 255, 255];
      for (const layer of layers.reverse()) background = over(layer, background);
      const text = over(parse(getComputedStyle(element).color), background);
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    }, selector);
}

describe.skipIf(!browserAvailable)('the searches of the add-connection form', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('counts one result in the singular and two or none in the plural', async () => {
    const { page, context } = await session.newPage();
    await openForm(page);
    const movie = page.getByLabel('Movie that Marilyn Monroe appeared in:', { exact: true });
    // The starter catalog has one film with "Asphalt" in its title, and three with "Godfather".
    await movie.fill('Asphalt');
    await page.getByText('Found 1 movie matching "Asphalt"', { exact: true }).waitFor();
    await movie.fill('Godfather');
    await page.getByText('Found 3 movies matching "Godfather"', { exact: true }).waitFor();
    await movie.fill('Asphalt');
    await page.getByTestId('movie-option').filter({ hasText: 'The Asphalt Jungle' }).click();
    const actor = page.getByLabel('Actor who was also in The Asphalt Jungle:', { exact: true });
    await actor.fill('Sterling');
    await page.getByText('Found 1 actor matching "Sterling"', { exact: true }).waitFor();
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`the highlighted option's year reads at ${MIN_CONTRAST}:1 or more in the ${scheme} scheme`, async () => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const context = await session.browser.newContext({ viewport, baseURL: session.baseUrl, colorScheme: scheme });
        const page = await context.newPage();
        await openForm(page);
        await page.getByLabel('Movie that Marilyn Monroe appeared in:', { exact: true }).scrollIntoViewIfNeeded();
        await page.keyboard.type('Asphalt');
        // The answer to the whole word: a slow machine may first list a shorter prefix's films, with
        // The Asphalt Jungle among others, and redraw after the arrow key has highlighted one of them.
        await page.getByText('Found 1 movie matching "Asphalt"', { exact: true }).waitFor();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => page.locator('[data-combobox-selected]').count()).toBe(1);
        await page.waitForTimeout(300);
        const year = page.locator('[data-combobox-selected]').getByText('1950', { exact: true });
        await year.evaluate((element) => element.setAttribute('data-measured', ''));
        const contrast = await contrastOfText('[data-measured]')(page);
        console.log(`highlighted year contrast (${scheme}, ${viewport.width} px): ${contrast.toFixed(2)}:1`);
        expect(contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
        await page.screenshot({ path: `${SHOTS_DIR}/search-highlighted-${viewport.width}-${scheme}.png` });
        await context.close();
      }
    });
  }
});
