// Supabase's new API keys (supabase/local/api-keys.ts): supabase-js made with the publishable key
// is anon under row-level security, with the secret key it is the service role, a key that is not
// the project's or a secret key from a browser is refused, and the functions call Supabase with
// the new keys. The stand-in's legacy JWT keys are disabled here (as a project that turned them
// off), so nothing can pass through them.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;

beforeAll(async () => {
  standIn = await startTestStandIn({ anonKey: 'legacy-anon-key-disabled', serviceRoleKey: 'legacy-key-disabled' });
});
afterAll(async () => {
  await standIn?.close();
});

const clientWith = (key: string): SupabaseClient =>
  createClient(standIn.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

async function signUp(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = clientWith(standIn.config.publishableKey);
  const { data, error } = await client.auth.signUp({
    email,
    password: 'new-keys-pass-1',
    options: { data: { beta_code: TEST_BETA_CODE } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('expected a session');
  return { client, id: data.user.id };
}

const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('the new API keys', () => {
  let owner: { client: SupabaseClient; id: string };
  let coach: { client: SupabaseClient; id: string };

  beforeAll(async () => {
    owner = await signUp('owner.newkeys@example.com');
    coach = await signUp('coach.newkeys@example.com');
  });

  it('are made as Supabase makes them and kept apart from the legacy keys', () => {
    expect(standIn.config.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{20,}$/);
    expect(standIn.config.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{40,}$/);
  });

  it('the publishable key signs up and reads as anon or as the signed-in user, under row-level security', async () => {
    const anon = await clientWith(standIn.config.publishableKey).from('todo_profiles').select('id');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([]);
    const own = await coach.client.from('todo_profiles').select('id');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: coach.id }]);
  });

  it('the secret key bypasses row-level security on REST and is the service role on the auth admin API', async () => {
    const admin = clientWith(standIn.config.secretKey);
    const rows = await admin.from('todo_profiles').select('id').order('id');
    expect(rows.error).toBeNull();
    expect(rows.data?.map((r) => r.id).sort()).toEqual([owner.id, coach.id].sort());
    const users = await admin.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((u) => u.email).sort()).toEqual([
      'coach.newkeys@example.com',
      'owner.newkeys@example.com',
    ]);
    // With the key in apikey alone, as a server sends it: the gateway's role mapping.
    const bare = await fetch(`${standIn.url}/rest/v1/todo_profiles?select=id`, {
      headers: { apikey: standIn.config.secretKey },
    });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as unknown[]).length).toBe(2);
  });

  it('a key that is not the project’s is refused with 401 on REST, storage, auth and functions', async () => {
    const wrong = `sb_secret_${'x'.repeat(43)}`;
    for (const path of ['/rest/v1/todo_profiles', '/storage/v1/bucket', '/auth/v1/admin/users']) {
      const answer = await fetch(`${standIn.url}${path}`, { headers: { apikey: wrong } });
      expect(answer.status, path).toBe(401);
      expect(JSON.stringify(await answer.json()), path).toContain('Invalid API key');
    }
    const called = await fetch(`${standIn.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: { apikey: wrong, authorization: `Bearer ${wrong}` },
    });
    expect(called.status).toBe(401);
    // A user's token does not make a wrong key right.
    const session = (await coach.client.auth.getSession()).data.session!;
    const withUser = await fetch(`${standIn.url}/rest/v1/todo_profiles?select=id`, {
      headers: { apikey: wrong, authorization: `Bearer ${session.access_token}` },
    });
    expect(withUser.status).toBe(401);
  });

  it('the secret key is refused from a browser, and the publishable key is not', async () => {
    const secret = await fetch(`${standIn.url}/rest/v1/todo_profiles?select=id`, {
      headers: { apikey: standIn.config.secretKey, 'user-agent': BROWSER_AGENT },
    });
    expect(secret.status).toBe(401);
    expect(((await secret.json()) as { message: string }).message).toBe('Forbidden use of secret API key in browser');
    const publishable = await fetch(`${standIn.url}/rest/v1/todo_profiles?select=id`, {
      headers: { apikey: standIn.config.publishableKey, 'user-agent': BROWSER_AGENT },
    });
    expect(publishable.status).toBe(200);
  });

  it('realtime accepts the publishable key', async () => {
    const client = clientWith(standIn.config.publishableKey);
    const channel = client.channel('new-keys-room');
    const status = await new Promise<string>((resolve) => {
      channel.subscribe((s) => {
        if (s !== 'CLOSED') resolve(s);
      });
    });
    expect(status).toBe('SUBSCRIBED');
    await client.removeAllChannels();
  });

  it('realtime refuses the secret key from a browser', async () => {
    const url = `${standIn.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=1.0.0&apikey=${standIn.config.secretKey}`;
    const answer = (agent?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { headers: agent ? { 'user-agent': agent } : {} });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('error', () => undefined);
      });
    expect(await answer(BROWSER_AGENT)).toBe(401);
    expect(await answer()).toBe(101);
  });

  it('a function called with the publishable key works, calling Supabase with the new keys', async () => {
    // delete-account checks the caller with the auth service and deletes through the admin API:
    // with the legacy keys disabled, both succeed only with the publishable and secret keys.
    const { data, error } = await coach.client.functions.invoke('delete-account', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ deleted: true });
    const gone = await clientWith(standIn.config.secretKey).auth.admin.getUserById(coach.id);
    expect(gone.data.user).toBeNull();
  });
});
