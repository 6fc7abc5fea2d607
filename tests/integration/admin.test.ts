// The admin area through the API, as each persona over real HTTP with supabase-js: the user list
// (and its live refresh), role changes, lead statuses, the waitlist and client assignment. The
// server decides: a coach or a founder gets nothing and changes nothing; the last admin stays.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersonas, ids, resetWorld, type PersonaSet } from '../support/personas.ts';
import { subscribeChanges, waitForChange } from '../support/realtime-helpers.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let personas: PersonaSet;

beforeAll(async () => {
  standIn = await startTestStandIn();
  personas = await createPersonas(standIn);
});

afterAll(async () => {
  await standIn?.close();
});

beforeEach(async () => {
  await resetWorld(standIn.db);
});

const USER_LIST = 'id, email, role, created_at, name';

async function roleOf(id: string): Promise<string> {
  const { rows } = await standIn.db.query<{ role: string }>('select role from public.todo_profiles where id = $1', [
    id,
  ]);
  return rows[0].role;
}

async function leadStatus(id: string): Promise<string> {
  const { rows } = await standIn.db.query<{ status: string }>('select status from public.leads where id = $1', [id]);
  return rows[0].status;
}

async function insertLead(id: string, name: string, createdAt: string): Promise<void> {
  await standIn.db.query(
    `insert into public.leads (id, name, email, company, message, created_at) values ($1, $2, $3, 'Acme', 'Hello', $4)`,
    [id, name, `${name.toLowerCase()}@lead.test`, createdAt],
  );
}

