import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SCHEMA_V1, StoryStackDb } from '../../../../src/data/mirror/db';
import type { MutationEntry, RpcEntry } from '../../../../src/data/mirror/types';

describe('Dexie schema upgrade', () => {
  it('opens version-1 data and upgrades it to the current version (the outbox reshaped in version 2)', async () => {
    const name = 'upgrade-v1';
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.open();
    await v1
      .table('stories')
      .put({ id: 's1', title: 'Kept', content: { hook: 'h' }, updated_at: '2026-01-01', base: null });
    await v1.table('outbox').add({
      id: 'm1',
      kind: 'mutation',
      rowKey: 'stories/s1',
      op: 'update',
      values: { title: 'Kept' },
      attempts: 2,
      nextAttemptAt: 0,
      sent: 1,
      state: 'inflight',
      lastError: null,
      createdAt: 1,
    });
    await v1.table('outbox').add({
      id: 'r1',
      kind: 'rpc',
      name: 'join_waitlist',
      args: { email: 'a@b.co' },
      attempts: 0,
      nextAttemptAt: 0,
      sent: 0,
      state: 'queued',
      lastError: null,
      createdAt: 2,
    });
    v1.close();

    const db = new StoryStackDb(name);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(7); // the newest version, whatever later issues add
    // Version 7 (content generated for clients) starts empty.
    expect(await db.clientContent.count()).toBe(0);
    expect(await db.stories.get('s1')).toMatchObject({ title: 'Kept' });
    const [m, r] = await db.outbox.orderBy('seq').toArray();
    expect(m).toMatchObject({
      kind: 'mutation',
      table: 'stories',
      rowId: 's1',
      queueKey: 'stories:s1',
      sent: true,
      state: 'queued',
    });
    expect(m).not.toHaveProperty('rowKey');
    expect((r as RpcEntry).queueKey).toBe('rpc:r1');
    // The new compound index answers "does this row have unsent entries?"
    const forRow = (await db.outbox.where('[table+rowId]').equals(['stories', 's1']).toArray()) as MutationEntry[];
    expect(forRow.map((e) => e.id)).toEqual(['m1']);
    expect(await db.conflicts.count()).toBe(0);
    db.close();
  });
});
