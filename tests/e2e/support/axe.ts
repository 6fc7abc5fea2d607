// axe-core in the page: the serious and critical violations, one line each.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}
interface AxeWindow {
  axe: { run(context: Document, options: Record<string, unknown>): Promise<{ violations: AxeViolation[] }> };
}

/** `rules`: only these axe rules (e.g. ['color-contrast'] for a second colour scheme); all by default. */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Evaluated through the debugger protocol: the app's CSP refuses an injected <script> tag (which
  // is the point of it), and the test must not weaken it with bypassCSP. Once per document: a
  // page moved on inside the app keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (only) => {
    // Colour contrast is judged on what is painted: a card still fading in (`.card-in`, 0.3 s)
    // reads as faint text on a loaded machine. Wait for every animation that ends (not spinners).
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const result = await (window as unknown as AxeWindow).axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    return result.violations;
  }, rules);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
