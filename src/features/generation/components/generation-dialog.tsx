// The generation progress dialog (spec core §2, §4, §5): pick a tone, then a spinner while the
// request runs, an error with Try Again (up to 3 retries, shown as attempt N of 4), or success
// with View Your Story. The request goes through the outbox: asked offline, or on a network that
// does not answer (the sync engine says the server is out of reach, or nothing comes back within
// GENERATION_DEADLINE_MS), it waits on this device and runs later, and the user is told when it
// is done. Close is always there and never drops the request.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useOnline } from '../../../components/ui/use-online';
import { env } from '../../../data/config/config';
import { keepGenerationCoaching } from '../../../data/mirror/generation-coaching';
import { lastTone, rememberTone } from '../../../data/mirror/generation-tone';
import {
  forgetRefusedGeneration,
  queueStoryGeneration,
  sendGenerationNow,
  storyHasPendingEdits,
  useGenerationStatus,
  type GenerationStatus,
} from '../../../data/mirror/generation';
import { streamFunction } from '../../../data/remote/functions';
import { useDeviceUserId } from '../../../data/mirror/hooks';
import type { StoryRow } from '../../../data/mirror/types';
import { defaultTone } from '../../../domain/frameworks';
import {
  GENERATION_DEADLINE_MS,
  GENERATION_MESSAGES,
  MAX_GENERATION_ATTEMPTS,
  STREAM_HOLD_MS,
  generationErrorMessage,
} from '../../../domain/generation-rules';
import { useSyncStore } from '../../../sync/sync-store';
import { useGenerationStore } from '../stores/generation-store';
import { storyGenerationBody, type GenerationMode } from '../../../domain/generation-request';
import { TonePicker } from './tone-picker';

interface Props {
  open: boolean;
  story: StoryRow;
  mode: GenerationMode;
  onClose(): void;
  onViewStory(): void;
}

const isNetworkMessage = (m: string | null) => !m || /fetch|network|reach|connection|timed? ?out|abort/i.test(m);

export function failureMessage(s: GenerationStatus): string {
  if (s.state === 'failed') return generationErrorMessage(s.status, s.message);
  if (s.message?.includes('Service temporarily unavailable')) return s.message;
  return generationErrorMessage(null, s.message);
}

