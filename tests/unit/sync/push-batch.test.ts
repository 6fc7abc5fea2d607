// Batch push: the first entry of each row goes in rpc/push_mutations requests; a refused item
// goes to attention without holding the others; failures of the request apply to every entry.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { enqueueRpc } from '../../../src/data/mirror/outbox';
import { createStory, updateStory } from '../../../src/data/mirror/stories';
import type { MutationEntry, OutboxEntry } from '../../../src/data/mirror/types';
import type { MutationRequest } from '../../../src/domain/sync-protocol';
import { planPush, splitBatchResults, statusForSqlState } from '../../../src/sync/push-batch';
import { makeHarness, type Harness } from './fakes';

afterEach(() => setDataDeps());

const batches = (h: Harness) =>
  h.server.calls.filter((c) => c.kind === 'push-batch').map((c) => c.body as MutationRequest[]);
const stories = (h: Harness, n: number, title = (i: number) => `story ${i}`) =>
  Promise.all(Array.from({ length: n }, (_, i) => createStory({ title: title(i) }, h.db)));

describe('batch push', () => {
  it('sends the due rows in one request and acknowledges each', async () => {
    const h = makeHarness();
    const ids = await stories(h, 5);
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, pushed: 5 });
    expect(h.server.calls.map((c) => c.kind)).toEqual(['push-batch']);
    expect(batches(h)[0].map((m) => m.row_id)).toEqual(ids);
    for (const id of ids) expect((await h.db.stories.get(id))?.base?.version).toBe(1);
  });

  it('bounds a request by mutation count and by bytes', async () => {
    const byCount = makeHarness({ pushBatch: { maxMutations: 2, maxBytes: 1_000_000 } });
    await stories(byCount, 5);
    await byCount.engine.run({ pull: false });
    expect(byCount.server.calls.map((c) => c.kind).sort()).toEqual(['push', 'push-batch', 'push-batch']);

    const bySize = makeHarness({ pushBatch: { maxMutations: 100, maxBytes: 1500 } });
    await stories(bySize, 3, (i) => String(i).repeat(280));
    await bySize.engine.run({ pull: false });
    expect(bySize.server.calls.map((c) => c.kind).sort()).toEqual(['push', 'push-batch']);
    expect(bySize.server.rows.stories.size).toBe(3);
  });

  it('moves a refused item to attention and applies the others of the batch', async () => {
    const h = makeHarness();
    h.server.refuse = (m) => (m.values.title === 'bad' ? 'new row violates check constraint' : null);
    const [good1, bad, good2] = await stories(h, 3, (i) => (i === 1 ? 'bad' : `good ${i}`));
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, attention: 1 });
    expect(batches(h)).toHaveLength(1);
    expect(h.server.rows.stories.has(good1) && h.server.rows.stories.has(good2)).toBe(true);
    expect(h.server.rows.stories.has(bad)).toBe(false);
    const [record] = await h.db.attention.toArray();
    // What the constraint means, not PostgreSQL's wording (refusalText).
    expect(record).toMatchObject({ status: 400, message: expect.stringMatching(/^Part of this change is outside/) });
    expect(record.localRow).toMatchObject({ title: 'bad' });
    expect(h.events).toContainEqual(expect.objectContaining({ type: 'rejected', message: record.message }));
  });

  it('replays a batch whose answer was lost: applied once, answered duplicate', async () => {
    const h = makeHarness();
    const ids = await stories(h, 3);
    h.server.lostAnswers = 1;
    expect(await h.engine.run({ pull: false })).toMatchObject({ outcome: 'unreachable', pending: 3 });
    expect(h.server.applied.size).toBe(3);
    h.clock.t += 10 * 60_000;
    expect(await h.engine.run({ pull: false })).toMatchObject({ outcome: 'synced', pending: 0 });
    expect(batches(h)).toHaveLength(2);
    expect(batches(h)[1].map((m) => m.id)).toEqual(batches(h)[0].map((m) => m.id));
    for (const id of ids) expect(h.server.rows.stories.get(id)?.version).toBe(1);
  });

  it('keeps each row in order: only its first entry rides in a batch', async () => {
    const h = makeHarness();
    const a = await createStory({ title: 'a0' }, h.db);
    await h.db.outbox.toCollection().modify({ sent: true });
    await updateStory(a, { title: 'a1' }, h.db);
    const b = await createStory({ title: 'b0' }, h.db);
    await h.engine.run({ pull: false });
    const sent = h.server.calls.map((c) =>
      (c.kind === 'push-batch' ? (c.body as MutationRequest[]) : [c.body as MutationRequest]).map((m) => [
        m.row_id,
        m.values.title,
        m.base_version,
      ]),
    );
    expect(sent).toEqual([
      [
        [a, 'a0', null],
        [b, 'b0', null],
      ],
      [[a, 'a1', 1]],
    ]);
    expect(h.server.rows.stories.get(a)).toMatchObject({ title: 'a1', version: 2 });
  });

  it('refreshes the token once on 401 and sends the batch again', async () => {
    const h = makeHarness();
    await stories(h, 2);
    h.server.validTokens = new Set(['token-2']);
    h.auth.refreshTo = 'token-2';
    expect(await h.engine.run({ pull: false })).toMatchObject({ outcome: 'synced', pending: 0 });
    expect(h.server.calls.map((c) => [c.kind, c.token])).toEqual([
      ['push-batch', 'token-1'],
      ['push-batch', 'token-2'],
    ]);
    expect(h.auth.refreshCalls).toBe(1);
  });

  it('waits Retry-After for every entry of a batch refused with 503', async () => {
    const h = makeHarness();
    await stories(h, 2);
    h.server.failures.push({ ok: false, kind: 'http', status: 503, message: 'busy', retryAfterMs: 5000 });
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ outcome: 'waiting', pending: 2, nextAttemptAt: h.clock.t + 5000 });
    const entries = await h.db.outbox.toArray();
    expect(entries.map((e) => [e.nextAttemptAt, e.lastError])).toEqual([
      [h.clock.t + 5000, 'busy'],
      [h.clock.t + 5000, 'busy'],
    ]);
    h.clock.t += 5000;
    expect(await h.engine.run({ pull: false })).toMatchObject({ outcome: 'synced', pending: 0 });
    expect(batches(h)).toHaveLength(2);
  });

  it('keeps one request per visitor rpc while mutations share a batch', async () => {
    const h = makeHarness();
    await stories(h, 2);
    await enqueueRpc('join_waitlist', { email: 'v@example.com' }, h.db);
    expect(await h.engine.run({ pull: false })).toMatchObject({ outcome: 'synced', pending: 0 });
    expect(h.server.calls.map((c) => c.kind).sort()).toEqual(['push-batch', 'rpc']);
    expect(h.server.rpcResults).toHaveLength(1);
  });

  it('retries (never drops) the entries of an answer it cannot read', async () => {
    const h = makeHarness();
    await stories(h, 2);
    h.server.pushMutations = async () => ({ ok: true, data: [{ status: 'applied', row: null }] });
    const report = await h.engine.run({ pull: false });
    expect(report).toMatchObject({ pending: 2, attention: 0 });
    const entries = await h.db.outbox.toArray();
    expect(entries.map((e) => e.lastError)).toEqual([
      'The server sent an answer we could not read',
      'The server sent an answer we could not read',
    ]);
  });
});

