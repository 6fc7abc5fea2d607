// A tiny PostgREST reader for functions: runs a query as the caller (their JWT), so row-level
// security decides what they see, exactly as it would in the app. Plain fetch, no client library.
import { publicApiKey } from './api-keys.ts';
import { bearerToken } from './bearer.ts';
import type { FunctionEnv } from './http.ts';
import { UUID_PATTERN } from './ids.ts';

export type RestResult<Row> = { ok: true; rows: Row[] } | { ok: false; status: number; message: string };

/** GET /rest/v1/<pathAndQuery> with the project's publishable (or anon) key and the caller's Authorization header. */
export async function restGet<Row>(
  env: FunctionEnv,
  authorization: string,
  pathAndQuery: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RestResult<Row>> {
  const url = `${env.SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/${pathAndQuery.replace(/^\/+/, '')}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { apikey: publicApiKey(env), authorization, accept: 'application/json' },
    });
  } catch {
    return { ok: false, status: 503, message: 'The database could not be reached. Please try again.' };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `The database answered ${response.status}`;
    return { ok: false, status: response.status, message };
  }
  const rows = (await response.json()) as unknown;
  return Array.isArray(rows)
    ? { ok: true, rows: rows as Row[] }
    : { ok: false, status: 502, message: 'Unexpected answer from the database' };
}

/** The `sub` claim of a bearer token, without verifying it: only to build a query that
 *  PostgREST then runs with the same token, which it does verify. */
export function bearerSubject(authorization: string | null): string | null {
  const payload = bearerToken(authorization)?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { sub?: unknown };
    return typeof claims.sub === 'string' && UUID_PATTERN.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}

export type RestCall =
  { ok: true; status: number; data: unknown } | { ok: false; status: number; message: string; code?: string };

/** Any PostgREST request as the caller (rpc, insert, select), JSON in and out. */
export async function restCall(
  env: FunctionEnv,
  authorization: string,
  method: 'GET' | 'POST' | 'PATCH',
  pathAndQuery: string,
  body?: unknown,
  headers: Record<string, string> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<RestCall> {
  const url = `${env.SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/${pathAndQuery.replace(/^\/+/, '')}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: {
        apikey: publicApiKey(env),
        authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 503, message: 'The database could not be reached. Please try again.' };
  }
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (response.ok) return { ok: true, status: response.status, data };
  const b = (data && typeof data === 'object' ? data : {}) as { message?: unknown; code?: unknown };
  return {
    ok: false,
    status: response.status,
    message: typeof b.message === 'string' ? b.message : `The database answered ${response.status}`,
    code: typeof b.code === 'string' ? b.code : undefined,
  };
}