export function GenerationDialog({ open, story, mode, onClose, onViewStory }: Props) {
  const userId = useDeviceUserId();
  const [tone, setTone] = useState(() => defaultTone(env.ownerName));
  // Regenerate starts from the tone the story was last generated with (until one is picked here).
  const picked = useRef(false);
  useEffect(() => {
    let alive = true;
    void lastTone(story.id, env.ownerName).then((last) => {
      if (alive && last && !picked.current) setTone(last);
    });
    return () => {
      alive = false;
    };
  }, [story.id]);
  const [entryId, setEntryId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(1);
  const online = useOnline();
  const unreachable = useSyncStore((s) => s.state === 'unreachable');
  const status = useGenerationStatus(entryId);
  const { watch, unwatch } = useGenerationStore();
  const told = useRef<string | null>(null);
  /** The text as the model writes it, when the direct (streamed) call is running. */
  const [preview, setPreview] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  /** No sign of an answer within GENERATION_DEADLINE_MS: the network takes requests and never answers. */
  const [pastDeadline, setPastDeadline] = useState(false);
  const stream = useRef<AbortController | null>(null);

  // While the dialog follows a request, the app-wide notifier leaves it alone.
  useEffect(() => {
    if (!entryId || !open) return;
    watch(entryId);
    return () => unwatch(entryId);
  }, [entryId, open, watch, unwatch]);

  /** The server answered the direct call (a slow model writing is not a network that never answers). */
  const [heard, setHeard] = useState(false);
  const answered = status?.state === 'done' || status?.state === 'failed' || preview !== null || heard;
  useEffect(() => {
    if (!entryId || answered) return;
    const timer = setTimeout(() => {
      setPastDeadline(true);
      // A direct call nobody answers is dropped; the saved request does the work later.
      stream.current?.abort();
    }, GENERATION_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [entryId, answered]);

  const serverOutOfReach = !online || unreachable || pastDeadline;
  const waitingForServer =
    status !== undefined &&
    !(preview !== null && streaming) &&
    (((status.state === 'waiting' || status.state === 'sending') && serverOutOfReach) ||
      (status.state === 'retrying' && isNetworkMessage(status.message)));
  const failed =
    status !== undefined &&
    !streaming &&
    !waitingForServer &&
    (status.state === 'failed' || status.state === 'retrying');

  useEffect(() => {
    if (!entryId || !status) return;
    const key = `${entryId}:${status.state}`;
    if (told.current === key) return;
    if (status.state === 'done') {
      told.current = key;
      toast.success(GENERATION_MESSAGES.success);
    } else if (failed) {
      told.current = key;
      toast.error(GENERATION_MESSAGES.dialogToast);
    }
  }, [entryId, status, failed]);

  /**
   * Online, the request is also sent at once as a stream under the outbox entry's id, so the text
   * shows as it is written. The outbox entry stays the durable copy: when it is sent, the server
   * answers it with the stored result (same mutation_id), and if the stream fails (the story has
   * not reached the server yet, the connection drops) the entry does the work. With the story's
   * edits still on this device, only the entry (sent after them) may run.
   */
  async function streamNow(id: string, direct: boolean) {
    if (!direct) {
      await sendGenerationNow(id);
      return;
    }
    const controller = new AbortController();
    stream.current = controller;
    setStreaming(true);
    setHeard(false);
    setPreview(null);
    const body = { ...storyGenerationBody(story, mode, tone), mutation_id: id };
    const result = await streamFunction('generate-story', body, setPreview, controller.signal, () => setHeard(true));
    if (stream.current === controller) stream.current = null;
    setStreaming(false);
    if (result.ok) await keepGenerationCoaching({ name: 'generate-story', result: result.result });
    else setPreview(null);
    await sendGenerationNow(id);
  }

  async function start() {
    setAttempt(1);
    setPastDeadline(false);
    const direct = navigator.onLine !== false && !(await storyHasPendingEdits(story.id));
    // Streamed here, the saved copy is held until the stream ends (then released at once), or for
    // STREAM_HOLD_MS if this page dies first: sent beside the stream it was refused as running.
    const holdUntil = direct ? Date.now() + STREAM_HOLD_MS : undefined;
    const id = await queueStoryGeneration(story, mode, tone, userId ?? null, undefined, holdUntil);
    void rememberTone(story.id, tone).catch(() => undefined);
    setEntryId(id);
    void streamNow(id, direct);
  }

  async function tryAgain() {
    if (!entryId || !status || attempt >= MAX_GENERATION_ATTEMPTS) return;
    setAttempt((n) => n + 1);
    setPastDeadline(false);
    if (status.state === 'retrying') {
      await sendGenerationNow(entryId);
      return;
    }
    await forgetRefusedGeneration(entryId);
    setEntryId(await queueStoryGeneration(story, mode, tone, userId ?? null));
  }

  /** Closing never drops the request: a saved one runs later and the user is told when it is done. */
  function close() {
    setEntryId(null);
    setPreview(null);
    setAttempt(1);
    setPastDeadline(false);
    onClose();
  }

  const closeButton = (
    <Button variant="secondary" onClick={close}>
      Close
    </Button>
  );

  return (
    <Dialog open={open} title="Generate Your Story" onClose={close}>
      <div aria-live="polite" className="space-y-4" data-testid="generation-dialog">
        <TonePicker
          value={tone}
          onChange={(next) => {
            picked.current = true;
            setTone(next);
          }}
          disabled={Boolean(entryId) && !failed}
        />
        {!entryId ? (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="gold" onClick={() => void start()}>
              Generate Story
            </Button>
          </div>
        ) : status?.state === 'done' ? (
          <div className="space-y-3">
            <p className="font-medium text-emerald-800">{GENERATION_MESSAGES.success}</p>
            <div className="flex justify-end">
              <Button
                onClick={() => {
                  close();
                  onViewStory();
                }}
              >
                View Your Story
              </Button>
            </div>
          </div>
        ) : waitingForServer ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-800" data-testid="generation-waiting">
              {online ? GENERATION_MESSAGES.waitingForServer : GENERATION_MESSAGES.waitingOffline}
            </p>
            <div className="flex justify-end">{closeButton}</div>
          </div>
        ) : failed && status ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-red-700">
              {failureMessage(status)}
            </p>
            <p className="text-xs text-slate-600">
              Attempt {attempt} of {MAX_GENERATION_ATTEMPTS}
            </p>
            <div className="flex justify-end gap-2">
              {closeButton}
              {attempt < MAX_GENERATION_ATTEMPTS ? <Button onClick={() => void tryAgain()}>Try Again</Button> : null}
            </div>
          </div>
        ) : (
          <div className="space-y-3">
            {preview ? (
              <div className="space-y-2">
                <div className="flex items-center gap-2 text-sm font-medium text-slate-900">
                  <Spinner label="Generating your story" /> Writing your story...
                </div>
                <p
                  data-testid="generation-preview"
                  className="max-h-48 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
                >
                  {preview}
                </p>
              </div>
            ) : (
              <div className="flex items-center gap-3">
                <Spinner label="Generating your story" />
                <div>
                  <p className="text-sm font-medium text-slate-900">Generating your story...</p>
                  <p className="text-xs text-slate-600">
                    Attempt {attempt} of {MAX_GENERATION_ATTEMPTS}
                  </p>
                </div>
              </div>
            )}
            <div className="flex flex-wrap items-center justify-end gap-2">
              <p className="text-xs text-slate-600">Closing keeps your request: it finishes on its own.</p>
              {closeButton}
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
