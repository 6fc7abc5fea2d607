// npm run bench:sync — the figures behind the offline-first goals, written to
// docs/benchmarks-sync.md:
//   (a) keystroke-to-durable: one section edit committed (row + outbox entry) in IndexedDB
//       (fake-indexeddb in Node), p50/p95, target p95 ≤ 16 ms;
//   (b) reconnect drain: 1,000 edits queued offline across 100 stories, sent to the stand-in,
//       target ≤ 3 s and ≤ 150 HTTP writes (coalescing), with batch push and, beside it, with
//       one request per row;
//   (c) cold start: the story list read from the mirror vs fetched online with 150 ms latency.
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createDatabase } from '../../src/data/mirror/db';
import { rememberUser } from '../../src/data/remote/session-cache';
import { createStory } from '../../src/data/mirror/stories';
import { typeSection } from '../../tests/support/type-section';
import { PUSH_BATCH_MAX_BYTES, PUSH_BATCH_MAX_MUTATIONS } from '../../src/domain/limits';
import type { BatchLimits } from '../../src/sync/push-batch';
import { startTestStandIn, type TestStandIn } from '../../tests/support/stand-in';
import { createDevice, createPlainUser } from './devices';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function keystrokes() {
  const db = createDatabase('bench-keystrokes');
  await rememberUser({ id: 'bench-user', email: null, role: 'user', name: null }, db);
  const id = await createStory({ title: 'Bench', content: { hook: '' } }, db);
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < 1000; i++) {
    text += 'abcdefghij'[i % 10];
    const t0 = performance.now();
    await typeSection(id, i % 50 === 0 ? `s${i}` : 'hook', text, db);
    times.push(performance.now() - t0);
  }
  db.close();
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times[times.length - 1], n: times.length };
}

/** 1,000 edits over 100 stories made offline, then drained; time and HTTP requests counted. */
async function drainOnce(standIn: TestStandIn, name: string, pushBatch?: BatchLimits, stories = 100) {
  const user = await createPlainUser(standIn);
  const counter = { writes: 0, requests: 0 };
  const countingFetch: typeof fetch = (input, init) => {
    counter.requests++;
    if ((init?.method ?? 'GET') !== 'GET') counter.writes++;
    return fetch(input, init);
  };
  const device = createDevice({ standIn, user, name, fetch: countingFetch, pushBatch });
  device.online.value = false;
  const ids: string[] = [];
  for (let s = 0; s < stories; s++) ids.push(await createStory({ title: `Story ${s}`, content: {} }, device.db));
  for (let e = 0; e < stories * 10; e++) await typeSection(ids[e % stories], `section${e % 7}`, `edit ${e}`, device.db);
  const queued = await device.db.outbox.count();
  device.online.value = true;
  const t0 = performance.now();
  const report = await device.sync({ pull: false });
  const elapsed = performance.now() - t0;
  device.db.close();
  return {
    user,
    ms: elapsed,
    writes: counter.writes,
    requests: counter.requests,
    queuedEntries: queued,
    outcome: report.outcome,
  };
}

async function drainAndColdStart() {
  const standIn = await startTestStandIn();
  try {
    // Warm PGlite up first (its first call of each function and query costs far more), so
    // neither figure pays for it. Each drain has its own user.
    const oneRequestPerRow = { maxMutations: 1, maxBytes: PUSH_BATCH_MAX_BYTES };
    await drainOnce(standIn, 'bench-warm-up-single', oneRequestPerRow, 20);
    const warm = await drainOnce(standIn, 'bench-warm-up-batch', undefined, 20);
    const warmPull = createDevice({ standIn, user: warm.user, name: 'bench-warm-up-pull' });
    await warmPull.sync();
    warmPull.db.close();
    const single = await drainOnce(standIn, 'bench-drain-single', oneRequestPerRow);
    const drain = await drainOnce(standIn, 'bench-drain');
    const user = drain.user;

    // A second device receives the 100 stories by pull.
    const other = createDevice({ standIn, user, name: 'bench-pull' });
    const p0 = performance.now();
    await other.sync();
    const pullMs = performance.now() - p0;

    // Cold start: the list from the mirror vs online with 150 ms of added latency.
    const coldDb = createDatabase('bench-pull');
    const m0 = performance.now();
    const fromMirror = (await coldDb.stories.toArray())
      .filter((r) => !r.deleted_at)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    const mirrorMs = performance.now() - m0;
    const slowFetch: typeof fetch = async (input, init) => {
      await new Promise((r) => setTimeout(r, 150));
      return fetch(input, init);
    };
    const client = createClient(standIn.url, standIn.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { fetch: slowFetch, headers: { Authorization: `Bearer ${user.token()}` } },
    });
    const o0 = performance.now();
    const online = await client
      .from('stories')
      .select('*')
      .is('deleted_at', null)
      .order('updated_at', { ascending: false });
    const onlineMs = performance.now() - o0;
    coldDb.close();
    other.db.close();
    return {
      drain,
      single,
      pullMs,
      cold: { mirrorMs, onlineMs, mirrorRows: fromMirror.length, onlineRows: online.data?.length ?? 0 },
    };
  } finally {
    await standIn.close();
  }
}

