// Who is calling: the API key and bearer token resolved to a Postgres role and JWT claims,
// and the transaction that runs a request as that role, exactly as PostgREST does.
import type { Database, Queryable } from './db.ts';
import { verifyJwt, type JwtClaims } from './jwt.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The bearer token the request carried (or the API key when none). */
  token: string;
}

export type CallerResult = { ok: true; caller: Caller } | { ok: false; status: 401; code: string; message: string };

export function resolveCaller(headers: Headers, jwtSecret: string): CallerResult {
  const bearer = headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const apikey = headers.get('apikey')?.trim();
  const token = bearer || apikey;
  if (!token) {
    return { ok: false, status: 401, code: 'PGRST301', message: 'No API key found in request' };
  }
  const check = verifyJwt(token, jwtSecret);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, status: 401, code: 'PGRST303', message: 'JWT expired' }
      : { ok: false, status: 401, code: 'PGRST301', message: 'Invalid JWT: the token could not be verified' };
  }
  if (!API_ROLES.includes(check.claims.role)) {
    return { ok: false, status: 401, code: 'PGRST301', message: `Unknown role in JWT: ${check.claims.role}` };
  }
  return { ok: true, caller: { role: check.claims.role as ApiRole, claims: check.claims, token } };
}

/** The request headers PostgREST exposes to SQL as `request.headers` (lower-cased). */
export function requestHeadersForSql(headers: Headers, clientAddress?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of headers) {
    if (k === 'authorization' || k === 'apikey' || k === 'cookie') continue;
    out[k] = v;
  }
  if (clientAddress && !out['x-forwarded-for']) out['x-forwarded-for'] = clientAddress;
  return out;
}

/** Runs fn in one transaction as the caller's role with request.jwt.claims set. */
export async function withCaller<T>(
  db: Database,
  caller: Caller,
  sqlHeaders: Record<string, string>,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
              set_config('role', $3, true)`,
      [JSON.stringify(caller.claims), JSON.stringify(sqlHeaders), caller.role],
    );
    return fn(tx);
  });
}
