// Voice notes kept on the device: the recording goes into IndexedDB (`uploads`) the moment it
// stops, before anything else, so going offline, a reload or a crashed tab loses nothing. Then it
// is attached to the answer (the section's '<id>__voice' content key, through the builder's one
// write path), queued for the `recordings` bucket through the outbox, and, behind the upload, a
// transcription request that the server runs from Storage.
import { z } from 'zod';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { queueFileUpload, storagePathFor } from './file-uploads';
import { enqueueInvoke } from './outbox';
import { isQuotaError } from '../story-text';
import type { UploadRecord } from './types';
import { VOICE_NOTE_MAX_BYTES, VOICE_MESSAGES } from '../../domain/voice-notes';

export class VoiceNoteTooLargeError extends Error {
  constructor() {
    super(VOICE_MESSAGES.tooLarge);
  }
}

const recordingSchema = z.object({
  storyId: z.string().regex(/^[0-9a-f-]{36}$/),
  sectionId: z.string().regex(/^[a-z0-9_]{1,64}$/),
  durationMs: z.number().int().min(0),
});

export interface NewRecording {
  storyId: string;
  sectionId: string;
  blob: Blob;
  durationMs: number;
  /** The id given when recording began (beginRecording), else a new one. */
  id?: string;
}

/** Keeps the recording on the device at once. Returns its id and its future Storage path. */
export async function keepRecording(
  input: NewRecording,
  target: StoryStackDb = defaultDb,
): Promise<{ id: string; path: string }> {
  const { storyId, sectionId, durationMs } = recordingSchema.parse({
    ...input,
    durationMs: Math.round(input.durationMs),
  });
  if (input.blob.size > VOICE_NOTE_MAX_BYTES) throw new VoiceNoteTooLargeError();
  const id = input.id ?? dataDeps.uuid();
  // Chromium records audio/webm (Opus); Safari audio/mp4. The bucket takes audio/* only.
  const mime = (input.blob.type || 'audio/webm').split(';')[0];
  const record: UploadRecord = {
    id,
    name: `voice-note-${sectionId}.${mime === 'audio/mp4' ? 'm4a' : 'webm'}`,
    type: 'recording',
    mime: mime.startsWith('audio/') ? mime : 'audio/webm',
    content: null,
    // The bare type (no codecs parameter): what Storage matches against the bucket's audio/*.
    blob: input.blob.type === mime ? input.blob : new Blob([input.blob], { type: mime }),
    storyId,
    sectionId,
    durationMs,
    createdAt: dataDeps.now(),
  };
  await target.uploads.put(record);
  return { id, path: storagePathFor(record, storyId) };
}

/**
 * Sends a kept recording to Storage (after the story's queued changes) and then asks the server to
 * transcribe it from there. Call it once the answer names the recording (the story row and its
 * entry come first in the story's queue). Queueing twice adds nothing.
 */
export async function queueRecording(
  uploadId: string,
  userId: string,
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const before = await target.uploads.get(uploadId);
  const remote = await queueFileUpload(uploadId, userId, target);
  if (before?.remote || !before?.storyId || !before.sectionId) return;
  await enqueueInvoke(
    'transcribe-audio',
    { story_id: before.storyId, section_id: before.sectionId, path: remote.path },
    target,
    { after: { table: 'stories', rowId: before.storyId }, userId },
  );
}

/** The recording kept on this device for a Storage path, if any. */
export async function localRecording(path: string, target: StoryStackDb = defaultDb): Promise<UploadRecord | null> {
  const [storyId, file] = path.split('/');
  const id = file?.split('.')[0];
  if (!storyId || !id) return null;
  const upload = await target.uploads.get(id);
  return upload && upload.storyId === storyId && upload.blob ? upload : null;
}

// ---- while recording: every chunk is in IndexedDB as it arrives -------------------------------
// A recording in progress is a kv record `voice-rec:<id>` (its story, section and start) plus one
// kv record per one-second chunk (`voice-rec:<id>:<n>`), so a tab that crashes or is closed while
// recording loses at most the last second. `finishRecording` turns them into the kept recording.

const REC = 'voice-rec:';
interface RecordingMeta {
  storyId: string;
  sectionId: string;
  mime: string;
  startedAt: number;
}

