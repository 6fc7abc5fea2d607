// Issue 26 item 7: one verifier, one rule. A token REST refuses is refused by auth, storage,
// functions and realtime too: issued in the future, or carrying a database role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch } from '../support/auth-helpers.ts';
import { signJwt } from '../support/jwt.ts';
import { openRaw, realtimeUrl } from '../support/realtime-raw.ts';
import { createUser, restFetch, type TestUser } from '../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let owner: TestUser;

beforeAll(async () => {
  standIn = await startTestStandIn();
  owner = await createUser(standIn, 'owner@example.com');
});
afterAll(async () => {
  await standIn?.close();
});

const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: Record<string, unknown>) => signJwt(claims, standIn.config.jwtSecret);
const userClaims = () => ({ sub: owner.id, email: owner.email, aud: 'authenticated', exp: now() + 3600 });

interface Verdicts {
  rest: number;
  auth: number;
  storage: number;
  functions: number;
  realtimeReason: string | null;
}

/** What each surface answers to one token. */
async function verdicts(token: string): Promise<Verdicts> {
  const rest = await restFetch(standIn, 'stories?select=id', { token });
  const auth = await authFetch(standIn, '/user', { headers: { authorization: `Bearer ${token}` } });
  const storage = await fetch(`${standIn.url}/storage/v1/bucket`, {
    headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
  });
  const functions = await fetch(`${standIn.url}/functions/v1/admin-create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
    body: '{}',
  });
  const socket = await openRaw(realtimeUrl(standIn.url, { apikey: standIn.config.anonKey, vsn: '1.0.0' }));
  socket.send({
    topic: 'realtime:rule',
    event: 'phx_join',
    ref: '1',
    join_ref: '1',
    payload: { access_token: token, config: { postgres_changes: [] } },
  });
  const reply = (await socket.next((m) => (m as { ref?: string }).ref === '1')) as {
    payload: { status: string; response: { reason?: string } };
  };
  socket.ws.close();
  await Promise.all([auth.text(), storage.text(), functions.text()]);
  return {
    rest: rest.status,
    auth: auth.status,
    storage: storage.status,
    functions: functions.status,
    realtimeReason: reply.payload.status === 'ok' ? null : (reply.payload.response.reason ?? ''),
  };
}

describe('one rule for every surface', () => {
  it('accepts a plain signed-in token everywhere (the control)', async () => {
    const v = await verdicts(sign({ ...userClaims(), role: 'authenticated', iat: now() }));
    expect(v).toMatchObject({ rest: 200, auth: 200, storage: 200, realtimeReason: null });
    // The function answers on its own terms (an empty body, a non-admin), after the token passed.
    expect(v.functions).not.toBe(401);
  });

  it('refuses a token issued an hour in the future', async () => {
    const token = sign({ ...userClaims(), role: 'authenticated', iat: now() + 3600 });
    const v = await verdicts(token);
    expect(v).toEqual({
      rest: 401,
      auth: 403,
      storage: 401,
      functions: 401,
      realtimeReason: 'Invalid JWT: the token is not valid yet (nbf or iat in the future)',
    });
    const rest = await restFetch(standIn, 'stories?select=id', { token });
    expect(rest.json).toMatchObject({
      code: 'PGRST301',
      message: 'Invalid JWT: the token is not valid yet (nbf or iat in the future)',
    });
  });

  it('tolerates 30 seconds of clock difference on iat', async () => {
    const v = await verdicts(sign({ ...userClaims(), role: 'authenticated', iat: now() + 20 }));
    expect(v).toMatchObject({ rest: 200, auth: 200, storage: 200, realtimeReason: null });
  });

  it.each(['postgres', 'supabase_admin', 'authenticator', 'supabase_auth_admin'])(
    'refuses the database role %s on auth as REST does',
    async (role) => {
      const token = sign({ ...userClaims(), role });
      const v = await verdicts(token);
      expect(v).toEqual({
        rest: 401,
        auth: 403,
        storage: 401,
        functions: 401,
        realtimeReason: 'Invalid JWT: the role is not one this API accepts',
      });
      const user = await authFetch(standIn, '/user', { headers: { authorization: `Bearer ${token}` } });
      expect(await user.json()).toMatchObject({
        error_code: 'bad_jwt',
        msg: 'invalid JWT: the role is not one this API accepts',
      });
      const admin = await authFetch(standIn, '/admin/users', { headers: { authorization: `Bearer ${token}` } });
      expect(admin.status).toBe(403);
    },
  );

  it('keeps GoTrue’s answer for a signed-in token without a user id', async () => {
    const token = sign({ role: 'authenticated', aud: 'authenticated', exp: now() + 3600 });
    const user = await authFetch(standIn, '/user', { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'bad_jwt', msg: 'invalid claim: missing sub claim' });
    expect((await restFetch(standIn, 'stories?select=id', { token })).status).toBe(401);
  });
});
