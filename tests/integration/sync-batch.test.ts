// rpc/push_mutations, rpc/pull_changes and rpc/pull_rows over real HTTP with supabase-js against
// the stand-in, and a device draining through batches: one transaction per request, each item
// replay-safe and conflict-checked, a refused item reported in place while the others apply,
// and row-level security deciding what a pull returns.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, type TestUser } from '../../bench/sync/devices';
import { createStory } from '../../src/data/mirror/stories';
import { typeSection } from '../support/type-section';
import { pullPageSchema, pushBatchResponseSchema, type MutationRequest } from '../../src/domain/sync-protocol';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

let standIn: TestStandIn;
let owner: TestUser;
let stranger: TestUser;
let client: SupabaseClient;

beforeAll(async () => {
  standIn = await startTestStandIn();
  owner = await createPlainUser(standIn);
  stranger = await createPlainUser(standIn);
  client = standIn.clientWithToken(owner.token());
});

afterAll(async () => {
  await standIn?.close();
});

const insert = (values: Record<string, unknown>, rowId = randomUUID()): MutationRequest => ({
  id: randomUUID(),
  table: 'stories',
  op: 'insert',
  row_id: rowId,
  base_version: null,
  values: { user_id: owner.id, content: {}, ...values },
});

async function pushBatch(mutations: MutationRequest[]) {
  const { data, error } = await client.rpc('push_mutations', { mutations });
  expect(error).toBeNull();
  return pushBatchResponseSchema.parse(data);
}

describe('rpc/push_mutations', () => {
  it('applies each item in order; a refused item is reported and the others still apply', async () => {
    const good = insert({ title: 'kept' });
    const rls = insert({ title: 'not mine', user_id: stranger.id });
    const check = insert({ title: 'bad status', status: 'no-such-status' });
    const later = insert({ title: 'after the refusals' });
    const results = await pushBatch([good, rls, check, later]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'error', 'error', 'applied']);
    expect(results[1]).toMatchObject({ code: '42501' });
    expect(results[2]).toMatchObject({ code: '23514' });

    const { rows } = await standIn.db.query<{ id: string }>('select id from public.stories where id = any($1)', [
      [good.row_id, rls.row_id, check.row_id, later.row_id],
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([good.row_id, later.row_id].sort());

    // A replay of the same batch: what was applied answers duplicate, nothing applies twice.
    const replay = await pushBatch([good, rls, check, later]);
    expect(replay.map((r) => r.status)).toEqual(['duplicate', 'error', 'error', 'duplicate']);
    expect(replay[0]).toMatchObject({ row: { version: 1, title: 'kept' } });
  });

  it('checks each item against its base version like push_mutation', async () => {
    const row = insert({ title: 'v1' });
    await pushBatch([row]);
    const update = (base: number, title: string): MutationRequest => ({
      id: randomUUID(),
      table: 'stories',
      op: 'update',
      row_id: row.row_id,
      base_version: base,
      values: { title },
    });
    const results = await pushBatch([update(1, 'v2'), update(1, 'stale')]);
    expect(results[0]).toMatchObject({ status: 'applied', row: { version: 2, title: 'v2' } });
    expect(results[1]).toMatchObject({ status: 'conflict', row: { version: 2, title: 'v2' } });
  });

  it('refuses a batch over 100 mutations and anonymous callers', async () => {
    const tooMany = Array.from({ length: 101 }, () => insert({ title: 'x' }));
    const { error } = await client.rpc('push_mutations', { mutations: tooMany });
    expect(error).toMatchObject({ code: '22023' });
    const anon = await standIn.anonClient().rpc('push_mutations', { mutations: [insert({ title: 'x' })] });
    expect(anon.error).not.toBeNull();
  });
});

describe('rpc/pull_changes and rpc/pull_rows', () => {
  it('pages in (transaction id, key) order with only rows the caller may read', async () => {
    const mine = [insert({ title: 'p1' }), insert({ title: 'p2' }), insert({ title: 'p3' })];
    await pushBatch(mine);
    const theirs = randomUUID();
    await standIn.db.query('insert into public.stories (id, title, user_id) values ($1, $2, $3)', [
      theirs,
      'stranger story',
      stranger.id,
    ]);
    const seen: string[] = [];
    let next: { txid: number; key: string } | null = null;
    for (let page = 0; page < 20; page++) {
      const { data, error } = await client.rpc('pull_changes', {
        table_name: 'stories',
        after_txid: next?.txid ?? null,
        after_key: next?.key ?? null,
        max_rows: 2,
      });
      expect(error).toBeNull();
      const parsed = pullPageSchema.parse(data);
      seen.push(...parsed.rows.map((r) => String(r.id)));
      if (parsed.rows.length < 2) break;
      next = parsed.next;
    }
    for (const m of mine) expect(seen).toContain(m.row_id);
    expect(seen).not.toContain(theirs);
    expect(new Set(seen).size).toBe(seen.length);

    const byKey = await client.rpc('pull_rows', { table_name: 'stories', keys: [mine[0].row_id, theirs] });
    expect(byKey.error).toBeNull();
    expect((byKey.data as { id: string }[]).map((r) => r.id)).toEqual([mine[0].row_id]);
  });

  it('refuses a table that is not synced', async () => {
    const { error } = await client.rpc('pull_changes', { table_name: 'leads' });
    expect(error).toMatchObject({ code: '22023', message: 'Unknown sync table' });
  });
});

describe('a device draining through batches', () => {
  it('sends 40 rows in one request and a second device pulls them all', async () => {
    let writes = 0;
    const counting: typeof fetch = (input, init) => {
      if ((init?.method ?? 'GET') !== 'GET') writes++;
      return fetch(input, init);
    };
    const laptop = createDevice({ standIn, user: owner, name: `batch-laptop-${randomUUID()}`, fetch: counting });
    laptop.online.value = false;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await createStory({ title: `batch ${i}`, content: {} }, laptop.db));
    for (let i = 0; i < 120; i++) await typeSection(ids[i % 40], `s${i % 3}`, `edit ${i}`, laptop.db);
    laptop.online.value = true;
    const report = await laptop.sync({ pull: false });
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, attention: 0, pushed: 40 });
    expect(writes).toBe(1);
    const { rows } = await standIn.db.query<{ n: number }>(
      'select count(*)::int as n from public.stories where id = any($1) and version = 1',
      [ids],
    );
    expect(rows[0].n).toBe(40);

    const phone = createDevice({ standIn, user: owner, name: `batch-phone-${randomUUID()}` });
    await phone.sync();
    expect((await phone.db.stories.get(ids[39]))?.content).toEqual({ s0: 'edit 39', s1: 'edit 79', s2: 'edit 119' });
    expect(await phone.db.stories.count()).toBeGreaterThanOrEqual(40);
    laptop.db.close();
    phone.db.close();
  });
});
