// /rest/v1 writes through supabase-js: insert (one, many, defaults), upsert with on_conflict
// (merge and ignore), update, delete and the return modes.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restFetch, seedRestWorld, type RestWorld } from '../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
let world: RestWorld;
let coach: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  running = await startTestStandIn();
  world = await seedRestWorld(running);
  coach = running.clientWithToken(world.coach.token);
  service = running.serviceClient();
});

afterAll(async () => {
  await running?.close();
});

describe('insert', () => {
  it('answers 201 with no body by default (return=minimal), even without read access', async () => {
    const { data, error, status } = await running
      .anonClient()
      .from('leads')
      .insert({ name: 'Lee', email: 'lee@example.com' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const stored = await service.from('leads').select('name, status').eq('email', 'lee@example.com');
    expect(stored.data).toEqual([{ name: 'Lee', status: 'new' }]);
  });

  it('inserts one row and returns it with the column defaults filled in', async () => {
    const { data, error, status } = await coach.from('stories').insert({ title: 'Fresh' }).select().single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: 'Fresh', status: 'draft', user_id: world.coach.id, version: 1, content: {} });
  });

  it('inserts an array and embeds in the representation', async () => {
    const { data, error, status } = await coach
      .from('stories')
      .insert([
        { title: 'Batch one', client_id: world.clients.gamma },
        { title: 'Batch two', client_id: world.clients.gamma },
      ])
      .select('title, status, clients(name)');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { title: 'Batch one', status: 'draft', clients: { name: 'Gamma' } },
      { title: 'Batch two', status: 'draft', clients: { name: 'Gamma' } },
    ]);
  });

  it('gives a key missing from one row null, or its default with missing=default', async () => {
    const rows = [{ title: 'Has status', status: 'published' }, { title: 'No status' }];
    const asNull = await coach.from('stories').insert(rows);
    expect(asNull.status).toBe(400);
    expect(asNull.error?.code).toBe('23502');
    const asDefault = await coach.from('stories').insert(rows, { defaultToNull: false }).select('title, status');
    expect(asDefault.error).toBeNull();
    expect(asDefault.data).toEqual([
      { title: 'Has status', status: 'published' },
      { title: 'No status', status: 'draft' },
    ]);
  });

  it('answers return=headers-only with a Location and no body', async () => {
    const id = randomUUID();
    const raw = await restFetch(running, 'clients', {
      method: 'POST',
      token: world.coach.token,
      body: JSON.stringify({ id, name: 'Located', coach_id: world.coach.id }),
      headers: { Prefer: 'return=headers-only' },
    });
    expect(raw.status).toBe(201);
    expect(raw.text).toBe('');
    expect(raw.headers.get('location')).toBe(`/clients?id=eq.${id}`);
  });

  it('honours the columns parameter and rolls back a refused single()', async () => {
    const raw = await restFetch(running, 'stories?columns=title&select=title,status', {
      method: 'POST',
      token: world.coach.token,
      body: JSON.stringify({ title: 'Only title', status: 'published' }),
      headers: { Prefer: 'return=representation' },
    });
    expect(raw.status).toBe(201);
    expect(raw.json).toEqual([{ title: 'Only title', status: 'draft' }]);
    const two = await coach
      .from('stories')
      .insert([{ title: 'Rolled back' }, { title: 'Rolled back' }])
      .select()
      .single();
    expect(two.status).toBe(406);
    const left = await coach.from('stories').select('id').eq('title', 'Rolled back');
    expect(left.data).toEqual([]);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key', async () => {
    const id = randomUUID();
    await coach.from('clients').insert({ id, name: 'Delta', coach_id: world.coach.id });
    const { data, error } = await coach
      .from('clients')
      .upsert({ id, name: 'Delta Two', coach_id: world.coach.id }, { onConflict: 'id' })
      .select('name, version');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Delta Two', version: 2 }]);
  });

  it('ignores duplicates when asked', async () => {
    const { data, error } = await coach
      .from('clients')
      .upsert({ id: world.clients.beta, name: 'Not Beta', coach_id: world.coach.id }, { ignoreDuplicates: true })
      .select('name');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const beta = await coach.from('clients').select('name').eq('id', world.clients.beta).single();
    expect(beta.data).toEqual({ name: 'Beta' });
  });

  it('upserts on another unique column with on_conflict', async () => {
    await service.from('waitlist_signups').insert({ email: 'wait@example.com', first_name: 'Wa' });
    const { error } = await service
      .from('waitlist_signups')
      .upsert({ email: 'wait@example.com', first_name: 'Wanda' }, { onConflict: 'email' });
    expect(error).toBeNull();
    const rows = await service.from('waitlist_signups').select('first_name').eq('email', 'wait@example.com');
    expect(rows.data).toEqual([{ first_name: 'Wanda' }]);
  });
});

describe('update and delete', () => {
  it('updates the filtered rows and returns them', async () => {
    const { data, error, status } = await coach
      .from('clients')
      .update({ company: 'Gamma Group' })
      .eq('id', world.clients.gamma)
      .select('name, company, version');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'Gamma', company: 'Gamma Group', version: 2 }]);
  });

  it('answers 204 for an update without representation, and counts', async () => {
    const { status, count, error } = await coach
      .from('stories')
      .update({ description: 'touched' }, { count: 'exact' })
      .eq('user_id', world.coach.id)
      .eq('title', 'Loose');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(count).toBe(1);
  });

  it('updates nothing it cannot see', async () => {
    const { data } = await coach.from('stories').update({ title: 'Hijacked' }).eq('title', 'Not yours').select();
    expect(data).toEqual([]);
    const untouched = await service.from('stories').select('title').eq('title', 'Not yours');
    expect(untouched.data).toEqual([{ title: 'Not yours' }]);
  });

  it('deletes the filtered rows', async () => {
    const { data: created } = await coach.from('stories').insert({ title: 'Short lived' }).select('id').single();
    const id = (created as { id: string }).id;
    const minimal = await coach.from('stories').delete().eq('id', id);
    expect(minimal.status).toBe(204);
    const gone = await coach.from('stories').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
    await coach.from('stories').insert({ title: 'Also short lived' });
    const returned = await coach.from('stories').delete().eq('title', 'Also short lived').select('title');
    expect(returned.data).toEqual([{ title: 'Also short lived' }]);
  });
});
