// The GoTrue subset of the local stand-in, driven by the unmodified supabase-js over real HTTP.
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../supabase/local/app.ts';
import type { Database } from '../../supabase/local/db.ts';
import { signJwt } from '../support/jwt.ts';
import { authFetch, decodeJwt, freshClient, isGoTrueErrorBody, signUpUser } from '../support/auth-helpers.ts';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;

beforeAll(async () => {
  // As behind a reverse proxy on the same machine: X-Forwarded-For from loopback is believed, so
  // the tests can speak from many addresses (harden.test.ts covers a stand-in that trusts none).
  standIn = await startTestStandIn({ trustedProxies: ['loopback'] });
});

afterAll(async () => {
  await standIn?.close();
});

async function profileRole(userId: string): Promise<string | undefined> {
  const { rows } = await standIn.db.query<{ role: string }>('select role from public.todo_profiles where id = $1', [
    userId,
  ]);
  return rows[0]?.role;
}

async function expectGoTrueError(response: Response, status: number, errorCode: string): Promise<string> {
  expect(response.status).toBe(status);
  const body: unknown = await response.json();
  expect(isGoTrueErrorBody(body)).toBe(true);
  if (!isGoTrueErrorBody(body)) return '';
  expect(body).toEqual({ code: status, error_code: errorCode, msg: expect.any(String) });
  expect(body.msg).not.toMatch(/\bat .+:\d+/); // no stack trace
  return body.msg;
}

function withClock<T>(offsetSeconds: number, fn: () => Promise<T>): Promise<T> {
  standIn.deps.now = () => Date.now() / 1000 + offsetSeconds;
  return fn().finally(() => {
    standIn.deps.now = undefined;
  });
}

describe('service endpoints', () => {
  it('answers health and settings', async () => {
    const health = await authFetch(standIn, '/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await authFetch(standIn, '/settings');
    expect(await settings.json()).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true },
    });
  });
});

