// Deno in CI (`node --import tsx tests/deno/run.ts`, a step of scripts/test.mjs), with the Deno
// that package.json pins (an npm package: nothing is downloaded):
//   1. `deno check` of every function with the import map supabase/config.toml names for it,
//      as `supabase functions deploy` bundles it,
//   2. the functions' shared contract (tests/contract/) under Deno, against a stand-in started here.
// npm: imports resolve from node_modules (--node-modules-dir=manual); --cached-only makes any
// attempt to download a failure.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_FUNCTIONS_ENV, startContractWorld } from '../contract/context.ts';
import { functionTables } from '../support/functions-config.ts';
import type { DenoContractInput } from './contract-input.ts';

const ROOT = join(import.meta.dirname ?? '.', '../..');
const DENO = join(ROOT, 'node_modules/.bin/deno');
const OFFLINE = ['--cached-only', '--no-lock', '--no-config', '--node-modules-dir=manual'];

function deno(args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(DENO, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1', ...env } });
    child.on('error', (error) => {
      console.error(`deno: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// Counted by scripts/test.mjs with the vitest reports (same field names).
const JUNIT = join(ROOT, 'test-results/deno-junit.xml');
const REPORT = process.env.DENO_REPORT ?? join(ROOT, 'test-results/deno.json');
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
rmSync(JUNIT, { force: true });

function writeCounts(): void {
  let xml = '';
  try {
    xml = readFileSync(JUNIT, 'utf8');
  } catch {
    return;
  }
  const suites = /<testsuites[^>]*\btests="(\d+)"[^>]*\bfailures="(\d+)"[^>]*\berrors="(\d+)"/.exec(xml);
  if (!suites) return;
  const [total, failures, errors] = suites.slice(1).map(Number);
  writeFileSync(
    REPORT,
    JSON.stringify({ numPassedTests: total - failures - errors, numFailedTests: failures + errors }),
  );
}

let failed = false;
const started = Date.now();

// One check per import map (today every function shares supabase/functions/deno.json).
const byImportMap = new Map<string, string[]>();
for (const [name, table] of functionTables(readFileSync(join(ROOT, 'supabase/config.toml'), 'utf8'))) {
  const map = table.import_map ?? '';
  byImportMap.set(map, [...(byImportMap.get(map) ?? []), `supabase/functions/${name}/index.ts`]);
}
for (const [map, entries] of byImportMap) {
  const importMap = map ? ['--import-map', join(ROOT, 'supabase', map)] : [];
  if ((await deno(['check', '--quiet', ...OFFLINE, ...importMap, ...entries])) !== 0) failed = true;
}
const checked = [...byImportMap.values()].flat().length;
console.log(`deno check: ${checked} functions, ${((Date.now() - started) / 1000).toFixed(1)} s`);

const { standIn, context } = await startContractWorld();
try {
  const input: DenoContractInput = {
    standInUrl: standIn.url,
    serviceRoleKey: standIn.config.serviceRoleKey,
    functionsEnv: CONTRACT_FUNCTIONS_ENV,
    context,
  };
  const status = await deno(
    [
      'test',
      ...OFFLINE,
      '--import-map',
      join(ROOT, 'supabase/functions/deno.json'),
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--allow-read',
      `--junit-path=${JUNIT}`,
      'tests/deno/functions.test.ts',
    ],
    { CONTRACT_CONTEXT: JSON.stringify(input) },
  );
  if (status !== 0) failed = true;
  writeCounts();
} finally {
  await standIn.close();
}
console.log(`deno: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
