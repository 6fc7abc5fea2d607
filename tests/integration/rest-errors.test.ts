// /rest/v1 error answers: PostgREST codes and HTTP statuses for bad input, bad tokens, RLS and
// constraint failures, and the server still serving afterwards.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../src/domain/limits.ts';
import { signJwt } from '../support/jwt.ts';
import { restFetch, seedRestWorld, tokenFor, type RestWorld } from '../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
let world: RestWorld;
let coach: SupabaseClient;

beforeAll(async () => {
  // An unknown name waits for the next catalog reload (2 s apart by default): not what is tested here.
  running = await startTestStandIn({ catalogReloadIntervalMs: 50 });
  world = await seedRestWorld(running);
  coach = running.clientWithToken(world.coach.token);
});

afterAll(async () => {
  await running?.close();
});

describe('bad input', () => {
  const cases: {
    name: string;
    path: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    status: number;
    code: string;
  }[] = [
    { name: 'malformed JSON body', path: 'clients', method: 'POST', body: '{"name": ', status: 400, code: 'PGRST102' },
    {
      name: 'a JSON body that is not an object',
      path: 'clients',
      method: 'POST',
      body: '[1, 2]',
      status: 400,
      code: 'PGRST102',
    },
    { name: 'unknown table', path: 'no_such_table', status: 404, code: 'PGRST205' },
    { name: 'unknown column in select', path: 'clients?select=id,nope', status: 400, code: '42703' },
    { name: 'unknown column in a filter', path: 'clients?nope=eq.1', status: 400, code: '42703' },
    { name: 'unknown column in order', path: 'clients?order=nope.desc', status: 400, code: '42703' },
    {
      name: 'unknown column in an insert',
      path: 'clients',
      method: 'POST',
      body: '{"name":"x","nope":1}',
      status: 400,
      code: 'PGRST204',
    },
    { name: 'bad filter syntax', path: 'clients?id=zz.1', status: 400, code: 'PGRST100' },
    { name: 'bad logic tree', path: 'clients?or=(name.eq.a', status: 400, code: 'PGRST100' },
    { name: 'bad select', path: 'clients?select=id,stories(id', status: 400, code: 'PGRST100' },
    { name: 'bad limit', path: 'clients?limit=-1', status: 400, code: 'PGRST100' },
    { name: 'bad is value', path: 'clients?email=is.maybe', status: 400, code: 'PGRST100' },
    { name: 'unrelated tables', path: 'clients?select=id,leads(id)', status: 400, code: 'PGRST200' },
    { name: 'an unknown embedded name', path: 'clients?select=id,nothing_here(id)', status: 400, code: 'PGRST200' },
    {
      name: 'a filter on an embed not selected',
      path: 'clients?select=id&stories.status=eq.draft',
      status: 400,
      code: 'PGRST108',
    },
    {
      name: 'a cast that is not a type name',
      path: 'clients?select=id::text%20from%20pg_roles',
      status: 400,
      code: 'PGRST100',
    },
    { name: 'an ambiguous embedding', path: 'clients?select=id,todo_profiles(id)', status: 300, code: 'PGRST201' },
    { name: 'invalid uuid', path: 'clients?id=eq.not-a-uuid', status: 400, code: '22P02' },
    {
      name: 'another schema',
      path: 'clients',
      headers: { 'Accept-Profile': 'private' },
      status: 406,
      code: 'PGRST106',
    },
    {
      name: 'an unavailable media type',
      path: 'clients',
      headers: { Accept: 'application/geo+json' },
      status: 406,
      code: 'PGRST107',
    },
  ];
  it.each(cases)('$name → $status $code', async ({ path, method, body, headers, status, code }) => {
    const response = await restFetch(running, path, { method, body, headers, token: world.coach.token });
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ code, message: expect.any(String) });
    expect(Object.keys(response.json as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(response.text).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('names the missing table the way PostgREST does', async () => {
    const response = await restFetch(running, 'no_such_table');
    expect(response.json).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('keeps serving after bad input', async () => {
    await restFetch(running, 'clients?or=((((', { token: world.coach.token });
    await restFetch(running, 'clients', { method: 'POST', body: 'not json', token: world.coach.token });
    const { data, error } = await coach.from('clients').select('name').eq('name', 'Acme');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Acme' }]);
  });
});

describe('tokens', () => {
  it('answers 401 PGRST301 for a token signed with another secret', async () => {
    const forged = signJwt(
      { sub: world.admin.id, role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 },
      'another-secret-that-is-long-enough-to-use',
    );
    const response = await restFetch(running, 'clients', { token: forged });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'PGRST301' });
  });

  it('answers 401 PGRST301 for garbage', async () => {
    const response = await restFetch(running, 'clients', { token: 'not.a.jwt' });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'PGRST301' });
  });

  it('answers 401 PGRST303 for an expired token', async () => {
    const expired = tokenFor(running, world.coach, -10);
    const { status, error } = await running.clientWithToken(expired).from('clients').select('name');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST303');
    expect(error?.message).toBe('JWT expired');
  });
});

describe('database refusals', () => {
  it('answers 403 when RLS refuses a signed-in caller', async () => {
    const { status, error } = await coach.from('clients').insert({ name: 'Poached', coach_id: world.otherCoach.id });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('answers 401 when RLS refuses an anonymous caller', async () => {
    const { status, error } = await running
      .anonClient()
      .from('clients')
      .insert({ name: 'Anon', coach_id: world.coach.id });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('answers 403 when a trigger refuses (a coach changing their own role)', async () => {
    const { status, error } = await coach.from('todo_profiles').update({ role: 'admin' }).eq('id', world.coach.id);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('answers 409 for a duplicate key', async () => {
    const { status, error } = await coach
      .from('clients')
      .insert({ id: world.clients.acme, name: 'Acme again', coach_id: world.coach.id });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('answers 409 for a missing foreign row', async () => {
    const { status, error } = await running
      .serviceClient()
      .from('stories')
      .insert({ title: 'Orphan', user_id: world.coach.id, client_id: randomUUID() });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('answers 400 for a check constraint', async () => {
    const { status, error } = await coach.from('stories').insert({ title: 'Odd', status: 'archived' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('answers 400 for a not-null violation', async () => {
    const { status, error } = await coach.from('clients').insert({ name: null, coach_id: world.coach.id });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('rejects a body over the shared limit with 413', async () => {
    const response = await restFetch(running, 'leads', {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(REQUEST_BODY_MAX_BYTES + 10) }),
    });
    expect(response.status).toBe(413);
  });
});
