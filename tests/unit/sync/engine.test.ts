import { afterEach, describe, expect, it } from 'vitest';
import { resolveConflict } from '../../../src/data/mirror/attention';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { enqueueInvoke, enqueueRpc } from '../../../src/data/mirror/outbox';
import { createStory, deleteStory, updateStory } from '../../../src/data/mirror/stories';
import { typeSection } from '../../support/type-section';
import type { MutationEntry } from '../../../src/data/mirror/types';
import type { MutationRequest } from '../../../src/domain/sync-protocol';
import { FakeServer, makeHarness } from './fakes';

afterEach(() => setDataDeps());

/** Every mutation sent, alone or in a batch, in order. */
const pushes = (server: FakeServer) =>
  server.calls.flatMap((c) =>
    c.kind === 'push' ? [c.body as MutationRequest] : c.kind === 'push-batch' ? (c.body as MutationRequest[]) : [],
  );
/** One request per row (the single push path). */
const SINGLE = { pushBatch: { maxMutations: 1, maxBytes: Number.MAX_SAFE_INTEGER } };

describe('push', () => {
  it('sends an insert, rebases the row on the ack and reports synced', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'Hello', content: { hook: 'h' } }, h.db);
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)).toMatchObject({ title: 'Hello', version: 1 });
    const row = await h.db.stories.get(id);
    expect(row?.version).toBe(1);
    expect(row?.base?.version).toBe(1);
    expect(pushes(h.server)[0]).toMatchObject({ op: 'insert', row_id: id, base_version: null });
  });

  it('sends entries of one row in order, each based on the previous ack', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'v0' }, h.db);
    await h.db.outbox.toCollection().modify({ sent: true });
    await updateStory(id, { title: 'v1' }, h.db);
    await h.engine.run({ pull: false });
    expect(pushes(h.server).map((m) => [m.op, m.values.title, m.base_version])).toEqual([
      ['insert', 'v0', null],
      ['update', 'v1', 1],
    ]);
    expect(h.server.rows.stories.get(id)).toMatchObject({ title: 'v1', version: 2 });
  });

  it('keeps an edit made while its row is in flight and sends it in the next run, not this one', async () => {
    const server = new FakeServer();
    const h = makeHarness({}, server);
    const id = await createStory({ title: 'first' }, h.db);
    const original = server.pushMutation.bind(server);
    let typed = false;
    server.pushMutation = async (m, token) => {
      if (!typed) {
        typed = true;
        h.clock.t += 50; // a keystroke 50 ms later, while the request is on the wire
        await updateStory(id, { title: 'typed during flight' }, h.db);
      }
      return original(m, token);
    };
    // A run ends with what was there when it began: a person typing on is pushed by the runner's
    // debounce, not by one run that goes on for as long as they type.
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 1 });
    expect(pushes(server)).toHaveLength(1);
    await h.engine.run({ pull: false });
    expect(pushes(server)).toHaveLength(2);
    expect(server.rows.stories.get(id)?.title).toBe('typed during flight');
    expect((await h.db.stories.get(id))?.title).toBe('typed during flight');
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('coalesces many edits into one request per row', async () => {
    const h = makeHarness();
    const ids = [
      await createStory({ title: 'a' }, h.db),
      await createStory({ title: 'b' }, h.db),
      await createStory({ title: 'c' }, h.db),
    ];
    for (let i = 0; i < 30; i++) await typeSection(ids[i % 3], 'hook', `text ${i}`, h.db);
    await h.engine.run({ pull: false });
    expect(pushes(h.server)).toHaveLength(3);
    expect(h.server.rows.stories.get(ids[0])?.content).toEqual({ hook: 'text 27' });
  });

  it('answers a replayed entry (lost response) as a duplicate, applied once', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'once' }, h.db);
    const [entry] = (await h.db.outbox.toArray()) as MutationEntry[];
    // The request reached the server, then the tab died before the answer was stored.
    await h.server.pushMutation(
      { id: entry.id, table: 'stories', op: 'insert', row_id: id, base_version: null, values: entry.values },
      'token-1',
    );
    await h.db.outbox.update(entry.seq!, { state: 'inflight', sent: true });
    const report = await h.engine.run({ pull: false });
    expect(report.outcome).toBe('synced');
    expect(h.server.rows.stories.size).toBe(1);
    expect(h.server.rows.stories.get(id)?.version).toBe(1);
    expect((await h.db.stories.get(id))?.base?.version).toBe(1);
  });

  it('rebases waiting edits per section when a replay is answered with a newer row', async () => {
    const h = makeHarness({ tables: ['stories'] });
    const id = await createStory({ title: 'T', content: { a: 'a0', b: 'b0' } }, h.db);
    await h.engine.run();
    await typeSection(id, 'a', 'a1', h.db);
    const [sent] = (await h.db.outbox.toArray()) as MutationEntry[];
    // The edit reached the server but the answer was lost...
    await h.server.pushMutation(
      { id: sent.id, table: 'stories', op: 'update', row_id: id, base_version: 1, values: sent.values },
      'token-1',
    );
    await h.db.outbox.update(sent.seq!, { sent: true });
    // ...then someone else changed section b, and the user kept typing in a.
    h.server.serverEdit('stories', id, { content: { a: 'a1', b: 'b-theirs' } });
    await typeSection(id, 'a', 'a2', h.db);
    expect(await h.engine.run()).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)?.content).toEqual({ a: 'a2', b: 'b-theirs' });
    expect((await h.db.stories.get(id))?.content).toEqual({ a: 'a2', b: 'b-theirs' });
  });

  it('refreshes the token once on 401 and retries; the token is never stored', async () => {
    const h = makeHarness();
    h.server.validTokens = new Set(['token-2']);
    h.auth.refreshTo = 'token-2';
    await createStory({ title: 't' }, h.db);
    const report = await h.engine.run({ pull: false });
    expect(report.outcome).toBe('synced');
    expect(h.auth.refreshCalls).toBe(1);
    expect(h.server.calls.map((c) => c.token)).toEqual(['token-1', 'token-2']);
  });

  it('keeps entries when the session cannot be refreshed (no sign-out, no attention)', async () => {
    const h = makeHarness();
    h.server.validTokens = new Set(['other']);
    await createStory({ title: 'kept' }, h.db);
    const report = await h.engine.run({ pull: false });
    expect(report.outcome).toBe('auth-required');
    expect(report.pending).toBe(1);
    expect(report.attention).toBe(0);
    expect(JSON.stringify(await h.db.outbox.toArray())).not.toContain('token');
    expect(h.events.some((e) => e.type === 'auth-required')).toBe(true);
  });

  it('honours Retry-After on 503', async () => {
    const h = makeHarness();
    await createStory({ title: 't' }, h.db);
    h.server.failures.push({ ok: false, kind: 'http', status: 503, message: 'busy', retryAfterMs: 5000 });
    const first = await h.engine.run({ pull: false });
    expect(first).toMatchObject({ outcome: 'waiting', nextAttemptAt: h.clock.t + 5000, pending: 1 });
    h.clock.t += 4999;
    await h.engine.run({ pull: false });
    expect(pushes(h.server)).toHaveLength(1);
    h.clock.t += 1;
    expect((await h.engine.run({ pull: false })).outcome).toBe('synced');
    expect(pushes(h.server)).toHaveLength(2);
  });

  it('backs off a 500 for that row while other rows go on', async () => {
    const h = makeHarness({ concurrency: 1, ...SINGLE });
    const a = await createStory({ title: 'a' }, h.db);
    const b = await createStory({ title: 'b' }, h.db);
    h.server.failures.push({ ok: false, kind: 'http', status: 500, message: 'oops' });
    const report = await h.engine.run({ pull: false });
    expect(h.server.rows.stories.has(a)).toBe(false);
    expect(h.server.rows.stories.has(b)).toBe(true);
    expect(report.outcome).toBe('waiting');
    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({ attempts: 1, lastError: 'oops', state: 'queued' });
    expect(entry.nextAttemptAt).toBeGreaterThanOrEqual(h.clock.t + 500);
    expect(entry.nextAttemptAt).toBeLessThanOrEqual(h.clock.t + 1000);
  });

  it('stops the run on a network error and keeps everything', async () => {
    const h = makeHarness({ concurrency: 1, ...SINGLE });
    await createStory({ title: 'a' }, h.db);
    await createStory({ title: 'b' }, h.db);
    h.server.failures.push({ ok: false, kind: 'network', message: 'fetch failed' });
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ outcome: 'unreachable', pending: 2 });
    expect(pushes(h.server)).toHaveLength(1);
  });

  it('moves a refused write to attention with the text kept, and the queue goes on', async () => {
    const h = makeHarness({ concurrency: 1 });
    const bad = await createStory({ title: 'refused', content: { hook: 'my words' } }, h.db);
    const good = await createStory({ title: 'fine' }, h.db);
    h.server.refuse = (m) => (m.row_id === bad ? 'new row violates row-level security policy' : null);
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, attention: 1 });
    expect(h.server.rows.stories.has(good)).toBe(true);
    const [record] = await h.db.attention.toArray();
    // PostgreSQL's wording is kept from the person; what it means is not.
    expect(record.message).toBe('The server did not allow this change: you may no longer have access to this item.');
    expect(record.status).toBe(400);
    expect(record.localRow).toMatchObject({ content: { hook: 'my words' } });
    expect((record.entry as MutationEntry).values).toMatchObject({ content: { hook: 'my words' } });
  });

  it('treats push_mutation not_found as a permanent refusal', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 't' }, h.db);
    await h.engine.run({ pull: false });
    h.server.rows.stories.delete(id);
    await updateStory(id, { title: 'gone' }, h.db);
    const report = await h.engine.run({ pull: false });
    expect(report.attention).toBe(1);
    expect(h.events.some((e) => e.type === 'rejected')).toBe(true);
  });

  it('does nothing while offline', async () => {
    const h = makeHarness();
    await createStory({ title: 't' }, h.db);
    h.online.value = false;
    expect((await h.engine.run()).outcome).toBe('offline');
    expect(h.server.calls).toHaveLength(0);
  });

  it('sends visitor rpc writes and function calls with their mutation id', async () => {
    const h = makeHarness();
    await enqueueRpc('join_waitlist', { email: 'a@b.co' }, h.db);
    const invokeId = await enqueueInvoke('generate-story', { tone: 'warm' }, h.db);
    await h.engine.run({ pull: false });
    expect(h.server.rpcResults).toEqual([{ name: 'join_waitlist', args: { email: 'a@b.co' } }]);
    const invoke = h.server.calls.find((c) => c.kind === 'invoke');
    expect(invoke?.body).toEqual({ name: 'generate-story', body: { tone: 'warm', mutation_id: invokeId } });
    expect(h.events).toContainEqual({
      type: 'invoke-done',
      entryId: invokeId,
      name: 'generate-story',
      result: { success: true, name: 'generate-story' },
      // What was asked, so the bell can say whose story is ready (src/data/mirror/generation-notices.ts).
      body: { tone: 'warm' },
    });
  });
});

