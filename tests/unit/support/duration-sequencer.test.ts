import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { costKey, readFileCosts, sortByCost } from '../../support/duration-sequencer.ts';

const ROOT = '/repo';
function spec(project: string, path: string, groupOrder = 0): TestSpecification {
  return { moduleId: `${ROOT}/${path}`, project: { name: project, config: { sequence: { groupOrder } } } } as never;
}
const names = (specs: TestSpecification[]) =>
  specs.map((s) => `${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`);

describe('the duration sequencer', () => {
  it('runs the costliest files first, a file with no recorded cost before them all', () => {
    const costs = {
      [costKey('unit', 'a.test.ts')]: 1,
      [costKey('integration', 'clean-stop.test.ts')]: 44,
      [costKey('integration', 'auth.test.ts')]: 20,
    };
    const files = [
      spec('unit', 'a.test.ts'),
      spec('integration', 'auth.test.ts'),
      spec('unit', 'new.test.ts'),
      spec('integration', 'clean-stop.test.ts'),
    ];
    expect(names(sortByCost(files, costs, ROOT))).toEqual([
      'unit:new.test.ts',
      'integration:clean-stop.test.ts',
      'integration:auth.test.ts',
      'unit:a.test.ts',
    ]);
  });

  it('keeps the same path in two projects apart, and group order above cost', () => {
    const costs = {
      [costKey('e2e', 'x.test.ts')]: 90,
      [costKey('unit', 'x.test.ts')]: 2,
      [costKey('unit', 'y.test.ts')]: 5,
    };
    const files = [spec('unit', 'x.test.ts'), spec('e2e', 'x.test.ts', 1), spec('unit', 'y.test.ts')];
    expect(names(sortByCost(files, costs, ROOT))).toEqual(['unit:y.test.ts', 'unit:x.test.ts', 'e2e:x.test.ts']);
  });

  it('has a recorded cost for every slow file it is there for', () => {
    const costs = readFileCosts();
    for (const file of ['tests/integration/clean-stop.test.ts', 'tests/integration/beta-unlock.test.ts'])
      expect(costs[costKey('integration', file)]).toBeGreaterThan(5);
    expect(costs[costKey('e2e', 'tests/e2e/offline-start.test.ts')]).toBeGreaterThan(30);
  });
});
