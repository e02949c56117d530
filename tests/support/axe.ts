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

/** Runs axe over the whole page and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
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
