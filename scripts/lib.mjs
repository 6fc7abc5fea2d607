// Small helpers shared by the npm scripts (start, dev, test, e2e).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// The tools' own entry files, run with this node (no npx, no shell).
export const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');
/** Runs a TypeScript entry in this node process itself (no tsx CLI in between to relay signals). */
export const TSX_IMPORT = ['--import', 'tsx'];
export const VITEST_BIN = join(ROOT, 'node_modules/vitest/vitest.mjs');

/** Inputs of the production build: if any is newer than dist/, the build is stale. */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-prerender.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
export function staleBuildReason(distDir = 'dist') {
  const marker = join(distDir, 'index.html');
  if (!existsSync(marker) || !existsSync(join(distDir, 'sw.js'))) return `${distDir}/ has no build yet`;
  const built = statSync(marker).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(input) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** `vite build`; returns the exit status. */
export function viteBuild(extraArgs = []) {
  return spawnSync(process.execPath, [VITE_BIN, 'build', ...extraArgs], { stdio: 'inherit' }).status ?? 1;
}

/** How long children may take to stop cleanly before they are killed. */
const STOP_GRACE_MS = 6000;
/** How often a supervisor checks that whoever started it is still there. */
const ORPHAN_CHECK_MS = 250;

/**
 * Children that live and die together with this process: Ctrl-C or SIGTERM is passed on to them
 * and this process waits until they have exited (their ports are free when it returns); if one
 * exits the others are stopped too. A second signal, or children that outlast the grace period,
 * are killed. `add` supervises a child started later.
 */
export function supervise(initial) {
  const children = [];
  let stopping = false;
  let exitCode = 0;
  const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  const finishWhenAllExited = () => {
    if (stopping && running().length === 0) process.exit(exitCode);
  };
  const stop = (code, signal = 'SIGTERM') => {
    if (stopping) {
      // A second signal: no more waiting.
      for (const child of running()) child.kill('SIGKILL');
      process.exit(code || 1);
    }
    stopping = true;
    exitCode = code;
    for (const child of running()) child.kill(signal);
    setTimeout(() => {
      for (const child of running()) child.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_GRACE_MS).unref();
    finishWhenAllExited();
  };
  const add = (child) => {
    children.push(child);
    child.on('exit', (code, signal) => {
      if (!stopping) stop(code ?? (signal ? 1 : 0));
      finishWhenAllExited();
    });
  };
  initial.forEach(add);
  process.on('SIGINT', () => stop(0, 'SIGINT'));
  process.on('SIGTERM', () => stop(0, 'SIGTERM'));
  // `npm start` runs this under `sh -c`; a SIGTERM to npm (what docker stop, systemd or a process
  // manager sends) ends that shell without passing the signal on, and this process is orphaned.
  // An orphan stops as if it had been signalled, on every platform (no `exec` in the npm script).
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop(0, 'SIGTERM');
  }, ORPHAN_CHECK_MS).unref();
  return { add };
}

export function startNode(args, options = {}) {
  return spawn(process.execPath, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
}
