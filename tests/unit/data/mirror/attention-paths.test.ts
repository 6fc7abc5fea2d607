// Conflict, refused-write and outbox-order paths where text used to be lost (issue 21, items 1,
// 2, 5 and 13): each case here lost, hid or reordered the user's text before.
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAttention, resolveConflict, retryAttention } from '../../../../src/data/mirror/attention';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { requestClientContent } from '../../../../src/data/mirror/client-content';
import { enqueueInvoke } from '../../../../src/data/mirror/outbox';
import { writeStoryText } from '../../../../src/data/story-text';
import { rememberUser } from '../../../../src/data/remote/session-cache';
import { createStory, updateStory } from '../../../../src/data/mirror/stories';
import type { ConflictRecord, MutationEntry, StoryRow } from '../../../../src/data/mirror/types';
import { losingTexts } from '../../../../src/domain/attention-text';
import type { MutationRequest } from '../../../../src/domain/sync-protocol';
import { makeHarness, type Harness } from '../../sync/fakes';

afterEach(() => setDataDeps());

const USER = 'user-1';
const STORY = '00000000-0000-4000-8000-00000000abcd';

/** The server calls in order: a push as `push <section text>`, a call as its name. */
const calls = (h: Harness) =>
  h.server.calls.flatMap((c) => {
    if (c.kind === 'invoke') return [(c.body as { name: string }).name];
    const pushed = c.kind === 'push' ? [c.body] : c.kind === 'push-batch' ? (c.body as unknown[]) : [];
    return pushed.map((m) => `push ${JSON.stringify((m as MutationRequest).values.content ?? null)}`);
  });

const write = (h: Harness, text: string, expected: string) =>
  writeStoryText(
    {
      userId: USER,
      storyId: STORY,
      sectionId: 'origin',
      text,
      expected,
      create: { title: 'New', framework_type: 'backstory' },
    },
    h.db,
  );

/** A story on the server whose 'origin' both this device and another one changed: a held conflict. */
async function heldConflict(h: Harness): Promise<string> {
  const id = await createStory({ title: 'Shared', framework_type: 'backstory', content: { origin: 'start' } }, h.db);
  await h.engine.run({ pull: false });
  h.server.serverEdit('stories', id, { content: { origin: 'their text' } });
  await updateStory(id, { content: { origin: 'my text' } }, h.db);
  await h.engine.run({ pull: false });
  expect(await h.db.conflicts.where('state').equals('open').count()).toBe(1);
  return id;
}

describe('a conflict on a story the server never had (item 1)', () => {
  for (const pick of ['mine', 'theirs'] as const) {
    it(`resolving it (${pick}) sends the story as an insert, and later keystrokes sync`, async () => {
      const h = makeHarness();
      await rememberUser({ id: USER, email: 'coach@example.com', role: 'coach', name: null }, h.db);
      // Offline, the new story is open in two tabs and both type into the same section.
      h.online.value = false;
      expect(await write(h, 'typed in tab A', '')).toBe('saved');
      expect(await write(h, 'typed in tab B', '')).toBe('conflict');
      const [conflict] = await h.db.conflicts.toArray();
      await resolveConflict(conflict.id, [{ pick }], h.db);
      h.online.value = true;
      expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 0 });
      const chosen = pick === 'mine' ? 'typed in tab B' : 'typed in tab A';
      expect(h.server.rows.stories.get(STORY)).toMatchObject({ title: 'New', content: { origin: chosen } });
      expect(await write(h, `${chosen}, and more`, chosen)).toBe('saved');
      expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 0 });
      expect(h.server.rows.stories.get(STORY)?.content).toEqual({ origin: `${chosen}, and more` });
    });
  }

  /** What the old resolveConflict left: a base without a version, and a refused update. */
  async function stuckStory(h: Harness): Promise<{ id: string; recordId: string }> {
    const id = await createStory(
      { title: 'Stuck', framework_type: 'backstory', content: { origin: 'only copy' } },
      h.db,
    );
    const row = (await h.db.stories.get(id)) as StoryRow;
    const [insert] = (await h.db.outbox.toArray()) as MutationEntry[];
    await h.db.outbox.clear();
    const { version: _v, ...noVersion } = row;
    await h.db.stories.put({ ...row, base: noVersion as unknown as StoryRow['base'] });
    const recordId = 'stuck-record';
    await h.db.attention.add({
      id: recordId,
      entry: { ...insert, op: 'update', baseVersion: null, values: { content: row.content } },
      localRow: (await h.db.stories.get(id)) as unknown as Record<string, unknown>,
      status: 404,
      message: 'This item no longer exists on the server, or you are not allowed to change it.',
      createdAt: 1,
    });
    return { id, recordId };
  }

  it('a story left stuck by the old resolution is sent by Retry, and syncs after', async () => {
    const h = makeHarness();
    const { id, recordId } = await stuckStory(h);
    await retryAttention(recordId, h.db);
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)?.content).toEqual({ origin: 'only copy' });
    await updateStory(id, { title: 'Stuck no more' }, h.db);
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)?.title).toBe('Stuck no more');
  });

  it('Discard on such a story works and keeps the only copy of its text', async () => {
    const h = makeHarness();
    const { id, recordId } = await stuckStory(h);
    await dismissAttention(recordId, h.db);
    expect((await h.db.stories.get(id))?.content).toEqual({ origin: 'only copy' });
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)?.content).toEqual({ origin: 'only copy' });
  });
});