export async function beginRecording(
  input: { storyId: string; sectionId: string; mime: string },
  target: StoryStackDb = defaultDb,
): Promise<string> {
  const { storyId, sectionId } = recordingSchema.parse({ ...input, durationMs: 0 });
  const id = dataDeps.uuid();
  const meta: RecordingMeta = { storyId, sectionId, mime: input.mime, startedAt: dataDeps.now() };
  await target.kv.put({ key: `${REC}${id}`, value: meta });
  return id;
}

export function keepChunk(id: string, n: number, chunk: Blob, target: StoryStackDb = defaultDb): Promise<string> {
  return target.kv.put({ key: `${REC}${id}:${String(n).padStart(6, '0')}`, value: chunk });
}

/** Why a recording's chunks stopped being kept: the device is out of space, or it failed. */
export type ChunkRefusal = 'storage-full' | 'failed';

/**
 * The chunks of one recording in progress, written in order as they arrive. The first chunk the
 * device refuses ends the recording's keeping: no later chunk is written (a recording with a hole
 * in it would play on as if nothing were missing), `onRefused` is told once, with how much of
 * the recording is kept (the time of the last kept chunk), so the recorder stops and says so.
 * What was kept until then stays one whole recording (finishRecording).
 */
export class RecordingChunks {
  private count = 0;
  private chain: Promise<void> = Promise.resolve();
  private keptUntilMs = 0;
  refused: ChunkRefusal | null = null;

  constructor(
    private readonly id: string,
    private readonly onRefused: (why: ChunkRefusal, keptMs: number) => void,
    private readonly target: StoryStackDb = defaultDb,
  ) {}

  /** A chunk that ends `atMs` into the recording. */
  add(chunk: Blob, atMs: number): void {
    const n = this.count++;
    this.chain = this.chain.then(async () => {
      if (this.refused) return;
      try {
        await keepChunk(this.id, n, chunk, this.target);
        this.keptUntilMs = atMs;
      } catch (error) {
        this.refused = isQuotaError(error) ? 'storage-full' : 'failed';
        this.onRefused(this.refused, this.keptUntilMs);
      }
    });
  }

  /** Resolves once every chunk added so far is written or refused; how much of it is kept. */
  async settled(): Promise<number> {
    await this.chain;
    return this.keptUntilMs;
  }
}

/** Assembles the chunks into the kept recording (one transaction) and forgets the chunks. */
export async function finishRecording(
  id: string,
  durationMs: number | null,
  target: StoryStackDb = defaultDb,
): Promise<{ id: string; path: string; storyId: string; sectionId: string } | null> {
  const meta = (await target.kv.get(`${REC}${id}`))?.value as RecordingMeta | undefined;
  if (!meta) return null;
  const chunks = await target.kv.where('key').startsWith(`${REC}${id}:`).toArray();
  const keys = [`${REC}${id}`, ...chunks.map((c) => c.key)];
  const parts = chunks.map((c) => c.value).filter((v): v is Blob => v instanceof Blob);
  if (parts.length === 0 || parts.every((p) => p.size === 0)) {
    await target.kv.bulkDelete(keys);
    return null;
  }
  const blob = new Blob(parts, { type: meta.mime });
  const elapsed = durationMs ?? Math.max(0, dataDeps.now() - meta.startedAt);
  const kept = await target.transaction('rw', target.kv, target.uploads, async () => {
    const done = await keepRecording(
      { id, storyId: meta.storyId, sectionId: meta.sectionId, blob, durationMs: elapsed },
      target,
    );
    await target.kv.bulkDelete(keys);
    return done;
  });
  return { ...kept, storyId: meta.storyId, sectionId: meta.sectionId };
}

/** Every recording cut off by a crash or a closed tab (begun, never finished), on this device. */
export async function interruptedRecordingIds(
  target: StoryStackDb = defaultDb,
): Promise<{ id: string; storyId: string; sectionId: string; createdAt: number }[]> {
  const records = await target.kv.where('key').startsWith(REC).toArray();
  return records
    .filter((r) => !r.key.slice(REC.length).includes(':'))
    .map((r) => {
      const meta = r.value as RecordingMeta;
      return {
        id: r.key.slice(REC.length),
        storyId: meta.storyId,
        sectionId: meta.sectionId,
        createdAt: meta.startedAt,
      };
    });
}

/** Recordings of a story's section cut off by a crash or a closed tab (begun, never finished). */
export async function interruptedRecordings(
  storyId: string,
  sectionId: string,
  target: StoryStackDb = defaultDb,
): Promise<string[]> {
  const all = await interruptedRecordingIds(target);
  return all.filter((r) => r.storyId === storyId && r.sectionId === sectionId).map((r) => r.id);
}
