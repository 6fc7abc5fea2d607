// Recently deleted (issue 21): a deleted story is listed and restorable for 30 days, offline too
// (the restore is a queued update), and not after.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { NotRestorableError, recentlyDeleted, restoreStory } from '../../../../src/data/mirror/recently-deleted';
import { createStory, deleteStory } from '../../../../src/data/mirror/stories';
import type { MutationEntry } from '../../../../src/data/mirror/types';
import { makeHarness } from '../../sync/fakes';

afterEach(() => setDataDeps());

const DAY = 24 * 60 * 60 * 1000;

describe('Recently deleted', () => {
  it('lists a deleted story and restores it through the outbox', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'Deleted by mistake' }, h.db);
    await h.engine.run({ pull: false });
    await deleteStory(id, h.db);
    await h.engine.run({ pull: false });
    expect(h.server.rows.stories.get(id)?.deleted_at).not.toBeNull();
    expect((await recentlyDeleted(h.db)).map((s) => s.id)).toEqual([id]);
    h.online.value = false;
    await restoreStory(id, h.db);
    expect(await recentlyDeleted(h.db)).toEqual([]);
    const [entry] = (await h.db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({ op: 'update', values: { deleted_at: null } });
    h.online.value = true;
    await h.engine.run({ pull: false });
    expect(h.server.rows.stories.get(id)?.deleted_at).toBeNull();
  });

  it('is gone from the list, and not restorable, after 30 days', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'Long gone' }, h.db);
    await deleteStory(id, h.db);
    h.clock.t += 29 * DAY;
    expect(await recentlyDeleted(h.db)).toHaveLength(1);
    h.clock.t += 2 * DAY;
    expect(await recentlyDeleted(h.db)).toEqual([]);
    await expect(restoreStory(id, h.db)).rejects.toBeInstanceOf(NotRestorableError);
    expect((await h.db.stories.get(id))?.deleted_at).not.toBeNull();
  });
});
