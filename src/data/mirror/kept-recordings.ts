// Recordings that live only on this device and that nothing will send by itself: one cut off by a
// crash or a closed tab (its chunks, `voice-rec:*`), and one kept but never queued (the answer did
// not take it: the tab closed between keeping and attaching, or the user was signed out). The
// sign-out count includes them, and the Needs attention page lists them to attach or download.
import { parseVoiceNote, voiceKey } from '../../domain/voice-notes';
import { db as defaultDb, type StoryStackDb } from './db';
import { storagePathFor } from './file-uploads';
import { writeStoryText } from '../story-text';
import { finishRecording, interruptedRecordingIds, queueRecording } from './voice-notes';
import type { StoryRow } from './types';

export interface KeptRecording {
  id: string;
  storyId: string;
  sectionId: string;
  /** Cut off while recording: its chunks still have to become one recording. */
  interrupted: boolean;
  createdAt: number;
  blob: Blob | null;
  name: string;
}

/** Every recording kept only on this device, oldest first. */
export async function keptOnlyHere(target: StoryStackDb = defaultDb): Promise<KeptRecording[]> {
  const [uploads, interrupted] = await Promise.all([
    target.uploads.filter((u) => u.type === 'recording' && !u.remote).toArray(),
    interruptedRecordingIds(target),
  ]);
  const kept: KeptRecording[] = uploads.map((u) => ({
    id: u.id,
    storyId: u.storyId ?? '',
    sectionId: u.sectionId ?? '',
    interrupted: false,
    createdAt: u.createdAt,
    blob: u.blob,
    name: u.name,
  }));
  for (const r of interrupted)
    kept.push({ ...r, interrupted: true, blob: null, name: `voice-note-${r.sectionId}.webm` });
  return kept.sort((a, b) => a.createdAt - b.createdAt);
}

const sectionsOf = (row: StoryRow | undefined): Record<string, string> =>
  row && typeof row.content === 'object' ? row.content : {};

/**
 * Makes the recording its answer's voice note again and queues it (upload, then transcription).
 * 'attached', or why not: the story is gone from this device, or the answer names a newer voice
 * note (which this would silently replace; the recording can still be downloaded).
 */
export async function reattachRecording(
  recording: Pick<KeptRecording, 'id' | 'interrupted'>,
  userId: string,
  target: StoryStackDb = defaultDb,
): Promise<'attached' | 'no-story' | 'answer-has-another'> {
  const kept = await keptLocation(recording, target);
  if (!kept) return 'no-story';
  const row = await target.stories.get(kept.storyId);
  if (!row || row.deleted_at) return 'no-story';
  const key = voiceKey(kept.sectionId);
  const current = sectionsOf(row)[key] ?? '';
  const named = parseVoiceNote(current);
  if (named && named.recordingId !== recording.id) return 'answer-has-another';
  if (!named) {
    // A story deleted meanwhile comes back through the write path's restore-or-discard decision.
    await writeStoryText({ userId, storyId: kept.storyId, sectionId: key, text: kept.path, expected: current }, target);
  }
  await queueRecording(recording.id, userId, target);
  return 'attached';
}

/** Where a kept recording belongs (an interrupted one is assembled first); null: nowhere. */
async function keptLocation(
  recording: Pick<KeptRecording, 'id' | 'interrupted'>,
  target: StoryStackDb,
): Promise<{ storyId: string; sectionId: string; path: string } | null> {
  if (recording.interrupted) return finishRecording(recording.id, null, target);
  const upload = await target.uploads.get(recording.id);
  if (!upload?.storyId || !upload.sectionId) return null;
  return { storyId: upload.storyId, sectionId: upload.sectionId, path: storagePathFor(upload, upload.storyId) };
}
