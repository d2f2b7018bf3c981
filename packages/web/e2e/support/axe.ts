import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** One axe violation, reduced to what a failing assertion needs to name the problem. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

/** Loads axe-core's browser bundle once per call site (the file is read from node_modules). */
export function axeSource(): Promise<string> {
  return readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) over the page as it is now and
 * returns its violations; an empty list means the screen passes.
 */
export async function axeViolations(page: Page, source: string): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol: the app's CSP (script-src 'self') stays in force.
  if (!loaded) await page.evaluate(source);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: `${violation.help}: ${violation.nodes[0]?.failureSummary ?? ''}`.slice(0, 400),
    }));
  });
}
