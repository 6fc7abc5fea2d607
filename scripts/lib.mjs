// Small helpers shared by the npm scripts (start, dev, test, e2e).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// The tools' own entry files, run with this node (no npx, no shell).
export const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');
export const TSX_CLI = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
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

/**
 * Children that live and die together with this process: Ctrl-C or SIGTERM stops them all, and
 * if one exits the others are stopped too. `add` supervises a child started later.
 */
export function supervise(initial) {
  const children = [];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  const add = (child) => {
    children.push(child);
    child.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
  };
  initial.forEach(add);
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { add };
}

export function startNode(args, options = {}) {
  return spawn(process.execPath, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
}
