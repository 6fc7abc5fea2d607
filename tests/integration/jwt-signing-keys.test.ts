// Asymmetric JWT signing keys, as hosted Supabase's new ones: with JWT_ALGORITHM=ES256 the stand-in
// signs user tokens with an ES256 key and publishes its public half at
// /auth/v1/.well-known/jwks.json, where a verifier (a function, with jose) fetches it; every
// surface accepts those tokens, and refuses one signed by another key. (The legacy setting, HS256
// and an empty key set: tests/integration/auth.test.ts.)
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeyFor } from '../../supabase/local/jwt-signing-key.ts';
import { restFetch } from '../support/rest-fixtures.ts';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

let asymmetric: TestStandIn;

beforeAll(async () => {
  asymmetric = await startTestStandIn({ jwtAlgorithm: 'ES256' });
});
afterAll(async () => {
  await asymmetric?.close();
});

async function signUp(standIn: TestStandIn, email: string) {
  const { data, error } = await standIn
    .anonClient()
    .auth.signUp({ email, password: 'signing-pass-1', options: { data: { beta_code: TEST_BETA_CODE } } });
  if (error || !data.session || !data.user) throw error ?? new Error('expected a session');
  return { token: data.session.access_token, id: data.user.id };
}

describe('ES256 user tokens (JWT_ALGORITHM=ES256)', () => {
  it('signs with the published key, which a verifier fetches from the JWKS endpoint', async () => {
    const { token, id } = await signUp(asymmetric, 'es256@example.com');
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('ES256');
    const jwksUrl = new URL(`${asymmetric.url}/auth/v1/.well-known/jwks.json`);
    const jwks = (await (await fetch(jwksUrl)).json()) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: header.kid, kty: 'EC', alg: 'ES256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(token, createRemoteJWKSet(jwksUrl), { audience: 'authenticated' });
    expect(payload.sub).toBe(id);
  });

  it('is accepted by REST and auth as the signed-in user', async () => {
    const { token, id } = await signUp(asymmetric, 'es256.rest@example.com');
    const profiles = await restFetch(asymmetric, `todo_profiles?select=id&id=eq.${id}`, { token });
    expect(profiles.status).toBe(200);
    expect(profiles.json).toEqual([{ id }]);
    const user = await asymmetric.clientWithToken(token).auth.getUser(token);
    expect(user.data.user?.id).toBe(id);
  });

  it('refuses a token signed by another key, even with the right kid', async () => {
    const { id } = await signUp(asymmetric, 'es256.forged@example.com');
    const own = await signingKeyFor(asymmetric.config.jwtSecret);
    const other = await signingKeyFor('another-secret-that-is-at-least-32-characters');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ sub: id, role: 'authenticated', aud: 'authenticated', exp: now + 600 })
      .setProtectedHeader({ alg: 'ES256', kid: own.kid })
      .sign(other.privateKey);
    const answer = await restFetch(asymmetric, 'todo_profiles?select=id', { token: forged });
    expect(answer.status).toBe(401);
  });
});
