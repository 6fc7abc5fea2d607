// Issue 12, tried as an attacker would on a stand-in that trusts no proxy (as deploy.md runs it):
// limits that a forged header cannot walk around, tokens that must expire, requests too costly
// for the single database thread refused up front with a clear 4xx, hostile input never a 500.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordMatchesHash } from '../../supabase/local/auth/passwords.ts';
import { authFetch, freshClient, signUpUser } from '../support/auth-helpers.ts';
import { signJwt } from '../support/jwt.ts';
import { openRaw, realtimeUrl } from '../support/realtime-raw.ts';
import { createUser, restFetch, type TestUser } from '../support/rest-fixtures.ts';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let owner: TestUser;

beforeAll(async () => {
  // The flood test's rounds wait for each reload: 1.2 s apart instead of 2 s still puts every
  // reload after the round's 0.8 s of reads, as with the default, and saves about 5 s.
  standIn = await startTestStandIn({ visitorWritesPerHour: 20, catalogReloadIntervalMs: 1200 });
  owner = await createUser(standIn, 'owner@example.com');
});
afterAll(async () => {
  await standIn?.close();
});

const json = { 'content-type': 'application/json' };
const now = () => Math.floor(Date.now() / 1000);

function userClaims(user: { id: string; email: string }) {
  return { sub: user.id, role: 'authenticated', email: user.email, aud: 'authenticated' };
}

/** POSTs `bytes` of JSON-ish text in chunks (no Content-Length), reading the answer as it comes. */
function postChunked(
  url: string,
  bytes: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (answer) => {
        let body = '';
        answer.on('data', (d: Buffer) => (body += d.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      outgoing.end();
    };
    pump();
  });
}

async function storyRequest(method: 'POST' | 'PATCH', path: string, body: string, token = owner.token) {
  return restFetch(standIn, path, { method, token, body, headers: { prefer: 'return=minimal' } });
}

