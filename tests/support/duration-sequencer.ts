// Runs the slowest test files first, from the costs of a recorded run (tests/support/file-costs.json,
// written by `node scripts/test-timing.mjs`). Vitest orders files by its own cache of the last run's
// durations, which a clean clone (CI) does not have: there it falls back to the largest files first,
// and small files that spawn processes or wait on timers (clean-stop, beta-unlock, offline-start)
// started last and ran alone at the end of their step, 20-40 s after the rest (docs/test-timing.md).
// Longest first keeps every worker busy until the end. A file with no recorded cost (a new one)
// runs first, as Vitest runs unknown files first.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const COSTS_FILE = new URL('./file-costs.json', import.meta.url);

/** Recorded seconds by "project:path" (paths relative to the project root). */
export type FileCosts = Record<string, number>;

export function readFileCosts(): FileCosts {
  try {
    return JSON.parse(readFileSync(COSTS_FILE, 'utf8')) as FileCosts;
  } catch {
    return {};
  }
}

/** The key a file's cost is recorded under. */
export const costKey = (project: string, path: string) => `${project}:${path}`;

/** Specifications sorted for a run: by group order, then the costliest (or unknown) first. */
export function sortByCost(files: TestSpecification[], costs: FileCosts, root: string): TestSpecification[] {
  const cost = (spec: TestSpecification) =>
    costs[costKey(spec.project.name, relative(root, spec.moduleId))] ?? Number.POSITIVE_INFINITY;
  const costlier = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);
  return [...files].sort(
    (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || costlier(cost(a), cost(b)),
  );
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return sortByCost(files, readFileCosts(), this.ctx.config.root);
  }
}
