// Stopping the stand-in as an operator does: SIGTERM (or Ctrl-C) to `npm start`, `npm run serve` or `npm run dev`
// closes HTTP and WebSocket connections, closes the database and exits within a few seconds,
// leaving the port free. Real processes, as the scripts start them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  exited,
  newDataDir,
  portIsFree,
  ROOT,
  SERVE,
  START,
  startProcess,
  stopAll,
  type StandInProcess,
} from '../support/stand-in-process.ts';

const STOP_WITHIN_MS = 8_000;

afterEach(stopAll);

/** A port nothing listens on now (npm run dev needs the stand-in's port before it starts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function openRealtime(url: URL, anonKey: string): Promise<WebSocket> {
  const socket = new WebSocket(`ws://${url.host}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

describe('a clean stop', () => {
  /** SIGTERM with a WebSocket and a keep-alive HTTP connection open: neither may hold the stop up. */
  async function stopsCleanly({ child, url, output, keys }: StandInProcess): Promise<void> {
    const { anonKey } = await keys();
    expect((await fetch(new URL('/auth/v1/health', url))).status).toBe(200);
    const socket = await openRealtime(url, anonKey);
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    child.kill('SIGTERM');
    const { code, afterMs } = await exited(child, STOP_WITHIN_MS);
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(STOP_WITHIN_MS);
    await socketClosed;
    expect(await portIsFree(url)).toBe(true);
    expect(output()).toMatch(/Stopping \(SIGTERM\)/);
  }

  it('npm start exits on SIGTERM within seconds, closing its connections and freeing the port', async () => {
    await stopsCleanly(await startProcess(START));
  }, 180_000);

  it('npm start as operators send it: SIGTERM to npm itself (npm → sh → node) stops the server and frees the port', async () => {
    const { child, url } = await startProcess(['start'], await newDataDir({ empty: true }), 'npm');
    expect((await fetch(new URL('/auth/v1/health', url))).status).toBe(200);
    child.kill('SIGTERM');
    await exited(child, STOP_WITHIN_MS);
    await expect.poll(() => portIsFree(url), { timeout: STOP_WITHIN_MS, interval: 200 }).toBe(true);
  }, 180_000);

  // One start serves both: a process start is the costly part of these tests.
  it('npm run serve exits on SIGTERM within seconds, closing its connections and freeing the port, and keeps what was written: the database is flushed and closed, and opens again', async () => {
    const dataDir = await newDataDir();
    const first = await startProcess(SERVE, dataDir);
    const { anonKey, serviceRoleKey: serviceKey } = await first.keys();
    const email = 'kept@example.com';
    const created = await fetch(new URL('/auth/v1/admin/users', first.url), {
      method: 'POST',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'kept-pass-1', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    await stopsCleanly(first);
    // The same data folder again: the account signs in.
    const second = await startProcess(SERVE, dataDir);
    const signIn = await fetch(new URL('/auth/v1/token?grant_type=password', second.url), {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'kept-pass-1' }),
    });
    expect(signIn.status).toBe(200);
  }, 180_000);

  it('npm run dev stops the stand-in and Vite on SIGTERM and frees both ports', async () => {
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(vitePort), '--strictPort'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(apiPort), DATA_DIR: await newDataDir(), BCRYPT_COST: '4' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const viteUrl = new URL(`http://127.0.0.1:${vitePort}/`);
      const apiUrl = new URL(`http://127.0.0.1:${apiPort}/`);
      const deadline = Date.now() + 150_000;
      // Both answer: the stand-in's health, and Vite proxying it.
      for (;;) {
        const ok = await fetch(new URL('/auth/v1/health', viteUrl)).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`npm run dev did not come up:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      child.kill('SIGTERM');
      const { afterMs } = await exited(child, STOP_WITHIN_MS);
      expect(afterMs).toBeLessThan(STOP_WITHIN_MS);
      expect(await portIsFree(apiUrl)).toBe(true);
      expect(await portIsFree(viteUrl)).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
