// Rows a pull skipped (they had unsent changes) are read again by key once those changes leave
// without an acknowledgement, and not while a refused write still shows the user's text.
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAttention, retryAttention } from '../../../src/data/mirror/attention';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { updateStory } from '../../../src/data/mirror/stories';
import { makeHarness, type Harness } from './fakes';

afterEach(() => setDataDeps());

const refetches = (h: Harness) => h.server.calls.filter((c) => c.kind === 'pull-rows');

/** Story s on the server and the device; then an edit here and another there, and a pull that skips s. */
async function skippedRow(theirs: Record<string, unknown> = { title: 'theirs' }) {
  const h = makeHarness({ tables: ['stories'] });
  h.server.serverEdit('stories', 's', { title: 'first', content: {} });
  await h.engine.run();
  await updateStory('s', { title: 'mine' }, h.db);
  h.server.serverEdit('stories', 's', theirs);
  // The push fails softly, so the pull meets s with its entry still waiting.
  h.server.failures.push({ ok: false, kind: 'http', status: 500, message: 'oops' });
  await h.engine.run();
  expect((await h.db.stories.get('s'))?.title).toBe('mine');
  expect(await h.db.cursors.get('stories')).toMatchObject({ skipped: { s: 2 } });
  h.clock.t += 60_000;
  return h;
}

describe('re-reading skipped rows', () => {
  it('waits while the refused write needs the user, and re-reads the row once it is discarded', async () => {
    const h = await skippedRow();
    h.server.refuse = () => 'new row violates row-level security policy';
    await h.engine.run();
    expect(await h.db.attention.count()).toBe(1);
    expect(refetches(h)).toHaveLength(0);
    expect((await h.db.stories.get('s'))?.title).toBe('mine');

    const [record] = await h.db.attention.toArray();
    await dismissAttention(record.id, h.db);
    expect((await h.db.stories.get('s'))?.title).toBe('first');
    await h.engine.run();
    expect(refetches(h)).toHaveLength(1);
    expect(refetches(h)[0].body).toEqual({ table: 'stories', keys: ['s'] });
    expect(await h.db.stories.get('s')).toMatchObject({ title: 'theirs', version: 2 });
    expect(await h.db.cursors.get('stories')).toMatchObject({ skipped: {} });

    await h.engine.run();
    expect(refetches(h)).toHaveLength(1);
  });

  it('keeps the row owed while a retried write is queued again', async () => {
    const h = await skippedRow();
    h.server.refuse = () => 'refused';
    await h.engine.run();
    const [record] = await h.db.attention.toArray();
    h.server.failures.push({ ok: false, kind: 'network', message: 'offline' });
    await retryAttention(record.id, h.db);
    await h.engine.run();
    expect(refetches(h)).toHaveLength(0);
    expect(await h.db.cursors.get('stories')).toMatchObject({ skipped: { s: 2 } });
  });

  it('needs no request when the acknowledgement already brought the row up to date', async () => {
    const h = await skippedRow({ status: 'in_review' });
    const report = await h.engine.run();
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    expect(h.server.rows.stories.get('s')).toMatchObject({ title: 'mine', status: 'in_review' });
    await h.engine.run();
    expect(refetches(h)).toHaveLength(0);
    expect(await h.db.cursors.get('stories')).toMatchObject({ skipped: {} });
  });

  it('pulls a table again from the start when its cursor has the old (updated_at, id) format', async () => {
    const h = makeHarness({ tables: ['stories'] });
    for (const id of ['a', 'b']) h.server.serverEdit('stories', id, { title: id, content: {} });
    await h.db.cursors.put({ table: 'stories', userId: 'user-1', updatedAt: '2099-01-01T00:00:00Z', id: 'z' } as never);
    const report = await h.engine.run();
    expect(report.pulled).toBe(2);
    expect(h.server.calls.find((c) => c.kind === 'pull')?.body).toEqual({ table: 'stories', cursor: null });
    expect(await h.db.cursors.get('stories')).toEqual({
      table: 'stories',
      userId: 'user-1',
      txid: 2,
      key: 'b',
      skipped: {},
    });
  });

  it('does not move past a server transaction that is still open', async () => {
    const h = makeHarness({ tables: ['stories'] });
    const slow = h.server.begin();
    slow.edit('stories', 'a', { title: 'slow writer', content: {} });
    h.server.serverEdit('stories', 'b', { title: 'quick writer', content: {} });
    const held = await h.engine.run();
    // The quick writer's row is committed but waits behind the slow one: the run says so.
    expect(held).toMatchObject({ pulled: 0, heldBack: true, outcome: 'synced' });
    slow.commit();
    expect(await h.engine.run()).toMatchObject({ pulled: 2, heldBack: false });
    expect((await h.db.stories.toArray()).map((r) => r.title).sort()).toEqual(['quick writer', 'slow writer']);
  });

  it('says nothing is held back when the open transaction wrote nothing the caller may read yet', async () => {
    const h = makeHarness({ tables: ['stories'] });
    h.server.serverEdit('stories', 'b', { title: 'before', content: {} });
    const slow = h.server.begin();
    slow.edit('stories', 'a', { title: 'slow writer', content: {} });
    expect(await h.engine.run()).toMatchObject({ pulled: 1, heldBack: false });
    slow.commit();
  });
});
