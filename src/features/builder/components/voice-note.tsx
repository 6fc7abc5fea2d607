// A section's voice note in the builder: record (MediaRecorder), keep it on the device at once,
// attach it to the answer, play it back. The device that recorded it plays its own copy (offline
// too); every other device (the coach's) plays it from Storage through a signed URL.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { useOnline } from '../../../components/ui/use-online';
import { fetchAiEngine } from '../../../data/remote/functions';
import { loadSupabase } from '../../../data/remote/load-supabase';
import {
  beginRecording,
  finishRecording,
  interruptedRecordings,
  localRecording,
  queueRecording,
  RecordingChunks,
  VoiceNoteTooLargeError,
} from '../../../data/mirror/voice-notes';
import { isQuotaError } from '../../../data/story-text';
import {
  formatDuration,
  parseVoiceNote,
  VOICE_MESSAGES,
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_MS,
  voiceKey,
  voiceStorageFullMessage,
} from '../../../domain/voice-notes';
import type { StoryDraft } from '../hooks/use-story-draft';

/** Whether the server transcribes voice notes: null while unknown (offline, not asked yet). */
let transcriptionKnown: boolean | null = null;
function useTranscription(online: boolean): boolean | null {
  const [known, setKnown] = useState(transcriptionKnown);
  useEffect(() => {
    if (!online || known !== null) return;
    let alive = true;
    fetchAiEngine()
      .then((answer) => {
        if (!answer.ok) return;
        transcriptionKnown = answer.data.transcription;
        if (alive) setKnown(transcriptionKnown);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [online, known]);
  return known;
}

function pickMime(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
}

function startError(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return VOICE_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return VOICE_MESSAGES.noMicrophone;
  return VOICE_MESSAGES.failed;
}

interface Props {
  sectionId: string;
  sectionLabel: string;
  draft: StoryDraft;
  userId: string | null | undefined;
  /** Open the recorder at once (?showVoiceRecorder=true). */
  autoFocus?: boolean;
}

export function VoiceNote({ sectionId, sectionLabel, draft, userId, autoFocus }: Props) {
  const online = useOnline();
  const transcription = useTranscription(online);
  const note = parseVoiceNote(draft.textOf(voiceKey(sectionId)));
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopButton = useRef<HTMLButtonElement | null>(null);
  const recordButton = useRef<HTMLButtonElement | null>(null);
  /** The recording this component is making (not to be taken for an interrupted one). */
  const active = useRef<string | null>(null);

  // Opened from a "record" link: the recorder is brought into view with its button focused (once
  // the user is known; a disabled button takes no focus). Recording itself waits for a click.
  const ready = Boolean(userId);
  useEffect(() => {
    if (!autoFocus || !ready) return;
    recordButton.current?.focus({ preventScroll: true });
    recordButton.current?.scrollIntoView({ block: 'center' });
  }, [autoFocus, ready]);

  // Stop the microphone when the section changes or the page goes.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [sectionId],
  );

  /** The kept recording becomes the answer's voice note, then goes to the outbox. */
  async function attach(kept: { id: string; path: string }) {
    draft.setText(voiceKey(sectionId), kept.path);
    if (userId && (await draft.flush())) await queueRecording(kept.id, userId);
  }

  async function finish(id: string, durationMs: number | null) {
    setSaving(true);
    try {
      const kept = await finishRecording(id, durationMs);
      if (kept) await attach(kept);
    } catch (error) {
      setMessage(
        error instanceof VoiceNoteTooLargeError
          ? error.message
          : isQuotaError(error)
            ? VOICE_MESSAGES.storageFullAtFinish
            : VOICE_MESSAGES.failed,
      );
    } finally {
      setSaving(false);
    }
  }

  // A recording cut off by a crash or a closed tab: its chunks are on the device; attach them.
  const storyId = draft.story?.id ?? null;
  useEffect(() => {
    if (!storyId || !userId) return;
    let alive = true;
    interruptedRecordings(storyId, sectionId)
      .then(async (ids) => {
        for (const id of ids) {
          if (!alive || id === active.current) return;
          await finish(id, null);
          setMessage(VOICE_MESSAGES.recovered);
        }
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per story and section
  }, [storyId, sectionId, userId]);

  async function start() {
    setMessage(null);
    const mimeType = pickMime();
    if (!navigator.mediaDevices?.getUserMedia || mimeType === undefined) {
      setMessage(VOICE_MESSAGES.unsupported);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setMessage(startError(error));
      return;
    }
    let id: string;
    try {
      id = await beginRecording({ storyId: await draft.ensureStory(), sectionId, mime: mimeType.split(';')[0] });
    } catch (error) {
      stream.getTracks().forEach((t) => t.stop());
      setMessage(isQuotaError(error) ? VOICE_MESSAGES.storageFullAtStart : VOICE_MESSAGES.failed);
      return;
    }
    active.current = id;
    let bytes = 0;
    const began = performance.now();
    const media = new MediaRecorder(stream, { mimeType });
    recorder.current = media;
    // Chunks are written in order, each as it arrives. The first one the device refuses stops
    // the recording (no gap in the middle of what is kept) and says so.
    const chunks = new RecordingChunks(id, (why, keptMs) => {
      setMessage(why === 'storage-full' ? voiceStorageFullMessage(keptMs) : VOICE_MESSAGES.stoppedOnError);
      if (media.state !== 'inactive') media.stop();
    });
    const timer = window.setInterval(() => {
      const ms = performance.now() - began;
      setElapsed(ms);
      if (ms >= VOICE_NOTE_MAX_MS && media.state === 'recording') {
        setMessage(VOICE_MESSAGES.tooLong);
        media.stop();
      }
    }, 250);
    media.ondataavailable = (e) => {
      if (e.data.size === 0) return;
      chunks.add(e.data, performance.now() - began);
      bytes += e.data.size;
      if (bytes >= VOICE_NOTE_MAX_BYTES - 512 * 1024 && media.state === 'recording') {
        setMessage(VOICE_MESSAGES.tooLong);
        media.stop();
      }
    };
    media.onstop = () => {
      window.clearInterval(timer);
      stream.getTracks().forEach((t) => t.stop());
      setRecording(false);
      recorder.current = null;
      const durationMs = performance.now() - began;
      void chunks
        .settled()
        // A refused chunk ended the recording: it lasts as long as what was kept.
        .then((keptMs) => finish(id, chunks.refused ? keptMs : durationMs))
        .finally(() => {
          active.current = null;
        });
      recordButton.current?.focus();
    };
    media.start(1000);
    setElapsed(0);
    setRecording(true);
    requestAnimationFrame(() => stopButton.current?.focus());
  }

  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3" data-voice-note={sectionId}>
      <div className="flex flex-wrap items-center gap-2">
        {recording ? (
          <>
            <button
              ref={stopButton}
              type="button"
              className={buttonClass('danger')}
              onClick={() => recorder.current?.stop()}
            >
              Stop recording
            </button>
            <span role="timer" aria-live="off" className="font-mono text-sm text-red-700">
              <span aria-hidden="true">● </span>Recording {formatDuration(elapsed)}
              <span className="text-slate-500"> / {formatDuration(VOICE_NOTE_MAX_MS)}</span>
            </span>
          </>
        ) : (
          <button
            ref={recordButton}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void start()}
            disabled={saving || !userId}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
            </svg>
            {note ? 'Record again' : 'Record a voice note'}
            <span className="sr-only"> for {sectionLabel}</span>
          </button>
        )}
        {saving && <span className="text-sm text-slate-600">Saving the recording on this device…</span>}
      </div>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      {note && !recording && (
        <VoiceNotePlayer path={note.path} sectionLabel={sectionLabel} online={online}>
          {note.transcribed ? (
            <p className="text-xs text-slate-600">Transcribed into this answer.</p>
          ) : transcription === false ? (
            <p className="text-xs text-slate-600">{VOICE_MESSAGES.noProvider}</p>
          ) : transcription === true ? (
            <p className="text-xs text-slate-600">{VOICE_MESSAGES.transcribing}</p>
          ) : null}
        </VoiceNotePlayer>
      )}
    </div>
  );
}

type Source =
  { kind: 'local'; url: string; uploaded: boolean } | { kind: 'remote'; url: string } | { kind: 'none'; text: string };

/** Plays a voice note: this device's copy when it has one, else a signed URL from Storage. */
export function VoiceNotePlayer({
  path,
  sectionLabel,
  online,
  children,
}: {
  path: string;
  sectionLabel: string;
  online: boolean;
  children?: React.ReactNode;
}) {
  const local = useLiveQuery(() => localRecording(path), [path]);
  const [source, setSource] = useState<Source | null>(null);

  useEffect(() => {
    if (local === undefined) return;
    if (local?.blob) {
      const url = URL.createObjectURL(local.blob);
      setSource({ kind: 'local', url, uploaded: Boolean(local.uploadedAt) });
      return () => URL.revokeObjectURL(url);
    }
    if (!online) {
      setSource({ kind: 'none', text: VOICE_MESSAGES.playOnline });
      return;
    }
    let alive = true;
    setSource(null);
    loadSupabase()
      .then((supabase) => supabase.storage.from('recordings').createSignedUrl(path, 60 * 60))
      .then(({ data, error }) => {
        if (!alive) return;
        setSource(
          error || !data ? { kind: 'none', text: VOICE_MESSAGES.notHereYet } : { kind: 'remote', url: data.signedUrl },
        );
      })
      .catch(() => alive && setSource({ kind: 'none', text: VOICE_MESSAGES.playOnline }));
    return () => {
      alive = false;
    };
  }, [local, path, online]);

  if (source === null) return <p className="text-sm text-slate-600">Loading the voice note…</p>;
  if (source.kind === 'none') return <p className="text-sm text-slate-600">{source.text}</p>;
  return (
    <div className="space-y-1">
      <audio
        controls
        preload="metadata"
        src={source.url}
        aria-label={`Voice note: ${sectionLabel}`}
        className="w-full max-w-md"
        data-voice-source={source.kind}
      />
      {source.kind === 'local' && (
        <p className="text-xs text-slate-600">
          {source.uploaded
            ? VOICE_MESSAGES.uploaded
            : online
              ? VOICE_MESSAGES.waitingUpload
              : VOICE_MESSAGES.queuedOffline}
        </p>
      )}
      {children}
    </div>
  );
}
