// /rest/v1 reads through the unmodified supabase-js client: select lists, embedding both ways,
// every filter operator, logic trees, order, paging, counts and single-object answers.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restFetch, seedRestWorld, type RestWorld } from '../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
let world: RestWorld;
let coach: SupabaseClient;

beforeAll(async () => {
  running = await startTestStandIn();
  world = await seedRestWorld(running);
  coach = running.clientWithToken(world.coach.token);
});

afterAll(async () => {
  await running?.close();
});

type Row = Record<string, unknown>;
const names = (rows: Row[] | null) => (rows ?? []).map((r) => r.name).sort();

describe('select lists', () => {
  it('returns the named columns, aliases and casts', async () => {
    const { data, error } = await coach
      .from('clients')
      .select('id, client_name:name, version::text')
      .eq('name', 'Acme');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: world.clients.acme, client_name: 'Acme', version: '1' }]);
  });

  it('returns every column for *', async () => {
    const { data } = await coach.from('clients').select('*').eq('id', world.clients.beta);
    expect(Object.keys((data as Row[])[0]).sort()).toEqual([
      'coach_id',
      'company',
      'created_at',
      'deleted_at',
      'email',
      'id',
      'name',
      'pronouns',
      'sync_txid',
      'updated_at',
      'user_id',
      'version',
    ]);
  });

  it('reads JSON paths in select and filters', async () => {
    const { data, error } = await coach
      .from('stories')
      .select('title, hook:content->>hook')
      .eq('content->>hook', 'Twice');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Pitch', hook: 'Twice' }]);
  });

  it('only shows rows the caller may read (RLS)', async () => {
    const { data } = await coach.from('clients').select('name');
    expect(names(data)).toEqual(['Acme', 'Beta', 'Gamma']);
    const anon = await running.anonClient().from('clients').select('name');
    expect(anon.data).toEqual([]);
  });
});

describe('embedding', () => {
  it('embeds one-to-many as arrays', async () => {
    const { data, error } = await coach.from('clients').select('*, stories(id,status,updated_at)').order('name');
    expect(error).toBeNull();
    const rows = data as Row[];
    expect(rows.map((r) => r.name)).toEqual(['Acme', 'Beta', 'Gamma']);
    expect((rows[0].stories as Row[]).map((s) => s.status).sort()).toEqual(['draft', 'published']);
    expect(Object.keys((rows[0].stories as Row[])[0]).sort()).toEqual(['id', 'status', 'updated_at']);
    expect(rows[1].stories).toEqual([]);
  });

  it('embeds many-to-one as an object or null', async () => {
    const { data, error } = await coach.from('stories').select('title, clients(name)').order('title');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Intro', clients: { name: 'Acme' } },
      { title: 'Loose', clients: null },
      { title: 'Pitch', clients: { name: 'Acme' } },
    ]);
  });

  it('orders and limits an embedded array', async () => {
    const { data } = await coach
      .from('clients')
      .select('name, stories(title)')
      .eq('name', 'Acme')
      .order('title', { referencedTable: 'stories', ascending: false })
      .limit(1, { referencedTable: 'stories' });
    expect(data).toEqual([{ name: 'Acme', stories: [{ title: 'Pitch' }] }]);
  });

  it('filters parents by an inner embed', async () => {
    const { data, error } = await coach
      .from('stories')
      .select('title, clients!inner(name)')
      .eq('clients.name', 'Acme')
      .order('title');
    expect(error).toBeNull();
    expect((data as Row[]).map((r) => r.title)).toEqual(['Intro', 'Pitch']);
  });

  it('asks for a hint when two foreign keys lead to the same table', async () => {
    const { error, status } = await coach.from('clients').select('name, todo_profiles(email)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    const hinted = await coach.from('clients').select('name, coach:todo_profiles!coach_id(email)').eq('name', 'Beta');
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual([{ name: 'Beta', coach: { email: 'coach@example.com' } }]);
  });
});

