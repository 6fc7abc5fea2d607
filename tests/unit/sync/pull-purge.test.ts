// Tombstones are purged on the server after 90 days. A device whose cursor had not passed a
// purged tombstone compares its rows with the server's keys once and drops the rows that are
// gone, keeping any with unsent changes; other devices never pay for that comparison.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { updateStory } from '../../../src/data/mirror/stories';
import { makeHarness, type Harness } from './fakes';

afterEach(() => setDataDeps());

/** Key listings started (each sweep pages from the first key until an empty page). */
const sweeps = (h: Harness) =>
  h.server.calls.filter((c) => c.kind === 'sync-keys' && (c.body as { afterKey: unknown }).afterKey === null);
const localIds = async (h: Harness) => (await h.db.stories.toCollection().primaryKeys()).sort();

/** A device that pulled stories a, b and c; then a is deleted and purged while it is away. */
async function purgedWhileAway() {
  const h = makeHarness({ tables: ['stories'] });
  for (const id of ['a', 'b', 'c']) h.server.serverEdit('stories', id, { title: id, content: {} });
  await h.engine.run();
  expect(await localIds(h)).toEqual(['a', 'b', 'c']);
  h.server.serverEdit('stories', 'a', { deleted_at: '2026-08-01T00:00:00.000Z' });
  expect(h.server.purgeTombstones('stories')).toEqual(['a']);
  return h;
}

describe('a tombstone purge the device slept through', () => {
  it('drops the purged row once and keeps the rest', async () => {
    const h = await purgedWhileAway();
    await h.engine.run();
    expect(await localIds(h)).toEqual(['b', 'c']);
    expect(sweeps(h)).toHaveLength(1);
    expect(await h.db.cursors.get('stories')).toMatchObject({ purgeChecked: h.server.purgedThrough.stories });

    await h.engine.run();
    expect(sweeps(h)).toHaveLength(1);
  });

  it('keeps a purged row that still has unsent changes here', async () => {
    const h = await purgedWhileAway();
    await updateStory('a', { title: 'still typing' }, h.db);
    h.server.failures.push({ ok: false, kind: 'http', status: 500, message: 'busy' });
    await h.engine.run();
    expect(await localIds(h)).toEqual(['a', 'b', 'c']);
    expect((await h.db.stories.get('a'))?.title).toBe('still typing');
  });

  it('reads every page of keys before dropping anything', async () => {
    const h = makeHarness({ tables: ['stories'] });
    const ids = Array.from({ length: 12 }, (_, i) => `s${String(i).padStart(2, '0')}`);
    for (const id of ids) h.server.serverEdit('stories', id, { title: id, content: {} });
    await h.engine.run();
    h.server.serverEdit('stories', 's05', { deleted_at: '2026-08-01T00:00:00.000Z' });
    h.server.purgeTombstones('stories');
    const keysPage = h.server.syncKeys.bind(h.server);
    // Pages of 5 keys: the sweep must follow them to the end.
    h.server.syncKeys = (table, after, _limit, token) => keysPage(table, after, 5, token);
    await h.engine.run();
    expect(await localIds(h)).toEqual(ids.filter((id) => id !== 's05'));
  });

  it('does not sweep on a device whose cursor passed the purged rows, nor on a new device', async () => {
    const h = await purgedWhileAway();
    h.server.serverEdit('stories', 'd', { title: 'd', content: {} });
    const fresh = makeHarness({ tables: ['stories'] }, h.server);
    await fresh.engine.run();
    expect(await localIds(fresh)).toEqual(['b', 'c', 'd']);
    expect(sweeps(fresh)).toHaveLength(0);

    await h.engine.run();
    const afterFirst = sweeps(h).length;
    await h.engine.run();
    expect(sweeps(h)).toHaveLength(afterFirst);
  });

  it('stops the table, keeping every row, when the key listing fails', async () => {
    const h = await purgedWhileAway();
    const keysPage = h.server.syncKeys.bind(h.server);
    h.server.syncKeys = async (...args) => {
      await keysPage(...args);
      return { ok: false, kind: 'network', message: 'offline' };
    };
    await h.engine.run();
    expect(await localIds(h)).toEqual(['a', 'b', 'c']);
    expect((await h.db.cursors.get('stories'))?.purgeChecked ?? null).toBeNull();
  });
});
