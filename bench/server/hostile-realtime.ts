// Issue 26's realtime, token and sign-in cases for `npm run bench:hostile` (hostile.ts calls
// `runRealtimeAndAuthCases` after its own table). Each case runs while a signed-in user reads its
// 20 latest stories one request after another, each read followed by a GET /health; the table
// gives both latencies during the case, what the attacker got back, and the server's resident memory before and after (after:
// once the attacker's sockets are closed and two seconds have passed).
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { signJwt } from '../../supabase/local/jwt.ts';

/** hostile.ts starts the stand-in with this secret, so that the token cases can forge claims. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-at-least-32-characters';
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface BenchServer {
  url: string;
  pid: number;
  anonKey: string;
}

export interface BenchTools {
  read: () => Promise<Response>;
  /** GET /health: what a load balancer's probe would see. */
  health: () => Promise<Response>;
  residentMb: (pid: number) => number;
  percentile: (sorted: number[], p: number) => number;
  printTable: (header: string[], rows: string[][]) => void;
  /** A signed-in user (the reader) and its access token. */
  token: string;
  userId: string;
  email: string;
  password: string;
}

const json = { 'content-type': 'application/json' };
const settle = () => new Promise((r) => setTimeout(r, 2000));

interface PausedSocket {
  ws: WebSocket;
  received: number;
  closeCode: Promise<number>;
}

