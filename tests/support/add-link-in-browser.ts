/** The player's hands in the browser suites: adding one link through the add-connection form. */
import type { Page } from 'playwright-core';

/** One link as the player sees it: the current actor, the movie, the next actor. */
export interface Step {
  actor: string;
  movie: { title: string; year: number | null };
  nextActor: string;
}

/** Types into a search field and picks the dropdown option that shows `exactText` (and `alsoText`). */
async function pickOption(
  page: Page,
  label: string,
  exactText: string,
  optionTestId: string,
  alsoText?: string,
): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(exactText);
  let option = page.getByTestId(optionTestId).filter({ has: page.getByText(exactText, { exact: true }) });
  if (alsoText) option = option.filter({ hasText: alsoText });
  await option.first().click();
}

/** Opens the form, picks the movie and the next actor, and submits. */
export async function addLink(page: Page, step: Step): Promise<void> {
  await page.getByRole('button', { name: 'Add Connection' }).first().click();
  await page.getByText(`Add a connection from ${step.actor}`).waitFor();
  const year = step.movie.year == null ? undefined : String(step.movie.year);
  await pickOption(page, `Movie that ${step.actor} appeared in:`, step.movie.title, 'movie-option', year);
  await pickOption(page, `Actor who was also in ${step.movie.title}:`, step.nextActor, 'actor-option');
  await page.getByTestId('add-connection-form').getByRole('button', { name: 'Add Connection' }).click();
}