describe('filters', () => {
  const cases: [string, (q: ReturnType<ReturnType<SupabaseClient['from']>['select']>) => unknown, string[]][] = [
    ['eq', (q) => q.eq('name', 'Beta'), ['Beta']],
    ['neq', (q) => q.neq('name', 'Beta'), ['Acme', 'Gamma']],
    ['gt', (q) => q.gt('name', 'Beta'), ['Gamma']],
    ['gte', (q) => q.gte('name', 'Beta'), ['Beta', 'Gamma']],
    ['lt', (q) => q.lt('name', 'Beta'), ['Acme']],
    ['lte', (q) => q.lte('name', 'Beta'), ['Acme', 'Beta']],
    ['in', (q) => q.in('name', ['Acme', 'Gamma', 'a,b']), ['Acme', 'Gamma']],
    ['is null', (q) => q.is('email', null), ['Beta']],
    ['not is null', (q) => q.not('email', 'is', null), ['Acme', 'Gamma']],
    ['like with %', (q) => q.like('name', '%mm%'), ['Gamma']],
    ['like with *', (q) => q.like('name', '*cm*'), ['Acme']],
    ['ilike', (q) => q.ilike('company', 'acme%'), ['Acme']],
    ['not eq', (q) => q.not('name', 'eq', 'Acme'), ['Beta', 'Gamma']],
    ['not in', (q) => q.not('name', 'in', '(Acme,Beta)'), ['Gamma']],
    ['or', (q) => q.or('name.eq.Acme,name.eq.Beta'), ['Acme', 'Beta']],
    ['or with nested and', (q) => q.or('name.eq.Acme,and(name.gt.B,company.is.null)'), ['Acme', 'Beta']],
    ['or with not', (q) => q.or('name.not.eq.Acme,email.is.null'), ['Beta', 'Gamma']],
    ['several filters are ANDed', (q) => q.gte('name', 'Beta').not('email', 'is', null), ['Gamma']],
  ];
  it.each(cases)('%s', async (_label, apply, expected) => {
    const { data, error } = (await apply(coach.from('clients').select('name'))) as {
      data: Row[] | null;
      error: unknown;
    };
    expect(error).toBeNull();
    expect(names(data)).toEqual(expected);
  });

  it('negates a whole logic tree with not.or and reads quoted values', async () => {
    const raw = await restFetch(running, 'clients?select=name&not.or=(name.eq.Acme,name.eq.Beta)', {
      token: world.coach.token,
    });
    expect(raw.json).toEqual([{ name: 'Gamma' }]);
    const quoted = await restFetch(
      running,
      `clients?select=name&or=(company.eq.${encodeURIComponent('"Acme Inc"')},name.in.("Gamma","x,y"))&order=name`,
      { token: world.coach.token },
    );
    expect(quoted.json).toEqual([{ name: 'Acme' }, { name: 'Gamma' }]);
  });

  it('is true / is false on booleans', async () => {
    const yes = await coach.from('stories').select('title').is('full_stack_generation', true);
    expect((yes.data as Row[]).map((r) => r.title)).toEqual(['Intro']);
    const no = await coach.from('stories').select('title').is('full_stack_generation', false).order('title');
    expect((no.data as Row[]).map((r) => r.title)).toEqual(['Loose', 'Pitch']);
  });

  it('pages through rows with the sync cursor (updated_at, id)', async () => {
    const seen: string[] = [];
    let cursor: { updated_at: string; id: string } | null = null;
    for (let i = 0; i < 5; i++) {
      let query = coach.from('stories').select('id, updated_at').order('updated_at').order('id').limit(2);
      if (cursor)
        query = query.or(
          `updated_at.gt.${cursor.updated_at},and(updated_at.eq.${cursor.updated_at},id.gt.${cursor.id})`,
        );
      const { data, error } = await query;
      expect(error).toBeNull();
      const rows = data as { id: string; updated_at: string }[];
      if (rows.length === 0) break;
      seen.push(...rows.map((r) => r.id));
      cursor = rows[rows.length - 1];
    }
    expect(seen.sort()).toEqual([world.stories.intro, world.stories.pitch, world.stories.loose].sort());
  });
});

describe('order, paging and counts', () => {
  it('orders by several columns with nulls first or last', async () => {
    const first = await coach.from('clients').select('name').order('email', { ascending: true, nullsFirst: true });
    expect((first.data as Row[]).map((r) => r.name)).toEqual(['Beta', 'Gamma', 'Acme']);
    const last = await coach
      .from('clients')
      .select('name')
      .order('email', { ascending: false, nullsFirst: false })
      .order('name');
    expect((last.data as Row[]).map((r) => r.name)).toEqual(['Acme', 'Gamma', 'Beta']);
  });

  it('limits, offsets and ranges', async () => {
    const limited = await coach.from('clients').select('name').order('name').limit(2);
    expect(names(limited.data)).toEqual(['Acme', 'Beta']);
    const ranged = await coach.from('clients').select('name').order('name').range(1, 2);
    expect(names(ranged.data)).toEqual(['Beta', 'Gamma']);
    const raw = await restFetch(running, 'clients?select=name&order=name', {
      token: world.coach.token,
      headers: { Range: '1-1' },
    });
    expect(raw.status).toBe(200);
    expect(raw.json).toEqual([{ name: 'Beta' }]);
    expect(raw.headers.get('content-range')).toBe('1-1/*');
  });

  it('counts exactly, with and without rows', async () => {
    const counted = await coach.from('clients').select('name', { count: 'exact' }).order('name').limit(1);
    expect(counted.count).toBe(3);
    expect(counted.data).toEqual([{ name: 'Acme' }]);
    const head = await coach.from('clients').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const raw = await restFetch(running, 'clients?select=name&name=eq.Nobody', {
      token: world.coach.token,
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('*/0');
    expect(raw.json).toEqual([]);
    const all = await restFetch(running, 'clients?select=name&order=name&limit=2', {
      token: world.coach.token,
      headers: { Prefer: 'count=exact' },
    });
    expect(all.headers.get('content-range')).toBe('0-1/3');
  });

  it('answers one object for single() and maybeSingle()', async () => {
    const one = await coach.from('clients').select('name').eq('name', 'Acme').single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ name: 'Acme' });
    const many = await coach.from('clients').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.message).toBe('JSON object requested, multiple (or no) rows returned');
    const none = await coach.from('clients').select('name').eq('name', 'Nobody').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const raw = await restFetch(running, 'clients?name=eq.Nobody', {
      token: world.coach.token,
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(raw.status).toBe(406);
    expect((raw.json as Row).code).toBe('PGRST116');
  });

  it('strips nulls when asked and answers HEAD with headers only', async () => {
    const stripped = await coach.from('clients').select('name, email').eq('name', 'Beta').stripNulls();
    expect(stripped.data).toEqual([{ name: 'Beta' }]);
    const head = await restFetch(running, 'clients?select=name', {
      method: 'HEAD',
      token: world.coach.token,
      headers: { Prefer: 'count=exact' },
    });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-range')).toBe('0-2/3');
  });
});
