// Who is calling: the API key and bearer token (api-keys.ts decides which counts) resolved to a Postgres role and JWT claims (one
// rule for REST, functions and realtime), and the transaction that runs a request as that role,
// exactly as PostgREST does.
import {
  credentialFailureMessage,
  INVALID_API_KEY_MESSAGE,
  isOpaqueKey,
  opaqueKeyRole,
  presentedCredential,
  type CallerKeys,
} from './api-keys.ts';
import type { Database, Queryable } from './db.ts';
import { describeJwtFailure, verifyJwt, type ApiRole, type JwtClaims } from './jwt.ts';

export type { ApiRole } from './jwt.ts';

export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The bearer token the request carried (or the API key when none: a legacy JWT or an opaque key). */
  token: string;
}

export type CallerResult = { ok: true; caller: Caller } | { ok: false; status: 401; code: string; message: string };

/** A verified token (or one of the project's opaque keys) as a caller, or why it is refused
 *  (messages never echo the token). */
export async function callerFromToken(token: string, keys: CallerKeys, nowSeconds: number): Promise<CallerResult> {
  if (isOpaqueKey(token)) {
    const role = opaqueKeyRole(token, keys);
    if (!role) return { ok: false, status: 401, code: 'PGRST301', message: INVALID_API_KEY_MESSAGE };
    return { ok: true, caller: { role, claims: { role }, token } };
  }
  const check = await verifyJwt(token, keys.jwtSecret, nowSeconds);
  if (!check.ok) {
    const code = check.reason === 'expired' ? 'PGRST303' : 'PGRST301';
    return { ok: false, status: 401, code, message: describeJwtFailure(check.reason) };
  }
  return { ok: true, caller: { role: check.claims.role, claims: check.claims, token } };
}

export async function resolveCaller(headers: Headers, keys: CallerKeys, nowSeconds: number): Promise<CallerResult> {
  const presented = presentedCredential(headers, keys);
  if (!presented.ok) {
    return { ok: false, status: 401, code: 'PGRST301', message: credentialFailureMessage(presented.reason) };
  }
  return callerFromToken(presented.token, keys, nowSeconds);
}

/** Thrown inside withCaller when the token's user has been deleted since it was issued. */
export class UnknownUserError extends Error {
  constructor() {
    super('User from sub claim in JWT does not exist');
  }
}

const LIVE_USER_SQL = 'select exists (select 1 from auth.users where id = $1::uuid and deleted_at is null) as live';

/** True unless the caller is a signed-in user whose account no longer exists. */
export async function callerIsLive(db: Queryable, caller: Caller): Promise<boolean> {
  if (caller.role !== 'authenticated') return true;
  const { rows } = await db.query<{ live: boolean }>(LIVE_USER_SQL, [caller.claims.sub]);
  return rows[0]?.live === true;
}

/**
 * The request headers PostgREST exposes to SQL as `request.headers` (lower-cased), with
 * `x-forwarded-for` replaced by the address the stand-in resolved (client-address.ts), so SQL
 * limits keyed on it cannot be spoofed by the client.
 */
export function requestHeadersForSql(headers: Headers, clientAddress: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of headers) {
    if (k === 'authorization' || k === 'apikey' || k === 'cookie' || k === 'x-real-ip') continue;
    out[k] = v;
  }
  out['x-forwarded-for'] = clientAddress;
  return out;
}

export interface CallerOptions {
  /** GET and HEAD run read-only, as PostgREST runs them. */
  readOnly?: boolean;
}

/** Runs fn in one transaction as the caller's role with request.jwt.claims set. */
export async function withCaller<T>(
  db: Database,
  caller: Caller,
  sqlHeaders: Record<string, string>,
  fn: (tx: Queryable) => Promise<T>,
  options: CallerOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.readOnly) await tx.query('set transaction read only');
    if (!(await callerIsLive(tx, caller))) throw new UnknownUserError();
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
              set_config('role', $3, true)`,
      [JSON.stringify(caller.claims), JSON.stringify(sqlHeaders), caller.role],
    );
    return fn(tx);
  });
}
