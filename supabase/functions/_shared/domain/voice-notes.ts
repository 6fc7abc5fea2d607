// Voice notes: where a section's recording is named and the limits a recording must keep.
//
// A section's voice note is recorded in the story's content under '<section_id>__voice', whose
// value is the recording's path in the `recordings` bucket ('<story_id>/<recording_id>.webm'),
// with '#transcribed' appended once the server has added its words to the answer (rpc
// append_voice_transcript). A content key syncs and merges per section like the answer beside it.

/** The bucket's limit (migration 20261123000400_storage.sql). */
export const VOICE_NOTE_MAX_BYTES = 25 * 1024 * 1024;
/** Long enough for a full answer; at Opus speech rates far below the 25 MB limit. */
export const VOICE_NOTE_MAX_MS = 30 * 60 * 1000;

const SUFFIX = '__voice';
const TRANSCRIBED = '#transcribed';
const PATH = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\.([a-z0-9]{1,10})$/;

export const voiceKey = (sectionId: string): string => `${sectionId}${SUFFIX}`;
export const isVoiceKey = (key: string): boolean => key.endsWith(SUFFIX);

export interface VoiceNoteRef {
  path: string;
  storyId: string;
  recordingId: string;
  transcribed: boolean;
}

/** The voice note a content value names, or null for anything else. */
export function parseVoiceNote(value: string | null | undefined): VoiceNoteRef | null {
  if (!value) return null;
  const transcribed = value.endsWith(TRANSCRIBED);
  const path = transcribed ? value.slice(0, -TRANSCRIBED.length) : value;
  const m = PATH.exec(path);
  return m ? { path, storyId: m[1], recordingId: m[2], transcribed } : null;
}

/** "m:ss" for a recording's length. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export const VOICE_MESSAGES = {
  denied:
    'Microphone access is blocked. Allow the microphone for this site in your browser settings, then press Record again.',
  noMicrophone: 'No microphone was found. Connect one (or use a phone), then press Record again.',
  unsupported: 'This browser cannot record audio. Type your answer, or record on your phone and upload a transcript.',
  failed: 'The recording could not start. Please try again.',
  tooLong: `Voice notes can be up to ${VOICE_NOTE_MAX_MS / 60_000} minutes (25 MB). The recording stopped at the limit and what you said is kept.`,
  tooLarge: 'This recording is larger than 25 MB, the most a voice note can hold. Record a shorter one.',
  noProvider:
    'Speech to text is not set up on this server, so this voice note is not typed out. The audio is kept with your answer and your coach can listen to it.',
  transcribing: 'Your words will be added to this answer when the recording has been transcribed.',
  queuedOffline: "You're offline. The voice note is saved on this device and will upload when you're back online.",
  waitingUpload: 'Saved on this device, uploading…',
  uploaded: 'Saved on the server.',
  notHereYet:
    "This voice note hasn't reached the server yet. It plays here once the device it was recorded on is back online.",
  playOnline: 'This voice note plays here when you are online.',
  recovered: 'A recording that was cut off (the tab closed while recording) was recovered and attached to this answer.',
  stoppedOnError:
    'The recording stopped because this device could not save it. What was saved until then is kept with this answer. Please try again.',
  storageFullAtStart:
    'This device is out of storage space, so the recording could not start. Free some space (clear cached images and fonts, or other sites’ data), then press Record again.',
  storageFullNothingKept:
    'This device is out of storage space, so the recording stopped and nothing of it could be kept. Free some space (clear cached images and fonts, or other sites’ data), then press Record again.',
  storageFullAtFinish:
    'This device is out of storage space, so the recording could not be attached to this answer yet. What you said is kept on this device and is attached when you open this answer again after freeing some space.',
} as const;

/**
 * The device refused a chunk of a recording in progress (storage quota): the recording stopped
 * there, and what was kept until then (`keptMs` of it) stays with the answer.
 */
export function voiceStorageFullMessage(keptMs: number): string {
  if (keptMs <= 0) return VOICE_MESSAGES.storageFullNothingKept;
  return `This device is out of storage space, so the recording stopped at ${formatDuration(keptMs)}. What you said until then is kept with this answer; nothing after it was recorded. Free some space (clear cached images and fonts, or other sites’ data) before you record again.`;
}
