// Writes docs/test-timing.md from the per-file timings of the last `npm test`
// (test-results/*.files.json, written by scripts/file-timing-reporter.mjs):
//   node scripts/test-timing.mjs [--out docs/test-timing.md] [--note "machine, load"]
// A file's time is its tests and hooks (stand-ins, Chromium) plus its import; the table is
// sorted slowest first, per step, with each file's slowest test. What the document has above
// the MARKER line (hand-written figures) is kept.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const out = resolve(ROOT, arg('--out', 'docs/test-timing.md'));
const note = arg('--note', '');
const COSTS = join(ROOT, 'tests/support/file-costs.json');
const dir = join(ROOT, 'test-results');
const reports = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.files.json')) : [];
if (reports.length === 0) {
  console.error('No test-results/*.files.json: run `npm test` first.');
  process.exit(1);
}

const MARKER = '<!-- Below: written by node scripts/test-timing.mjs from the last npm test. -->';
const s = (ms) => (ms / 1000).toFixed(1);
const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
const head = previous.includes(MARKER) ? previous.slice(0, previous.indexOf(MARKER)).trimEnd() : '# Test timing';
const lines = [head, '', MARKER, '', '## Per-file times'];
if (note) lines.push('', note);
lines.push(
  '',
  '"Run" is the file\'s tests and hooks (where stand-ins and Chromium start), "import" the time to',
  'import it and what it imports. Files of one step run side by side, so a step takes less than',
  'the sum of its files.',
);
for (const report of reports.sort()) {
  const { writtenAt, files } = JSON.parse(readFileSync(join(dir, report), 'utf8'));
  const step = report.replace(/\.files\.json$/, '');
  const total = (f) => f.runMs + f.importMs + f.setupMs;
  files.sort((a, b) => total(b) - total(a));
  const sum = files.reduce((acc, f) => acc + total(f), 0);
  const tests = files.reduce((acc, f) => acc + f.tests, 0);
  lines.push(
    '',
    `### ${step}`,
    '',
    `${files.length} files, ${tests} tests, ${s(sum)} s summed over files (${writtenAt}).`,
  );
  lines.push(
    '',
    '| file | tests | total s | run s | import s | slowest test (s) |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  );
  for (const f of files) {
    const slowest = f.slowest ? `${f.slowest.name.replace(/\|/g, '\\|')} (${s(f.slowest.ms)})` : '';
    const state = f.state === 'passed' ? '' : ` (${f.state})`;
    lines.push(`| ${f.file}${state} | ${f.tests} | ${s(total(f))} | ${s(f.runMs)} | ${s(f.importMs)} | ${slowest} |`);
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`Wrote ${out} (${reports.length} steps).`);

// What tests/support/duration-sequencer.ts orders the next runs by: each file's seconds, under
// "project:path" (the larger where a file runs in two steps, e.g. on PGlite and real PostgreSQL).
const costs = {};
for (const report of reports) {
  const { files } = JSON.parse(readFileSync(join(dir, report), 'utf8'));
  for (const f of files) {
    const key = `${f.project}:${f.file}`;
    costs[key] = Math.max(costs[key] ?? 0, Math.round((f.runMs + f.importMs + f.setupMs) / 100) / 10);
  }
}
const sorted = Object.fromEntries(Object.entries(costs).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(COSTS, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`Wrote ${COSTS} (${Object.keys(sorted).length} files).`);
