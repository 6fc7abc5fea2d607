// /rest/v1/rpc/<fn> through supabase-js: scalar, void and jsonb results, GET calls, and the sync
// write path push_mutation (applied, duplicate, conflict).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restFetch, seedRestWorld, type RestWorld } from '../support/rest-fixtures.ts';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
let world: RestWorld;
let coach: SupabaseClient;

beforeAll(async () => {
  // Behind a proxy on loopback, so the test can speak from two addresses.
  // An unknown function waits for the next catalog reload (2 s apart by default): not what is tested here.
  running = await startTestStandIn({ trustedProxies: ['loopback'], catalogReloadIntervalMs: 50 });
  world = await seedRestWorld(running);
  coach = running.clientWithToken(world.coach.token);
});

afterAll(async () => {
  await running?.close();
});

interface PushResult {
  status: 'applied' | 'duplicate' | 'conflict' | 'not_found';
  row: { id: string; title: string; version: number } | null;
}

describe('rpc', () => {
  it('returns a scalar (check_beta_code)', async () => {
    const right = await running.anonClient().rpc('check_beta_code', { code: TEST_BETA_CODE });
    expect(right.error).toBeNull();
    expect(right.data).toBe(true);
    const wrong = await running.anonClient().rpc('check_beta_code', { code: 'not-the-code' });
    expect(wrong.data).toBe(false);
  });

  it('calls a stable function with GET arguments; a volatile one only with POST', async () => {
    const { data, error } = await running.anonClient().rpc('invitation_details', { p_token: 'no-such' }, { get: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    const volatile = await running.anonClient().rpc('check_beta_code', { code: TEST_BETA_CODE }, { get: true });
    expect(volatile.status).toBe(405);
    expect(volatile.error).toMatchObject({ code: 'PGRST101' });
  });

  it('answers 204 for a void function (join_waitlist), defaults filling missing arguments', async () => {
    const { data, error, status } = await running
      .anonClient()
      .rpc('join_waitlist', { email: ' Joiner@Example.com ', first_name: 'Jo' });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const again = await running.anonClient().rpc('join_waitlist', { email: 'joiner@example.com' });
    expect(again.error).toBeNull();
    const rows = await running
      .serviceClient()
      .from('waitlist_signups')
      .select('email, first_name')
      .eq('email', 'joiner@example.com');
    expect(rows.data).toEqual([{ email: 'joiner@example.com', first_name: 'Jo' }]);
  });

  it('returns jsonb from push_mutation: applied, duplicate, conflict', async () => {
    const rowId = randomUUID();
    const insert = {
      id: randomUUID(),
      table: 'stories',
      op: 'insert',
      row_id: rowId,
      base_version: null,
      values: { title: 'Synced' },
    };
    const applied = await coach.rpc('push_mutation', { mutation: insert });
    expect(applied.error).toBeNull();
    expect((applied.data as PushResult).status).toBe('applied');
    expect((applied.data as PushResult).row).toMatchObject({ id: rowId, title: 'Synced', version: 1 });

    const duplicate = await coach.rpc('push_mutation', { mutation: insert });
    expect((duplicate.data as PushResult).status).toBe('duplicate');

    const update = {
      id: randomUUID(),
      table: 'stories',
      op: 'update',
      row_id: rowId,
      base_version: 1,
      values: { title: 'Synced twice' },
    };
    const updated = await coach.rpc('push_mutation', { mutation: update });
    expect(updated.data).toMatchObject({ status: 'applied', row: { title: 'Synced twice', version: 2 } });

    const stale = {
      id: randomUUID(),
      table: 'stories',
      op: 'update',
      row_id: rowId,
      base_version: 1,
      values: { title: 'Stale' },
    };
    const conflict = await coach.rpc('push_mutation', { mutation: stale });
    expect(conflict.data).toMatchObject({ status: 'conflict', row: { title: 'Synced twice', version: 2 } });
  });

  it('refuses push_mutation to anonymous callers with 401', async () => {
    const { status, error } = await running.anonClient().rpc('push_mutation', { mutation: {} });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('maps a raised validation error to 400 (push_mutation without ids)', async () => {
    const { status, error } = await coach.rpc('push_mutation', { mutation: { table: 'stories' } });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Invalid mutation');
  });

  it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
    const unknown = await coach.rpc('no_such_function', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const badArgs = await restFetch(running, 'rpc/check_beta_code', {
      method: 'POST',
      body: JSON.stringify({ nope: 1 }),
    });
    expect(badArgs.status).toBe(404);
    expect(badArgs.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.check_beta_code(nope) in the schema cache',
    });
  });

  it('answers 429 from check_beta_code after ten wrong codes from one address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const body = JSON.stringify({ code: 'wrong-code' });
    for (let i = 0; i < 10; i++) {
      const attempt = await restFetch(running, 'rpc/check_beta_code', { method: 'POST', body, headers });
      expect(attempt.status).toBe(200);
      expect(attempt.json).toBe(false);
    }
    const blocked = await restFetch(running, 'rpc/check_beta_code', { method: 'POST', body, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({
      code: 'PT429',
      message: 'Too many wrong codes. Please try again in 15 minutes.',
    });
    const elsewhere = await restFetch(running, 'rpc/check_beta_code', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '203.0.113.78' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('finds functions created after start (catalog refresh) and shapes set, table and row results', async () => {
    await running.db.exec(`
      create function public.rest_test_numbers(upto integer) returns setof integer
        language sql stable as $$ select generate_series(1, upto) $$;
      create function public.rest_test_pairs(upto integer default 3) returns table (n integer, label text)
        language sql stable as $$ select g, 'n' || g from generate_series(1, upto) g $$;
      create function public.rest_test_client(client_name text) returns public.clients
        language sql stable as $$ select * from public.clients where name = client_name $$;
    `);
    const numbers = await coach.rpc('rest_test_numbers', { upto: 3 });
    expect(numbers.error).toBeNull();
    expect(numbers.data).toEqual([1, 2, 3]);

    const pairs = await coach.rpc('rest_test_pairs').select('label').gt('n', 1).order('n', { ascending: false });
    expect(pairs.error).toBeNull();
    expect(pairs.data).toEqual([{ label: 'n3' }, { label: 'n2' }]);

    const one = await coach.rpc('rest_test_client', { client_name: 'Acme' });
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({ id: world.clients.acme, name: 'Acme' });

    const byGet = await coach.rpc('rest_test_numbers', { upto: 2 }, { get: true });
    expect(byGet.data).toEqual([1, 2]);
  });
});
