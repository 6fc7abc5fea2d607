// Resource embedding as PostgREST 13 answers it, on the suite's own schema (fixture.ts).
// Doc: https://docs.postgrest.org/en/v13/references/api/resource_embedding.html
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

const get = (path: string) => call(running, path);

describe('cardinality', () => {
  it('many-to-one embeds an object', async () => {
    const answer = await get('messages?select=id,users(username,status)&id=eq.3');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.json).toEqual([{ id: 3, users: { username: 'kiwicopple', status: 'OFFLINE' } }]);
  });

  it('one-to-many embeds an array, with its own order and limit', async () => {
    const answer = await get(
      'users?select=username,messages(id)&username=eq.supabot&messages.order=id.desc&messages.limit=1',
    );
    expect(answer.json).toEqual([{ username: 'supabot', messages: [{ id: 2 }] }]);
  });

  it('one-to-one (the key is also the primary key) embeds an object from both sides (One-to-one relationships)', async () => {
    const parent = await get('channels?select=slug,channel_details(details)&order=id');
    expect(parent.json).toEqual([
      { slug: 'public', channel_details: { details: 'Details for public channel' } },
      { slug: 'random', channel_details: null },
      { slug: 'quiet', channel_details: null },
    ]);
    const child = await get('channel_details?select=id,channels(slug)');
    expect(child.json).toEqual([{ id: 1, channels: { slug: 'public' } }]);
  });

  it('many-to-many goes through the join table whose keys make its primary key (Many-to-many relationships)', async () => {
    const answer = await get('channels?select=slug,users(username)&order=id&users.order=username');
    expect(answer.json).toEqual([
      { slug: 'public', users: [{ username: 'kiwicopple' }, { username: 'supabot' }] },
      { slug: 'random', users: [{ username: 'supabot' }] },
      { slug: 'quiet', users: [] },
    ]);
  });

  it('embeds through a view by its base table keys (Embedding views)', async () => {
    const answer = await get('messages?select=id,online_users(status)&order=id');
    expect(answer.json).toEqual([
      { id: 1, online_users: { status: 'ONLINE' } },
      { id: 2, online_users: { status: 'ONLINE' } },
      { id: 3, online_users: null },
      { id: 4, online_users: { status: 'ONLINE' } },
    ]);
  });
});

describe('self-referencing table (Recursive relationships)', () => {
  it('the table name embeds the children', async () => {
    const answer = await get('collections?select=id,collections(id)&id=eq.1');
    expect(answer.json).toEqual([{ id: 1, collections: [{ id: 2 }, { id: 3 }] }]);
  });

  it('the key column embeds the parent', async () => {
    const answer = await get('collections?select=id,parent:parent_id(id,description)&id=eq.4');
    expect(answer.json).toEqual([{ id: 4, parent: { id: 2, description: 'child a' } }]);
  });
});

describe('disambiguation', () => {
  it('by foreign key name with an alias (Foreign key joins: hint)', async () => {
    const answer = await get(
      'best_friends?select=id,first:users!best_friends_first_user_fkey(username),second:users!best_friends_second_user_fkey(username)&id=eq.1',
    );
    expect(answer.json).toEqual([{ id: 1, first: { username: 'supabot' }, second: { username: 'kiwicopple' } }]);
  });

  it('by the key column as hint', async () => {
    const answer = await get('users?select=username,best_friends!first_user(id)&username=eq.awailas');
    expect(answer.json).toEqual([{ username: 'awailas', best_friends: [{ id: 2 }] }]);
  });

  it('an ambiguous embed answers 300 PGRST201 with the relationships in details', async () => {
    const answer = await get('users?select=username,best_friends(id)');
    expect(answer.status).toBe(300);
    expect(answer.json).toEqual(
      pgrstError(
        'PGRST201',
        "Could not embed because more than one relationship was found for 'users' and 'best_friends'",
        [
          {
            cardinality: 'one-to-many',
            embedding: 'users with best_friends',
            relationship: 'best_friends_first_user_fkey using users(username) and best_friends(first_user)',
          },
          {
            cardinality: 'one-to-many',
            embedding: 'users with best_friends',
            relationship: 'best_friends_second_user_fkey using users(username) and best_friends(second_user)',
          },
        ],
        "Try changing 'best_friends' to one of the following: 'best_friends!best_friends_first_user_fkey', 'best_friends!best_friends_second_user_fkey'. Find the desired relationship in the 'details' key.",
      ),
    );
  });

  it('no relationship answers 400 PGRST200', async () => {
    const answer = await get('channels?select=id,best_friends(id)');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'channels' and 'best_friends' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'channels' and 'best_friends' in the schema 'public', but no matches were found.",
    });
  });

  it('the same table embedded twice without aliases fails as the SQL does (42712)', async () => {
    const answer = await get('messages?select=id,users(username),users(status)');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(pgrstError('42712', 'table name "messages_users_1" specified more than once'));
  });
});