describe('pull', () => {
  it('pages with the (transaction id, key) cursor and applies tombstones', async () => {
    const h = makeHarness({ pageSize: 2, tables: ['stories'] });
    for (const id of ['a', 'b', 'c']) h.server.serverEdit('stories', id, { title: id, content: {} });
    const first = await h.engine.run();
    expect(first.pulled).toBe(3);
    expect((await h.db.stories.toArray()).map((r) => r.id).sort()).toEqual(['a', 'b', 'c']);
    const cursor = await h.db.cursors.get('stories');
    expect(cursor).toMatchObject({ key: 'c', txid: 3, userId: 'user-1' });

    h.server.calls = [];
    h.server.serverEdit('stories', 'b', { deleted_at: '2026-11-21T13:00:00.000Z' });
    const second = await h.engine.run();
    expect(second.pulled).toBe(1);
    const pullCall = h.server.calls.find((c) => c.kind === 'pull');
    expect(pullCall?.body).toMatchObject({ cursor: { key: 'c', txid: 3 } });
    // The tombstone stays in the mirror (every read hides it) so a late edit meets it.
    expect((await h.db.stories.get('b'))?.deleted_at).toBe('2026-11-21T13:00:00.000Z');
    expect((await h.db.stories.get('a'))?.deleted_at).toBeNull();
  });

  it('never overwrites a row with unsent entries; the conflict merge rebases it later', async () => {
    const h = makeHarness({ tables: ['stories'] });
    h.server.serverEdit('stories', 's', { title: 'T', content: { hook: 'h', problem: 'p' } });
    await h.engine.run();
    await typeSection('s', 'hook', 'my hook', h.db);
    h.server.serverEdit('stories', 's', { content: { hook: 'h', problem: 'their problem' } });
    // The push fails softly (500), the pull still runs and must skip the dirty row.
    h.server.failures.push({ ok: false, kind: 'http', status: 500, message: 'oops' });
    await h.engine.run();
    expect((await h.db.stories.get('s'))?.content).toEqual({ hook: 'my hook', problem: 'p' });
    h.clock.t += 60_000;
    const report = await h.engine.run();
    expect(report).toMatchObject({ outcome: 'synced', pending: 0 });
    expect(h.server.rows.stories.get('s')?.content).toEqual({ hook: 'my hook', problem: 'their problem' });
    expect((await h.db.stories.get('s'))?.content).toEqual({ hook: 'my hook', problem: 'their problem' });
  });
});

