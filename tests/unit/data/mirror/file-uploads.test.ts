// A voice note or transcript original kept on the device reaches Storage through the outbox:
// after its story, once, at a fixed path, however often the engine has to try.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import {
  attachOriginals,
  keepOriginal,
  queueFileUpload,
  storagePathFor,
  UploadWithoutStoryError,
} from '../../../../src/data/mirror/file-uploads';
import { createStory } from '../../../../src/data/mirror/stories';
import { forgetUser } from '../../../../src/data/remote/session-cache';
import { deleteUpload, saveUpload } from '../../../../src/data/mirror/uploads';
import { makeHarness, type Harness } from '../../sync/fakes';

afterEach(() => setDataDeps());

const dueNow = (h: Harness) => h.db.outbox.toCollection().modify({ nextAttemptAt: 0 });

async function voiceNote(h: Harness, options: { storySynced?: boolean } = {}) {
  const storyId = await createStory({ title: 'Why I started' }, h.db);
  if (options.storySynced) await h.engine.run({ pull: false });
  const uploadId = await saveUpload(
    { name: 'note.webm', mime: 'audio/webm', blob: new Blob(['voice'], { type: 'audio/webm' }), storyId },
    h.db,
  );
  return { storyId, uploadId };
}

const NETWORK = { ok: false as const, kind: 'network' as const, message: 'offline' };

