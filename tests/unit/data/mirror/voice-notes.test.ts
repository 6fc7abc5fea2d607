// Voice notes on the device: the recording is kept in IndexedDB before anything else, named by the
// answer, sent to `recordings` once (however often the engine retries), and the server is asked
// to transcribe it from there only after the upload.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { StoryStackDb } from '../../../../src/data/mirror/db';
import { createStory } from '../../../../src/data/mirror/stories';
import {
  beginRecording,
  finishRecording,
  interruptedRecordings,
  keepChunk,
  keepRecording,
  localRecording,
  queueRecording,
  RecordingChunks,
  VoiceNoteTooLargeError,
} from '../../../../src/data/mirror/voice-notes';
import { keptOnlyHere } from '../../../../src/data/mirror/kept-recordings';
import {
  parseVoiceNote,
  VOICE_MESSAGES,
  VOICE_NOTE_MAX_BYTES,
  voiceKey,
  voiceStorageFullMessage,
} from '../../../../src/domain/voice-notes';
import { makeHarness, type Harness } from '../../sync/fakes';

afterEach(() => setDataDeps());

const NETWORK = { ok: false as const, kind: 'network' as const, message: 'offline' };
const dueNow = (h: Harness) => h.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
const audio = (text = 'opus-bytes') => new Blob([text], { type: 'audio/webm;codecs=opus' });

async function recordedNote(h: Harness) {
  const storyId = crypto.randomUUID();
  const kept = await keepRecording({ storyId, sectionId: 'origin', blob: audio(), durationMs: 4200.4 }, h.db);
  await createStory({ id: storyId, title: 'Origin', content: { origin: '', [voiceKey('origin')]: kept.path } }, h.db);
  return { storyId, ...kept };
}

describe('the recording store', () => {
  it('keeps the recording with its section and length, at a path under its story', async () => {
    const h = makeHarness();
    const { storyId, id, path } = await recordedNote(h);
    expect(path).toBe(`${storyId}/${id}.webm`);
    const kept = await localRecording(path, h.db);
    expect(kept).toMatchObject({ type: 'recording', mime: 'audio/webm', sectionId: 'origin', durationMs: 4200 });
    expect(await kept?.blob?.text()).toBe('opus-bytes');
    expect((await keptOnlyHere(h.db)).map((r) => r.storyId)).toEqual([storyId]);
    // Another story's path, or an unknown one, finds nothing.
    expect(await localRecording(`${crypto.randomUUID()}/${id}.webm`, h.db)).toBeNull();
  });

  it('survives closing and reopening the database (a reload)', async () => {
    const name = `voice-${crypto.randomUUID()}`;
    const first = new StoryStackDb(name);
    const storyId = crypto.randomUUID();
    const { path } = await keepRecording({ storyId, sectionId: 'origin', blob: audio('kept'), durationMs: 1 }, first);
    first.close();
    const again = new StoryStackDb(name);
    expect(await (await localRecording(path, again))?.blob?.text()).toBe('kept');
    again.close();
  });

  it('refuses a recording over 25 MB and a section id that is not one', async () => {
    const h = makeHarness();
    const big = new Blob([new Uint8Array(VOICE_NOTE_MAX_BYTES + 1)], { type: 'audio/webm' });
    await expect(
      keepRecording({ storyId: crypto.randomUUID(), sectionId: 'origin', blob: big, durationMs: 1 }, h.db),
    ).rejects.toBeInstanceOf(VoiceNoteTooLargeError);
    await expect(
      keepRecording({ storyId: crypto.randomUUID(), sectionId: '../x', blob: audio(), durationMs: 1 }, h.db),
    ).rejects.toThrow();
    expect(await h.db.uploads.count()).toBe(0);
  });

  it('reads the answer key back, and nothing else as a voice note', () => {
    const story = crypto.randomUUID();
    const rec = crypto.randomUUID();
    expect(parseVoiceNote(`${story}/${rec}.webm`)).toEqual({
      path: `${story}/${rec}.webm`,
      storyId: story,
      recordingId: rec,
      transcribed: false,
    });
    expect(parseVoiceNote(`${story}/${rec}.webm#transcribed`)?.transcribed).toBe(true);
    expect(parseVoiceNote('My answer')).toBeNull();
    expect(parseVoiceNote(`../${rec}.webm`)).toBeNull();
  });
});