describe('conflicts', () => {
  async function sharedStory() {
    const h = makeHarness({ tables: ['stories'] });
    const id = await createStory({ title: 'T', content: { hook: 'h', problem: 'p' } }, h.db);
    await h.engine.run();
    return { h, id };
  }

  it('merges different sections automatically and re-pushes on the server version', async () => {
    const { h, id } = await sharedStory();
    h.server.serverEdit('stories', id, { content: { hook: 'h', problem: 'theirs' }, status: 'in_review' });
    await typeSection(id, 'hook', 'mine', h.db);
    await updateStory(id, { title: 'My title' }, h.db);
    const report = await h.engine.run();
    expect(report).toMatchObject({ outcome: 'synced', attention: 0 });
    expect(h.server.rows.stories.get(id)).toMatchObject({
      title: 'My title',
      status: 'in_review',
      content: { hook: 'mine', problem: 'theirs' },
    });
    const [conflicted, merged] = pushes(h.server).slice(-2);
    expect(merged.base_version).toBe(h.server.rows.stories.get(id)!.version - 1);
    expect(merged.id).not.toBe(conflicted.id);
    expect(h.events.some((e) => e.type === 'merged')).toBe(true);
  });

  it('surfaces the same section changed on both sides and keeps both texts', async () => {
    const { h, id } = await sharedStory();
    h.server.serverEdit('stories', id, { content: { hook: 'their hook', problem: 'p' } });
    await typeSection(id, 'hook', 'my hook', h.db);
    await typeSection(id, 'problem', 'my problem', h.db);
    const report = await h.engine.run();
    expect(report).toMatchObject({ outcome: 'synced', attention: 1, pending: 1 });
    const [record] = await h.db.conflicts.toArray();
    expect(record.conflicts).toEqual([
      { field: 'content', key: 'hook', base: 'h', mine: 'my hook', theirs: 'their hook' },
    ]);
    // Nothing was sent for the row while the user decides; the server kept theirs.
    expect(h.server.rows.stories.get(id)?.content).toEqual({ hook: 'their hook', problem: 'p' });
    expect((await h.db.stories.get(id))?.content).toEqual({ hook: 'my hook', problem: 'my problem' });

    await resolveConflict(record.id, [{ pick: 'merged', value: 'my hook + their hook' }], h.db);
    const after = await h.engine.run();
    expect(after).toMatchObject({ outcome: 'synced', attention: 0, pending: 0 });
    expect(h.server.rows.stories.get(id)?.content).toEqual({ hook: 'my hook + their hook', problem: 'my problem' });
    const kept = await h.db.conflicts.get(record.id);
    expect(kept).toMatchObject({ state: 'resolved', theirs: { content: { hook: 'their hook', problem: 'p' } } });
  });

  it('asks before an edit lands on a row deleted elsewhere', async () => {
    const { h, id } = await sharedStory();
    h.server.serverEdit('stories', id, { deleted_at: '2026-11-21T13:00:00.000Z' });
    await typeSection(id, 'hook', 'still writing', h.db);
    await h.engine.run();
    const [record] = await h.db.conflicts.toArray();
    expect(record.conflicts.map((c) => c.field)).toContain('deleted_at');
    expect((await h.db.stories.get(id))?.content).toMatchObject({ hook: 'still writing' });
  });

  it('a local delete of an untouched remote edit merges into a tombstone', async () => {
    const { h, id } = await sharedStory();
    h.server.serverEdit('stories', id, { status: 'published' });
    await deleteStory(id, h.db);
    await h.engine.run();
    expect(h.server.rows.stories.get(id)?.deleted_at).toBeTruthy();
    const row = await h.db.stories.get(id);
    expect(row?.deleted_at).toBeTruthy();
    expect(row?.base?.deleted_at).toBe(row?.deleted_at);
    expect(await h.db.outbox.count()).toBe(0);
  });
});
