import { AuthRetryableFetchError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
  const client = createClient('http://stand.in', 'anon-key-anon-key-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: fakeFetch },
  });
  return {
    seen,
    remote: createHttpRemote({
      url: 'http://stand.in',
      anonKey: 'anon-key-anon-key-anon-key',
      client,
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

  it('pulls after the cursor in (updated_at, key) order with the token given', async () => {
    const { seen, remote } = remoteWith(() =>
      json([{ user_id: 'u', version: 2, updated_at: '2026-11-21T10:00:00.5+00:00', deleted_at: null }]),
    );
    const r = await remote.pull(
      'todo_user_preferences',
      { updatedAt: '2026-11-21T10:00:00.1+00:00', id: 'a' },
      500,
      'tok',
    );
    expect(r.ok && r.data).toHaveLength(1);
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/rest/v1/todo_user_preferences');
    expect(url.searchParams.get('or')).toBe(
      '(updated_at.gt.2026-11-21T10:00:00.1+00:00,and(updated_at.eq.2026-11-21T10:00:00.1+00:00,user_id.gt.a))',
    );
    expect(url.searchParams.get('order')).toBe('updated_at.asc,user_id.asc');
    expect(url.searchParams.get('limit')).toBe('500');
    expect(new Headers(seen[0].init?.headers).get('authorization')).toBe('Bearer tok');
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
