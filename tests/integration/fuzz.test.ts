// Seeded, bounded fuzzing of REST, auth and functions on loopback: whatever arrives, the stand-in
// answers below 500 and never shows a stack trace or a file of its own. FUZZ_SEED and FUZZ_COUNT
// replay or widen a run; the default stays well under a minute in CI.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTS,
  CONTENT_TYPES,
  mutated,
  nastyClaims,
  nastyBody,
  nastyJson,
  nastyString,
  nastyToken,
  pick,
  PREFERS,
  restQuery,
  RPCS,
  seededRandom,
  TABLES,
  type Random,
} from '../support/fuzz-requests.ts';
import { signJwt } from '../support/jwt.ts';
import { createUser } from '../support/rest-fixtures.ts';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 450);
const TIME_BUDGET_MS = 40_000;
const CLIENTS = 4;
// A frame of a stack trace, or the stand-in's own files: internals that must not reach a client.
const LEAK = /\n\s+at \S|\bat \S+ \(\S+:\d+:\d+\)|node_modules|supabase\/local\/|\.ts:\d+/;

let standIn: TestStandIn;
let tokens: string[];
let userId: string;
let userClaims: Record<string, unknown>;

beforeAll(async () => {
  standIn = await startTestStandIn();
  const user = await createUser(standIn, 'fuzz-user@example.com');
  const admin = await createUser(standIn, 'fuzz-admin@example.com', 'admin');
  userId = user.id;
  userClaims = { sub: user.id, role: 'authenticated', aud: 'authenticated', email: user.email };
  tokens = [standIn.config.anonKey, standIn.config.serviceRoleKey, user.token, admin.token];
});
afterAll(async () => {
  await standIn?.close();
});

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function restRequest(random: Random): FuzzRequest {
  const rpc = random() < 0.25;
  const method = rpc
    ? pick(random, ['POST', 'POST', 'GET', 'HEAD'])
    : pick(random, ['GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT']);
  const path = rpc ? `rpc/${pick(random, RPCS)}` : pick(random, TABLES);
  const headers: Record<string, string> = { prefer: pick(random, PREFERS), accept: pick(random, ACCEPTS) };
  if (random() < 0.15) headers.range = pick(random, ['0-9', '5-1', 'x', '0-99999999999']);
  const sendsBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  if (sendsBody) headers['content-type'] = pick(random, CONTENT_TYPES);
  const body = sendsBody ? (rpc && random() < 0.5 ? rpcBody(random) : rowBody(random)) : undefined;
  return { method, path: `/rest/v1/${path}?${restQuery(random)}`, headers, body };
}

function rpcBody(random: Random): string {
  return JSON.stringify(
    mutated(random, {
      code: TEST_BETA_CODE,
      email: 'visitor@example.com',
      address: '127.0.0.1',
      p_client_id: randomUUID(),
    }),
  );
}

function rowBody(random: Random): string {
  if (random() < 0.5) return nastyBody(random);
  const row = () =>
    mutated(random, {
      id: randomUUID(),
      user_id: userId,
      title: 'A story',
      content: { hook: 'Once' },
      email: 'fuzz-user@example.com',
      name: 'Fuzz',
      role: pick(random, ['admin', 'user', 'coach']),
    });
  return JSON.stringify(random() < 0.7 ? row() : [row(), row()]);
}

/** encodeURIComponent, for strings that may hold a lone surrogate (sent as U+FFFD, as a browser would). */
const uriPart = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