describe('file uploads through the outbox', () => {
  it('sends the story first, then the file to recordings under the story, and records it', async () => {
    const h = makeHarness();
    const { storyId, uploadId } = await voiceNote(h);
    const remote = await queueFileUpload(uploadId, 'user-1', h.db);
    expect(remote).toEqual({ bucket: 'recordings', path: `${storyId}/${uploadId}.webm` });
    await h.engine.run({ pull: false });
    expect(h.server.calls.map((c) => c.kind)).toEqual(['push', 'upload']);
    expect([...h.server.files]).toEqual([[`recordings/${storyId}/${uploadId}.webm`, 'voice']]);
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.uploads.get(uploadId)).toMatchObject({ remote, uploadedAt: h.clock.t });
  });

  it('retries after a network failure and a lost answer, and still ends with one file', async () => {
    const h = makeHarness();
    const { uploadId } = await voiceNote(h, { storySynced: true });
    await queueFileUpload(uploadId, 'user-1', h.db);
    h.server.failures.push(NETWORK);
    await h.engine.run({ pull: false });
    expect(await h.db.outbox.count()).toBe(1);
    // The server keeps the file but the answer is lost on the way back.
    const original = h.server.uploadFile.bind(h.server);
    h.server.uploadFile = async (file, token) => {
      await original(file, token);
      h.server.uploadFile = original;
      return NETWORK;
    };
    await dueNow(h);
    await h.engine.run({ pull: false });
    await dueNow(h);
    await h.engine.run({ pull: false });
    expect(h.server.calls.filter((c) => c.kind === 'upload').length).toBeGreaterThanOrEqual(3);
    expect(h.server.files.size).toBe(1);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('queues a file once however often it is asked', async () => {
    const h = makeHarness();
    const { uploadId } = await voiceNote(h);
    const first = await queueFileUpload(uploadId, 'user-1', h.db);
    const second = await queueFileUpload(uploadId, 'user-1', h.db);
    expect(second).toEqual(first);
    expect((await h.db.outbox.toArray()).filter((e) => e.kind === 'upload')).toHaveLength(1);
  });

  it('sends a transcript original to documents, and refuses a file with no story', async () => {
    const h = makeHarness();
    const storyId = await createStory({ title: 't' }, h.db);
    const doc = await saveUpload({ name: 'Interview transcript.txt', content: 'Q: A:', storyId }, h.db);
    expect(await queueFileUpload(doc, 'user-1', h.db)).toMatchObject({ bucket: 'documents' });
    const loose = await saveUpload({ name: 'loose.txt', content: 'x' }, h.db);
    await expect(queueFileUpload(loose, 'user-1', h.db)).rejects.toBeInstanceOf(UploadWithoutStoryError);
    await h.engine.run({ pull: false });
    expect(h.server.files.get(`documents/${storyId}/${doc}.txt`)).toBe('Q: A:');
  });

  it('moves a refused file to needs attention and goes on with the queue', async () => {
    const h = makeHarness();
    const { uploadId } = await voiceNote(h, { storySynced: true });
    await queueFileUpload(uploadId, 'user-1', h.db);
    await saveUpload({ name: 'after.txt', content: 'later' }, h.db);
    h.server.failures.push({
      ok: false,
      kind: 'http',
      status: 403,
      message: 'new row violates row-level security policy',
    });
    await h.engine.run({ pull: false });
    expect(await h.db.attention.count()).toBe(1);
    expect(await h.db.outbox.count()).toBe(0);
    expect(h.server.files.size).toBe(0);
    // The bytes stay on the device, not marked as sent.
    expect(await h.db.uploads.get(uploadId)).toMatchObject({ uploadedAt: null });
    expect((await h.db.uploads.get(uploadId))?.blob).toBeTruthy();
  });

  it('sends nothing for a file deleted from the device before it went', async () => {
    const h = makeHarness();
    const { uploadId } = await voiceNote(h);
    await queueFileUpload(uploadId, 'user-1', h.db);
    await deleteUpload(uploadId, h.db);
    await h.engine.run({ pull: false });
    expect(h.server.calls.map((c) => c.kind)).toEqual(['push']);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('names the path from the file, never from user text that could break the key', () => {
    expect(storagePathFor({ id: 'u', name: '../../etc/passwd', mime: 'text/plain' }, 's')).toBe('s/u.plain');
    expect(storagePathFor({ id: 'u', name: 'Talk.M4A', mime: 'audio/mp4' }, 's')).toBe('s/u.m4a');
  });

  it('keeps a transcript original beside its text and sends it to documents under the story', async () => {
    const h = makeHarness();
    const storyId = await createStory({ title: 'Interview' }, h.db);
    const file = new File(['WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ada>Hello'], 'call.vtt');
    const id = await keepOriginal(file, 'Ada: Hello', storyId, h.db);
    expect(await h.db.uploads.get(id)).toMatchObject({ content: 'Ada: Hello', mime: 'text/vtt', storyId });
    await h.engine.run({ pull: false });
    expect(h.server.files.get(`documents/${storyId}/${id}.vtt`)).toContain('<v Ada>Hello');
  });

  it('queues an original for the user signed in on the device, read as it is kept; none when signed out', async () => {
    // The caller does not say who: a screen's copy of the user may not have loaded when a file is
    // chosen the moment it opens, and the original would stay on the device for good.
    const h = makeHarness();
    const storyId = await createStory({ title: 'Interview' }, h.db);
    const kept = await keepOriginal(new File(['Ada: Hi'], 'call.txt'), 'Ada: Hi', storyId, h.db);
    const upload = (await h.db.outbox.toArray()).find((e) => e.kind === 'upload');
    expect(upload).toMatchObject({ userId: 'user-1', path: `${storyId}/${kept}.txt` });
    await forgetUser(h.db);
    const loose = await keepOriginal(new File(['Ada: Bye'], 'later.txt'), 'Ada: Bye', storyId, h.db);
    expect((await h.db.uploads.get(loose))?.remote ?? null).toBeNull();
    expect((await h.db.outbox.toArray()).filter((e) => e.kind === 'upload')).toHaveLength(1);
  });

  it('sends an original queued under a type documents does not take as text/plain', async () => {
    const h = makeHarness();
    const storyId = await createStory({ title: 'Interview' }, h.db);
    // As a version before the bucket types kept an .html transcript.
    const id = await saveUpload(
      { name: 'call.html', mime: 'text/html', blob: new Blob(['<p>Hi</p>'], { type: 'text/html' }), storyId },
      h.db,
    );
    await queueFileUpload(id, 'user-1', h.db);
    await h.engine.run({ pull: false });
    const upload = h.server.calls.find((c) => c.kind === 'upload');
    expect(upload?.body).toMatchObject({ bucket: 'documents', contentType: 'text/plain' });
    const markdown = await keepOriginal(new File(['# Notes'], 'notes.md'), '# Notes', storyId, h.db);
    await h.engine.run({ pull: false });
    const second = h.server.calls.filter((c) => c.kind === 'upload')[1];
    expect(second?.body).toMatchObject({ path: `${storyId}/${markdown}.md`, contentType: 'text/markdown' });
  });

  it('keeps an interview file read before its story on the device, and sends it once the story exists', async () => {
    const h = makeHarness();
    const id = await keepOriginal(new File(['Q: Why? A: Because.'], 'Interview transcript.txt'), 'Q: Why?', null, h.db);
    expect(await h.db.outbox.count()).toBe(0);
    const storyId = await createStory({ title: 'Made by the stack' }, h.db);
    await attachOriginals([id], storyId, h.db);
    await attachOriginals([id], storyId, h.db);
    expect((await h.db.outbox.toArray()).filter((e) => e.kind === 'upload')).toHaveLength(1);
    await h.engine.run({ pull: false });
    expect([...h.server.files.keys()]).toEqual([`documents/${storyId}/${id}.txt`]);
  });
});
