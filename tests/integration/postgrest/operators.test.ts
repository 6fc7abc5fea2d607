// Filter operators as PostgREST 13 reads them, on the suite's own schema (fixture.ts).
// Doc: https://docs.postgrest.org/en/v13/references/api/tables_views.html#operators
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

/** The usernames a filter on users keeps, in order. */
async function usernames(filter: string): Promise<string[]> {
  const answer = await call(running, `users?select=username&order=username&${filter}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { username: string }[]).map((u) => u.username);
}

async function messageIds(filter: string): Promise<number[]> {
  const answer = await call(running, `messages?select=id&order=id&${filter}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { id: number }[]).map((m) => m.id);
}

describe('quantified operators (Operator modifiers: any, all)', () => {
  it('like(any) and like(all)', async () => {
    expect(await usernames('catchphrase=like(any).{fat*,*cat*}')).toEqual(['dragarcia', 'supabot']);
    expect(await usernames('catchphrase=like(all).{*bot,b*}')).toEqual(['awailas', 'kiwicopple']);
  });

  it('ilike(any) and ilike(all), also negated', async () => {
    expect(await usernames('username=ilike(any).{SUPA*,KIWI*}')).toEqual(['kiwicopple', 'supabot']);
    expect(await usernames('username=ilike(all).{*A*,*S}')).toEqual(['awailas']);
    expect(await usernames('username=not.ilike(any).{SUPA*,KIWI*}')).toEqual(['awailas', 'dragarcia']);
  });

  it('eq(any) and inside a logic tree', async () => {
    expect(await usernames('username=eq(any).{supabot,awailas}')).toEqual(['awailas', 'supabot']);
    expect(await usernames('or=(catchphrase.like(any).{fat*,x*},username.eq.awailas)')).toEqual([
      'awailas',
      'dragarcia',
      'supabot',
    ]);
  });

  it('a quantifier on an operator that takes none is a parse error', async () => {
    const answer = await call(running, 'users?select=username&age_range=sl(any).{x}');
    expect(answer.status).toBe(400);
    expect((answer.json as { code: string }).code).toBe('PGRST100');
  });
});

describe('range operators', () => {
  it('sl, sr: strictly left and right of', async () => {
    expect(await usernames('age_range=sl.(10,20)')).toEqual(['supabot']);
    expect(await usernames('age_range=sr.(10,20)')).toEqual(['awailas', 'dragarcia', 'kiwicopple']);
  });

  it('nxr, nxl: does not extend to the right / left of', async () => {
    expect(await usernames('age_range=nxr.[0,25)')).toEqual(['supabot']);
    expect(await usernames('age_range=nxl.[20,21)')).toEqual(['awailas', 'dragarcia', 'kiwicopple']);
  });

  it('adj: adjacent to', async () => {
    expect(await usernames('age_range=adj.[3,25)')).toEqual(['awailas', 'kiwicopple', 'supabot']);
  });
});

describe('full-text search on a tsvector column (Full-Text Search)', () => {
  it('fts, with and without a configuration', async () => {
    expect(await messageIds('search=fts.hello')).toEqual([1]);
    expect(await messageIds('search=fts(english).launching')).toEqual([3]);
  });

  it('plfts, phfts and wfts', async () => {
    expect(await messageIds(`search=plfts(english).${encodeURIComponent('world hello')}`)).toEqual([1]);
    expect(await messageIds(`search=phfts(english).${encodeURIComponent('launch week')}`)).toEqual([3]);
    expect(await messageIds(`search=phfts(english).${encodeURIComponent('week launch')}`)).toEqual([]);
    expect(await messageIds(`search=wfts(english).${encodeURIComponent('"nothing more" -fire')}`)).toEqual([2]);
  });

  it('not.fts negates', async () => {
    expect(await messageIds('search=not.fts(english).hello')).toEqual([2, 3, 4]);
  });

  it('an unknown configuration is the database error PostgREST passes on', async () => {
    const answer = await call(running, 'messages?select=id&search=fts(klingon).hello');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(pgrstError('42704', 'text search configuration "klingon" does not exist'));
  });
});
