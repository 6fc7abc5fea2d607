// Who is calling the auth API: a signed-in user (with a live session) or the service role.
// Tokens are checked by jwt.ts, the rule REST, storage, functions and realtime apply too (a
// database role such as `postgres` is refused everywhere). Failures answer in GoTrue's shape
// with 401/403, never a 500.
import { credentialFailureMessage, presentedCredential, type CallerKeys } from '../api-keys.ts';
import type { Queryable } from '../db.ts';
import { gotrueError } from '../errors.ts';
import { describeJwtFailure, verifyJwt, type JwtClaims, type JwtFailure } from '../jwt.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';
import { UUID_PATTERN } from '../../functions/_shared/ids.ts';

export type Guarded<T> = { ok: true; value: T } | { ok: false; response: Response };

async function verifiedClaims(headers: Headers, keys: CallerKeys, nowSeconds: number): Promise<Guarded<JwtClaims>> {
  const presented = presentedCredential(headers, keys);
  if (!presented.ok && presented.reason !== 'missing') {
    return { ok: false, response: gotrueError(401, 'no_authorization', credentialFailureMessage(presented.reason)) };
  }
  // An opaque key with no user token: the gateway serves the request as the key's role.
  if (presented.ok && presented.kind === 'key') return { ok: true, value: { role: presented.role } };
  if (!presented.ok || presented.from !== 'bearer')
    return { ok: false, response: gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token') };
  const check = await verifyJwt(presented.token, keys.jwtSecret, nowSeconds);
  if (!check.ok) return { ok: false, response: gotrueError(403, 'bad_jwt', gotrueJwtMessage(check.reason)) };
  return { ok: true, value: check.claims };
}

/** GoTrue's words for a refused token. */
function gotrueJwtMessage(reason: JwtFailure): string {
  switch (reason) {
    case 'expired':
      return 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired';
    case 'bad_signature':
      return 'invalid JWT: unable to parse or verify signature, signature is invalid';
    case 'malformed':
      return 'invalid JWT: unable to parse or verify signature';
    case 'missing_sub':
      return 'invalid claim: missing sub claim';
    default:
      return `invalid JWT: ${describeJwtFailure(reason).replace(/^Invalid JWT: /, '')}`;
  }
}

export interface SignedInCaller {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string | null;
}

export interface UserGuardOptions {
  /** Logout accepts a token whose session has already ended (signing out twice is fine). */
  allowEndedSession?: boolean;
}

export async function requireUser(
  db: Queryable,
  headers: Headers,
  keys: CallerKeys,
  nowSeconds: number,
  options: UserGuardOptions = {},
): Promise<Guarded<SignedInCaller>> {
  const claims = await verifiedClaims(headers, keys, nowSeconds);
  if (!claims.ok) return claims;
  const { sub, session_id: sessionId } = claims.value;
  if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) {
    return { ok: false, response: gotrueError(403, 'bad_jwt', 'invalid claim: missing sub claim') };
  }
  const session = typeof sessionId === 'string' && UUID_PATTERN.test(sessionId) ? sessionId : null;
  if (session && !options.allowEndedSession && !(await sessionExists(db, session))) {
    return {
      ok: false,
      response: gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
    };
  }
  const user = await findUserById(db, sub);
  if (!user || user.deleted_at !== null) {
    return { ok: false, response: gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist') };
  }
  return { ok: true, value: { claims: claims.value, user, sessionId: session } };
}

export async function requireServiceRole(
  headers: Headers,
  keys: CallerKeys,
  nowSeconds: number,
): Promise<Guarded<JwtClaims>> {
  const claims = await verifiedClaims(headers, keys, nowSeconds);
  if (!claims.ok) return claims;
  if (claims.value.role !== 'service_role') {
    return { ok: false, response: gotrueError(403, 'not_admin', 'User not allowed') };
  }
  return claims;
}
