// `npm test`: every suite. Unit and integration first, then a production build and the
// end-to-end suite in real headless Chromium. The e2e suite skips itself only outside CI when
// no Chromium is installed; in CI (CI=true) a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { ROOT, VITEST_BIN, viteBuild } from './lib.mjs';

process.chdir(ROOT);

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
function count(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(projects, output) {
  // A report left from an earlier run must not be counted if this one crashes before writing.
  rmSync(output, { force: true });
  const args = [
    VITEST_BIN,
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const status = run(process.execPath, args);
  count(output);
  return status;
}

let failed = vitest(['unit', 'integration'], 'test-results/unit-integration.json') !== 0;

// What only a real PostgreSQL can show (concurrent writers; the RLS matrix on the server that
// hosted Supabase runs, the storage policies and the tombstone purge's grants), on a throwaway cluster from Debian's postgresql.
const REAL_POSTGRES_TESTS = [
  'tests/integration/sync-pull-concurrent.test.ts',
  'tests/integration/rls-matrix.test.ts',
  'tests/integration/storage-policies.test.ts',
  'tests/integration/tombstone-purge.test.ts',
  // Two admins demoting each other at once: only a server with concurrent connections can race.
  'tests/integration/admin.test.ts',
  'tests/integration/settings.test.ts',
  // Version history: who reads a story's versions is decided by the stories' own policies.
  'tests/integration/versions.test.ts',
];
const hasPostgres =
  spawnSync('bash', ['-c', 'ls /usr/lib/postgresql/*/bin/pg_ctl || command -v pg_ctl'], {
    stdio: 'ignore',
  }).status === 0;
if (hasPostgres || process.env.PG_BIN) {
  const output = 'test-results/real-postgres.json';
  rmSync(output, { force: true });
  const args = [process.execPath, VITEST_BIN, 'run', '--project', 'integration', ...REAL_POSTGRES_TESTS];
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  if (run('bash', ['scripts/with-postgres.sh', ...args, ...reporters]) !== 0) failed = true;
  count(output);
} else if (process.env.CI) {
  console.error('No PostgreSQL server: the real-PostgreSQL tests cannot run in CI (apt-get install -y postgresql).');
  failed = true;
} else {
  console.warn("No PostgreSQL server: skipping the real-PostgreSQL tests (install Debian's postgresql to run them).");
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`No Chromium at ${chromium}: the browser suite cannot run in CI.`);
    failed = true;
  } else {
    console.warn(`No Chromium at ${chromium}: skipping the browser suite (install Debian's chromium to run it).`);
  }
} else {
  if (viteBuild(['--logLevel', 'warn']) !== 0) failed = true;
  else if (vitest(['e2e'], 'test-results/e2e.json') !== 0) failed = true;
}

console.log(`\nAll suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
