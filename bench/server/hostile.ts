// `npm run bench:hostile`: how a normal read fares while one client attacks the stand-in with each
// request issue 12 found costly. The stand-in runs in its own process (as npm start runs it, in
// memory, trusting loopback as a proxy so attackers can speak from many addresses); this process
// sends a signed-in read of 20 stories one after another during each attack and prints its
// latency, what the attack's answers were, and the server's resident memory. Then throughput: two
// readers, quiet and beside four clients naming unknown tables.
// Options (env): BENCH_ATTACK_MS (per attack, default 3000).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_JWT_SECRET, runRealtimeAndAuthCases } from './hostile-realtime.ts';
import { restAttacks, type Attack } from './hostile-rest.ts';
import { storedScriptAttacks } from './hostile-stored-script.ts';

const ATTACK_MS = Number(process.env.BENCH_ATTACK_MS ?? 3000);
const ROOT = join(import.meta.dirname, '../..');
const BETA_CODE = 'bench-beta-code';
const READER_PASSWORD = 'reader-pass-1';

interface Server {
  url: string;
  pid: number;
  anonKey: string;
  stop(): void;
}

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: 'memory',
      BETA_CODE,
      TRUSTED_PROXIES: 'loopback',
      BCRYPT_COST: '10',
      JWT_SECRET: BENCH_JWT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => /anon key:\s+\S+/.test(output) && resolve());
    child.on('exit', (code) => reject(new Error(`the stand-in exited (${code})`)));
  });
  return {
    url: /running at (\S+)/.exec(output)![1],
    pid: child.pid!,
    anonKey: /anon key:\s+(\S+)/.exec(output)![1],
    stop: () => child.kill('SIGTERM'),
  };
}

const residentMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

let addressCounter = 0;
/** A new address per request, as a spread-out attacker (the stand-in trusts loopback as a proxy here). */
const anotherAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function main() {
  const server = await startServer();
  const rest = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, ...init.headers },
    });
  const json = { 'content-type': 'application/json' };
  const signUp = async (email: string) => {
    const answer = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...json, apikey: server.anonKey },
      body: JSON.stringify({ email, password: READER_PASSWORD, data: { beta_code: BETA_CODE } }),
    });
    return (await answer.json()) as { access_token: string; user: { id: string } };
  };
  // The first account is the admin, who reads every row: the reader is the second.
  const other = await signUp('other@example.com');
  const readerEmail = 'reader@example.com';
  const { access_token: token, user } = await signUp(readerEmail);
  const hiddenStoryId = randomUUID();
  const hidden = await rest('stories', other.access_token, {
    method: 'POST',
    headers: { ...json, prefer: 'return=minimal' },
    body: JSON.stringify({ id: hiddenStoryId, user_id: other.user.id, title: 'Not yours' }),
  });
  if (!hidden.ok) throw new Error(`seeding another user's story answered ${hidden.status}`);
  const story = (i: number) => ({
    id: randomUUID(),
    user_id: user.id,
    title: `Story ${i}`,
    description: 'a'.repeat(2000),
    content: { hook: 'x'.repeat(800) },
  });
  const seeded = await rest('stories', token, {
    method: 'POST',
    headers: { ...json, prefer: 'return=minimal' },
    body: JSON.stringify(Array.from({ length: 200 }, (_, i) => story(i))),
  });
  if (!seeded.ok) throw new Error(`seeding answered ${seeded.status}: ${await seeded.text()}`);
  const read = () => rest('stories?select=id,title,updated_at&order=updated_at.desc&limit=20', token);

  let deepEmbed = 'id';
  for (let i = 0; i < 30; i++) deepEmbed = `id,${i % 2 ? 'stories' : 'todo_profiles'}(${deepEmbed})`;
  let orTree = 'title.eq.x';
  for (let i = 0; i < 300; i++) orTree = `or(${orTree},title.eq.${i})`;
  const leads = JSON.stringify(Array.from({ length: 34_952 }, () => ({ name: 'x', email: 'x@example.com' })));
  const thousandStories = () => JSON.stringify(Array.from({ length: 1000 }, () => ({ user_id: user.id, title: 't' })));
  let unknown = 0;
  const unknownTable = () => rest(`no_such_table_${unknown++}?select=id`, token);
  const storedScript = await storedScriptAttacks({ url: server.url, anonKey: server.anonKey, token, userId: user.id });
  const attacks: Attack[] = [
    { name: 'none (quiet)', clients: 0, send: read },
    {
      name: 'back-reference regex on 2,000 characters',
      clients: 1,
      send: () => rest(`stories?select=id&description=imatch.${encodeURIComponent('^(a*)(a*)\\2\\1x$')}`, token),
    },
    {
      name: 'nested counted repetition regex',
      clients: 1,
      send: () => rest(`stories?select=id&description=match.${encodeURIComponent('(a{1,200}){1,200}b')}`, token),
    },
    {
      name: 'embeds 30 levels deep',
      clients: 1,
      send: () => rest(`stories?select=${encodeURIComponent(deepEmbed)}`, token),
    },
    {
      name: 'or= tree 300 deep',
      clients: 1,
      send: () => rest(`stories?select=id&or=(${encodeURIComponent(orTree)})`, token),
    },
    {
      name: 'anonymous insert of 34,952 leads (1 MB)',
      clients: 1,
      send: () =>
        rest('leads', server.anonKey, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': anotherAddress() },
          body: leads,
        }),
    },
    {
      name: '4 clients naming unknown tables',
      clients: 4,
      send: unknownTable,
    },
    {
      name: '4 concurrent wrong-password sign-ins (bcrypt; new address and email each)',
      clients: 4,
      send: () =>
        fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { ...json, apikey: server.anonKey, 'x-forwarded-for': anotherAddress() },
          body: JSON.stringify({ email: `nobody-${addressCounter}@example.com`, password: 'wrong-pass' }),
        }),
    },
    ...storedScript,
    ...restAttacks({
      url: server.url,
      anonKey: server.anonKey,
      token,
      userId: user.id,
      hiddenStoryId,
      rest,
      anotherAddress,
    }),
    {
      name: 'insert of 1,000 stories (the most one write takes; last, as the table grows)',
      clients: 1,
      send: () =>
        rest('stories', token, {
          method: 'POST',
          headers: { ...json, prefer: 'return=minimal' },
          body: thousandStories(),
        }),
    },
  ];

  console.log(
    `\nThe stand-in under attack (Node ${process.version}, ${cpus().length} CPU(s), load ${loadavg()[0].toFixed(1)}, ${ATTACK_MS} ms per figure)\n`,
  );
  // Quiet and flooded rounds alternate, so a noisy neighbour on the machine weighs on both.
  let quiet = 0;
  let flooded = 0;
  for (let round = 0; round < 2; round++) {
    quiet += (await readsPerSecond(read, [])) / 2;
    flooded +=
      (await readsPerSecond(
        read,
        Array.from({ length: 4 }, () => unknownTable),
      )) / 2;
  }
  console.log(
    `Throughput, 2 readers: quiet ${quiet.toFixed(0)} reads/s; beside 4 clients naming unknown tables ${flooded.toFixed(0)} reads/s (${((flooded / quiet) * 100).toFixed(0)}% of quiet)\n`,
  );
  const rows: string[][] = [];
  for (const attack of attacks) {
    for (let i = 0; i < 20; i++) await (await read()).arrayBuffer();
    const { latencies, health, statuses } = await latencyDuring(attack, read, () => fetch(`${server.url}/health`));
    rows.push([
      attack.name,
      statuses,
      String(latencies.length),
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 95).toFixed(1),
      latencies[latencies.length - 1].toFixed(1),
      percentile(health, 50).toFixed(1),
      health[health.length - 1].toFixed(1),
      residentMb(server.pid).toFixed(0),
    ]);
  }
  printTable(
    [
      'attack',
      'attack answers',
      'reads',
      'read p50 ms',
      'read p95 ms',
      'read max ms',
      'health p50 ms',
      'health max ms',
      'server RSS MB',
    ],
    rows,
  );
  await runRealtimeAndAuthCases(server, {
    read,
    health: () => fetch(`${server.url}/health`),
    residentMb,
    percentile,
    printTable,
    token,
    userId: user.id,
    email: readerEmail,
    password: READER_PASSWORD,
  });

  server.stop();
}

