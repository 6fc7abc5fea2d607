// The lint config holds the import direction in every folder: each planted breach below must fail
// `eslint .`, and each planted allowed import must pass (so the rules are not just failing all).
// Zone breaches are linted as text at a path inside the folder; cycles need both ends on disk, so
// they are planted in a scratch folder inside each area and removed afterwards.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

// Only the rules under test run, and src's type-aware parsing is off: these rules read no types.
const lintWith = (rules: string[]) =>
  new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => rules.includes(ruleId),
    overrideConfig: { files: ['src/**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
  });

/** Some real module under `dir` (a repository path), so the import resolves. */
function moduleIn(dir: string): string {
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  const file = entries.find((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'));
  if (file) return join(dir, file.name);
  const folder = entries.find((entry) => entry.isDirectory());
  if (!folder) throw new Error(`No module under ${dir}`);
  return moduleIn(join(dir, folder.name));
}

const firstFeature = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()[0];
const otherFeature = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== firstFeature)
  .map((entry) => entry.name)
  .sort()[0];

/** The messages ESLint gives an `import` of `target` written in a file at `at` (repository paths). */
async function importMessages(eslint: ESLint, at: string, target: string): Promise<string[]> {
  let specifier = relative(dirname(at), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const code = `import * as planted from '${specifier}';\nexport const seen = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, at) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const zones = lintWith(['import-x/no-restricted-paths']);
const feature = `src/features/${firstFeature}/planted.ts`;

// [file the import is written in, module it imports]
const breaches: Array<[string, string]> = [
  [feature, moduleIn(`src/features/${otherFeature}`)],
  [feature, moduleIn('src/app/pwa')],
  [feature, 'src/app/router.tsx'],
  ['src/domain/planted.ts', moduleIn('src/data')],
  ['src/domain/planted.ts', moduleIn('src/features')],
  ['src/content/planted.ts', moduleIn('src/data')],
  ['src/data/planted.ts', moduleIn(`src/features/${firstFeature}`)],
  ['src/sync/planted.ts', moduleIn('src/app')],
  ['src/components/planted.ts', moduleIn('src/features')],
  ['src/app/planted.ts', moduleIn('supabase/local')],
  ['src/app/planted.ts', moduleIn('tests/support')],
  ['src/app/planted.ts', 'sw/routes.ts'],
  ['sw/planted.ts', moduleIn(`src/features/${firstFeature}`)],
  ['sw/planted.ts', moduleIn('src/app')],
  ['sw/planted.ts', moduleIn('src/components')],
  ['sw/planted.ts', moduleIn('src/data')],
  ['sw/planted.ts', moduleIn('supabase/local')],
  ['supabase/local/planted.ts', moduleIn(`src/features/${firstFeature}`)],
  ['supabase/local/planted.ts', moduleIn('src/data')],
  ['supabase/local/planted.ts', moduleIn('tests/support')],
  ['supabase/functions/_shared/planted.ts', 'src/domain/limits.ts'],
  ['supabase/functions/_shared/planted.ts', moduleIn(`src/features/${firstFeature}`)],
  ['supabase/functions/_shared/planted.ts', moduleIn('supabase/local')],
  ['supabase/functions/_shared/planted.ts', moduleIn('tests/support')],
  ['tests/e2e/planted.ts', moduleIn(`src/features/${firstFeature}`)],
];

const allowed: Array<[string, string]> = [
  [feature, moduleIn(`src/features/${firstFeature}`)],
  [feature, moduleIn('src/domain')],
  ['src/app/planted.ts', moduleIn(`src/features/${firstFeature}`)],
  ['src/app/planted.ts', 'sw/protocol.ts'],
  ['sw/planted.ts', 'src/domain/route-match.ts'],
  ['sw/planted.ts', 'src/sync/background.ts'],
  ['supabase/local/planted.ts', 'src/domain/limits.ts'],
  ['supabase/local/planted.ts', moduleIn('supabase/functions/_shared')],
  ['supabase/functions/generate-story/planted.ts', moduleIn('supabase/functions/_shared')],
  ['tests/unit/planted.ts', moduleIn(`src/features/${firstFeature}`)],
  ['tests/e2e/planted.ts', moduleIn('tests/support')],
];

describe('import zones', () => {
  // Loading the config and the parser is the slow part (seconds on a loaded machine): once, here.
  beforeAll(() => zones.calculateConfigForFile(join(root, feature)), 120_000);

  it.each(breaches)('%s may not import %s', async (at, target) => {
    expect(await importMessages(zones, at, target)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path/),
    ]);
  });

  it.each(allowed)('%s may import %s', async (at, target) => {
    expect(await importMessages(zones, at, target)).toEqual([]);
  });
});

// One scratch folder per area; the name is this run's own, so nothing else is touched.
const scratch = `lint-planted-${process.pid}`;
const cycleHomes = [
  'src/app',
  `src/features/${firstFeature}`,
  'src/domain',
  'src/content',
  'src/data',
  'src/sync',
  'src/components',
  'sw',
  'supabase/local',
  'supabase/functions/_shared',
  'tests/unit',
  'tests/e2e',
  'tests/integration',
  'bench',
  'scripts',
];
const planted = cycleHomes.map((home) => join(root, home, scratch));

describe('import cycles', () => {
  const cycles = lintWith(['local/no-cycle']);

  beforeAll(async () => {
    await cycles.calculateConfigForFile(join(root, feature));
    for (const folder of planted) {
      mkdirSync(folder, { recursive: true });
      // Types only: no runtime effect, so import-x/no-cycle alone would let this circle pass.
      writeFileSync(join(folder, 'type-a.ts'), "import type { B } from './type-b.ts';\nexport type A = { b?: B };\n");
      writeFileSync(join(folder, 'type-b.ts'), "import type { A } from './type-a.ts';\nexport type B = { a?: A };\n");
      // Values, through a third module.
      writeFileSync(join(folder, 'value-a.ts'), "import { b } from './value-b.ts';\nexport const a = () => b;\n");
      writeFileSync(join(folder, 'value-b.ts'), "import { c } from './value-c.ts';\nexport const b = () => c;\n");
      writeFileSync(join(folder, 'value-c.ts'), "import { a } from './value-a.ts';\nexport const c = () => a;\n");
      // A type import of a module that imports nothing back: no circle.
      writeFileSync(join(folder, 'leaf.ts'), 'export type Leaf = string;\n');
      writeFileSync(join(folder, 'uses-leaf.ts'), "import type { Leaf } from './leaf.ts';\nexport type L = Leaf;\n");
    }
  }, 120_000);

  afterAll(() => {
    for (const folder of planted) rmSync(folder, { recursive: true, force: true });
  });

  it.each(cycleHomes)('fail in %s, type-only or not, and a one-way import passes', async (home) => {
    const folder = join(root, home, scratch);
    const files = ['type-a.ts', 'value-a.ts', 'uses-leaf.ts'].map((name) => join(folder, name));
    const results = await cycles.lintFiles(files);
    const byFile = Object.fromEntries(
      results.map((result) => [relative(folder, result.filePath), result.messages.map((m) => m.ruleId)]),
    );
    expect(byFile).toEqual({
      'type-a.ts': ['local/no-cycle'],
      'value-a.ts': ['local/no-cycle'],
      'uses-leaf.ts': [],
    });
  });

  it('names the way round', async () => {
    const [result] = await cycles.lintFiles([join(root, 'sw', scratch, 'value-a.ts')]);
    expect(result.messages[0].message).toBe(
      'Import cycle (type imports count too): ./value-b.ts => ./value-c.ts:1 => ./value-a.ts:1. Move what both need into a leaf module.',
    );
  });
});
