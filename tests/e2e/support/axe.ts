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

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugger protocol: the app's CSP refuses an injected <script> tag (which
  // is the point of it), and the test must not weaken it with bypassCSP.
  axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as AxeWindow).axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
