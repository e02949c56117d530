/**
 * Accessibility scan of a page with axe-core, injected into the page (the context needs
 * `bypassCSP: true`: the client's Content Security Policy refuses inline scripts).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The impacts that fail a scan. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until nothing on the page is mid-fade, as axe measures a fading text half-transparent
 * against its background (a contrast of 1.01 for the "Connection added!" badge caught fading):
 * that badge gone (it fades out 1.5 s after a link is added, SPEC §9, and may start to while a
 * scan runs), dialogs and their overlays fully shown, and no animation with an end running (a
 * loader's spinner never ends).
 */
async function settled(page: Page): Promise<void> {
  await page
    .locator('.mantine-Badge-root', { hasText: 'Connection added!' })
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || !Number.isFinite(animation.effect?.getComputedTiming().endTime),
        ),
  );
}

/** Runs axe over the whole page, once it has settled, and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  });
  return violations.filter((violation) => violation.impact != null && FAILING_IMPACTS.has(violation.impact));
}

/** One line per violation and failing element, for a test failure message. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${node.target}: ${node.summary}`,
      ),
    )
    .join('\n');
}