describe('sign-up', () => {
  it('refuses a sign-up without the beta code and creates nothing', async () => {
    const client = freshClient(standIn);
    const { data, error } = await client.auth.signUp({ email: 'nocode@example.com', password: 'secret-pass' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('beta_code_required');
    expect(error?.message).toBe('A valid beta access code is required to register.');
    const wrong = await client.auth.signUp({
      email: 'nocode@example.com',
      password: 'secret-pass',
      options: { data: { beta_code: 'not-the-code' } },
    });
    expect(wrong.error?.code).toBe('beta_code_required');
    const { rows } = await standIn.db.query("select 1 from auth.users where email = 'nocode@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('signs up with the beta code: autoconfirmed session, Supabase claims, first user is admin', async () => {
    const client = freshClient(standIn);
    const { data, error } = await client.auth.signUp({
      email: '  Owner@Example.com ',
      password: 'owner-pass-1',
      options: { data: { beta_code: TEST_BETA_CODE, first_name: 'Stacy', last_name: 'Owner' } },
    });
    expect(error).toBeNull();
    const session = data.session;
    const user = data.user;
    if (!session || !user) throw new Error('expected a session');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(standIn.config.jwtExpirySeconds);
    expect(session.refresh_token.length).toBeGreaterThan(20);
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'owner@example.com',
      phone: '',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Stacy', last_name: 'Owner' },
    });
    expect(user.user_metadata).not.toHaveProperty('beta_code');
    // GoTrue copies the sign-up data into the email identity too; the code does not stay there.
    const identity = await standIn.db.query<{ data: Record<string, unknown> }>(
      `select identity_data as data from auth.identities where user_id = $1 and provider = 'email'`,
      [user.id],
    );
    expect(identity.rows[0].data).toMatchObject({ sub: user.id, email: 'owner@example.com', first_name: 'Stacy' });
    expect(identity.rows[0].data).not.toHaveProperty('beta_code');
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.confirmed_at).toEqual(expect.any(String));
    expect(Array.isArray(user.identities)).toBe(true);
    // The legacy setting: HS256 with the JWT secret, no public key (ES256: jwt-signing-keys.test.ts).
    expect(decodeProtectedHeader(session.access_token).alg).toBe('HS256');
    expect(await (await fetch(`${standIn.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'owner@example.com',
      iss: `${standIn.url}/auth/v1`,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(standIn.config.jwtExpirySeconds);
    expect(session.expires_at).toBe(claims.exp);

    const { rows } = await standIn.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [user.id],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]?\$/); // bcrypt
    expect(await profileRole(user.id)).toBe('admin');
    // The access token works with row-level security through /rest, as a Supabase token does.
    const own = await client.from('todo_profiles').select('id, role, name').eq('id', user.id).single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ id: user.id, role: 'admin', name: 'Stacy Owner' });

    const second = await signUpUser(standIn, 'second@example.com', 'second-pass');
    expect(await profileRole(second.session.user.id)).toBe('user');
  });

  it('refuses a duplicate email, a weak password and an invalid email', async () => {
    const client = freshClient(standIn);
    const withCode = { data: { beta_code: TEST_BETA_CODE } };
    const duplicate = await client.auth.signUp({
      email: 'OWNER@example.com',
      password: 'another-pass',
      options: withCode,
    });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    // Without the code nobody learns that the email is registered.
    const probe = await client.auth.signUp({ email: 'owner@example.com', password: 'another-pass' });
    expect(probe.error).toMatchObject({ status: 422, code: 'beta_code_required' });
    const weak = await client.auth.signUp({ email: 'weak@example.com', password: '12345', options: withCode });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const invalid = await client.auth.signUp({ email: 'not-an-email', password: 'secret-pass', options: withCode });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('sign-in and tokens', () => {
  it('signs in with the password and refuses a wrong one with one message', async () => {
    const client = freshClient(standIn);
    const ok = await client.auth.signInWithPassword({ email: 'second@example.com', password: 'second-pass' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe('second@example.com');
    expect(ok.data.user?.last_sign_in_at).toEqual(expect.any(String));

    const wrong = await freshClient(standIn).auth.signInWithPassword({
      email: 'second@example.com',
      password: 'nope-nope',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await freshClient(standIn).auth.signInWithPassword({
      email: 'ghost@example.com',
      password: 'nope-nope',
    });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('rotates refresh tokens, answers a reuse within 10 s with the same child, and ends the session on later reuse', async () => {
    const { client, session } = await signUpUser(standIn, 'rotate@example.com', 'rotate-pass');
    const first = session.refresh_token;

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    if (!second) throw new Error('expected a refreshed session');
    expect(second.refresh_token).not.toBe(first);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);

    // Two tabs refreshing at once: the late one gets the token that already replaced it.
    const concurrent = await freshClient(standIn).auth.refreshSession({ refresh_token: first });
    expect(concurrent.error).toBeNull();
    expect(concurrent.data.session?.refresh_token).toBe(second.refresh_token);

    // Outside the grace period a reused token is refused and the whole session ends.
    const reused = await withClock(60, () => freshClient(standIn).auth.refreshSession({ refresh_token: first }));
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const child = await freshClient(standIn).auth.refreshSession({ refresh_token: second.refresh_token });
    expect(child.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await freshClient(standIn).auth.getUser(second.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses an unknown refresh token and an unsupported grant', async () => {
    const unknown = await freshClient(standIn).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const grant = await authFetch(standIn, '/token?grant_type=magic', { method: 'POST', body: '{}' });
    await expectGoTrueError(grant, 400, 'validation_failed');
  });
});

describe('the signed-in user', () => {
  it('gets the user and merges user metadata', async () => {
    const { client, session } = await signUpUser(standIn, 'meta@example.com', 'meta-pass-1', {
      first_name: 'Meta',
      plan: 'free',
    });
    const got = await client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(session.user.id);
    const updated = await client.auth.updateUser({ data: { plan: 'pro', first_name: null, theme: 'dark' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ plan: 'pro', theme: 'dark' });
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('changes the password: the new one signs in, the old one and the same one are refused', async () => {
    const { client } = await signUpUser(standIn, 'pw@example.com', 'old-password');
    const other = freshClient(standIn);
    await other.auth.signInWithPassword({ email: 'pw@example.com', password: 'old-password' });

    // The current password is asked for and checked before anything else.
    const missing = await client.auth.updateUser({ password: 'new-password' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({ password: 'new-password', current_password: 'not-it' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    const current_password = 'old-password';
    const same = await client.auth.updateUser({ password: 'old-password', current_password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const short = await client.auth.updateUser({ password: 'abc', current_password });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const changed = await client.auth.updateUser({ password: 'new-password', current_password });
    expect(changed.error).toBeNull();

    const fresh = await freshClient(standIn).auth.signInWithPassword({
      email: 'pw@example.com',
      password: 'new-password',
    });
    expect(fresh.error).toBeNull();
    const old = await freshClient(standIn).auth.signInWithPassword({
      email: 'pw@example.com',
      password: 'old-password',
    });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    // The session that changed it stays; other sessions end.
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('signs out: the refresh token and the access token of that session are refused', async () => {
    const { client, session } = await signUpUser(standIn, 'bye@example.com', 'bye-pass-1');
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refresh = await freshClient(standIn).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const response = await authFetch(standIn, '/user', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    await expectGoTrueError(response, 403, 'session_not_found');
  });

  it('signs out only the other sessions with scope=others', async () => {
    const { client } = await signUpUser(standIn, 'others@example.com', 'others-pass');
    const laptop = freshClient(standIn);
    await laptop.auth.signInWithPassword({ email: 'others@example.com', password: 'others-pass' });
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await laptop.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('admin users', () => {
  it('lets the service role create, read, list, update and delete users', async () => {
    const admin = standIn.serviceClient().auth.admin;
    const created = await admin.createUser({
      email: 'Coach@Example.com',
      password: 'coach-pass-1',
      email_confirm: true,
      user_metadata: { name: 'Casey Coach' },
      app_metadata: { created_by: 'admin', role: 'coach' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    if (!user) throw new Error('expected a user');
    expect(user).toMatchObject({
      email: 'coach@example.com',
      app_metadata: { provider: 'email', providers: ['email'], created_by: 'admin', role: 'coach' },
      user_metadata: { name: 'Casey Coach' },
    });
    expect(await profileRole(user.id)).toBe('coach');

    const signIn = await freshClient(standIn).auth.signInWithPassword({
      email: 'coach@example.com',
      password: 'coach-pass-1',
    });
    expect(signIn.error).toBeNull();

    const byId = await admin.getUserById(user.id);
    expect(byId.data.user?.email).toBe('coach@example.com');
    const list = await admin.listUsers({ page: 1, perPage: 2 });
    expect(list.error).toBeNull();
    expect(list.data.users).toHaveLength(2);
    expect('aud' in list.data ? list.data.aud : undefined).toBe('authenticated');
    const all = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users.map((u) => u.email)).toContain('coach@example.com');

    const updated = await admin.updateUserById(user.id, {
      user_metadata: { phone_pref: 'sms' },
      app_metadata: { plan: 'team' },
    });
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Casey Coach', phone_pref: 'sms' });
    expect(updated.data.user?.app_metadata).toMatchObject({ role: 'coach', plan: 'team' });

    const duplicate = await admin.createUser({
      email: 'coach@example.com',
      password: 'x-pass-123',
      app_metadata: { created_by: 'admin' },
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const deleted = await admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    expect((await admin.getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(await profileRole(user.id)).toBeUndefined();
    const after = await freshClient(standIn).auth.signInWithPassword({
      email: 'coach@example.com',
      password: 'coach-pass-1',
    });
    expect(after.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('lets the service role create a user without marking it, as the hosted dashboard does', async () => {
    const created = await standIn
      .serviceClient()
      .auth.admin.createUser({ email: 'unmarked@example.com', password: 'secret-pass', email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.app_metadata).not.toHaveProperty('created_by');
    // The invitation it used is spent: a sign-up of another address still needs the code.
    const { rows } = await standIn.db.query('select count(*)::int as n from private.beta_invites');
    expect(rows[0]).toEqual({ n: 0 });
    const stranger = await freshClient(standIn).auth.signUp({ email: 'nocode@example.com', password: 'secret-pass' });
    expect(stranger.error).toMatchObject({ status: 422, code: 'beta_code_required' });
  });

  it('lets an operator invite an address so that one registration needs no code (hosted dashboard)', async () => {
    await standIn.db.query("select private.invite_user('Invited@Example.com ')");
    // What the dashboard's "Add user" does: an insert into auth.users with no beta code.
    const id = '00000000-0000-4000-a000-00000000abcd';
    await standIn.db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', 'invited@example.com', '', '{}', '{}')`,
      [id],
    );
    const { rows } = await standIn.db.query('select email from public.todo_profiles where id = $1', [id]);
    expect(rows).toEqual([{ email: 'invited@example.com' }]);
    await expect(
      standIn.db.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
         values (gen_random_uuid(), 'authenticated', 'authenticated', 'uninvited@example.com', '', '{}', '{}')`,
      ),
    ).rejects.toMatchObject({ code: '28000' });
  });

  it('keeps a user made without email_confirm from signing in until confirmed', async () => {
    const admin = standIn.serviceClient().auth.admin;
    const created = await admin.createUser({
      email: 'pending@example.com',
      password: 'pending-pass',
      app_metadata: { created_by: 'admin' },
    });
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const refused = await freshClient(standIn).auth.signInWithPassword({
      email: 'pending@example.com',
      password: 'pending-pass',
    });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    await admin.updateUserById(id, { email_confirm: true });
    const ok = await freshClient(standIn).auth.signInWithPassword({
      email: 'pending@example.com',
      password: 'pending-pass',
    });
    expect(ok.error).toBeNull();
  });

  it('refuses the anon key and a user token', async () => {
    const attributes = {
      email: 'sneaky@example.com',
      password: 'sneaky-pass',
      app_metadata: { created_by: 'admin', role: 'admin' },
    };
    const anon = await standIn.anonClient().auth.admin.createUser(attributes);
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { session } = await signUpUser(standIn, 'plain@example.com', 'plain-pass');
    const asUser = standIn.clientWithToken(session.access_token).auth.admin;
    expect((await asUser.createUser(attributes)).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await asUser.deleteUser(session.user.id)).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await asUser.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    const { rows } = await standIn.db.query("select 1 from auth.users where email = 'sneaky@example.com'");
    expect(rows).toHaveLength(0);
  });
});

describe('rate limiting', () => {
  it('locks one email and address pair after 10 failures, but not the owner signing in from elsewhere', async () => {
    await signUpUser(standIn, 'target@example.com', 'target-pass');
    const stranger = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < 10; i += 1) {
      const attempt = await freshClient(standIn, stranger).auth.signInWithPassword({
        email: 'target@example.com',
        password: `wrong-${i}`,
      });
      expect(attempt.error?.code).toBe('invalid_credentials');
    }
    const blocked = await freshClient(standIn, stranger).auth.signInWithPassword({
      email: 'target@example.com',
      password: 'target-pass',
    });
    expect(blocked.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Too many sign-in attempts. Please try again in 5 minutes.',
    });
    const owner = await freshClient(standIn, { 'x-forwarded-for': '198.51.100.200' }).auth.signInWithPassword({
      email: 'target@example.com',
      password: 'target-pass',
    });
    expect(owner.error).toBeNull();
    // After the window the stranger's address may try again.
    const later = await withClock(6 * 60, () =>
      freshClient(standIn, stranger).auth.signInWithPassword({ email: 'target@example.com', password: 'target-pass' }),
    );
    expect(later.error).toBeNull();
  });

  it('locks an email for everyone once failures come from 10 addresses, saying when to retry', async () => {
    await signUpUser(standIn, 'spread@example.com', 'spread-pass');
    for (let i = 0; i < 10; i += 1) {
      const attempt = await freshClient(standIn, { 'x-forwarded-for': `198.18.0.${i + 1}` }).auth.signInWithPassword({
        email: 'spread@example.com',
        password: 'wrong',
      });
      expect(attempt.error?.code).toBe('invalid_credentials');
    }
    const response = await authFetch(standIn, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.1.1' },
      body: JSON.stringify({ email: 'spread@example.com', password: 'spread-pass' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({
      error_code: 'over_request_rate_limit',
      msg: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/),
    });
  });

  it('answers 429 after 10 sign-ups with a wrong beta code from one address', async () => {
    const from = freshClient(standIn, { 'x-forwarded-for': '192.0.2.50' });
    for (let i = 0; i < 10; i += 1) {
      const attempt = await from.auth.signUp({
        email: `guesser-${i}@example.com`,
        password: 'guess-pass',
        options: { data: { beta_code: `guess-${i}` } },
      });
      expect(attempt.error?.code).toBe('beta_code_required');
    }
    const blocked = await from.auth.signUp({
      email: 'guesser@example.com',
      password: 'guess-pass',
      options: { data: { beta_code: TEST_BETA_CODE } },
    });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    await expect(signUpUser(standIn, 'guesser@example.com', 'guess-pass')).resolves.toBeTruthy();
  });

  it('answers 429 after 30 failed sign-ins from one address across emails', async () => {
    const from = freshClient(standIn, { 'x-forwarded-for': '203.0.113.7' });
    for (let i = 0; i < 30; i += 1) {
      const attempt = await from.auth.signInWithPassword({ email: `guess-${i}@example.com`, password: 'whatever' });
      expect(attempt.error?.code).toBe('invalid_credentials');
    }
    const blocked = await from.auth.signInWithPassword({ email: 'second@example.com', password: 'second-pass' });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const elsewhere = await freshClient(standIn).auth.signInWithPassword({
      email: 'second@example.com',
      password: 'second-pass',
    });
    expect(elsewhere.error).toBeNull();
  });
});

describe('bad input', () => {
  it('answers malformed JSON and wrong shapes with GoTrue errors', async () => {
    const json = { 'content-type': 'application/json' };
    await expectGoTrueError(
      await authFetch(standIn, '/signup', { method: 'POST', headers: json, body: '{"email":' }),
      400,
      'bad_json',
    );
    await expectGoTrueError(
      await authFetch(standIn, '/token?grant_type=password', { method: 'POST', headers: json, body: '[1,2]' }),
      400,
      'bad_json',
    );
    const msg = await expectGoTrueError(
      await authFetch(standIn, '/signup', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 42, password: 'secret-pass' }),
      }),
      400,
      'validation_failed',
    );
    expect(msg).toMatch(/email/);
    await expectGoTrueError(
      await authFetch(standIn, '/token?grant_type=refresh_token', { method: 'POST', headers: json, body: '{}' }),
      400,
      'validation_failed',
    );
  });

  it('refuses missing, malformed, forged and expired tokens on /user without a 500', async () => {
    await expectGoTrueError(await authFetch(standIn, '/user'), 401, 'no_authorization');
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    await expectGoTrueError(await authFetch(standIn, '/user', bearer('not.a.jwt')), 403, 'bad_jwt');
    await expectGoTrueError(await authFetch(standIn, '/user', bearer(standIn.config.anonKey)), 403, 'bad_jwt');

    const { session } = await signUpUser(standIn, 'expired@example.com', 'expired-pass');
    const claims = decodeJwt(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, standIn.config.jwtSecret);
    const expiredMsg = await expectGoTrueError(await authFetch(standIn, '/user', bearer(expired)), 403, 'bad_jwt');
    expect(expiredMsg).toMatch(/expired/);
    const forged = signJwt({ ...claims, role: 'service_role' }, 'some-other-secret-that-is-long-enough!!');
    await expectGoTrueError(await authFetch(standIn, '/user', bearer(forged)), 403, 'bad_jwt');
    await expectGoTrueError(await authFetch(standIn, '/admin/users', bearer(forged)), 403, 'bad_jwt');

    const viaClient = await freshClient(standIn).auth.getUser(expired);
    expect(viaClient.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const put = await authFetch(standIn, '/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${expired}` },
      body: '{"data":{}}',
    });
    await expectGoTrueError(put, 403, 'bad_jwt');
  });

  it('answers a database failure in GoTrue shape, without a stack trace', async () => {
    const down = async (): Promise<never> => {
      throw new Error('database is down');
    };
    const failingDb: Database = {
      kind: 'pglite',
      query: down,
      exec: down,
      transaction: down,
      listen: down,
      close: async () => undefined,
    };
    const app = createApp({ ...standIn.deps, db: failingDb });
    const { session } = await signUpUser(standIn, 'dbdown@example.com', 'dbdown-pass');
    const errorLog = console.error;
    console.error = () => undefined;
    try {
      const response = await app.request('/auth/v1/user', {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const msg = await expectGoTrueError(response, 500, 'unexpected_failure');
      expect(msg).not.toMatch(/database is down/);
    } finally {
      console.error = errorLog;
    }
  });

  it('still serves after bad input', async () => {
    const health = await authFetch(standIn, '/health');
    expect(health.status).toBe(200);
    const ok = await freshClient(standIn).auth.signInWithPassword({
      email: 'owner@example.com',
      password: 'owner-pass-1',
    });
    expect(ok.error).toBeNull();
  });
});
