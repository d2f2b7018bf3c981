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

/** Which of axe's rules a run applies: all of WCAG 2.x A/AA and best practices, or only those colours decide. */
export type AxeRules = 'all' | 'colour';

/**
 * The rules whose outcome depends on colours alone. Between light and dark mode only colours change (the same
 * document, the same names, roles and order), so a screen checked with every rule in one mode is checked with
 * these in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core over the page as it is now and returns its violations; an empty list
 * means the screen passes.
 */
export async function axeViolations(
  page: Page,
  source: string,
  rules: AxeRules = 'all',
): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol: the app's CSP (script-src 'self') stays in force.
  if (!loaded) await page.evaluate(source);
  const runOnly =
    rules === 'colour'
      ? { type: 'rule', values: COLOUR_RULES }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
  return page.evaluate(async (only) => {
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
      runOnly: only,
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: `${violation.help}: ${violation.nodes[0]?.failureSummary ?? ''}`.slice(0, 400),
    }));
  }, runOnly);
}