describe('push-batch helpers', () => {
  const mutation = (id: string, title = 't'): MutationEntry => ({
    id,
    queueKey: `stories:${id}`,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    sent: false,
    state: 'queued',
    lastError: null,
    kind: 'mutation',
    table: 'stories',
    rowId: id,
    op: 'update',
    values: { title },
  });

  it('plans batches around other entry kinds; a lone mutation goes single', () => {
    const rpc = { ...mutation('r'), kind: 'rpc', name: 'join_waitlist', args: {} } as unknown as OutboxEntry;
    const work = planPush([mutation('a'), rpc, mutation('b'), mutation('c')], { maxMutations: 2, maxBytes: 1e6 });
    expect(work.map((w) => (w.kind === 'batch' ? w.entries.map((e) => e.id) : w.entry.id))).toEqual([
      'r',
      ['a', 'b'],
      'c',
    ]);
  });

  it.each([
    ['42501', 403],
    ['23514', 400],
    ['23505', 409],
    ['22023', 400],
    ['P0001', 400],
    ['40001', 500],
    ['53300', 503],
    ['57014', 500],
  ])('reads SQLSTATE %s as HTTP %i, as PostgREST answers a single push', (code, status) => {
    expect(statusForSqlState(code)).toBe(status);
  });

  it('splits an answer into one result per mutation, or refuses it', () => {
    const row = { version: 1, updated_at: 't' };
    expect(
      splitBatchResults(
        [
          { status: 'applied', row },
          { status: 'error', code: '42501', message: 'denied' },
        ],
        2,
      ),
    ).toEqual([
      { ok: true, data: { status: 'applied', row } },
      { ok: false, kind: 'http', status: 403, code: '42501', message: 'denied' },
    ]);
    expect(splitBatchResults([{ status: 'applied', row }], 2)).toBeNull();
    expect(splitBatchResults({ status: 'applied', row }, 1)).toBeNull();
  });
});
