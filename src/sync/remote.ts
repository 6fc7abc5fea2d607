// The real remote: PostgREST rpc / insert and Edge Function calls over fetch, through the one
// function client (so status, Retry-After and timeouts are ours to read); pulls are rpcs too. The token is an argument of
// every call: it is read when the request is sent, never stored with the entry.
import type { z } from 'zod';
import {
  pullPageSchema,
  pulledRowsSchema,
  syncKeysSchema,
  syncScopeSchema,
  syncVersionsSchema,
} from '../domain/sync-protocol';
import { functionPath, postToProject } from '../data/remote/function-client';
import { parseRetryAfter } from './backoff';
import type { RemoteApi, RemoteResult } from './ports';

/** The deadline of one file upload. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface HttpRemoteOptions {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

function readError(body: unknown, fallback: string): { message: string; code?: string } {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const message = [b.message, b.msg, b.error_description, b.error].find((v) => typeof v === 'string') as
      string | undefined;
    const code = [b.code, b.error_code].find((v) => typeof v === 'string') as string | undefined;
    return { message: message ?? fallback, code };
  }
  return { message: typeof body === 'string' && body ? body : fallback };
}

/** A 2xx answer that does not match the protocol is a failure the engine retries later. */
function readAs<T>(result: RemoteResult<unknown>, schema: z.ZodType<T>): RemoteResult<T> {
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, kind: 'http', status: 502, message: 'The server sent an answer we could not read' };
}

export function createHttpRemote(options: HttpRemoteOptions): RemoteApi {
  const endpoint = { url: options.url, anonKey: options.anonKey, fetch: options.fetch };
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? (() => Date.now());

  async function post(
    path: string,
    body: unknown,
    token: string | null,
    extra: Record<string, string> = {},
    raw?: { body: Blob; timeoutMs: number },
  ): Promise<RemoteResult<unknown>> {
    const sent = await postToProject(endpoint, path, {
      token,
      headers: extra,
      body: raw ? raw.body : JSON.stringify(body),
      signal: AbortSignal.timeout(raw ? raw.timeoutMs : timeoutMs),
    });
    if (!sent.ok) return { ok: false, kind: 'network', message: sent.message };
    const response = sent.response;
    let text = '';
    try {
      text = await response.text();
    } catch (error) {
      return {
        ok: false,
        kind: 'network',
        message: error instanceof Error ? error.message : 'The response was cut off',
      };
    }
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (response.ok) return { ok: true, data: parsed };
    const { message, code } = readError(parsed, `The server answered ${response.status}`);
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      code,
      message,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
    };
  }

  return {
    pushMutation: (mutation, token) => post('/rest/v1/rpc/push_mutation', { mutation }, token),
    pushMutations: (mutations, token) => post('/rest/v1/rpc/push_mutations', { mutations }, token),
    callRpc: (name, args, token) => post(`/rest/v1/rpc/${encodeURIComponent(name)}`, args, token),
    insert: (table, values, token) =>
      post(`/rest/v1/${encodeURIComponent(table)}`, values, token, { prefer: 'return=minimal' }),
    invoke: (name, body, token) => post(functionPath(name), body, token),
    uploadFile: (file, token) =>
      post(
        `/storage/v1/object/${encodeURIComponent(file.bucket)}/${file.path.split('/').map(encodeURIComponent).join('/')}`,
        null,
        token,
        { 'content-type': file.contentType, 'x-upsert': 'true' },
        // A 25 MB voice note on a slow uplink needs more than a JSON request's deadline.
        { body: file.body, timeoutMs: Math.max(timeoutMs, UPLOAD_TIMEOUT_MS) },
      ),

    async pull(table, cursor, limit, token) {
      const body = {
        table_name: table,
        after_txid: cursor?.txid ?? null,
        after_key: cursor?.key ?? null,
        max_rows: limit,
      };
      return readAs(await post('/rest/v1/rpc/pull_changes', body, token), pullPageSchema);
    },
    async pullRows(table, keys, token) {
      return readAs(await post('/rest/v1/rpc/pull_rows', { table_name: table, keys }, token), pulledRowsSchema);
    },
    async syncKeys(table, afterKey, limit, token) {
      const body = { table_name: table, after_key: afterKey, max_rows: limit };
      return readAs(await post('/rest/v1/rpc/sync_keys', body, token), syncKeysSchema);
    },
    async syncScope(token) {
      const got = readAs(await post('/rest/v1/rpc/sync_scope', {}, token), syncScopeSchema);
      return got.ok ? { ok: true, data: got.data.version } : got;
    },
    async syncVersions(table, afterKey, limit, token) {
      const body = { table_name: table, after_key: afterKey, max_rows: limit };
      return readAs(await post('/rest/v1/rpc/sync_versions', body, token), syncVersionsSchema);
    },
  };
}
