import { afterEach, describe, expect, it } from 'vitest';
import { countAttention, dismissAttention, retryAttention } from '../../../../src/data/mirror/attention';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { createStory, updateStory } from '../../../../src/data/mirror/stories';
import type { MutationEntry } from '../../../../src/data/mirror/types';
import { makeHarness } from '../../sync/fakes';

afterEach(() => setDataDeps());

describe('needs attention', () => {
  it('retries a refused write with the row as it is now, under a new mutation id', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'x'.repeat(10) }, h.db);
    h.server.refuse = () => 'Title is too long';
    await h.engine.run({ pull: false });
    const [record] = await h.db.attention.toArray();
    expect(await countAttention(h.db)).toBe(1);
    h.server.refuse = null;
    await retryAttention(record.id, h.db);
    const [entry] = (await h.db.outbox.toArray()) as MutationEntry[];
    expect(entry.id).not.toBe(record.entry.id);
    expect(entry.op).toBe('insert');
    await updateStory(id, { title: 'short' }, h.db);
    expect(await h.engine.run({ pull: false })).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)?.title).toBe('short');
  });

  it('sends edits made after a refused insert as a new insert', async () => {
    const h = makeHarness();
    h.server.refuse = (m) => (m.values.title === 'bad' ? 'Title refused' : null);
    const id = await createStory({ title: 'bad', content: { hook: 'kept' } }, h.db);
    await h.engine.run({ pull: false });
    await updateStory(id, { title: 'good' }, h.db);
    const [entry] = (await h.db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({ op: 'insert', values: { title: 'good', content: { hook: 'kept' } } });
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 1 });
    expect(h.server.rows.stories.get(id)).toMatchObject({ title: 'good', content: { hook: 'kept' } });
  });

  it('dismissing a refused update puts the row back to the server version', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'server title' }, h.db);
    await h.engine.run({ pull: false });
    h.server.refuse = () => 'new row violates row-level security policy';
    await updateStory(id, { title: 'not allowed' }, h.db);
    await h.engine.run({ pull: false });
    const [record] = await h.db.attention.toArray();
    expect(record.localRow).toMatchObject({ title: 'not allowed' });
    await dismissAttention(record.id, h.db);
    expect((await h.db.stories.get(id))?.title).toBe('server title');
    expect(await countAttention(h.db)).toBe(0);
  });

  it('dismissing a refused insert removes the row the server never accepted', async () => {
    const h = makeHarness();
    h.server.refuse = () => 'nope';
    const id = await createStory({ title: 'never accepted' }, h.db);
    await h.engine.run({ pull: false });
    const [record] = await h.db.attention.toArray();
    await dismissAttention(record.id, h.db);
    expect(await h.db.stories.get(id)).toBeUndefined();
  });
});
