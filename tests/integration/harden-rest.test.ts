// Issue 26 (security round 2), the REST and Storage side doors: GET on a function that writes,
// malformed percent-encoding, Postgres internals in answers, unfiltered bulk writes, and an insert
// that confirms another user's row exists.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, restFetch, type TestUser } from '../support/rest-fixtures.ts';
import { startTestStandIn, TEST_BETA_CODE, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  standIn = await startTestStandIn();
  await createUser(standIn, 'admin@example.com'); // the first user is the admin, who sees every row
  owner = await createUser(standIn, 'owner@example.com');
  stranger = await createUser(standIn, 'stranger@example.com');
});
afterAll(async () => {
  await standIn?.close();
});

const storyCount = async (userId: string) =>
  (await standIn.db.query<{ n: number }>('select count(*)::int as n from public.stories where user_id = $1', [userId]))
    .rows[0].n;

async function seedStories(user: TestUser, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), user_id: user.id, title: `S${i}` }));
  const seeded = await restFetch(standIn, 'stories', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify(rows),
    headers: { prefer: 'return=minimal' },
  });
  expect(seeded.status).toBe(201);
  return rows.map((r) => r.id);
}

describe('GET on a function that writes (the beta code side door)', () => {
  it('refuses GET and HEAD on a volatile function before running it, whatever the code', async () => {
    for (const code of [TEST_BETA_CODE, 'a-wrong-guess']) {
      const answer = await restFetch(standIn, `rpc/check_beta_code?code=${encodeURIComponent(code)}`);
      expect(answer.status).toBe(405);
      expect(answer.json).toMatchObject({ code: 'PGRST101' });
      expect(answer.headers.get('allow')).toBe('POST');
      expect(answer.text).not.toMatch(/delete|insert|update|read-only/i);
      const head = await restFetch(standIn, `rpc/check_beta_code?code=${encodeURIComponent(code)}`, { method: 'HEAD' });
      expect(head.status).toBe(405);
    }
  });

  it('compares no code on GET, so forty GETs leave the POST limit as it was (ten, then 429)', async () => {
    for (let i = 0; i < 40; i++) await restFetch(standIn, 'rpc/check_beta_code?code=guess');
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const wrong = await restFetch(standIn, 'rpc/check_beta_code', {
        method: 'POST',
        body: JSON.stringify({ code: `guess-${i}` }),
      });
      answers.push(wrong.status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it('keeps GET for stable functions', async () => {
    const answer = await restFetch(standIn, 'rpc/my_security_events?max_rows=1', { token: owner.token });
    expect(answer.status).toBe(200);
  });

  it('refuses the code check in a read-only transaction in SQL too (as hosted PostgREST runs GET)', async () => {
    const refused = await standIn.db
      .transaction(async (tx) => {
        await tx.query('set transaction read only');
        await tx.query('select public.check_beta_code($1)', [TEST_BETA_CODE]);
      })
      .then(
        () => null,
        (error: { code?: string; message?: string }) => error,
      );
    expect(refused).toMatchObject({ code: '25006' });
    expect(refused?.message).not.toMatch(/delete|insert|update/i);
  });
});

describe('malformed percent-encoding in Storage paths', () => {
  it.each([
    ['DELETE', 'object/%E0%A4'],
    ['POST', 'object/list/%E0%A4'],
    ['GET', 'bucket/%E0%A4'],
    ['GET', 'object/documents/%E0%A4'],
  ])('%s /storage/v1/%s answers 400', async (method, path) => {
    const answer = await fetch(`${standIn.url}/storage/v1/${path}`, {
      method,
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
      },
      body: method === 'POST' ? JSON.stringify({ prefix: '' }) : undefined,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
  });

  it.each([
    ['GET', 'rest/v1/%E0%A4'],
    ['POST', 'rest/v1/rpc/%E0%A4'],
    ['GET', 'rest/v1/stories?title=eq.%E0%A4'],
    ['GET', 'auth/v1/admin/users/%E0%A4'],
    ['POST', 'functions/v1/%E0%A4'],
    ['GET', '%E0%A4'],
  ])('%s /%s answers below 500', async (method, path) => {
    const answer = await fetch(`${standIn.url}/${path}`, {
      method,
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${owner.token}` },
    });
    expect(answer.status).toBeLessThan(500);
  });
});

describe('Postgres internals stay inside', () => {
  it('takes only the columns named in ?columns= (a key outside them is ignored, as PostgREST does)', async () => {
    const post = (prefer: string) =>
      restFetch(standIn, 'stories?columns=title', {
        method: 'POST',
        token: owner.token,
        body: JSON.stringify({ x: 1 }),
        headers: { prefer },
      });
    // The missing title is null, which the column refuses: a constraint, not the protocol.
    const asNull = await post('return=representation');
    expect(asNull.status).toBe(400);
    expect(asNull.json).toMatchObject({ code: '23502' });
    const asDefault = await post('return=representation,missing=default');
    expect(asDefault.status).toBe(201);
    expect(asDefault.json).toMatchObject([{ title: '', user_id: owner.id }]);
  });

  it('inserts an array whose rows lack some keys (no unbound parameter)', async () => {
    const answer = await restFetch(standIn, 'stories?columns=title', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify([{ title: 'a' }, { x: 1 }, { title: 'c' }]),
      headers: { prefer: 'return=representation,missing=default' },
    });
    expect(answer.status).toBe(201);
    expect((answer.json as { title: string }[]).map((r) => r.title)).toEqual(['a', '', 'c']);
  });

  it('refuses a NUL in a filter as a parse error', async () => {
    const answer = await restFetch(standIn, 'stories?title=eq.a%00b', { token: owner.token });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses a select of 2,000 columns before it reaches SQL', async () => {
    const select = Array.from({ length: 2000 }, () => 'id').join(',');
    const answer = await restFetch(standIn, `stories?select=${select}`, { token: owner.token });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST100', message: expect.stringMatching(/at most \d+ columns/) });
  });

  it('never answers with a SQL verb for a read-only refusal', async () => {
    const answer = await restFetch(standIn, 'rpc/join_waitlist?email=reader@example.com');
    expect(answer.status).toBe(405);
    expect(answer.text).not.toMatch(/cannot execute|read-only transaction/i);
  });
});

describe('unfiltered UPDATE and DELETE', () => {
  it('refuses DELETE without a filter, as pg-safeupdate does, and deletes nothing', async () => {
    await seedStories(owner, 5);
    const before = await storyCount(owner.id);
    const answer = await restFetch(standIn, 'stories', { method: 'DELETE', token: owner.token });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await storyCount(owner.id)).toBe(before);
  });

  it('refuses PATCH without a filter', async () => {
    const answer = await restFetch(standIn, 'stories', {
      method: 'PATCH',
      token: owner.token,
      body: JSON.stringify({ title: 'all the same' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const { rows } = await standIn.db.query(
      "select count(*)::int as n from public.stories where title = 'all the same'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('still deletes with a filter', async () => {
    const [id] = await seedStories(owner, 1);
    const answer = await restFetch(standIn, `stories?id=eq.${id}`, { method: 'DELETE', token: owner.token });
    expect(answer.status).toBe(204);
  });
});

describe("another user's row id", () => {
  let hidden: string;
  beforeAll(async () => {
    [hidden] = await seedStories(stranger, 1);
  });

  const refusedAsRls = (answer: { status: number; json: unknown; text: string }) => {
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "stories"',
    });
    expect(answer.text).not.toMatch(/duplicate|already exists|stories_pkey/);
  };

  it('answers a plain insert as RLS would, not 409 duplicate key', async () => {
    const answer = await restFetch(standIn, 'stories', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({ id: hidden, user_id: owner.id, title: 'mine now' }),
    });
    refusedAsRls(answer);
  });

  it('answers an upsert (merge and ignore) the same way', async () => {
    for (const resolution of ['merge-duplicates', 'ignore-duplicates']) {
      const answer = await restFetch(standIn, 'stories', {
        method: 'POST',
        token: owner.token,
        body: JSON.stringify({ id: hidden, user_id: owner.id, title: 'mine now' }),
        headers: { prefer: `resolution=${resolution}` },
      });
      refusedAsRls(answer);
    }
  });

  it('answers push_mutation the same way, and leaves the row alone', async () => {
    const answer = await restFetch(standIn, 'rpc/push_mutation', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({
        mutation: {
          id: randomUUID(),
          table: 'stories',
          op: 'insert',
          row_id: hidden,
          values: { user_id: owner.id, title: 'mine now' },
        },
      }),
    });
    refusedAsRls(answer);
    const { rows } = await standIn.db.query('select user_id, title from public.stories where id = $1', [hidden]);
    expect(rows[0]).toEqual({ user_id: stranger.id, title: 'S0' });
  });

  it("answers the same for another coach's client id (every synced table)", async () => {
    const coachA = await createUser(standIn, 'coach-a@example.com', 'coach');
    const coachB = await createUser(standIn, 'coach-b@example.com', 'coach');
    const id = randomUUID();
    const insert = (coach: TestUser) =>
      restFetch(standIn, 'clients', {
        method: 'POST',
        token: coach.token,
        body: JSON.stringify({ id, name: 'Acme', coach_id: coach.id }),
      });
    expect((await insert(coachA)).status).toBe(201);
    const answer = await insert(coachB);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "clients"',
    });
  });

  it('keeps 409 for a duplicate of a row the caller can see', async () => {
    const [mine] = await seedStories(owner, 1);
    const answer = await restFetch(standIn, 'stories', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({ id: mine, user_id: owner.id, title: 'again' }),
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: '23505' });
  });
});