async function main() {
  const k = await keystrokes();
  console.log(`keystroke-to-durable: p50 ${ms(k.p50)}, p95 ${ms(k.p95)}, max ${ms(k.max)} (n=${k.n})`);
  const { drain, single, pullMs, cold } = await drainAndColdStart();
  console.log(
    `reconnect drain, one request per row: ${single.queuedEntries} entries from 1000 edits, ${ms(single.ms)}, ${single.requests} HTTP requests, ${single.outcome}`,
  );
  console.log(
    `reconnect drain, batch push: ${drain.queuedEntries} entries from 1000 edits, ${ms(drain.ms)}, ${drain.requests} HTTP requests, ${drain.outcome}`,
  );
  console.log(`first pull of 100 stories on a second device: ${ms(pullMs)}`);
  console.log(
    `cold start list: mirror ${ms(cold.mirrorMs)} (${cold.mirrorRows} rows) vs online+150ms ${ms(cold.onlineMs)} (${cold.onlineRows} rows)`,
  );

  const ok = (b: boolean) => (b ? 'met' : 'NOT met');
  const doc = `# Sync benchmarks

Produced by \`npm run bench:sync\` (bench/sync/run.ts) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} when the figures were written.
IndexedDB is fake-indexeddb (in-memory, single thread), so browser figures will differ;
the server is the local stand-in on PGlite, in process, over loopback HTTP.

| figure | result | target |
|---|---|---|
| keystroke-to-durable (row + outbox entry committed), p50 | ${ms(k.p50)} | |
| keystroke-to-durable, p95 | ${ms(k.p95)} | ≤ 16 ms (${ok(k.p95 <= 16)}) |
| keystroke-to-durable, max | ${ms(k.max)} | |
| reconnect drain: 1,000 edits over 100 stories → outbox entries | ${drain.queuedEntries} | (coalesced) |
| reconnect drain time, batch push (push_mutations) | ${ms(drain.ms)} | ≤ 3 s (${ok(drain.ms <= 3000)}) |
| reconnect drain HTTP requests, batch push | ${drain.requests} (${drain.writes} writes) | ≤ 150 (${ok(drain.writes <= 150)}) |
| reconnect drain time, one request per row (push_mutation) | ${ms(single.ms)} | |
| reconnect drain HTTP requests, one request per row | ${single.requests} (${single.writes} writes) | |
| first pull of 100 stories (4 tables) on a second device | ${ms(pullMs)} | |
| cold start story list from the mirror | ${ms(cold.mirrorMs)} (${cold.mirrorRows} rows) | |
| cold start story list online, 150 ms added latency | ${ms(cold.onlineMs)} (${cold.onlineRows} rows) | |

Keystrokes: 1,000 successive keystroke transactions (\`writeStoryText\`, as the builder's writer makes them) on one story (each awaits the Dexie
transaction that writes the row and coalesces into its unsent outbox entry).
Drain: the device is offline while the 1,000 edits are made, so they coalesce to one entry per
story. The same drain runs twice in one process, each with its own user and 100 stories, after
small warm-up drains (20 stories each way) and a pull: once with one \`rpc/push_mutation\` request per row (6 rows in flight at a
time), once with batch push (\`rpc/push_mutations\`: up to ${PUSH_BATCH_MAX_MUTATIONS} mutations or
${PUSH_BATCH_MAX_BYTES / 1024 / 1024} MB of JSON per request, one transaction, each mutation in its own
subtransaction). HTTP requests count every request the device made, writes the non-GET ones.
One request per row is bounded by the stand-in's cost per request on PGlite (one database
connection, requests served one at a time); a batch pays it once per 100 rows.
The figures swing with machine load (this is a shared 2-CPU machine where other test runs go
on at the same time): compare the two drains of one run rather than figures across runs. On
2026-11-23, at load average 7–12, four runs measured (batch / one request per row, in the same
run) 0.31 / 0.99 s, 1.74 / 1.30 s, 0.61 / 1.86 s and 0.59 / 1.47 s: 1 request against 100. An
earlier run whose warm-up sent no batch measured 1.33 / 2.01 s. Measured alone, a 100-mutation push_mutations call costs ≈ 2 ms per
mutation on warm PGlite against ≈ 6 ms per push_mutation request; the first call of each
function costs about a second (plan and function caches), hence the warm-up.
The keystroke outliers on fake-indexeddb come from the fake store itself: a bare Dexie
transaction doing the same four operations shows the same spread in Node.
`;
  writeFileSync(new URL('../../docs/benchmarks-sync.md', import.meta.url), doc);
  console.log('wrote docs/benchmarks-sync.md');
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
