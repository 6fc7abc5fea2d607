// Tombstones are purged after 30 days (Recently deleted, issue 21) (private.purge_tombstones, run by the stand-in's
// maintenance and by pg_cron on hosted Supabase). Over real HTTP with supabase-js: pull_changes
// reports the purge mark, sync_keys lists only what the caller may read, and a device that slept
// through the purge drops the purged story while keeping younger tombstones and live stories.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, type TestUser } from '../../bench/sync/devices';
import { recentlyDeleted, restoreStory } from '../../src/data/mirror/recently-deleted';
import { deleteStory } from '../../src/data/mirror/stories';
import { pullPageSchema, syncKeysSchema } from '../../src/domain/sync-protocol';
import { purgeTombstones } from '../../supabase/local/maintenance';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

let standIn: TestStandIn;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  standIn = await startTestStandIn();
  owner = await createPlainUser(standIn);
  stranger = await createPlainUser(standIn);
});

afterAll(async () => {
  await standIn?.close();
});

async function story(title: string, deletedDaysAgo: number | null): Promise<string> {
  const id = randomUUID();
  await standIn.db.query(
    `insert into public.stories (id, user_id, title, content, deleted_at)
     values ($1, $2, $3, '{}', case when $4::int is null then null else now() - make_interval(days => $4::int) end)`,
    [id, owner.id, title, deletedDaysAgo],
  );
  return id;
}

describe('tombstone purge', () => {
  it('refuses to keep tombstones for less than 30 days', async () => {
    await expect(standIn.db.query(`select private.purge_tombstones(interval '29 days')`)).rejects.toThrow(
      'Tombstones must be kept for at least 30 days',
    );
    const { error } = await standIn.clientWithToken(owner.token()).rpc('purge_tombstones');
    expect(error).not.toBeNull();
  });

  it('purges old tombstones only, reports the mark, and a device that slept through it drops the row', async () => {
    const old = await story('deleted while the laptop was away', null);
    const recent = await story('deleted last week', 7);
    const live = await story('live', null);
    const laptop = createDevice({ standIn, user: owner, name: `purge-laptop-${randomUUID()}` });
    await laptop.sync();
    expect((await laptop.db.stories.bulkGet([old, recent, live])).every(Boolean)).toBe(true);
    // Deleted elsewhere (dated back: the laptop slept for more than 30 days), never pulled here.
    await standIn.db.query(`update public.stories set deleted_at = now() - interval '100 days' where id = $1`, [old]);

    expect(await purgeTombstones(standIn.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await standIn.db.query<{ id: string }>('select id from public.stories where id = any($1)', [
      [old, recent, live],
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([recent, live].sort());

    const client = standIn.clientWithToken(owner.token());
    const page = await client.rpc('pull_changes', { table_name: 'stories', after_txid: null, max_rows: 10 });
    expect(page.error).toBeNull();
    expect(pullPageSchema.parse(page.data).purged_through).toEqual(expect.any(Number));

    await laptop.sync();
    expect(await laptop.db.stories.get(old)).toBeUndefined();
    expect((await laptop.db.stories.get(recent))?.deleted_at).not.toBeNull();
    expect((await laptop.db.stories.get(live))?.title).toBe('live');
    laptop.db.close();
  });

  it('Recently deleted: restored from another device through the outbox, purged after 30 days', async () => {
    const deleted = await story('deleted by mistake', null);
    const month = await story('deleted a month ago', null);
    const laptop = createDevice({ standIn, user: owner, name: `restore-laptop-${randomUUID()}` });
    const phone = createDevice({ standIn, user: owner, name: `restore-phone-${randomUUID()}` });
    await laptop.sync();
    await deleteStory(deleted, laptop.db);
    await laptop.sync();
    await phone.sync();
    expect((await recentlyDeleted(phone.db)).map((s) => s.id)).toContain(deleted);
    // Restored on the phone while offline: the restore waits in the outbox, then reaches the server.
    phone.online.value = false;
    await restoreStory(deleted, phone.db);
    expect((await phone.db.stories.get(deleted))?.deleted_at).toBeNull();
    phone.online.value = true;
    await phone.sync();
    await laptop.sync();
    expect((await laptop.db.stories.get(deleted))?.deleted_at).toBeNull();
    // Someone who may not change the story cannot bring it back.
    await standIn.db.query(`update public.stories set deleted_at = now() where id = $1`, [deleted]);
    const version = (await laptop.db.stories.get(deleted))?.version ?? 0;
    const mutation = { id: randomUUID(), table: 'stories', op: 'update', row_id: deleted, base_version: version };
    const { data } = await standIn
      .clientWithToken(stranger.token())
      .rpc('push_mutation', { mutation: { ...mutation, values: { deleted_at: null } } });
    expect(data).toMatchObject({ status: 'not_found' });
    expect(
      (await standIn.db.query('select deleted_at from public.stories where id = $1', [deleted])).rows[0],
    ).not.toEqual({
      deleted_at: null,
    });
    // 29 days on, still there to restore; 31 days on, purged.
    await standIn.db.query(`update public.stories set deleted_at = now() - interval '29 days' where id = $1`, [
      deleted,
    ]);
    await standIn.db.query(`update public.stories set deleted_at = now() - interval '31 days' where id = $1`, [month]);
    await purgeTombstones(standIn.db);
    const { rows } = await standIn.db.query<{ id: string }>('select id from public.stories where id = any($1)', [
      [deleted, month],
    ]);
    expect(rows.map((r) => r.id)).toEqual([deleted]);
    laptop.db.close();
    phone.db.close();
  });

  it('lists keys under row-level security', async () => {
    const mine = await story('mine', null);
    const ownerKeys = await standIn.clientWithToken(owner.token()).rpc('sync_keys', { table_name: 'stories' });
    const strangerKeys = await standIn.clientWithToken(stranger.token()).rpc('sync_keys', { table_name: 'stories' });
    expect(syncKeysSchema.parse(ownerKeys.data)).toContain(mine);
    expect(syncKeysSchema.parse(strangerKeys.data)).not.toContain(mine);
    const anon = await standIn.anonClient().rpc('sync_keys', { table_name: 'stories' });
    expect(anon.error).not.toBeNull();
  });
});
