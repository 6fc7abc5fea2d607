// Flake rate: runs one Vitest selection again and again, with CPU burners beside it, and counts
// the runs that failed. Figures go to docs/test-timing.md by hand.
//   node bench/flake/run.mjs --runs 20 --burners 2 -- --project e2e tests/e2e/pwa.test.ts -t "update"
// --burners N starts N busy loops (one core each) for the whole time; --workers sets E2E_WORKERS.
// Needs dist/ for e2e files (npx vite build). Prints one line per run and a summary.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, VITEST_BIN } from '../../scripts/lib.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const own = split >= 0 ? argv.slice(0, split) : argv;
const vitestArgs = split >= 0 ? argv.slice(split + 1) : [];
const option = (name, fallback) => {
  const i = own.indexOf(name);
  return i >= 0 ? Number(own[i + 1]) : fallback;
};
const runs = option('--runs', 20);
const burnerCount = option('--burners', 2);
const workers = option('--workers', 2);
if (vitestArgs.length === 0) {
  console.error('usage: node bench/flake/run.mjs [--runs N] [--burners N] [--workers N] -- <vitest args>');
  process.exit(2);
}

const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((b) => b.kill('SIGKILL'));
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const results = [];
for (let i = 1; i <= runs; i++) {
  const begin = Date.now();
  const run = spawnSync(process.execPath, [VITEST_BIN, 'run', '--reporter=dot', ...vitestArgs], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, E2E_WORKERS: String(workers) },
  });
  const seconds = (Date.now() - begin) / 1000;
  const passed = run.status === 0;
  results.push({ passed, seconds });
  const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ')[0];
  console.log(`run ${i}/${runs}: ${passed ? 'pass' : 'FAIL'} in ${seconds.toFixed(1)} s (load ${load})`);
  if (!passed) {
    const failures = `${run.stdout}${run.stderr}`.split('\n').filter((line) => /FAIL|×|Error/.test(line));
    console.log(failures.slice(0, 8).join('\n'));
  }
}
const failed = results.filter((r) => !r.passed).length;
const times = results.map((r) => r.seconds).sort((a, b) => a - b);
console.log(
  `\n${failed} of ${runs} runs failed (${burnerCount} burners, E2E_WORKERS=${workers}); ` +
    `median ${times[Math.floor(times.length / 2)].toFixed(1)} s, slowest ${times.at(-1).toFixed(1)} s`,
);
// The burners keep the event loop alive: stop them and leave, or the script never ends and a
// killed script leaves them spinning (stop 40: two runs' burners slowed everything after them).
process.exit(failed > 0 ? 1 : 0);