describe('voice notes through the outbox', () => {
  it('sends the story, then the recording, then the transcription request naming it', async () => {
    const h = makeHarness();
    const { storyId, id, path } = await recordedNote(h);
    await queueRecording(id, 'user-1', h.db);
    await h.engine.run({ pull: false });
    expect(h.server.calls.map((c) => c.kind)).toEqual(['push', 'upload', 'invoke']);
    expect([...h.server.files.keys()]).toEqual([`recordings/${path}`]);
    const invoke = h.server.calls.find((c) => c.kind === 'invoke');
    expect(invoke?.body).toMatchObject({
      name: 'transcribe-audio',
      body: { story_id: storyId, section_id: 'origin', path },
    });
    expect(await h.db.outbox.count()).toBe(0);
    expect((await h.db.uploads.get(id))?.uploadedAt).toBe(h.clock.t);
    expect(await keptOnlyHere(h.db)).toHaveLength(0);
  });

  it('queues once however often it is asked, and a retried upload leaves one file', async () => {
    const h = makeHarness();
    const { id } = await recordedNote(h);
    await queueRecording(id, 'user-1', h.db);
    await queueRecording(id, 'user-1', h.db);
    const kinds = (await h.db.outbox.toArray()).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'upload')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'invoke')).toHaveLength(1);
    // Offline first, then the server keeps the file but its answer is lost.
    h.server.failures.push(NETWORK);
    await h.engine.run({ pull: false });
    const original = h.server.uploadFile.bind(h.server);
    h.server.uploadFile = async (file, token) => {
      await original(file, token);
      h.server.uploadFile = original;
      return NETWORK;
    };
    for (let i = 0; i < 4 && (await h.db.outbox.count()) > 0; i++) {
      await dueNow(h);
      await h.engine.run({ pull: false });
    }
    expect(h.server.calls.filter((c) => c.kind === 'upload').length).toBeGreaterThanOrEqual(2);
    expect(h.server.files.size).toBe(1);
    expect(h.server.calls.filter((c) => c.kind === 'invoke')).toHaveLength(1);
    expect(await h.db.outbox.count()).toBe(0);
  });
});

describe('a recording in progress', () => {
  it('keeps each chunk as it arrives, so a tab closed while recording loses nothing written', async () => {
    const name = `voice-${crypto.randomUUID()}`;
    const tab = new StoryStackDb(name);
    const storyId = crypto.randomUUID();
    const id = await beginRecording({ storyId, sectionId: 'origin', mime: 'audio/webm' }, tab);
    await keepChunk(id, 0, new Blob(['one-']), tab);
    await keepChunk(id, 1, new Blob(['two']), tab);
    tab.close(); // the tab crashes before Stop

    const again = new StoryStackDb(name);
    expect(await interruptedRecordings(storyId, 'origin', again)).toEqual([id]);
    expect(await interruptedRecordings(storyId, 'values', again)).toEqual([]);
    const kept = await finishRecording(id, null, again);
    expect(kept).toMatchObject({ id, storyId, sectionId: 'origin', path: `${storyId}/${id}.webm` });
    expect(await (await localRecording(kept?.path ?? '', again))?.blob?.text()).toBe('one-two');
    // Finished once: nothing left to recover, and finishing again does nothing.
    expect(await interruptedRecordings(storyId, 'origin', again)).toEqual([]);
    expect(await again.kv.where('key').startsWith('voice-rec:').count()).toBe(0);
    expect(await finishRecording(id, null, again)).toBeNull();
    again.close();
  });

  it('a recording with no sound kept is dropped, not attached', async () => {
    const h = makeHarness();
    const id = await beginRecording({ storyId: crypto.randomUUID(), sectionId: 'origin', mime: 'audio/webm' }, h.db);
    expect(await finishRecording(id, 10, h.db)).toBeNull();
    expect(await h.db.uploads.count()).toBe(0);
  });

  it('stops at the first chunk the device refuses for space, says so, and keeps what was saved whole (issue 21, item 11)', async () => {
    const h = makeHarness();
    const storyId = crypto.randomUUID();
    const id = await beginRecording({ storyId, sectionId: 'origin', mime: 'audio/webm' }, h.db);
    const refusals: [string, number][] = [];
    const chunks = new RecordingChunks(id, (why, keptMs) => refusals.push([why, keptMs]), h.db);
    chunks.add(new Blob(['one-']), 1000);
    chunks.add(new Blob(['two-']), 2000);
    await chunks.settled();

    // The device is full: IndexedDB refuses the next chunk's put, as a browser does at its quota.
    const put = IDBObjectStore.prototype.put;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'kv') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    chunks.add(new Blob(['three-']), 3000);
    await chunks.settled();
    spy.mockRestore();
    // Space again (another tab freed some) while the recorder was stopping: a later chunk must not
    // be written after the hole, or the kept audio would jump without a sign.
    chunks.add(new Blob(['four']), 4000);

    expect(await chunks.settled()).toBe(2000);
    expect(chunks.refused).toBe('storage-full');
    expect(refusals).toEqual([['storage-full', 2000]]); // told once, with what is kept
    expect(voiceStorageFullMessage(2000)).toContain('out of storage space, so the recording stopped at 0:02');
    const kept = await finishRecording(id, 2000, h.db);
    const recording = await localRecording(kept?.path ?? '', h.db);
    expect(await recording?.blob?.text()).toBe('one-two-');
    expect(recording?.durationMs).toBe(2000);
  });

  it('a first chunk refused for space keeps nothing and says so, not a generic failure', async () => {
    const h = makeHarness();
    const id = await beginRecording({ storyId: crypto.randomUUID(), sectionId: 'origin', mime: 'audio/webm' }, h.db);
    const refusals: [string, number][] = [];
    const chunks = new RecordingChunks(id, (why, keptMs) => refusals.push([why, keptMs]), h.db);
    vi.spyOn(h.db.kv, 'put').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    chunks.add(new Blob(['one']), 1000);
    expect(await chunks.settled()).toBe(0);
    vi.restoreAllMocks();
    expect(refusals).toEqual([['storage-full', 0]]);
    expect(voiceStorageFullMessage(0)).toBe(VOICE_MESSAGES.storageFullNothingKept);
    expect(await finishRecording(id, 0, h.db)).toBeNull();
  });
});
