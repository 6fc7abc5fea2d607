// Writes, preferences, counts and what hosted Supabase refuses, as PostgREST 13 answers them.
// Docs: https://docs.postgrest.org/en/v13/references/api/preferences.html and .../api/pagination_count.html
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStandIn } from '../../support/stand-in.ts';
import { call, pgrstError, startConformanceStandIn } from './fixture.ts';

let running: TestStandIn;

beforeAll(async () => {
  running = await startConformanceStandIn();
});

afterAll(async () => {
  await running?.close();
});

const post = (path: string, body: unknown, prefer: string) =>
  call(running, path, { method: 'POST', body, headers: { prefer } });

describe('upsert status (UpsertSpec: 201 when a row was inserted, 200 when all were updated)', () => {
  const supabot = { username: 'supabot', status: 'ONLINE', catchphrase: 'fat bot', age_range: '[1,3)' };

  it('only updated rows answer 200 with the rows', async () => {
    const answer = await post('users', [supabot], 'return=representation,resolution=merge-duplicates');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe('*/*');
    expect(answer.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    expect(answer.json).toEqual([supabot]);
  });

  it('an inserted row answers 201', async () => {
    const row = { username: 'newbie', status: 'ONLINE', catchphrase: null, age_range: null };
    const answer = await post('users', [supabot, row], 'return=representation,resolution=merge-duplicates');
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual([supabot, row]);
  });

  it('return=minimal answers 200 without a body when it only updated, counted on request', async () => {
    const answer = await post('users', [supabot], 'resolution=merge-duplicates,count=exact');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(answer.headers.get('content-range')).toBe('*/1');
    expect(answer.headers.get('preference-applied')).toBe('resolution=merge-duplicates, count=exact');
  });

  it('an empty payload answers 200 []; ignore-duplicates stays 201', async () => {
    const empty = await post('users', [], 'return=representation,resolution=merge-duplicates');
    expect([empty.status, empty.json]).toEqual([200, []]);
    const ignored = await post('users', [supabot], 'return=representation,resolution=ignore-duplicates');
    expect([ignored.status, ignored.json]).toEqual([201, []]);
  });
});

describe('Prefer: max-affected with handling=strict', () => {
  it('refuses a change of more rows with PGRST124 and changes nothing', async () => {
    const answer = await call(running, 'messages?channel_id=eq.1', {
      method: 'PATCH',
      body: { message: 'edited' },
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(
      pgrstError('PGRST124', 'Query result exceeds max-affected preference constraint', 'The query affects 2 rows'),
    );
    const after = await call(running, 'messages?select=message&channel_id=eq.1&order=id');
    expect(after.json).toEqual([{ message: 'Hello World' }, { message: 'Supabase Launch Week is on fire' }]);
  });

  it('allows a change within the limit, and is ignored without handling=strict', async () => {
    const within = await call(running, 'messages?id=eq.4', {
      method: 'PATCH',
      body: { message: 'Some message on channel without details' },
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(within.status).toBe(204);
    expect(within.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    const lenient = await call(running, 'collections?parent_id=eq.1', {
      method: 'PATCH',
      body: { description: 'child' },
      headers: { prefer: 'max-affected=1, return=representation' },
    });
    expect(lenient.status).toBe(200);
    expect(lenient.json).toHaveLength(2);
    // An update names its rows (contentRangeH 0 (n-1)); max-affected is applied only with strict.
    expect(lenient.headers.get('content-range')).toBe('0-1/*');
    expect(lenient.headers.get('preference-applied')).toBe('return=representation');
  });

  it('on rpc: a set past the limit is PGRST124, one value is PGRST128', async () => {
    const prefer = 'handling=strict, max-affected=1';
    const set = await post('rpc/channel_messages', { channel: 1 }, prefer);
    expect([set.status, (set.json as { code: string }).code]).toEqual([400, 'PGRST124']);
    const one = await post('rpc/user_status', { name_param: 'supabot' }, prefer);
    expect(one.status).toBe(400);
    expect(one.json).toEqual(
      pgrstError(
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      ),
    );
  });

  it('an unknown preference with handling=strict is PGRST122', async () => {
    const answer = await call(running, 'users?select=username', { headers: { prefer: 'handling=strict, foo=bar' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(
      pgrstError('PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: foo=bar'),
    );
  });
});

describe('counts (Exact, planned and estimated count)', () => {
  it('count=exact on a page answers 206 with the total', async () => {
    const answer = await call(running, 'channels?select=id&order=id&limit=2', { headers: { prefer: 'count=exact' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('0-1/3');
    expect(answer.headers.get('preference-applied')).toBe('count=exact');
  });

  it('HEAD with count=planned answers the planner estimate, 206 when it exceeds the page', async () => {
    const answer = await call(running, 'channels?select=id', { method: 'HEAD', headers: { prefer: 'count=planned' } });
    const range = answer.headers.get('content-range') ?? '';
    const [rows, estimate] = range.split('/');
    expect(rows).toBe('0-2');
    expect(Number(estimate)).toBeGreaterThan(3);
    expect(answer.status).toBe(206);
    expect(answer.text).toBe('');
  });

  it('an offset past the counted rows is 416 PGRST103 (rangeStatus)', async () => {
    const answer = await call(running, 'channels?select=id&offset=5', { headers: { prefer: 'count=exact' } });
    expect([answer.status, answer.headers.get('content-range')]).toEqual([416, '*/3']);
    expect(answer.json).toEqual(
      pgrstError(
        'PGRST103',
        'Requested range not satisfiable',
        'An offset of 5 was requested, but there are only 3 rows.',
      ),
    );
  });

  it('count=estimated is exact within db-max-rows', async () => {
    const answer = await call(running, 'channels?select=id&order=id&limit=1', {
      headers: { prefer: 'count=estimated' },
    });
    expect([answer.status, answer.headers.get('content-range')]).toEqual([206, '0-0/3']);
  });

  it('rpc: a set counts its rows, one value counts as one', async () => {
    const set = await post('rpc/channel_messages', { channel: 1 }, 'count=exact');
    expect(set.status).toBe(200);
    expect(set.headers.get('content-range')).toBe('0-1/2');
    const one = await call(running, 'rpc/user_status?name_param=kiwicopple', { headers: { prefer: 'count=exact' } });
    expect([one.status, one.json, one.headers.get('content-range')]).toEqual([200, 'OFFLINE', '0-0/1']);
  });

  it('writes answer */* (or */N when counted) as Content-Range', async () => {
    const insert = await post('channels', { id: 9, slug: 'nine' }, 'return=minimal');
    expect([insert.status, insert.headers.get('content-range')]).toEqual([201, '*/*']);
    const del = await call(running, 'channels?id=eq.9', { method: 'DELETE', headers: { prefer: 'count=exact' } });
    expect([del.status, del.headers.get('content-range')]).toEqual([204, '*/1']);
  });
});

describe('CSV (Response formats: text/csv)', () => {
  it('a read answers a header of the keys, then one line per row in record text', async () => {
    const answer = await call(running, 'messages?select=id,message,channel_id&id=lt.3&order=id', {
      headers: { accept: 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.text).toBe(
      'id,message,channel_id\n1,"Hello World",1\n2,"Perfection is attained not when there is nothing more to add",2',
    );
  });

  it('an empty read is the empty header line; writes and rpc do not offer CSV here (406)', async () => {
    const empty = await call(running, 'channels?select=id&id=eq.99', { headers: { accept: 'text/csv' } });
    expect([empty.status, empty.text]).toEqual([200, '\n']);
    const write = await call(running, 'channels', {
      method: 'POST',
      body: { id: 8, slug: 'eight' },
      headers: { accept: 'text/csv', prefer: 'return=representation' },
    });
    expect(write.status).toBe(406);
    expect(write.json).toEqual(pgrstError('PGRST107', 'None of these media types are available: text/csv'));
  });
});

describe('what hosted Supabase turns off', () => {
  it('aggregate functions answer PGRST123 (db-aggregates-enabled is off)', async () => {
    for (const select of ['count()', 'channel_id,id.sum()', 'total:id.count()']) {
      const answer = await call(running, `messages?select=${select}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(pgrstError('PGRST123', 'Use of aggregate functions is not allowed'));
    }
  });

  it('GeoJSON (no PostGIS) and execution plans (db-plan-enabled is off) answer 406 PGRST107', async () => {
    for (const accept of ['application/geo+json', 'application/vnd.pgrst.plan+json']) {
      const answer = await call(running, 'users?select=username', { headers: { accept } });
      expect(answer.status).toBe(406);
      expect(answer.json).toEqual(pgrstError('PGRST107', `None of these media types are available: ${accept}`));
    }
  });

  it('a schema chosen by profile is named in Content-Profile', async () => {
    const read = await call(running, 'channels?select=id&id=eq.1', { headers: { 'accept-profile': 'public' } });
    expect([read.status, read.headers.get('content-profile')]).toEqual([200, 'public']);
    const plain = await call(running, 'channels?select=id&id=eq.1');
    expect(plain.headers.get('content-profile')).toBeNull();
  });

  it('a schema other than public answers 406 PGRST106 (Switching schemas)', async () => {
    const read = await call(running, 'users', { headers: { 'accept-profile': 'private' } });
    const write = await call(running, 'users', {
      method: 'POST',
      body: { username: 'x' },
      headers: { 'content-profile': 'auth' },
    });
    expect([read.status, write.status]).toEqual([406, 406]);
    expect(read.json).toEqual(
      pgrstError('PGRST106', 'Invalid schema: private', null, 'Only the following schemas are exposed: public'),
    );
    expect((write.json as { message: string }).message).toBe('Invalid schema: auth');
  });
});