function authRequest(random: Random): FuzzRequest {
  const id = random() < 0.6 ? userId : nastyString(random);
  const [method, path] = pick(random, [
    ['POST', '/signup'],
    ['POST', '/token?grant_type=password'],
    ['POST', '/token?grant_type=refresh_token'],
    ['POST', `/token?grant_type=${uriPart(nastyString(random))}`],
    ['GET', '/user'],
    ['PUT', '/user'],
    ['POST', `/logout?scope=${uriPart(pick(random, ['global', 'local', 'others', nastyString(random)]))}`],
    ['GET', `/admin/users?page=${uriPart(nastyString(random))}&per_page=${uriPart(nastyString(random))}`],
    ['POST', '/admin/users'],
    ['GET', `/admin/users/${uriPart(id)}`],
    ['PUT', `/admin/users/${uriPart(id)}`],
    ['DELETE', `/admin/users/${uriPart(nastyString(random))}`],
    ['GET', '/settings'],
    ['GET', '/health'],
    ['POST', '/recover'],
  ] as const);
  const shaped = mutated(random, {
    email: random() < 0.5 ? `fuzz-${Math.floor(random() * 1e6)}@example.com` : 'fuzz-user@example.com',
    password: 'fuzz-pass-1',
    refresh_token: 'a'.repeat(12),
    data: { beta_code: TEST_BETA_CODE, name: 'Fuzz' },
    ban_duration: pick(random, ['876000h', 'none', '24h', '99999999999h', '-1h', '1.5h', nastyString(random)]),
    app_metadata: { role: 'coach' },
    user_metadata: { name: 'Fuzz' },
    email_confirm: true,
  });
  const body =
    method === 'GET' || method === 'DELETE' ? undefined : random() < 0.6 ? JSON.stringify(shaped) : nastyBody(random);
  const headers: Record<string, string> = { 'content-type': pick(random, CONTENT_TYPES) };
  return { method, path: `/auth/v1${path}`, headers, body };
}

function functionRequest(random: Random): FuzzRequest {
  const name = pick(random, ['admin-create-user', 'admin-create-user', 'no-such-function', '..%2F..%2Fetc', '']);
  const body =
    random() < 0.5
      ? JSON.stringify({
          email: nastyJson(random),
          password: nastyJson(random),
          role: pick(random, ['coach', 'user', 'admin', nastyString(random)]),
          name: nastyJson(random),
        })
      : nastyBody(random);
  return {
    method: pick(random, ['POST', 'POST', 'GET', 'OPTIONS', 'PUT']),
    path: `/functions/v1/${name}`,
    headers: { 'content-type': pick(random, CONTENT_TYPES) },
    body,
  };
}

function nextRequest(random: Random): FuzzRequest {
  const roll = random();
  const request = roll < 0.5 ? restRequest(random) : roll < 0.85 ? authRequest(random) : functionRequest(random);
  const token =
    random() < 0.15 ? signJwt(nastyClaims(random, userClaims), standIn.config.jwtSecret) : nastyToken(random, tokens);
  // Some requests with no apikey or no authorization at all.
  if (random() < 0.95)
    request.headers.apikey = random() < 0.9 ? standIn.config.anonKey : nastyString(random).replace(/[^\x20-\x7e]/g, '');
  if (random() < 0.9) request.headers.authorization = `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`;
  return request;
}

/** Sends one request; says what went wrong, if anything. */
async function send(request: FuzzRequest): Promise<string | null> {
  const response = await fetch(`${standIn.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
  });
  const text = await response.text();
  if (response.status < 500 && !LEAK.test(text)) return null;
  const body = request.body && request.body.length > 200 ? `${request.body.slice(0, 200)}…` : (request.body ?? '');
  return `${request.method} ${request.path.slice(0, 300)} ${body} → ${response.status} ${text.slice(0, 300)}`;
}

describe('fuzzing REST, auth and functions', () => {
  it(`answers ${COUNT} seeded hostile requests (seed ${SEED}) below 500, with no stack trace`, async () => {
    // Made up front, so a seed always makes the same requests; sent by a few clients at once, as
    // unknown names wait for one shared catalog reload (every two seconds at most).
    const random = seededRandom(SEED);
    const requests = Array.from({ length: COUNT }, () => nextRequest(random));
    const problems: string[] = [];
    const until = Date.now() + TIME_BUDGET_MS;
    let next = 0;
    let sent = 0;
    const client = async () => {
      while (next < requests.length && Date.now() < until) {
        const index = next++;
        const problem = await send(requests[index]);
        sent++;
        if (problem) problems.push(`#${index} ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(problems).toEqual([]);
    // The budget is a guard for slow machines, not a way to pass with nothing tried.
    expect(sent).toBeGreaterThan(COUNT / 3);
    // Still serving after all that.
    expect((await fetch(`${standIn.url}/auth/v1/health`)).status).toBe(200);
  }, 90_000);
});
