/**
 * The add-connection searches' dropdowns in Chromium: the header counts in the singular for one
 * result ('Found 1 movie matching "…"') and in the plural otherwise.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, startBrowserSession, type BrowserSession } from '../support/browser';

/** Opens the game's add-connection form from the daily pair's start actor, Marilyn Monroe. */
async function openForm(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('pair-card').getByText('Marilyn Monroe').waitFor();
  await page.getByRole('button', { name: 'Add Connection' }).first().click();
  await page.getByText('Add a connection from Marilyn Monroe').waitFor();
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
});