describe('filtering and ordering by embeds', () => {
  it('is.null / not.is.null on an embed keeps rows without / with one (Null filtering on embedded resources)', async () => {
    const some = await get('channels?select=slug,channel_details(id)&channel_details=not.is.null');
    expect(some.json).toEqual([{ slug: 'public', channel_details: { id: 1 } }]);
    const none = await get('channels?select=slug,channel_details(id)&channel_details=is.null&order=id');
    expect(none.json).toEqual([
      { slug: 'random', channel_details: null },
      { slug: 'quiet', channel_details: null },
    ]);
  });

  it('another operator on an embed is PGRST120', async () => {
    const answer = await get('channels?select=slug,channel_details(id)&channel_details=eq.1');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(
      pgrstError(
        'PGRST120',
        "Bad operator on the 'channel_details' embedded resource",
        'Only is null or not is null filters are allowed on embedded resources',
      ),
    );
  });

  it('orders by a column of a to-one embed (Ordering by related columns)', async () => {
    const answer = await get('messages?select=id,users(username)&order=users(username).asc,id');
    expect((answer.json as { id: number }[]).map((m) => m.id)).toEqual([4, 3, 1, 2]);
  });

  it('a related order on a to-many embed is PGRST118', async () => {
    const answer = await get('users?select=username,messages(id)&order=messages(id)');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(
      pgrstError(
        'PGRST118',
        "A related order on 'messages' is not possible",
        "'users' and 'messages' do not form a many-to-one or one-to-one relationship",
      ),
    );
  });
});

describe('select shapes', () => {
  it('an empty embed filters with !inner and leaves the key out (Empty embed)', async () => {
    const answer = await get('messages?select=id,users!inner()&users.status=eq.OFFLINE');
    expect(answer.json).toEqual([{ id: 3 }]);
  });

  it('a spread lifts a to-one embed into the row (Spread embedded resource)', async () => {
    const answer = await get('messages?select=id,...users(status,phrase:catchphrase)&id=eq.1');
    expect(answer.json).toEqual([{ id: 1, status: 'ONLINE', phrase: 'fat bot' }]);
  });

  it('a spread inside an embed lifts into that embed', async () => {
    const answer = await get('messages?select=id,channels(id,...channel_details(details_id:id,details))&id=eq.1');
    expect(answer.json).toEqual([{ id: 1, channels: { id: 1, details_id: 1, details: 'Details for public channel' } }]);
  });

  it('a to-many spread gives one array per column (PostgREST 13)', async () => {
    const answer = await get('channels?select=channel_id:id,...messages(id,message)&id=eq.1&messages.order=id');
    expect(answer.json).toEqual([
      { channel_id: 1, id: [1, 3], message: ['Hello World', 'Supabase Launch Week is on fire'] },
    ]);
  });

  it('a computed field is selected, filtered and ordered by name, and is not part of * (Computed fields)', async () => {
    const answer = await get('users?select=username,loud:shout&shout=like.*I*&order=shout.desc');
    expect(answer.json).toEqual([
      { username: 'kiwicopple', loud: 'KIWICOPPLE' },
      { username: 'dragarcia', loud: 'DRAGARCIA' },
      { username: 'awailas', loud: 'AWAILAS' },
    ]);
    const star = await get('users?select=*&username=eq.supabot');
    expect(Object.keys((star.json as object[])[0]).sort()).toEqual(['age_range', 'catchphrase', 'status', 'username']);
  });

  it('a computed field in the representation of a write', async () => {
    const answer = await call(running, 'users?username=eq.dragarcia&select=username,shout', {
      method: 'PATCH',
      body: { catchphrase: 'fat bot' },
      headers: { prefer: 'return=representation' },
    });
    expect([answer.status, answer.json]).toEqual([200, [{ username: 'dragarcia', shout: 'DRAGARCIA' }]]);
  });
});
