// `npm test`: every suite. The production build, the unit and integration tests, the
// real-PostgreSQL tests, the hosted-shaped deploy (tests/hosted/run.sh) and the Deno step
// (tests/deno/run.ts) start together; the end-to-end suite in real headless Chromium (two files
// at a time) follows the unit and integration tests. The e2e suite skips itself only outside CI when no Chromium is
// installed; in CI (CI=true) a missing browser is a failure. A step that runs beside another
// keeps its output in test-results/logs/<step>.log and prints it once it is done, so the
// output never interleaves. Per-file times land in test-results/*.files.json
// (`node scripts/test-timing.mjs` turns them into docs/test-timing.md).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { ROOT, VITE_BIN, VITEST_BIN } from './lib.mjs';

process.chdir(ROOT);
mkdirSync('test-results/logs', { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test as "step › file › name", repeated at the very end where a truncated log keeps it. */
const failures = [];
function count(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const step = file.replace(/^test-results\//, '').replace(/\.json$/, '');
  for (const suite of report.testResults ?? []) {
    const where = String(suite.name ?? '').replace(`${ROOT}/`, '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      failures.push(`${step} › ${where} › ${test.fullName ?? test.title}${why ? `\n    ${why}` : ''}`);
    }
    // A file that failed to load has no failed test, only its own message.
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(
        `${step} › ${where} › (the file failed)\n    ${String(suite.message ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
    }
  }
}

const steps = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const unprinted = [];
/** Prints the logs of quiet steps that have ended (between live steps, never inside one). */
function printQuietLogs() {
  for (const { name, ms, status, log } of unprinted.splice(0)) {
    process.stdout.write(`\n── ${name} (${seconds(ms)}, exit ${status}) ──\n`);
    process.stdout.write(existsSync(log) ? readFileSync(log, 'utf8') : '');
  }
}

/** Runs a command; with `quiet` its output goes to a log, printed by printQuietLogs once it ends. */
function step(name, cmd, args, { quiet = false, env = {} } = {}) {
  const log = `test-results/logs/${name}.log`;
  const begin = Date.now();
  const out = quiet ? createWriteStream(log) : null;
  const child = spawn(cmd, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  child.stdout?.pipe(out, { end: false });
  child.stderr?.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const record = { name, status: code ?? (signal ? 1 : 0), ms: Date.now() - begin, log };
      steps.push(record);
      if (!out) return resolve(record.status);
      out.end(() => {
        unprinted.push(record);
        resolve(record.status);
      });
    });
  });
}

/** Vitest with the live reporter (or a quiet one), the JSON report and the per-file timings. */
function vitestArgs(name, projectsAndFiles, quiet) {
  const output = `test-results/${name}.json`;
  // A report left from an earlier run must not be counted if this one crashes before writing.
  rmSync(output, { force: true });
  return {
    output,
    args: [
      VITEST_BIN,
      'run',
      ...projectsAndFiles,
      quiet ? '--reporter=dot' : '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      '--reporter=./scripts/file-timing-reporter.mjs',
    ],
    env: { FILE_TIMING_OUTPUT: `test-results/${name}.files.json` },
  };
}

// What only a real PostgreSQL can show (concurrent writers, two admins demoting each other at
// once, who reads a story's versions) on a throwaway cluster from Debian's postgresql, migrated by
// the stand-in as a superuser (docs/postgres.md).
const REAL_POSTGRES_TESTS = [
  'tests/integration/sync-pull-concurrent.test.ts',
  'tests/integration/admin.test.ts',
  'tests/integration/versions.test.ts',
  // Access changes reaching devices (scope versions bumped by triggers) and the story's person rule.
  'tests/integration/sync-scopes.test.ts',
  'tests/integration/story-person.test.ts',
  // The PostgREST conformance suite: both backends answer the same.
  'tests/integration/postgrest',
];
// The RLS matrix, the storage policies, the tombstone purge, settings and account deletion, and
// GoTrue's sign-up run on the hosted-shaped database instead: tests/hosted/run.sh deploys
// supabase/migrations there with the Supabase CLI as hosted's non-superuser `postgres`. Where
// that step runs, these files leave the PGlite run (the same policies, the same stand-in over
// HTTP; only the database differs, and hosted's is the one that matters): the list is run.sh's.
const HOSTED_SHAPED_TESTS = [
  'tests/integration/rls-matrix.test.ts',
  'tests/integration/storage-policies.test.ts',
  'tests/integration/tombstone-purge.test.ts',
  'tests/integration/settings.test.ts',
];

let failed = false;
const pending = [];

// 1. The production build (for the browser suite) beside the unit and integration tests: it
//    does not depend on them, and they leave CPU idle while their stand-ins wait on each other.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
if (!hasChromium) {
  if (process.env.CI) {
    console.error(`No Chromium at ${chromium}: the browser suite cannot run in CI.`);
    failed = true;
  } else {
    console.warn(`No Chromium at ${chromium}: skipping the browser suite (install Debian's chromium to run it).`);
  }
}
const build = hasChromium
  ? step('build', process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], { quiet: true })
  : Promise.resolve(1);

// 2. The real-PostgreSQL tests, on their own cluster, beside the rest too.
const hasPostgres =
  spawnSync('bash', ['-c', 'ls /usr/lib/postgresql/*/bin/pg_ctl || command -v pg_ctl'], {
    stdio: 'ignore',
  }).status === 0;
if (hasPostgres || process.env.PG_BIN) {
  const realPg = vitestArgs('real-postgres', ['--project', 'integration', ...REAL_POSTGRES_TESTS], true);
  pending.push(
    step('real-postgres', 'bash', ['scripts/with-postgres.sh', process.execPath, ...realPg.args], {
      quiet: true,
      env: realPg.env,
    }).then((status) => {
      if (status !== 0) failed = true;
      count(realPg.output);
    }),
  );
  const hosted = vitestArgs('hosted', [], true);
  pending.push(
    step('hosted', 'bash', ['tests/hosted/run.sh', ...hosted.args.slice(2)], { quiet: true, env: hosted.env }).then(
      (status) => {
        if (status !== 0) failed = true;
        count(hosted.output);
      },
    ),
  );
} else if (process.env.CI) {
  console.error('No PostgreSQL server: the real-PostgreSQL tests cannot run in CI (apt-get install -y postgresql).');
  failed = true;
} else {
  console.warn("No PostgreSQL server: skipping the real-PostgreSQL tests (install Debian's postgresql to run them).");
}

// 3. Deno (from npm): `deno check` of every function with its import map, and the functions'
//    shared contract under Deno against a stand-in (tests/deno/run.ts), beside the rest too.
rmSync('test-results/deno.json', { force: true });
pending.push(
  step('deno', process.execPath, ['--import', 'tsx', 'tests/deno/run.ts'], { quiet: true }).then((status) => {
    if (status !== 0) failed = true;
    count('test-results/deno.json');
  }),
);

// 4. Unit and integration tests, live; then the browser suite. TEST_OVERLAP=1 starts the browser
//    suite once the build is made, beside them, quietly: measured no faster on 2 cores (the suite
//    is CPU-bound) and more timing-sensitive under the doubled load (docs/test-timing.md).
const overlap = process.env.TEST_OVERLAP === '1';
const runsHosted = hasPostgres || Boolean(process.env.PG_BIN);
const unit = vitestArgs(
  'unit-integration',
  [
    '--project',
    'unit',
    '--project',
    'integration',
    ...(runsHosted ? HOSTED_SHAPED_TESTS.flatMap((file) => ['--exclude', file]) : []),
  ],
  overlap,
);
const unitDone = step('unit-integration', process.execPath, unit.args, { quiet: overlap, env: unit.env }).then(
  (status) => {
    if (status !== 0) failed = true;
    count(unit.output);
  },
);
if (!overlap) {
  await unitDone;
  printQuietLogs();
}

// 5. The browser suite on the build, live.
if (hasChromium) {
  const built = await build;
  printQuietLogs();
  if (built !== 0) failed = true;
  else {
    const e2e = vitestArgs('e2e', ['--project', 'e2e'], false);
    if ((await step('e2e', process.execPath, e2e.args, { env: e2e.env })) !== 0) failed = true;
    count(e2e.output);
  }
}
await unitDone;
await Promise.all(pending);
printQuietLogs();

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(
  `\nSteps: ${steps.map((s) => `${s.name} ${seconds(s.ms)}${s.status ? ` (exit ${s.status})` : ''}`).join(', ')}; wall ${seconds(Date.now() - started)}`,
);
console.log(`All suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
