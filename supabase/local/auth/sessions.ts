// Sessions, rotating refresh tokens and the access tokens (HS256 JWTs) minted for them.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { signJwt, type JwtAlgorithm, type JwtClaims } from '../jwt.ts';
import { toGoTrueUser, type GoTrueUser, type UserRow } from './users.ts';

/**
 * A revoked refresh token presented again within this many seconds of its rotation answers with
 * the token that replaced it (GoTrue's reuse interval), so two tabs refreshing at once both succeed.
 * Later reuse is treated as theft: the whole session is revoked.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

export interface TokenSettings {
  jwtSecret: string;
  jwtAlgorithm: JwtAlgorithm;
  jwtExpirySeconds: number;
  /** `${publicUrl}/auth/v1` */
  issuer: string;
  nowSeconds: number;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export function accessTokenClaims(
  user: UserRow,
  sessionId: string,
  settings: TokenSettings,
  signedInAt: number,
): JwtClaims {
  const gotrueUser = toGoTrueUser(user);
  return {
    iss: settings.issuer,
    sub: user.id,
    aud: gotrueUser.aud,
    exp: settings.nowSeconds + settings.jwtExpirySeconds,
    iat: settings.nowSeconds,
    email: gotrueUser.email,
    phone: gotrueUser.phone,
    app_metadata: gotrueUser.app_metadata,
    user_metadata: gotrueUser.user_metadata,
    role: gotrueUser.role,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: signedInAt }],
    session_id: sessionId,
    is_anonymous: false,
  };
}

export async function sessionResponse(
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  settings: TokenSettings,
  signedInAt: number,
): Promise<SessionResponse> {
  return {
    access_token: await signJwt(
      accessTokenClaims(user, sessionId, settings, signedInAt),
      settings.jwtSecret,
      settings.jwtAlgorithm,
    ),
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: settings.nowSeconds + settings.jwtExpirySeconds,
    refresh_token: refreshToken,
    user: toGoTrueUser(user),
  };
}

/** Starts a session for the user and returns its first refresh token. */
export async function createSession(
  tx: Queryable,
  userId: string,
  nowSeconds: number,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, to_timestamp($3), to_timestamp($3))`,
    [sessionId, userId, nowSeconds],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, null, false, to_timestamp($4), to_timestamp($4))`,
    [refreshToken, userId, sessionId, nowSeconds],
  );
  return { sessionId, refreshToken };
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  /** Seconds since the epoch of the last change (the rotation, for a revoked token). */
  changed_at: number | string;
  session_created_at: number | string;
}

export type RotateOutcome =
  | { ok: true; userId: string; sessionId: string; refreshToken: string; signedInAt: number }
  | { ok: false; reason: 'not_found' | 'already_used' };

/** Rotates a refresh token: the presented one is revoked and its child is returned. Run inside a transaction. */
export async function rotateRefreshToken(tx: Queryable, token: string, nowSeconds: number): Promise<RotateOutcome> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select r.token, r.user_id, r.session_id, r.revoked,
            extract(epoch from r.updated_at)::float8 as changed_at,
            extract(epoch from s.created_at)::float8 as session_created_at
       from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id
      where r.token = $1
      for update of r`,
    [token],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'not_found' };
  const signedInAt = Math.floor(Number(row.session_created_at));

  if (row.revoked) {
    const withinReuse = nowSeconds - Number(row.changed_at) <= REFRESH_REUSE_INTERVAL_SECONDS;
    if (withinReuse) {
      const child = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1`,
        [token],
      );
      if (child.rows[0]) {
        return {
          ok: true,
          userId: row.user_id,
          sessionId: row.session_id,
          refreshToken: child.rows[0].token,
          signedInAt,
        };
      }
    }
    // A token used twice outside the grace period may have been stolen: end the whole session.
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { ok: false, reason: 'already_used' };
  }

  const next = newRefreshToken();
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = to_timestamp($2) where token = $1`, [
    token,
    nowSeconds,
  ]);
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, to_timestamp($5), to_timestamp($5))`,
    [next, row.user_id, row.session_id, token, nowSeconds],
  );
  await tx.query(`update auth.sessions set updated_at = to_timestamp($2) where id = $1`, [row.session_id, nowSeconds]);
  return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken: next, signedInAt };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists (select 1 from auth.sessions where id = $1) as found',
    [sessionId],
  );
  return rows[0]?.found === true;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens go with them by cascade). */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global' || sessionId === null) {
    if (scope !== 'others') await db.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
    return;
  }
  await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
}