describe('the user list', () => {
  it('shows an admin every user, ordered by role then newest first', async () => {
    const { data, error } = await personas
      .client('admin')
      .from('todo_profiles')
      .select(USER_LIST)
      .order('role')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const rows = data as { id: string; role: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual(
      [ids.admin, ids.coachA, ids.coachB, ids.founder, ids.client, ids.exCoach].sort(),
    );
    const roles = rows.map((r) => r.role);
    expect(roles).toEqual([...roles].sort());
  });

  it('shows a coach only their own profile and their clients', async () => {
    const { data, error } = await personas.client('coachB').from('todo_profiles').select(USER_LIST);
    expect(error).toBeNull();
    expect((data as { id: string }[]).map((r) => r.id)).toEqual([ids.coachB]);
  });
});

describe('role changes', () => {
  it('lets an admin make a founder a coach, and remove it again', async () => {
    const admin = personas.client('admin');
    const made = await admin.from('todo_profiles').update({ role: 'coach' }).eq('id', ids.founder).select('role');
    expect(made.error).toBeNull();
    expect(made.data).toEqual([{ role: 'coach' }]);
    expect(await roleOf(ids.founder)).toBe('coach');

    const removed = await admin.from('todo_profiles').update({ role: 'user' }).eq('id', ids.founder).select('role');
    expect(removed.data).toEqual([{ role: 'user' }]);
    expect(await roleOf(ids.founder)).toBe('user');
  });

  it('lets an admin make another user an admin', async () => {
    const { error } = await personas
      .client('admin')
      .from('todo_profiles')
      .update({ role: 'admin' })
      .eq('id', ids.coachA);
    expect(error).toBeNull();
    expect(await roleOf(ids.coachA)).toBe('admin');
  });

  it('does not let a coach change anyone\u2019s role', async () => {
    const coach = personas.client('coachA');
    // The founder's row is invisible to the coach: nothing is updated.
    const other = await coach.from('todo_profiles').update({ role: 'coach' }).eq('id', ids.founder).select('id');
    expect(other.data ?? []).toEqual([]);
    expect(await roleOf(ids.founder)).toBe('user');
    // Their own client's profile is visible to them, but roles are the admin's to give.
    const client = await coach.from('todo_profiles').update({ role: 'coach' }).eq('id', ids.client).select('id');
    expect(client.data ?? []).toEqual([]);
    expect(await roleOf(ids.client)).toBe('client');
    // Nor demote the admin.
    await coach.from('todo_profiles').update({ role: 'user' }).eq('id', ids.admin);
    expect(await roleOf(ids.admin)).toBe('admin');
  });

  it('does not let a user raise their own role', async () => {
    for (const persona of ['founder', 'coachA', 'client'] as const) {
      const { error } = await personas
        .client(persona)
        .from('todo_profiles')
        .update({ role: 'admin' })
        .eq('id', ids[persona]);
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(/Only an admin can change roles/);
    }
    expect(await roleOf(ids.founder)).toBe('user');
    expect(await roleOf(ids.coachA)).toBe('coach');
    expect(await roleOf(ids.client)).toBe('client');
    // The name of their own profile is still theirs to change.
    const renamed = await personas
      .client('founder')
      .from('todo_profiles')
      .update({ name: 'Finn F.' })
      .eq('id', ids.founder);
    expect(renamed.error).toBeNull();
  });

  it('does not let an admin change their own role', async () => {
    const { error } = await personas
      .client('admin')
      .from('todo_profiles')
      .update({ role: 'coach' })
      .eq('id', ids.admin);
    expect(error?.code).toBe('42501');
    expect(await roleOf(ids.admin)).toBe('admin');
  });
});

describe('the last admin', () => {
  it('cannot be demoted, even by the service role', async () => {
    for (const role of ['user', 'coach']) {
      const { error } = await standIn.serviceClient().from('todo_profiles').update({ role }).eq('id', ids.admin);
      expect(error?.code).toBe('23514');
      expect(error?.message).toBe('The last admin cannot be removed. Make another user an admin first.');
    }
    expect(await roleOf(ids.admin)).toBe('admin');
  });

  it('cannot be tombstoned or deleted through the API', async () => {
    const tombstone = await standIn
      .serviceClient()
      .from('todo_profiles')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', ids.admin);
    expect(tombstone.error?.code).toBe('23514');
    const deleted = await personas.client('admin').from('todo_profiles').delete().eq('id', ids.admin);
    expect(deleted.error?.code).toBe('23514');
    const { rows } = await standIn.db.query('select 1 from public.todo_profiles where id = $1 and deleted_at is null', [
      ids.admin,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('can be demoted by another admin once there are two, and the one left stays', async () => {
    const admin = personas.client('admin');
    expect((await admin.from('todo_profiles').update({ role: 'admin' }).eq('id', ids.founder)).error).toBeNull();
    // The founder is an admin now and demotes the first admin.
    const founderAdmin = personas.client('founder');
    const demoted = await founderAdmin
      .from('todo_profiles')
      .update({ role: 'user' })
      .eq('id', ids.admin)
      .select('role');
    expect(demoted.error).toBeNull();
    expect(demoted.data).toEqual([{ role: 'user' }]);
    // The founder is the last admin: nobody can remove them.
    const again = await standIn.serviceClient().from('todo_profiles').update({ role: 'user' }).eq('id', ids.founder);
    expect(again.error?.code).toBe('23514');
    expect(await roleOf(ids.founder)).toBe('admin');
  });

  it('survives two admins demoting each other at the same moment', async () => {
    await standIn.db.query(`update public.todo_profiles set role = 'admin' where id = $1`, [ids.coachA]);
    const [a, b] = await Promise.all([
      personas.client('admin').from('todo_profiles').update({ role: 'user' }).eq('id', ids.coachA),
      personas.client('coachA').from('todo_profiles').update({ role: 'user' }).eq('id', ids.admin),
    ]);
    const { rows } = await standIn.db.query<{ n: number }>(
      `select count(*)::int as n from public.todo_profiles where role = 'admin' and deleted_at is null`,
    );
    // Exactly one admin is left: the second change either waited and was refused as the last
    // admin (23514), found its caller no longer an admin (the role guard, 42501), or changed nothing.
    expect(rows[0].n).toBe(1);
    expect([a.error, b.error].every((e) => e === null || e.code === '23514' || e.code === '42501')).toBe(true);
  });
});

describe('leads and the waitlist', () => {
  it('lets an admin read leads newest first and set any status in any order', async () => {
    await insertLead('00000000-0000-4000-d000-0000000000a1', 'Older', '2026-01-01T00:00:00Z');
    await insertLead('00000000-0000-4000-d000-0000000000a2', 'Newer', '2026-06-01T00:00:00Z');
    const admin = personas.client('admin');
    const { data, error } = await admin.from('leads').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    const names = (data as { name: string }[]).map((l) => l.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));

    for (const status of ['converted', 'new', 'qualified', 'contacted']) {
      const updated = await admin.from('leads').update({ status }).eq('id', ids.lead).select('status');
      expect(updated.error).toBeNull();
      expect(updated.data).toEqual([{ status }]);
      expect(await leadStatus(ids.lead)).toBe(status);
    }
  });

  it('refuses a status outside the four', async () => {
    const { error } = await personas.client('admin').from('leads').update({ status: 'won' }).eq('id', ids.lead);
    expect(error?.code).toBe('23514');
    expect(await leadStatus(ids.lead)).toBe('new');
  });

  it('gives a coach or a founder no leads and changes no status', async () => {
    for (const persona of ['coachA', 'founder'] as const) {
      const client = personas.client(persona);
      const read = await client.from('leads').select('id');
      expect(read.data).toEqual([]);
      const updated = await client.from('leads').update({ status: 'qualified' }).eq('id', ids.lead).select('id');
      expect(updated.data ?? []).toEqual([]);
    }
    expect(await leadStatus(ids.lead)).toBe('new');
  });

  it('shows the waitlist to admins only', async () => {
    const admin = await personas.client('admin').from('waitlist_signups').select('email');
    expect((admin.data ?? []).length).toBeGreaterThan(0);
    const coach = await personas.client('coachA').from('waitlist_signups').select('email');
    expect(coach.data).toEqual([]);
  });
});

describe('assigning clients to coaches', () => {
  it('lets an admin move a client to another coach, and a coach cannot', async () => {
    const admin = personas.client('admin');
    const moved = await admin
      .from('clients')
      .update({ coach_id: ids.coachA })
      .eq('id', ids.clientOfB)
      .select('coach_id');
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual([{ coach_id: ids.coachA }]);

    const coach = personas.client('coachA');
    // Another coach's client is invisible to them; their own they cannot hand to someone else.
    const taken = await coach.from('clients').update({ coach_id: ids.coachA }).eq('id', ids.clientOfEx).select('id');
    expect(taken.data ?? []).toEqual([]);
    const handed = await coach.from('clients').update({ coach_id: ids.coachB }).eq('id', ids.clientOfB).select('id');
    expect(handed.error?.code).toBe('42501');
    expect(handed.error?.message).toBe('Only an admin can reassign a client');
    const { rows } = await standIn.db.query<{ coach_id: string }>('select coach_id from public.clients where id = $1', [
      ids.clientOfEx,
    ]);
    expect(rows[0].coach_id).toBe(ids.exCoach);
  });
});

describe('the live user list', () => {
  it('tells a subscribed admin about a role change, and not a coach', async () => {
    const adminClient = personas.client('admin');
    const coachClient = personas.client('coachB');
    await adminClient.realtime.setAuth(personas.tokens.admin);
    await coachClient.realtime.setAuth(personas.tokens.coachB);
    const adminSub = await subscribeChanges(adminClient, 'admin-users', {
      event: '*',
      schema: 'public',
      table: 'todo_profiles',
    });
    const coachSub = await subscribeChanges(coachClient, 'coach-users', {
      event: '*',
      schema: 'public',
      table: 'todo_profiles',
    });
    try {
      await adminClient.from('todo_profiles').update({ role: 'coach' }).eq('id', ids.founder);
      const change = await waitForChange(adminSub, 'UPDATE', ids.founder);
      expect((change.new as { role: string }).role).toBe('coach');
      // A later change the coach may see (their own profile) arrives; the founder's never did.
      await standIn.db.query(`update public.todo_profiles set name = 'Bo C.' where id = $1`, [ids.coachB]);
      await waitForChange(coachSub, 'UPDATE', ids.coachB);
      expect(coachSub.changes.some((c) => (c.new as { id?: string }).id === ids.founder)).toBe(false);
    } finally {
      await adminClient.removeAllChannels();
      await coachClient.removeAllChannels();
    }
  });
});
