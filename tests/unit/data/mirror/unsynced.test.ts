// Sign-out's count of what the device holds that the server does not (issue 21, item 7): it must
// see every kind of it, and a count that cannot be made asks rather than clears. Accounts do not
// mix on one device (item 6): a session the server ended still names its account's data.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { clearLocalData, db as appDb } from '../../../../src/data/mirror/db';
import { keptOnlyHere, reattachRecording } from '../../../../src/data/mirror/kept-recordings';
import { forgetUser, rememberUser } from '../../../../src/data/remote/session-cache';
import { visibleStories, visibleStory } from '../../../../src/data/mirror/scoped-reads';
import { createStory } from '../../../../src/data/mirror/stories';
import { countUnsyncedWork } from '../../../../src/data/mirror/unsynced';
import { beginRecording, keepChunk, keepRecording } from '../../../../src/data/mirror/voice-notes';
import { parseVoiceNote, voiceKey } from '../../../../src/domain/voice-notes';
import { cachedIdentity, deviceAccount, hasUnsyncedWork, unsyncedWork } from '../../../../src/features/auth/auth-api';
import { makeHarness } from '../../sync/fakes';

afterEach(() => setDataDeps());

const audio = () => new Blob(['opus-bytes'], { type: 'audio/webm' });

describe('what sign-out counts', () => {
  it('counts recordings cut off or never attached and the texts given up in a conflict', async () => {
    const h = makeHarness();
    const storyId = await createStory({ title: 'Origin', content: { origin: '' } }, h.db);
    await h.engine.run({ pull: false });
    // A recording cut off by a closed tab: its chunks only.
    const cut = await beginRecording({ storyId, sectionId: 'origin', mime: 'audio/webm' }, h.db);
    await keepChunk(cut, 0, audio(), h.db);
    // A recording kept but never queued (the tab closed before the answer took it).
    await keepRecording({ storyId, sectionId: 'origin', blob: audio(), durationMs: 1000 }, h.db);
    await h.db.conflicts.add({
      id: 'c1',
      table: 'stories',
      rowId: storyId,
      base: null,
      mine: { content: { origin: 'the text I gave up' } },
      theirs: { content: { origin: 'theirs' } },
      merged: {},
      conflicts: [],
      state: 'resolved',
      createdAt: 1,
      resolvedAt: 2,
      resolution: [],
    });
    const work = await countUnsyncedWork('user-1', h.db);
    expect(work).toEqual({ waiting: 0, attention: 0, onlyHere: 3, otherAccount: 0 });
    expect(hasUnsyncedWork(work)).toBe(true);
  });

  it("counts another account's unsent changes apart from this account's", async () => {
    const h = makeHarness();
    await createStory({ title: 'by user-1' }, h.db);
    await rememberUser({ id: 'user-2', email: 'two@example.com', role: 'user', name: null }, h.db);
    await createStory({ title: 'by user-2' }, h.db);
    expect(await countUnsyncedWork('user-2', h.db)).toMatchObject({ waiting: 1, otherAccount: 1 });
    expect(await countUnsyncedWork('user-1', h.db)).toMatchObject({ waiting: 1, otherAccount: 1 });
  });

  it('fails closed: a device that cannot be read counts as holding work', async () => {
    appDb.close();
    try {
      const work = await unsyncedWork('user-1');
      expect(work.unreadable).toBe(true);
      expect(hasUnsyncedWork(work)).toBe(true);
    } finally {
      await appDb.open();
    }
  });
});

describe('a session the server ended, then another account', () => {
  const first = { id: 'user-1', email: 'first@example.com', role: 'user' as const, name: null };
  const next = { id: 'user-2', email: 'next@example.com', role: 'user' as const, name: null };

  it("shows the next account none of the first account's rows, and counts its work apart", async () => {
    const h = makeHarness();
    const id = await createStory({ title: "the first account's story" }, h.db);
    // The server ends the session (auth-provider sessionEnded forgets the user), someone else signs in.
    await forgetUser(h.db);
    await rememberUser(next, h.db);
    expect(await visibleStories(undefined, h.db)).toEqual([]);
    expect(await visibleStory(id, h.db)).toBeNull();
    expect(await countUnsyncedWork(next.id, h.db)).toMatchObject({ waiting: 0, otherAccount: 1 });
    // The first account, back, sees its story again.
    await rememberUser(first, h.db);
    expect((await visibleStories(undefined, h.db)).map((s) => s.id)).toEqual([id]);
  });

  it('still names the first account to the next sign-in, which asks about its work before clearing', async () => {
    await clearLocalData(appDb);
    await rememberUser(first, appDb);
    await forgetUser(appDb);
    expect(await cachedIdentity()).toBeNull();
    expect(await deviceAccount()).toEqual({ id: first.id, email: first.email });
    await clearLocalData(appDb);
    expect(await deviceAccount()).toBeNull();
  });
});

describe('recordings kept only here', () => {
  it('are attached to their answer again and queued for upload and transcription', async () => {
    const h = makeHarness();
    const storyId = await createStory({ title: 'Origin', content: { origin: 'typed' } }, h.db);
    const cut = await beginRecording({ storyId, sectionId: 'origin', mime: 'audio/webm' }, h.db);
    await keepChunk(cut, 0, audio(), h.db);
    const [listed] = await keptOnlyHere(h.db);
    expect(listed).toMatchObject({ id: cut, storyId, sectionId: 'origin', interrupted: true });
    expect(await reattachRecording(listed, 'user-1', h.db)).toBe('attached');
    const row = await h.db.stories.get(storyId);
    const content = row?.content as Record<string, string>;
    expect(content.origin).toBe('typed');
    expect(parseVoiceNote(content[voiceKey('origin')])?.recordingId).toBe(cut);
    expect(await keptOnlyHere(h.db)).toEqual([]);
    await h.engine.run({ pull: false });
    expect(h.server.calls.map((c) => c.kind)).toEqual(['push', 'upload', 'invoke']);
  });

  it('never replace a newer voice note of the answer', async () => {
    const h = makeHarness();
    const storyId = crypto.randomUUID();
    const older = await keepRecording({ storyId, sectionId: 'origin', blob: audio(), durationMs: 1 }, h.db);
    const newer = await keepRecording({ storyId, sectionId: 'origin', blob: audio(), durationMs: 1 }, h.db);
    await createStory({ id: storyId, title: 'Origin', content: { [voiceKey('origin')]: newer.path } }, h.db);
    expect(await reattachRecording({ id: older.id, interrupted: false }, 'user-1', h.db)).toBe('answer-has-another');
    const content = (await h.db.stories.get(storyId))?.content as Record<string, string>;
    expect(content[voiceKey('origin')]).toBe(newer.path);
  });
});