describe('retrying a refused change after a later edit was acknowledged (item 2)', () => {
  async function refusedThenLaterAcked(h: Harness): Promise<{ id: string; recordId: string }> {
    const id = await createStory({ title: 'ok', description: 'first' }, h.db);
    await h.engine.run({ pull: false });
    h.server.refuse = (m) => (m.values.description === 'refused description' ? 'Description refused' : null);
    await updateStory(id, { description: 'refused description' }, h.db);
    await h.engine.run({ pull: false });
    const [record] = await h.db.attention.toArray();
    await updateStory(id, { title: 'later title' }, h.db);
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 1 });
    h.server.refuse = null;
    return { id, recordId: record.id };
  }

  it('the acknowledgement keeps the refused text on this device, and Retry sends it', async () => {
    const h = makeHarness();
    const { id, recordId } = await refusedThenLaterAcked(h);
    expect((await h.db.stories.get(id))?.description).toBe('refused description');
    await retryAttention(recordId, h.db);
    expect(await h.engine.run({ pull: false })).toMatchObject({ pending: 0, attention: 0 });
    expect(h.server.rows.stories.get(id)).toMatchObject({ title: 'later title', description: 'refused description' });
  });

  it('Retry sends the refused values even where the row now shows the server text', async () => {
    const h = makeHarness();
    const { id, recordId } = await refusedThenLaterAcked(h);
    const row = (await h.db.stories.get(id)) as StoryRow;
    await h.db.stories.put({ ...row, description: 'first' });
    await retryAttention(recordId, h.db);
    await h.engine.run({ pull: false });
    expect(h.server.rows.stories.get(id)?.description).toBe('refused description');
  });
});

describe('a call never runs before the text edits it depends on (item 13)', () => {
  it('a transcription queued behind a held conflict goes after its resolution', async () => {
    const h = makeHarness();
    const id = await heldConflict(h);
    await enqueueInvoke('transcribe-audio', { story_id: id }, h.db, { after: { table: 'stories', rowId: id } });
    await h.engine.run({ pull: false });
    expect(calls(h)).not.toContain('transcribe-audio');
    const [conflict] = await h.db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'mine' }], h.db);
    await h.engine.run({ pull: false });
    expect(calls(h).slice(-2)).toEqual(['push {"origin":"my text"}', 'transcribe-audio']);
  });

  it('a retried change goes back before the call queued after it', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'T', framework_type: 'backstory', content: { origin: 'start' } }, h.db);
    await h.engine.run({ pull: false });
    // The edit is refused; the call queued behind it then meets a dropped connection and waits.
    h.server.refuse = () => {
      h.server.refuse = null;
      h.server.failures.push({ ok: false, kind: 'network', message: 'offline' });
      return 'Refused for now';
    };
    await updateStory(id, { content: { origin: 'refused then retried' } }, h.db);
    await enqueueInvoke('transcribe-audio', { story_id: id }, h.db, { after: { table: 'stories', rowId: id } });
    await h.engine.run({ pull: false });
    const [record] = await h.db.attention.toArray();
    await retryAttention(record.id, h.db);
    h.clock.t += 10 * 60_000;
    await h.engine.run({ pull: false });
    expect(calls(h).slice(-2)).toEqual(['push {"origin":"refused then retried"}', 'transcribe-audio']);
  });

  it("a client's content request waits for its stories' held edits", async () => {
    const h = makeHarness();
    const id = await heldConflict(h);
    await requestClientContent('linkedin', { id: 'client-1', name: 'Ada' }, [id], USER, h.db);
    await h.engine.run({ pull: false });
    expect(calls(h)).not.toContain('generate-linkedin');
    const [conflict] = await h.db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'mine' }], h.db);
    await h.engine.run({ pull: false });
    expect(calls(h).slice(-2)).toEqual(['push {"origin":"my text"}', 'generate-linkedin']);
  });
});

describe('keeping a deletion made elsewhere (item 5)', () => {
  it('the resolved record shows the typed text it gave up', async () => {
    const h = makeHarness();
    await rememberUser({ id: USER, email: 'coach@example.com', role: 'coach', name: null }, h.db);
    expect(await write(h, 'before', '')).toBe('saved');
    await h.engine.run({ pull: false });
    h.server.serverEdit('stories', STORY, { deleted_at: '2026-11-22T10:00:00.000Z' });
    await h.engine.run();
    expect(await write(h, 'before, and the ending typed here', 'before')).toBe('conflict');
    const [conflict] = await h.db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'theirs' }], h.db);
    const resolved = (await h.db.conflicts.get(conflict.id)) as ConflictRecord;
    const [place] = losingTexts(resolved.conflicts, resolved.resolution, 'backstory', resolved.mine);
    expect(place.lost).toHaveLength(1);
    expect(place.lost[0].text).toContain('before, and the ending typed here');
  });
});
