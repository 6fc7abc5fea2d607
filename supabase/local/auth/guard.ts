// Who is calling the auth API: a signed-in user (with a live session) or the service role.
// Failures answer in GoTrue's shape with 401/403, never a 500.
import type { Queryable } from '../db.ts';
import { gotrueError } from '../errors.ts';
import { describeJwtFailure, verifyJwt, type JwtClaims } from '../jwt.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';
import { UUID_PATTERN } from './validation.ts';

export type Guarded<T> = { ok: true; value: T } | { ok: false; response: Response };

export function bearerToken(headers: Headers): string | null {
  return headers.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

async function verifiedClaims(headers: Headers, jwtSecret: string, nowSeconds: number): Promise<Guarded<JwtClaims>> {
  const token = bearerToken(headers);
  if (!token)
    return { ok: false, response: gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token') };
  const check = await verifyJwt(token, jwtSecret, nowSeconds);
  if (!check.ok) {
    const detail =
      check.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : check.reason === 'bad_signature'
          ? 'signature is invalid'
          : check.reason === 'malformed'
            ? 'unable to parse or verify signature'
            : describeJwtFailure(check.reason).replace(/^Invalid JWT: /, '');
    return { ok: false, response: gotrueError(403, 'bad_jwt', `invalid JWT: ${detail}`) };
  }
  return { ok: true, value: check.claims };
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
  jwtSecret: string,
  nowSeconds: number,
  options: UserGuardOptions = {},
): Promise<Guarded<SignedInCaller>> {
  const claims = await verifiedClaims(headers, jwtSecret, nowSeconds);
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
  jwtSecret: string,
  nowSeconds: number,
): Promise<Guarded<JwtClaims>> {
  const claims = await verifiedClaims(headers, jwtSecret, nowSeconds);
  if (!claims.ok) return claims;
  if (claims.value.role !== 'service_role' && claims.value.role !== 'supabase_admin') {
    return { ok: false, response: gotrueError(403, 'not_admin', 'User not allowed') };
  }
  return claims;
}