/** A raw socket that joins `channels` channels on one story's updates, then stops reading. */
async function pausedSocket(server: BenchServer, token: string, storyId: string, channels: number) {
  const url = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=1.0.0`;
  const ws = new WebSocket(url);
  const socket: PausedSocket = {
    ws,
    received: 0,
    closeCode: new Promise((resolve) => ws.on('close', (code) => resolve(code))),
  };
  let joined = 0;
  const allJoined = new Promise<void>((resolve) =>
    ws.on('message', () => {
      socket.received++;
      if (++joined === channels) resolve();
    }),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  for (let i = 0; i < channels; i++) {
    const postgres_changes = [{ event: 'UPDATE', schema: 'public', table: 'stories', filter: `id=eq.${storyId}` }];
    ws.send(
      JSON.stringify({
        topic: `realtime:bench-${i}`,
        event: 'phx_join',
        ref: String(i),
        join_ref: String(i),
        payload: { access_token: token, config: { postgres_changes } },
      }),
    );
  }
  await allJoined;
  (ws as unknown as { _socket: Duplex })._socket.pause();
  return socket;
}

interface Case {
  name: string;
  /** Runs the attack; resolves with what the attacker got back. */
  run(): Promise<string>;
}

export async function runRealtimeAndAuthCases(server: BenchServer, tools: BenchTools): Promise<void> {
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: server.anonKey, authorization: `Bearer ${tools.token}`, ...json, ...init.headers },
    });
  const storyOf = async (chars: number) => {
    const id = randomUUID();
    const made = await rest('stories', {
      method: 'POST',
      headers: { prefer: 'return=minimal' },
      body: JSON.stringify({ id, user_id: tools.userId, title: 'big', content: { hook: 'x'.repeat(chars) } }),
    });
    if (!made.ok) throw new Error(`the ${chars}-character story answered ${made.status}`);
    return id;
  };
  const pausedSockets = (chars: number) => async () => {
    const storyId = await storyOf(chars);
    const sockets = await Promise.all([1, 2].map(() => pausedSocket(server, tools.token, storyId, 100)));
    for (let i = 0; i < 20; i++) {
      const updated = await rest(`stories?id=eq.${storyId}`, {
        method: 'PATCH',
        headers: { prefer: 'return=minimal' },
        body: JSON.stringify({ title: `big ${i}` }),
      });
      await updated.arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 1000));
    const outcomes: string[] = [];
    for (const socket of sockets) {
      (socket.ws as unknown as { _socket: Duplex })._socket.resume();
      const code = await Promise.race([socket.closeCode, settle().then(() => 0)]);
      const changes = socket.received - 100;
      outcomes.push(code ? `closed ${code} after ${changes} changes` : `open, ${changes} changes read in 2 s`);
      socket.ws.terminate();
    }
    return outcomes.join('; ');
  };
  /** Sends the token to /auth/v1/user for two seconds, as fast as it is answered. */
  const tokenFlood = (claims: Record<string, unknown>) => async () => {
    const forged = await signJwt(
      { sub: tools.userId, aud: 'authenticated', role: 'authenticated', exp: nowSeconds() + 3600, ...claims },
      BENCH_JWT_SECRET,
    );
    const statuses = new Map<number, number>();
    const until = performance.now() + 2000;
    while (performance.now() < until) {
      const answer = await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${forged}` },
      });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    return [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  };

  const cases: Case[] = [
    {
      name: '2 paused sockets × 100 channels, 20 updates of a 150 KB story',
      run: pausedSockets(150_000),
    },
    {
      name: '2 paused sockets × 100 channels, 20 updates of a 50 KB story (sent whole)',
      run: pausedSockets(50_000),
    },
    {
      name: 'one address opens 300 sockets',
      run: async () => {
        const url = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=1.0.0`;
        const outcomes = await Promise.all(
          Array.from(
            { length: 300 },
            () =>
              new Promise<{ ws: WebSocket; status: number }>((resolve) => {
                // One address: the stand-in trusts loopback as a proxy here, so name it.
                const ws = new WebSocket(url, { headers: { 'x-forwarded-for': '10.99.0.1' } });
                ws.once('open', () => resolve({ ws, status: 101 }));
                ws.once('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
                ws.once('error', () => resolve({ ws, status: 0 }));
              }),
          ),
        );
        const counts = new Map<number, number>();
        for (const { ws, status } of outcomes) {
          counts.set(status, (counts.get(status) ?? 0) + 1);
          ws.terminate();
        }
        return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
      },
    },
    {
      name: "/auth/v1/user with the reader's token issued an hour ahead",
      run: tokenFlood({ iat: nowSeconds() + 3600 }),
    },
    { name: "/auth/v1/user with the reader's id and role postgres", run: tokenFlood({ role: 'postgres' }) },
    {
      name: '30 failed sign-ins from one address, then the reader signs in from it',
      run: async () => {
        const signIn = (email: string, password: string) =>
          fetch(`${server.url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { ...json, apikey: server.anonKey, 'x-forwarded-for': '10.98.0.1' },
            body: JSON.stringify({ email, password }),
          });
        const first = await signIn(tools.email, tools.password);
        await first.arrayBuffer();
        const statuses = new Map<number, number>();
        for (let i = 0; i < 30; i++) {
          const answer = await signIn(`nobody-${i % 3}@example.com`, 'wrong-pass');
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
        const known = await signIn(tools.email, tools.password);
        await known.arrayBuffer();
        const stranger = await signIn('nobody-9@example.com', 'wrong-pass');
        await stranger.arrayBuffer();
        const failures = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
        return `${failures}; then the reader ${known.status}, a new account ${stranger.status}`;
      },
    },
  ];

  const rows: string[][] = [];
  for (const c of cases) {
    for (let i = 0; i < 20; i++) await (await tools.read()).arrayBuffer();
    const before = tools.residentMb(server.pid);
    const latencies: number[] = [];
    const health: number[] = [];
    let done = false;
    const attack = c.run().finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      const response = await tools.read();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`a normal read answered ${response.status} during "${c.name}"`);
      latencies.push(performance.now() - started);
      const pinged = performance.now();
      await (await tools.health()).arrayBuffer();
      health.push(performance.now() - pinged);
    }
    const answers = await attack;
    await settle();
    latencies.sort((a, b) => a - b);
    health.sort((a, b) => a - b);
    rows.push([
      c.name,
      answers,
      String(latencies.length),
      tools.percentile(latencies, 50).toFixed(1),
      tools.percentile(latencies, 95).toFixed(1),
      latencies[latencies.length - 1].toFixed(1),
      tools.percentile(health, 50).toFixed(1),
      health[health.length - 1].toFixed(1),
      before.toFixed(0),
      tools.residentMb(server.pid).toFixed(0),
    ]);
  }
  console.log('\nRealtime and sign-in (issue 26)\n');
  tools.printTable(
    [
      'case',
      'attacker got',
      'reads',
      'read p50 ms',
      'read p95 ms',
      'read max ms',
      'health p50 ms',
      'health max ms',
      'RSS before MB',
      'RSS after MB',
    ],
    rows,
  );
}
