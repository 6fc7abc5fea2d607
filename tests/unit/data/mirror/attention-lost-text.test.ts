// The queue's paths to lost or silently overwritten text (issue 7, part 3): each case here lost
// or overwrote text before.
import { afterEach, describe, expect, it } from 'vitest';
import { retryAttention } from '../../../../src/data/mirror/attention';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { enqueueInvoke } from '../../../../src/data/mirror/outbox';
import { forgetUser, rememberUser } from '../../../../src/data/remote/session-cache';
import { SignedOutError } from '../../../../src/data/mirror/signed-out-error';
import { createStory, updateStory } from '../../../../src/data/mirror/stories';
import type { MutationEntry } from '../../../../src/data/mirror/types';
import { makeHarness } from '../../sync/fakes';

afterEach(() => setDataDeps());

describe('lost or overwritten text in the queue', () => {
  it('retrying a refused change while later edits wait keeps the refused fields', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'ok', description: 'first' }, h.db);
    await h.engine.run({ pull: false });
    h.server.refuse = (m) => (m.values.description === 'refused description' ? 'Description refused' : null);
    await updateStory(id, { description: 'refused description' }, h.db);
    await h.engine.run({ pull: false });
    const [record] = await h.db.attention.toArray();
    expect(record).toBeTruthy();
    // A later edit of another field is queued before the user retries.
    await updateStory(id, { title: 'later title' }, h.db);
    h.server.refuse = null;
    await retryAttention(record.id, h.db);
    await h.engine.run({ pull: false });
    expect(h.server.rows.stories.get(id)).toMatchObject({ title: 'later title', description: 'refused description' });
  });

  it('a replayed change made on an old version meets the conflict check, not an overwrite', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'v1', content: { hook: 'mine before' } }, h.db);
    await h.engine.run({ pull: false });
    h.server.refuse = () => 'temporarily refused';
    await updateStory(id, { content: { hook: 'my change' } }, h.db);
    await h.engine.run({ pull: false });
    h.server.refuse = null;
    // Another device moves the row on; this device pulls it while the change waits in attention.
    h.server.serverEdit('stories', id, { content: { hook: 'their newer change' } });
    await h.engine.run();
    const [record] = await h.db.attention.toArray();
    await retryAttention(record.id, h.db);
    await h.engine.run({ pull: false });
    // The server's newer text was not overwritten without a decision.
    expect(h.server.rows.stories.get(id)?.content).toEqual({ hook: 'their newer change' });
    expect(await h.db.conflicts.where('state').equals('open').count()).toBe(1);
  });

  it('a generation request queued for a story reaches the server after the story', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'new', framework_type: 'backstory' }, h.db);
    // The insert fails once (network), so a naive queue would send the invoke first.
    h.server.failures.push({ ok: false, kind: 'network', message: 'flaky' });
    await enqueueInvoke('generate-story', { storyId: id }, h.db, { after: { table: 'stories', rowId: id } });
    await h.engine.run({ pull: false });
    h.clock.t += 10 * 60_000;
    await h.engine.run({ pull: false });
    const order = h.server.calls.filter((c) => c.kind !== 'pull').map((c) => c.kind);
    expect(order).toEqual(['push', 'push', 'invoke']);
  });

  it('keeps a generation request after edits that were rebased when the insert was acknowledged', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'new' }, h.db);
    const [insert] = (await h.db.outbox.toArray()) as MutationEntry[];
    // The insert is in flight when the user edits and then asks for a generation.
    await h.db.outbox.update(insert.seq as number, { sent: true });
    await updateStory(id, { title: 'edited' }, h.db);
    await enqueueInvoke('generate-story', { storyId: id }, h.db, { after: { table: 'stories', rowId: id } });
    await h.engine.run({ pull: false });
    const kinds = h.server.calls.map((c) => c.kind);
    expect(kinds.indexOf('invoke')).toBeGreaterThan(kinds.lastIndexOf('push'));
    expect(h.server.rows.stories.get(id)?.title).toBe('edited');
  });

  it("never sends one account's change with another account's token", async () => {
    const h = makeHarness();
    await rememberUser({ id: 'user-2', email: 'first@example.com', role: 'user', name: null }, h.db);
    const id = await createStory({ title: 'written by user-2' }, h.db);
    const [entry] = (await h.db.outbox.toArray()) as MutationEntry[];
    expect(entry.userId).toBe('user-2');
    // The harness session belongs to user-1.
    await h.engine.run({ pull: false });
    expect(h.server.calls.filter((c) => c.kind === 'push')).toEqual([]);
    expect(h.server.rows.stories.get(id)).toBeUndefined();
    expect(await h.db.outbox.count()).toBe(1);
  });

  it('refuses a row write on a device nobody is signed in to (nothing is queued for the next account)', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'mine' }, h.db);
    await forgetUser(h.db);
    await expect(createStory({ title: 'written signed out' }, h.db)).rejects.toBeInstanceOf(SignedOutError);
    await expect(updateStory(id, { title: 'edited signed out' }, h.db)).rejects.toBeInstanceOf(SignedOutError);
    expect(await h.db.stories.count()).toBe(1);
    expect((await h.db.stories.get(id))?.title).toBe('mine');
    expect(await h.db.outbox.count()).toBe(1);
  });

  it("never sends a change queued without an account with the next account's token", async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'queued signed out' }, h.db);
    // An entry queued before writes refused a signed-out device carries no account.
    await h.db.outbox.toCollection().modify({ userId: null });
    await h.engine.run({ pull: false });
    expect(h.server.calls.filter((c) => c.kind === 'push' || c.kind === 'push-batch')).toEqual([]);
    expect(h.server.rows.stories.get(id)).toBeUndefined();
    expect(await h.db.outbox.count()).toBe(1);
  });

  it('says the server cannot be reached, apart from offline', async () => {
    const h = makeHarness();
    await createStory({ title: 'x' }, h.db);
    h.server.failures.push({ ok: false, kind: 'network', message: 'The operation timed out.' });
    expect((await h.engine.run()).outcome).toBe('unreachable');
    h.online.value = false;
    expect((await h.engine.run()).outcome).toBe('offline');
  });
});