describe('limits keyed on the client address', () => {
  it('does not let X-Forwarded-For walk around the beta-code limit', async () => {
    const body = JSON.stringify({ code: 'wrong-code' });
    for (let i = 0; i < 10; i++) {
      const attempt = await restFetch(standIn, 'rpc/check_beta_code', {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': `9.9.9.${i}` },
      });
      expect(attempt.json).toBe(false);
    }
    const spoofed = await restFetch(standIn, 'rpc/check_beta_code', {
      method: 'POST',
      body: JSON.stringify({ code: TEST_BETA_CODE }),
      headers: { 'x-forwarded-for': '9.9.9.9', 'x-real-ip': '9.9.9.9' },
    });
    expect(spoofed.status).toBe(429);
    expect(spoofed.json).toMatchObject({
      code: 'PT429',
      message: 'Too many wrong codes. Please try again in 15 minutes.',
    });
    // Sign-up shares the lock: a forged header does not open it either.
    const signUp = await freshClient(standIn, { 'x-forwarded-for': '8.8.8.8' }).auth.signUp({
      email: 'late@example.com',
      password: 'late-pass-1',
      options: { data: { beta_code: TEST_BETA_CODE } },
    });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(signUp.error?.message).toMatch(/^Too many wrong beta codes\. Please try again in \d+ minutes?\.$/);
  });

  it('lets the service role lift the lock (npm run beta:unlock), and no one else', async () => {
    const anon = await restFetch(standIn, 'rpc/clear_beta_lockouts', { method: 'POST', body: '{}' });
    expect(anon.status).toBe(401);
    const cleared = await restFetch(standIn, 'rpc/clear_beta_lockouts', {
      method: 'POST',
      token: standIn.config.serviceRoleKey,
      body: JSON.stringify({ address: '127.0.0.1' }),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toBe(1);
    const again = await restFetch(standIn, 'rpc/check_beta_code', {
      method: 'POST',
      body: JSON.stringify({ code: TEST_BETA_CODE }),
    });
    expect(again.json).toBe(true);
  });

  it('prunes beta attempts whose window has ended', async () => {
    await standIn.db.query(
      `insert into private.beta_attempts (caller, window_start, failures)
       select 'old-' || g, now() - interval '1 hour', 3 from generate_series(1, 50) g`,
    );
    await restFetch(standIn, 'rpc/check_beta_code', { method: 'POST', body: JSON.stringify({ code: 'nope' }) });
    const { rows } = await standIn.db.query(
      "select count(*)::int as n from private.beta_attempts where caller like 'old-%'",
    );
    expect(rows[0]).toEqual({ n: 0 });
    await standIn.db.query('delete from private.beta_attempts');
  });

  it('limits leads from one address (rows, not requests) with a 429 that says when to retry', async () => {
    const lead = () => ({ id: randomUUID(), name: 'Visitor', email: 'visitor@example.com' });
    const bulk = await restFetch(standIn, 'leads', {
      method: 'POST',
      body: JSON.stringify(Array.from({ length: 25 }, lead)),
      headers: { prefer: 'return=minimal' },
    });
    expect(bulk.status).toBe(429);
    expect(bulk.json).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(bulk.headers.get('retry-after'))).toBeGreaterThan(0);
    const { rows } = await standIn.db.query('select count(*)::int as n from public.leads');
    expect(rows[0]).toEqual({ n: 0 });
    const one = await restFetch(standIn, 'leads', {
      method: 'POST',
      body: JSON.stringify(lead()),
      headers: { prefer: 'return=minimal', 'x-forwarded-for': '1.2.3.4' },
    });
    expect(one.status).toBe(429);
    const service = await restFetch(standIn, 'leads', {
      method: 'POST',
      token: standIn.config.serviceRoleKey,
      body: JSON.stringify(lead()),
      headers: { prefer: 'return=minimal' },
    });
    expect(service.status).toBe(201);
  });
});

describe('the sign-in limit per address', () => {
  // Its own stand-in: once locked, this address could not sign in for the other tests.
  let own: TestStandIn;
  beforeAll(async () => {
    own = await startTestStandIn();
    await createUser(own, 'owner@example.com');
  });
  afterAll(async () => {
    await own?.close();
  });

  it('does not let X-Forwarded-For walk around the sign-in limit per address', async () => {
    for (let i = 0; i < 30; i++) {
      const attempt = await freshClient(own, { 'x-forwarded-for': `7.7.${i}.1` }).auth.signInWithPassword({
        email: `nobody-${i}@example.com`,
        password: 'whatever-1',
      });
      expect(attempt.error?.code).toBe('invalid_credentials');
    }
    const spoofed = await freshClient(own, { 'x-forwarded-for': '7.7.200.1' }).auth.signInWithPassword({
      email: 'owner@example.com',
      password: 'whatever-1',
    });
    expect(spoofed.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(spoofed.error?.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('tokens', () => {
  it('refuses a token without exp, one not valid yet and one for another audience, on every surface', async () => {
    const secret = standIn.config.jwtSecret;
    const noExp = signJwt({ ...userClaims(owner), iat: now() }, secret);
    const future = signJwt({ ...userClaims(owner), nbf: now() + 600, exp: now() + 3600 }, secret);
    const otherAudience = signJwt({ ...userClaims(owner), aud: 'somebody-else', exp: now() + 3600 }, secret);
    const anonForever = signJwt({ role: 'anon', iat: now() }, secret);
    for (const token of [noExp, future, otherAudience, anonForever]) {
      const rest = await restFetch(standIn, 'stories?select=id', { token });
      expect(rest.status).toBe(401);
      expect(rest.json).toMatchObject({ code: 'PGRST301' });
      const auth = await authFetch(standIn, '/user', { headers: { authorization: `Bearer ${token}` } });
      expect(auth.status).toBe(403);
      const fn = await fetch(`${standIn.url}/functions/v1/admin-create-user`, {
        method: 'POST',
        headers: { ...json, apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(fn.status).toBe(401);
    }
    const missing = await restFetch(standIn, 'stories?select=id', { token: noExp });
    expect(missing.json).toMatchObject({ message: 'Invalid JWT: the token has no expiry (exp)' });
    await expect(openRaw(realtimeUrl(standIn.url, { apikey: anonForever, vsn: '1.0.0' }))).rejects.toThrow(/401/);
  });

  it('answers a role holding a line break with a 401, never a 500', async () => {
    const token = signJwt(
      { ...userClaims(owner), role: 'authenticated\nx-injected: 1', exp: now() + 3600 },
      standIn.config.jwtSecret,
    );
    const rest = await restFetch(standIn, 'stories?select=id', { token });
    expect(rest.status).toBe(401);
    expect(rest.text).not.toMatch(/x-injected/);
    const auth = await authFetch(standIn, '/admin/users', { headers: { authorization: `Bearer ${token}` } });
    expect(auth.status).toBe(403);
  });

  it('refuses a valid token of a deleted user everywhere', async () => {
    const gone = await createUser(standIn, 'gone@example.com');
    expect((await restFetch(standIn, 'todo_profiles?select=id', { token: gone.token })).status).toBe(200);
    await standIn.db.query('delete from auth.users where id = $1', [gone.id]);
    const rest = await restFetch(standIn, 'todo_profiles?select=id', { token: gone.token });
    expect(rest.status).toBe(401);
    expect(rest.json).toMatchObject({ code: 'PGRST301', message: 'User from sub claim in JWT does not exist' });
    const rpc = await restFetch(standIn, 'rpc/check_beta_code', {
      method: 'POST',
      token: gone.token,
      body: JSON.stringify({ code: 'x' }),
    });
    expect(rpc.status).toBe(401);
    const auth = await authFetch(standIn, '/user', { headers: { authorization: `Bearer ${gone.token}` } });
    expect(auth.status).toBe(403);
    const fn = await fetch(`${standIn.url}/functions/v1/admin-create-user`, {
      method: 'POST',
      headers: { ...json, apikey: standIn.config.anonKey, authorization: `Bearer ${gone.token}` },
      body: '{}',
    });
    expect(fn.status).toBe(401);
    const socket = await openRaw(realtimeUrl(standIn.url, { apikey: standIn.config.anonKey, vsn: '1.0.0' }));
    socket.send({
      topic: 'realtime:gone',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: { access_token: gone.token, config: { postgres_changes: [] } },
    });
    const reply = (await socket.next((m) => (m as { ref?: string }).ref === '1')) as {
      payload: { status: string; response: { reason?: string } };
    };
    expect(reply.payload).toMatchObject({
      status: 'error',
      response: { reason: 'User from sub claim in JWT does not exist' },
    });
    socket.ws.close();
  });

  it('issues tokens that expire after 15 minutes by default', async () => {
    const { session } = await signUpUser(standIn, 'fresh@example.com', 'fresh-pass-1').catch(async () => {
      await standIn.db.query('delete from private.beta_attempts');
      return signUpUser(standIn, 'fresh@example.com', 'fresh-pass-1');
    });
    expect(session.expires_in).toBe(900);
  });
});

describe('requests too costly for the database thread', () => {
  it('answers deep embedding chains with a 400 before any SQL runs', async () => {
    const deep = 'id,todo_profiles(stories(id,todo_profiles(stories(id))))';
    const response = await restFetch(standIn, `stories?select=${encodeURIComponent(deep)}`, { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'PGRST100', message: 'Embedding is limited to 3 levels' });
    let hundred = 'id';
    for (let i = 0; i < 100; i++) hundred = `id,${i % 2 ? 'stories' : 'todo_profiles'}(${hundred})`;
    const worse = await restFetch(standIn, `stories?select=${encodeURIComponent(hundred)}`, { token: owner.token });
    expect(worse.status).toBe(400);
  });

  it('answers long in lists and deep or wide filter trees with a 400, and a 10,000-value list with a 431 that says why', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => i).join(',');
    const over = await restFetch(standIn, `stories?select=id&title=in.(${list(501)})`, { token: owner.token });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ message: 'An in list may hold at most 500 values (this one has 501)' });
    const under = await restFetch(standIn, `stories?select=id&title=in.(${list(500)})`, { token: owner.token });
    expect(under.status).toBe(200);
    const huge = await restFetch(standIn, `stories?select=id&title=in.(${list(10_000)})`, { token: owner.token });
    expect(huge.status).toBe(431);
    expect(huge.json).toMatchObject({ message: expect.stringMatching(/URL and headers are too long/) });
    let tree = 'title.eq.x';
    for (let i = 0; i < 300; i++) tree = `or(${tree},title.eq.${i})`;
    const deepTree = await restFetch(standIn, `stories?select=id&or=(${encodeURIComponent(tree)})`, {
      token: owner.token,
    });
    expect(deepTree.status).toBe(400);
    expect(deepTree.json).toMatchObject({ message: 'Logic trees (or=, and=) may nest at most 8 levels' });
    const path = Array.from({ length: 500 }, () => 'a').join('->');
    const deepPath = await restFetch(standIn, `stories?select=id&content->${path}=eq.1`, { token: owner.token });
    expect(deepPath.status).toBe(400);
  });

  it('refuses back-references and nested counted repetitions in regex filters, and keeps cheap patterns', async () => {
    const bad = ['^(a*)(a*)\\2\\1x$', '(a{1,200}){1,200}b', '((a{2}))+'];
    for (const pattern of bad) {
      const response = await restFetch(standIn, `stories?select=id&description=imatch.${encodeURIComponent(pattern)}`, {
        token: owner.token,
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'PGRST100' });
    }
    const fine = await restFetch(standIn, `stories?select=id&description=match.${encodeURIComponent('(a+)+$')}`, {
      token: owner.token,
    });
    expect(fine.status).toBe(200);
  });

  it('refuses more than 1000 rows in one write, before parameters could wrap past 65,535', async () => {
    const rows = Array.from({ length: 70_000 }, () => ({ name: 'x', email: 'x@example.com' }));
    const response = await restFetch(standIn, 'leads', {
      method: 'POST',
      token: standIn.config.serviceRoleKey,
      body: JSON.stringify(rows),
    });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({
      code: 'PGRST413',
      message: 'A request may write at most 1000 rows (this one has 70000)',
    });
    const stories = await storyRequest('POST', 'stories', JSON.stringify(Array.from({ length: 1001 }, () => ({}))));
    expect(stories.status).toBe(413);
  });

  it('answers at most 1000 rows from one read, as hosted Supabase (max_rows), and says so in Content-Range', async () => {
    await standIn.db.query('delete from public.leads');
    await standIn.db.query(
      `insert into public.leads (name, email) select 'Lead ' || g, 'lead' || g || '@example.com' from generate_series(1, 1200) g`,
    );
    const all = await restFetch(standIn, 'leads?select=id', {
      token: standIn.config.serviceRoleKey,
      headers: { prefer: 'count=exact' },
    });
    expect(all.status).toBe(206);
    expect(all.json).toHaveLength(1000);
    expect(all.headers.get('content-range')).toBe('0-999/1200');
    const page = await restFetch(standIn, 'leads?select=id&limit=5000&offset=1100', {
      token: standIn.config.serviceRoleKey,
    });
    expect(page.json).toHaveLength(100);
    await standIn.db.query('delete from public.leads');
  });

  it('keeps up its throughput while others flood it with unknown tables (one shared catalog reload)', async () => {
    const read = () => restFetch(standIn, 'todo_profiles?select=id', { token: owner.token });
    const readsIn = async (ms: number) => {
      let done = 0;
      const until = Date.now() + ms;
      const worker = async () => {
        while (Date.now() < until) {
          await read();
          done++;
        }
      };
      await Promise.all([worker(), worker()]);
      return done;
    };
    let flooding = true;
    const flood = async () => {
      let i = 0;
      while (flooding) await restFetch(standIn, `no_such_table_${i++}?select=id`, { token: owner.token });
    };
    // Quiet and flooded figures alternate in short rounds, so a noisy neighbour on the machine
    // (other test files starting processes) weighs on both alike.
    let quiet = 0;
    let loud = 0;
    for (let round = 0; round < 6; round++) {
      quiet += await readsIn(400);
      flooding = true;
      const floods = [flood(), flood(), flood(), flood()];
      loud += await readsIn(400);
      flooding = false;
      await Promise.all(floods);
    }
    expect(loud).toBeGreaterThan(quiet / 2);
    const miss = await restFetch(standIn, 'no_such_table?select=id', { token: owner.token });
    expect(miss.status).toBe(404);
  });
});

describe('hostile input answers a clear 4xx', () => {
  it('refuses a body that is not JSON by its Content-Type (a cross-site text/plain post)', async () => {
    const rest = await restFetch(standIn, 'rpc/check_beta_code', {
      method: 'POST',
      body: JSON.stringify({ code: 'x' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(rest.status).toBe(415);
    expect(rest.json).toMatchObject({ code: 'PGRST107' });
    const auth = await authFetch(standIn, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'x' }),
    });
    expect(auth.status).toBe(415);
  });

  it('answers story content nested 5,000 arrays or 3,000 objects deep with a 400 (POST and PATCH)', async () => {
    const arrays = `{"hook":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    let objects = '"x"';
    for (let i = 0; i < 3000; i++) objects = `{"a":${objects}}`;
    const id = randomUUID();
    for (const content of [arrays, objects]) {
      const post = await storyRequest(
        'POST',
        'stories',
        `{"id":"${id}","title":"t","user_id":"${owner.id}","content":${content}}`,
      );
      expect(post.status).toBe(400);
      expect(post.json).toMatchObject({
        code: 'PGRST102',
        message: 'The JSON is nested too deeply (at most 32 levels).',
      });
    }
    const created = await storyRequest('POST', 'stories', JSON.stringify({ id, title: 't', user_id: owner.id }));
    expect(created.status).toBe(201);
    for (const content of [arrays, objects]) {
      const patch = await storyRequest('PATCH', `stories?id=eq.${id}`, `{"content":${content}}`);
      expect(patch.status).toBe(400);
    }
    // A map of section id to text is the only shape the database takes.
    const shape = await storyRequest('PATCH', `stories?id=eq.${id}`, JSON.stringify({ content: { hook: { a: 'x' } } }));
    expect(shape.status).toBe(400);
    expect(shape.json).toMatchObject({ code: '23514' });
  });

  it('answers NUL characters in auth fields with a 400', async () => {
    const bodies: [string, Record<string, unknown>][] = [
      ['/signup', { email: 'nul\u0000@example.com', password: 'secret-pass' }],
      ['/signup', { email: 'nul@example.com', password: 'secret\u0000pass', data: { beta_code: TEST_BETA_CODE } }],
      ['/signup', { email: 'nul@example.com', password: 'secret-pass', data: { name: 'a\u0000b' } }],
      ['/token?grant_type=password', { email: 'owner@example.com', password: 'pass\u0000word' }],
      ['/token?grant_type=refresh_token', { refresh_token: 'abc\u0000def' }],
    ];
    for (const [path, body] of bodies) {
      const response = await authFetch(standIn, path, { method: 'POST', headers: json, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: expect.stringMatching(/NUL/),
      });
    }
  });

  it('bans forever with ban_duration 876000h (GoTrue) and refuses blank passwords', async () => {
    const service = standIn.serviceClient().auth.admin;
    const created = await service.createUser({
      email: 'banned@example.com',
      password: 'banned-pass',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const ban = await service.updateUserById(created.data.user!.id, { ban_duration: '876000h' });
    expect(ban.error).toBeNull();
    expect(new Date(ban.data.user!.banned_until!).getFullYear()).toBeGreaterThan(new Date().getFullYear() + 90);
    const signIn = await freshClient(standIn).auth.signInWithPassword({
      email: 'banned@example.com',
      password: 'banned-pass',
    });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const tooLong = await service.updateUserById(created.data.user!.id, { ban_duration: '99999999999h' });
    expect(tooLong.error).toMatchObject({ status: 400 });
    const blank = await service.createUser({ email: 'blank@example.com', password: '        ' });
    expect(blank.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('answers a chunked body over the limit with a 413 the client can read', async () => {
    const answer = await postChunked(`${standIn.url}/rest/v1/leads`, 6 * 1024 * 1024, {
      apikey: standIn.config.anonKey,
      authorization: `Bearer ${standIn.config.anonKey}`,
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST413', message: 'Request body is larger than 4 MB' });
  });

  it('answers a 20 KB token with a 431 whose body says what is too long', async () => {
    const response = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${'x'.repeat(20_000)}` },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({
      msg: expect.stringMatching(/URL and headers are too long/),
      message: expect.stringMatching(/URL and headers are too long/),
    });
  });

  it('runs GET and HEAD read-only: an rpc that writes answers 405 and writes nothing', async () => {
    const response = await restFetch(standIn, 'rpc/join_waitlist?email=reader@example.com');
    expect(response.status).toBe(405);
    expect(response.json).toMatchObject({ code: 'PGRST101' });
    const { rows } = await standIn.db.query(
      "select count(*)::int as n from public.waitlist_signups where email = 'reader@example.com'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('smaller holes', () => {
  it('keeps the profile email on the account email; changing it goes through the auth API', async () => {
    const refused = await restFetch(standIn, `todo_profiles?id=eq.${owner.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: JSON.stringify({ email: 'ceo@example.com' }),
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: '42501' });
    const name = await restFetch(standIn, `todo_profiles?id=eq.${owner.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: JSON.stringify({ name: 'Owner', email: owner.email }),
    });
    expect(name.status).toBe(204);
  });

  it('closes the policy helpers and the beta-code comparison to callers that need none', async () => {
    for (const fn of ['is_admin', 'app_role', 'is_coach']) {
      const response = await restFetch(standIn, `rpc/${fn}`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(401);
    }
    const helper = await restFetch(standIn, 'rpc/coaches_client', {
      method: 'POST',
      body: JSON.stringify({ p_client_id: randomUUID() }),
    });
    expect(helper.status).toBe(401);
    const { rows } = await standIn.db.query(
      `select has_function_privilege('anon', 'private.beta_code_matches(text)', 'execute') as anon,
              has_function_privilege('authenticated', 'private.beta_code_matches(text)', 'execute') as signed_in`,
    );
    expect(rows[0]).toEqual({ anon: false, signed_in: false });
  });

  it('hashes passwords off the database thread in the format pgcrypto reads, and reads its hashes', async () => {
    const made = await hashPassword('node-made-pass', 4);
    const { rows } = await standIn.db.query<{ same: boolean; sql: string }>(
      `select extensions.crypt('node-made-pass', $1) = $1 as same,
              extensions.crypt('sql-made-pass', extensions.gen_salt('bf', 4)) as sql`,
      [made],
    );
    expect(rows[0].same).toBe(true);
    expect(await passwordMatchesHash('sql-made-pass', rows[0].sql)).toBe(true);
    expect(await passwordMatchesHash('another-pass', rows[0].sql)).toBe(false);
  });

  it('prunes applied mutations older than 90 days and keeps younger ones (replays stay exactly-once)', async () => {
    const old = randomUUID();
    const young = randomUUID();
    await standIn.db.query(
      `insert into public.applied_mutations (id, user_id, table_name, row_id, applied_at)
       values ($1, $3, 'stories', gen_random_uuid(), now() - interval '91 days'),
              ($2, $3, 'stories', gen_random_uuid(), now() - interval '89 days')`,
      [old, young, owner.id],
    );
    const { rows } = await standIn.db.query('select private.prune_applied_mutations() as dropped');
    expect(rows[0]).toEqual({ dropped: 1 });
    const left = await standIn.db.query('select id from public.applied_mutations where id = any($1::uuid[])', [
      [old, young],
    ]);
    expect(left.rows).toEqual([{ id: young }]);
    await expect(standIn.db.query("select private.prune_applied_mutations(interval '1 day')")).rejects.toMatchObject({
      code: '22023',
    });
  });
});
