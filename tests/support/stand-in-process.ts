// The stand-in as a real process, started the way the npm scripts start it, on a free port and an
// empty data folder. For what only a process shows: signals, ports, a data folder reopened, the
// operator's commands. `stopAll` kills what is left and removes the folders (call it in afterEach).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type StandInConfig } from '../../supabase/local/config.ts';
import { migratedTemplateFile } from './migrated-database.ts';

export const ROOT = join(import.meta.dirname, '../..');
/** `npm run serve` without npm in between (npm would be the process that receives the signal). */
export const SERVE = ['--import', 'tsx', 'supabase/local/main.ts'];
export const START = ['scripts/start.mjs'];

export interface StandInProcess {
  child: ChildProcess;
  url: URL;
  dataDir: string;
  output(): string;
  /** The anon and service-role keys, signed with the secret kept in the data folder. */
  keys(): Promise<StandInConfig>;
}

const started: ChildProcess[] = [];
const folders: string[] = [];

/** A new data folder. By default it already holds the migrated database the in-memory stand-ins
 *  start from (PGlite's files are the same on disk), which halves a process's start; `empty` gives
 *  a fresh machine's folder, where the stand-in makes and migrates its cluster itself. */
export async function newDataDir({ empty = false } = {}): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storystack-process-'));
  folders.push(dataDir);
  if (!empty) execFileSync('tar', ['-xf', await migratedTemplateFile(), '-C', dataDir], { stdio: 'ignore' });
  return dataDir;
}

function envFor(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    BCRYPT_COST: '4',
    // A folder that exists: npm start serves it as it is and builds nothing.
    STATIC_DIR: join(ROOT, 'public'),
    ...extra,
  };
}

/** Starts `node <args>` (or `command <args>`) in the repository; resolves once it printed its
 *  address. Its own process group, so `stopAll` also ends what it started. */
export async function startProcess(
  args: string[],
  dataDir?: string,
  command = process.execPath,
): Promise<StandInProcess> {
  dataDir ??= await newDataDir();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: envFor(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<URL>((resolve, reject) => {
    // A start is seconds on a quiet machine and has taken over a minute on a loaded CI one: the
    // test's own timeout is the bound that matters, this only names a start that never comes.
    const timer = setTimeout(() => reject(new Error(`no address printed within 150 s:\n${output}`)), 150_000);
    child.stdout?.on('data', () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(new URL(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`exited early (${code}):\n${output}`)));
  });
  return { child, url, dataDir, output: () => output, keys: () => loadConfig({ DATA_DIR: dataDir, PORT: '0' }) };
}

/** Runs an operator command (`node <args>`) against a data folder and, if given, a running stand-in.
 *  Asynchronous and with no deadline of its own: under load a command that opens the database
 *  can take a minute, and the test's timeout bounds it (stopAll kills one still running). */
export function runCommand(
  args: string[],
  dataDir: string,
  port?: string,
): Promise<{ status: number; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: envFor(dataDir, port ? { PORT: port } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

export function exited(child: ChildProcess, withinMs: number): Promise<{ code: number | null; afterMs: number }> {
  const since = Date.now();
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null) return resolve({ code: child.exitCode, afterMs: 0 });
    const timer = setTimeout(() => reject(new Error(`still running ${withinMs} ms after the signal`)), withinMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, afterMs: Date.now() - since });
    });
  });
}

export function portIsFree(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

export function stopAll(): void {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The whole group has exited already.
    }
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
