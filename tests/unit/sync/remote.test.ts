import { AuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createHttpRemote } from '../../../src/sync/remote';
import { supabaseAuthPort } from '../../../src/sync/supabase-auth';

type Seen = { url: string; init: RequestInit | undefined };

function remoteWith(respond: (url: string) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    seen.push({ url, init });
    return respond(url);
  };
  return {
    seen,
    remote: createHttpRemote({
      url: 'http://stand.in',
      anonKey: 'anon-key-anon-key-anon-key',
      fetch: fakeFetch,
      now: () => 0,
    }),
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('http remote', () => {
  it('posts push_mutation with the token given at send time', async () => {
    const { seen, remote } = remoteWith(() => json({ status: 'applied', row: { version: 1, updated_at: 't' } }));
    const r = await remote.pushMutation(
      { id: 'm', table: 'stories', op: 'update', row_id: 'r', base_version: 1, values: {} },
      'tok',
    );
    expect(r).toEqual({ ok: true, data: { status: 'applied', row: { version: 1, updated_at: 't' } } });
    expect(seen[0].url).toBe('http://stand.in/rest/v1/rpc/push_mutation');
    expect((seen[0].init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(seen[0].init?.body))).toMatchObject({ mutation: { id: 'm', base_version: 1 } });
  });

  it('reads PostgREST errors, Retry-After and network failures', async () => {
    const answers = [
      json({ code: '23514', message: 'violates check constraint', details: null, hint: null }, 400),
      json({ message: 'busy' }, 503, { 'retry-after': '2' }),
    ];
    const { remote } = remoteWith(() => {
      const next = answers.shift();
      if (!next) throw new TypeError('fetch failed');
      return next;
    });
    expect(await remote.callRpc('join_waitlist', {}, null)).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      code: '23514',
      message: 'violates check constraint',
    });
    expect(await remote.callRpc('join_waitlist', {}, null)).toMatchObject({
      ok: false,
      kind: 'http',
      status: 503,
      retryAfterMs: 2000,
    });
    expect(await remote.callRpc('join_waitlist', {}, null)).toMatchObject({
      ok: false,
      kind: 'network',
      message: 'fetch failed',
    });
  });

  it('pulls through rpc/pull_changes after the cursor with the token given', async () => {
    const row = { user_id: 'u', version: 2, updated_at: '2026-11-21T10:00:00.5+00:00', deleted_at: null, sync_txid: 9 };
    const { seen, remote } = remoteWith(() => json({ rows: [row, { no: 'version' }], next: { txid: 9, key: 'u' } }));
    const r = await remote.pull('todo_user_preferences', { txid: 7, key: 'a' }, 500, 'tok');
    // A server from before tombstone purges (and held_back) sends neither: read as none, and false.
    expect(r).toEqual({
      ok: true,
      data: { rows: [row], next: { txid: 9, key: 'u' }, purged_through: null, held_back: false },
    });
    expect(new URL(seen[0].url).pathname).toBe('/rest/v1/rpc/pull_changes');
    expect(JSON.parse(String(seen[0].init?.body))).toEqual({
      table_name: 'todo_user_preferences',
      after_txid: 7,
      after_key: 'a',
      max_rows: 500,
    });
    expect(new Headers(seen[0].init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('fetches rows by key through rpc/pull_rows and refuses an answer off the protocol', async () => {
    const row = { id: 'r', version: 1, updated_at: 't', deleted_at: null };
    const { seen, remote } = remoteWith((url) => (url.endsWith('pull_rows') ? json([row]) : json({ rows: 'x' })));
    expect(await remote.pullRows('stories', ['r'], 'tok')).toEqual({ ok: true, data: [row] });
    expect(JSON.parse(String(seen[0].init?.body))).toEqual({ table_name: 'stories', keys: ['r'] });
    expect(await remote.pull('stories', null, 10, 'tok')).toMatchObject({ ok: false, kind: 'http', status: 502 });
  });

  it('lists keys through rpc/sync_keys and refuses anything but an array of keys', async () => {
    let calls = 0;
    const { seen, remote } = remoteWith(() => (++calls === 1 ? json(['a', 'b']) : json([{ id: 1 }])));
    expect(await remote.syncKeys('stories', 'k', 5000, 'tok')).toEqual({ ok: true, data: ['a', 'b'] });
    expect(new URL(seen[0].url).pathname).toBe('/rest/v1/rpc/sync_keys');
    expect(JSON.parse(String(seen[0].init?.body))).toEqual({ table_name: 'stories', after_key: 'k', max_rows: 5000 });
    expect(await remote.syncKeys('stories', 'b', 10, 'tok')).toMatchObject({ ok: false, kind: 'http', status: 502 });
  });

  it('posts push_mutations with every mutation in one body', async () => {
    const { seen, remote } = remoteWith(() => json([{ status: 'error', code: '42501', message: 'no' }]));
    const m = { id: 'm', table: 'stories' as const, op: 'update' as const, row_id: 'r', base_version: 1, values: {} };
    const r = await remote.pushMutations([m, { ...m, id: 'n' }], 'tok');
    expect(r).toMatchObject({ ok: true });
    expect(new URL(seen[0].url).pathname).toBe('/rest/v1/rpc/push_mutations');
    expect(JSON.parse(String(seen[0].init?.body)).mutations.map((x: { id: string }) => x.id)).toEqual(['m', 'n']);
  });

  it('reports a failed pull by status', async () => {
    const { remote } = remoteWith(() => json({ code: 'PGRST303', message: 'JWT expired' }, 401));
    expect(await remote.pull('stories', null, 10, 'old')).toMatchObject({ ok: false, kind: 'http', status: 401 });
  });
});

describe('supabase auth port', () => {
  const fakeClient = (getSession: () => Promise<unknown>) =>
    ({
      auth: { getSession, refreshSession: async () => ({ data: { session: null }, error: new Error('no') }) },
    }) as unknown as SupabaseClient;

  it('gives the current token and user', async () => {
    const port = supabaseAuthPort(
      fakeClient(async () => ({ data: { session: { access_token: 'a', user: { id: 'u' } } }, error: null })),
    );
    expect(await port.getSession()).toEqual({ accessToken: 'a', userId: 'u' });
    expect(await port.refresh()).toBe(false);
  });

  it('throws (network) rather than reporting signed-out when a refresh could not reach the server', async () => {
    const port = supabaseAuthPort(
      fakeClient(async () => ({ data: { session: null }, error: new AuthRetryableFetchError('Failed to fetch', 0) })),
    );
    await expect(port.getSession()).rejects.toThrow('Could not reach the server');
    const signedOut = supabaseAuthPort(fakeClient(async () => ({ data: { session: null }, error: null })));
    expect(await signedOut.getSession()).toBeNull();
  });
});
