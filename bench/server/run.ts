// `npm run bench:server`: the stand-in's REST latency and throughput as a signed-in user with
// row-level security on. Starts the stand-in in memory (or on DATABASE_URL, in a fresh database),
// makes a user with 200 stories, then times sequential and concurrent requests over real HTTP.
// Options (env): BENCH_N (requests per run, default 400), BENCH_CONCURRENCY (default 8).
import { performance } from 'node:perf_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { createApp } from '../../supabase/local/app.ts';
import { loadConfig } from '../../supabase/local/config.ts';
import { signJwt } from '../../tests/support/jwt.ts';
import { startStandIn } from '../../supabase/local/server.ts';
import { freshDatabase } from '../../tests/support/fresh-database.ts';

const N = Number(process.env.BENCH_N ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = 30;

interface Row {
  operation: string;
  mode: string;
  n: number;
  p50: number;
  p95: number;
  rps: number;
  /** This process's CPU time per request (server and client share it; PGlite included). */
  cpu: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Runs `send` n times with the given concurrency; every request must succeed. */
async function measure(
  operation: string,
  n: number,
  concurrency: number,
  send: (i: number) => Promise<Response>,
): Promise<Row> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const started = performance.now();
      const response = await send(i);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) throw new Error(`${operation}: request ${i} answered ${response.status}`);
    }
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    operation,
    mode: concurrency === 1 ? 'sequential' : `${concurrency} concurrent`,
    n,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: n / seconds,
    cpu: (cpuUsed.user + cpuUsed.system) / 1000 / n,
  };
}

function printTable(title: string, rows: Row[]): void {
  const header = ['operation', 'mode', 'n', 'p50 ms', 'p95 ms', 'req/s', 'cpu ms/req'];
  const cells = rows.map((r) => [
    r.operation,
    r.mode,
    String(r.n),
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.rps.toFixed(0),
    r.cpu.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  const config = await loadConfig({
    DATA_DIR: 'memory',
    PORT: '0',
    BCRYPT_COST: '4',
    BETA_CODE: 'bench-beta-code',
    JWT_SECRET: randomBytes(32).toString('hex'),
    STATIC_DIR: './__no_static_in_bench__',
    DATABASE_URL: database.url,
  });
  const running = await startStandIn(config);
  try {
    // An admin first (the first user ever becomes admin), then the measured user, a plain user,
    // so every request goes through the ordinary owner policies rather than the admin's.
    const userId = randomUUID();
    for (const [id, email, role] of [
      [randomUUID(), `bench-admin-${id6()}@bench.test`, 'admin'],
      [userId, `bench-user-${id6()}@bench.test`, 'user'],
    ]) {
      await running.db.query(
        `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, $3, '{}')`,
        [id, email, JSON.stringify({ created_by: 'admin', role })],
      );
    }
    await running.db.query(
      `insert into public.stories (title, description, framework_type, status, content, user_id)
       select 'Story ' || i, 'A story for the benchmark', 'backstory', (array['draft','in_review','published'])[1 + i % 3],
              jsonb_build_object('origin', repeat('Once upon a time. ', 20), 'lessons', repeat('We learned. ', 20)), $1
       from generate_series(1, 200) as i`,
      [userId],
    );
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      {
        sub: userId,
        role: 'authenticated',
        aud: 'authenticated',
        email: 'bench@bench.test',
        iat: now,
        exp: now + 3600,
      },
      config.jwtSecret,
    );
    const headers = { apikey: config.anonKey, authorization: `Bearer ${token}` };
    const listUrl = `${running.url}/rest/v1/stories?select=*&order=updated_at.desc&limit=20`;
    const select = () => fetch(listUrl, { headers });
    const pullUrl = `${running.url}/rest/v1/stories?or=(updated_at.gt.2000-01-01T00:00:00Z,and(updated_at.eq.2000-01-01T00:00:00Z,id.gt.00000000-0000-0000-0000-000000000000))&order=updated_at.asc,id.asc&limit=50`;
    const pull = () => fetch(pullUrl, { headers });
    const insert = () =>
      fetch(`${running.url}/rest/v1/stories`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({
          id: randomUUID(),
          title: 'Bench story',
          framework_type: 'job_story',
          content: { situation: 'Busy week.' },
        }),
      });

    // Sanity: the user sees exactly their 20 newest, through RLS.
    const check = (await (await select()).json()) as unknown[];
    if (check.length !== 20) throw new Error(`Expected 20 stories, got ${JSON.stringify(check).slice(0, 200)}`);

    await measure('warm-up', WARMUP, 1, select);
    await measure('warm-up', WARMUP, 1, insert);
    const rows: Row[] = [];
    // The floor: the same HTTP round trip to a route that does no database work.
    rows.push(await measure('GET /health (no database)', N, 1, () => fetch(`${running.url}/health`)));
    rows.push(await measure('select latest 20 stories', N, 1, select));
    rows.push(await measure('select latest 20 stories', N, CONCURRENCY, select));
    // The same request handed to the app in-process (no socket): the server's own share.
    const app = createApp(running.deps);
    const listPath = listUrl.slice(running.url.length);
    rows.push(await measure('select latest 20, in-process', N, 1, async () => app.request(listPath, { headers })));
    rows.push(await measure('pull page of 50 (sync cursor)', N, 1, pull));
    rows.push(await measure('insert story (return=minimal)', N, 1, insert));
    rows.push(await measure('insert story (return=minimal)', N, CONCURRENCY, insert));

    const storage = config.databaseUrl
      ? `PostgreSQL (${running.db.kind}, fresh database on DATABASE_URL)`
      : 'PGlite in memory';
    printTable(
      `StoryStack stand-in on ${storage}: REST over HTTP as an authenticated user, RLS on, 200+ stories, ` +
        `Node ${process.version}, ${cpus().length} CPU(s), load ${loadavg()[0].toFixed(1)}`,
      rows,
    );
    const seq = rows[1];
    console.log(
      `\nTargets (set for PGlite), sequential select: p50 <= 5 ms: ${seq.p50 <= 5 ? 'met' : 'MISSED'} (${seq.p50.toFixed(2)} ms); >= 300 req/s: ${seq.rps >= 300 ? 'met' : 'MISSED'} (${seq.rps.toFixed(0)} req/s)`,
    );
  } finally {
    await running.close();
    await database.drop();
  }
}

const id6 = () => randomBytes(3).toString('hex');

main().catch((error) => {
  console.error(
    error instanceof Error
      ? (error.stack ?? error.message) + (error.cause ? `\ncause: ${String(error.cause)}` : '')
      : error,
  );
  process.exit(1);
});
