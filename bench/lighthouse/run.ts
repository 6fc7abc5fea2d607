// `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default simulated slow 4G and 4×
// CPU slowdown) on every public route, against a fresh `npm start` (a new stand-in on a free
// port with an empty data folder; it builds first when dist/ is stale). Each route runs a few
// times in a fresh headless Chromium and the table shows the median of each figure.
//
// Lighthouse is not a dependency of the app: it is installed on demand into
// bench/lighthouse/.tools (a pinned version whose engines accept Node 20). No browser is ever
// downloaded: Chromium comes from CHROME_PATH (default /usr/bin/chromium).
//
//   --runs N        runs per route (default 3)      --routes /,/login   only these routes
//   --json          print the results as JSON       --check             exit 1 when a target is missed
//   --url URL       measure an app that is already running there (e.g. `npx vite preview` of a build:
//                   no stand-in to boot, which a busy machine can take minutes to do)
//   --app DIR       run `npm start` in another checkout of the app (e.g. an older commit in a
//                   git worktree, for a before/after comparison in one sitting)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PAGES } from '../../src/content/site-content.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

const LIGHTHOUSE_VERSION = '12.8.2';
const TOOLS = join(import.meta.dirname, '.tools');
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/early-access',
  '/request-access',
  ...SITE_PAGES.map((page) => page.path),
  '/blog',
];

/** Issue 22's targets (issue 14 asked for performance 95, LCP 2.5 s, TBT 200 ms, CLS 0.1). */
const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1800,
  lcp: 2000,
  tbt: 100,
  cls: 0.02,
};

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  bytes: number;
  unusedJs: number;
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
    runtimeError?: { message: string };
  };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const RUNS = Number(option('--runs') ?? 3);
const ROUTES = option('--routes')?.split(',') ?? PUBLIC_ROUTES;
const AS_JSON = process.argv.includes('--json');
const APP_DIR = resolve(option('--app') ?? join(import.meta.dirname, '../..'));
const RUNNING_URL = option('--url');
const log = (line: string) => (AS_JSON ? process.stderr : process.stdout).write(`${line}\n`);

async function loadTools(): Promise<{ lighthouse: LighthouseFn; chromeLauncher: ChromeLauncher }> {
  const entry = join(TOOLS, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into bench/lighthouse/.tools (once)…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        TOOLS,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) throw new Error('Could not install Lighthouse (see npm output above).');
  }
  const lighthouse = ((await import(pathToFileURL(entry).href)) as { default: LighthouseFn }).default;
  const chromeLauncher = (await import(
    pathToFileURL(join(TOOLS, 'node_modules/chrome-launcher/dist/index.js')).href
  )) as ChromeLauncher;
  return { lighthouse, chromeLauncher };
}

/** `npm start` on a free port with a fresh data folder; resolves with its address. */
async function startApp(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(APP_DIR, 'scripts/start.mjs')], {
    cwd: APP_DIR,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not report its address:\n${output}`)), 600_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  return { url, child };
}

async function runOnce(tools: { lighthouse: LighthouseFn; chromeLauncher: ChromeLauncher }, url: string): Promise<Run> {
  const chrome = await tools.chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      bytes: value('total-byte-weight'),
      unusedJs: audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medians(runs: Run[]): Run {
  const keys = Object.keys(runs[0]) as (keyof Run)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Run;
}

function misses(r: Run): string[] {
  const out: string[] = [];
  if (r.performance < TARGETS.performance) out.push(`performance ${r.performance}`);
  if (r.accessibility < TARGETS.accessibility) out.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < TARGETS.bestPractices) out.push(`best practices ${r.bestPractices}`);
  if (r.seo < TARGETS.seo) out.push(`SEO ${r.seo}`);
  if (r.fcp > TARGETS.fcp) out.push(`FCP ${seconds(r.fcp)}`);
  if (r.lcp > TARGETS.lcp) out.push(`LCP ${seconds(r.lcp)}`);
  if (r.tbt > TARGETS.tbt) out.push(`TBT ${Math.round(r.tbt)} ms`);
  if (r.cls > TARGETS.cls) out.push(`CLS ${r.cls.toFixed(3)}`);
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

async function main(): Promise<void> {
  if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}; set CHROME_PATH.`);
  const tools = await loadTools();
  const dataDir = mkdtempSync(join(tmpdir(), 'storystack-lighthouse-'));
  const loadBefore = loadavg();
  const { url, child } = RUNNING_URL ? { url: RUNNING_URL, child: null } : await startApp(dataDir);
  log(
    `Lighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated slow 4G, 4× CPU), ${RUNS} runs per route, against ${url} (${RUNNING_URL ? 'running' : APP_DIR})`,
  );
  const results: { route: string; median: Run; runs: Run[] }[] = [];
  try {
    for (const route of ROUTES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(tools, new URL(route, url).href));
      const m = medians(runs);
      results.push({ route, median: m, runs });
      log(`  ${route}: performance ${runs.map((r) => r.performance).join(' / ')}, LCP ${seconds(m.lcp)}`);
    }
  } finally {
    child?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = loadavg();
  const machine = `${cpus().length} cores; load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after`;

  if (AS_JSON) {
    console.log(
      JSON.stringify({ lighthouse: LIGHTHOUSE_VERSION, runs: RUNS, machine, targets: TARGETS, results }, null, 2),
    );
  } else {
    console.log(`\nMedian of ${RUNS} runs per route (${machine})\n`);
    console.log(
      '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | unused JS |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { route, median: r } of results) {
      console.log(
        `| \`${route}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kib(r.bytes)} | ${kib(r.unusedJs)} |`,
      );
    }
    const failing = results.filter((r) => misses(r.median).length > 0);
    console.log(
      failing.length === 0
        ? '\nEvery route meets the targets (performance ≥ 98, FCP ≤ 1.8 s, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02, 100 elsewhere).'
        : `\nMissed: ${failing.map((r) => `${r.route} (${misses(r.median).join(', ')})`).join('; ')}`,
    );
  }
  if (process.argv.includes('--check') && results.some((r) => misses(r.median).length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