/**
 * Sequential normal reads, each followed by a GET /health, for ATTACK_MS while the attack's
 * clients send as fast as they are answered.
 */
async function latencyDuring(
  attack: Attack,
  read: () => Promise<Response>,
  health: () => Promise<Response>,
): Promise<{ latencies: number[]; health: number[]; statuses: string }> {
  let attacking = true;
  const answers = new Map<number, number>();
  const attacker = async () => {
    while (attacking) {
      const response = await attack.send();
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    }
  };
  const attackers = Array.from({ length: attack.clients }, attacker);
  const latencies: number[] = [];
  const healthLatencies: number[] = [];
  const until = performance.now() + ATTACK_MS;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await read();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a normal read answered ${response.status} during "${attack.name}"`);
    latencies.push(performance.now() - started);
    const pinged = performance.now();
    await (await health()).arrayBuffer();
    healthLatencies.push(performance.now() - pinged);
  }
  attacking = false;
  await Promise.all(attackers);
  latencies.sort((a, b) => a - b);
  healthLatencies.sort((a, b) => a - b);
  const statuses = [...answers].map(([status, n]) => `${n}× ${status}`).join(', ') || '-';
  return { latencies, health: healthLatencies, statuses };
}

/** Reads per second by two readers for ATTACK_MS, beside one flooding client per entry of `floods`. */
async function readsPerSecond(read: () => Promise<Response>, floods: (() => Promise<Response>)[]): Promise<number> {
  let flooding = true;
  const flooders = floods.map(async (send) => {
    while (flooding) await (await send()).arrayBuffer();
  });
  let done = 0;
  const until = performance.now() + ATTACK_MS;
  const reader = async () => {
    while (performance.now() < until) {
      await (await read()).arrayBuffer();
      done++;
    }
  };
  await Promise.all([reader(), reader()]);
  flooding = false;
  await Promise.all(flooders);
  return done / (ATTACK_MS / 1000);
}

function printTable(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
