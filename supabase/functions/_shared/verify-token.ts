// The caller's user id, for functions deployed with `verify_jwt = false`, as Supabase asks of
// functions on its asymmetric JWT signing keys (the gateway's check supports only the legacy
// secret). An asymmetric token (ES256, RS256) is verified here against the project's published
// keys (`<SUPABASE_URL>/auth/v1/.well-known/jwks.json`, fetched and cached by jose). A legacy
// HS256 token cannot be checked without the project's secret, which functions are not given: its
// `sub` only builds the queries PostgREST then runs with the same token, and PostgREST verifies it
// before any row is read or written (every function calls it first).
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { bearerToken } from './bearer.ts';
import type { FunctionEnv } from './http.ts';
import { bearerSubject, restGet } from './rest.ts';

const ASYMMETRIC = ['ES256', 'RS256', 'EdDSA'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(env: FunctionEnv) {
  const url = `${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`;
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

/** The verified `sub` of the bearer token, or null: no token, a bad signature, expired, not a user. */
export async function callerSubject(authorization: string | null, env: FunctionEnv): Promise<string | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return null;
  }
  if (!alg || !ASYMMETRIC.includes(alg)) return bearerSubject(authorization);
  try {
    const { payload } = await jwtVerify(token, keySet(env), {
      algorithms: ASYMMETRIC,
      audience: 'authenticated',
      requiredClaims: ['exp', 'sub'],
    });
    return payload.role === 'authenticated' ? bearerSubject(authorization) : null;
  } catch {
    return null;
  }
}

/**
 * callerSubject, with a legacy token checked by PostgREST at once: for a function that would
 * otherwise do something (call a paid provider) before its first query as the caller.
 */
export async function checkedCallerSubject(authorization: string | null, env: FunctionEnv): Promise<string | null> {
  const sub = await callerSubject(authorization, env);
  if (!sub || !authorization) return null;
  const check = await restGet(env, authorization, `todo_profiles?select=id&id=eq.${sub}`);
  return check.ok ? sub : null;
}
