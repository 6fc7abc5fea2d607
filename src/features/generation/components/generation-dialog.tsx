// The generation progress dialog (spec core §2, §4, §5): pick a tone, then a spinner while the
// request runs, an error with Try Again (up to 3 retries, shown as attempt N of 4), or success
// with View Your Story. The request goes through the outbox: asked offline, it waits on this
// device and runs when the device is back online, and the user is told when it is done.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useOnline } from '../../../components/ui/use-online';
import { env } from '../../../data/env';
import {
  forgetRefusedGeneration,
  queueStoryGeneration,
  sendGenerationNow,
  useGenerationStatus,
  type GenerationStatus,
} from '../../../data/generation';
import { streamFunction } from '../../../data/functions';
import { useDeviceUserId } from '../../../data/hooks';
import type { StoryRow } from '../../../data/types';
import { defaultTone } from '../../../domain/frameworks';
import { GENERATION_MESSAGES, MAX_GENERATION_ATTEMPTS, generationErrorMessage } from '../../../domain/generation-rules';
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
  const [entryId, setEntryId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(1);
  const online = useOnline();
  const status = useGenerationStatus(entryId);
  const { watch, unwatch } = useGenerationStore();
  const told = useRef<string | null>(null);
  /** The text as the model writes it, when the direct (streamed) call is running. */
  const [preview, setPreview] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);

  // While the dialog follows a request, the app-wide notifier leaves it alone.
  useEffect(() => {
    if (!entryId || !open) return;
    watch(entryId);
    return () => unwatch(entryId);
  }, [entryId, open, watch, unwatch]);

  const waitingOffline =
    status !== undefined &&
    (status.state === 'waiting' || status.state === 'retrying') &&
    (!online || (status.state === 'retrying' && isNetworkMessage(status.message)));
  const failed =
    status !== undefined && !streaming && !waitingOffline && (status.state === 'failed' || status.state === 'retrying');

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
   * not reached the server yet, the connection drops) the entry does the work.
   */
  async function streamNow(id: string, body: Record<string, unknown>) {
    if (navigator.onLine === false) return;
    setStreaming(true);
    setPreview(null);
    const result = await streamFunction('generate-story', { ...body, mutation_id: id }, (text) => setPreview(text));
    setStreaming(false);
    if (!result.ok) setPreview(null);
    await sendGenerationNow(id);
  }

  async function start() {
    setAttempt(1);
    const id = await queueStoryGeneration(story, mode, tone, userId ?? null);
    setEntryId(id);
    void streamNow(id, storyGenerationBody(story, mode, tone));
  }

  async function tryAgain() {
    if (!entryId || !status || attempt >= MAX_GENERATION_ATTEMPTS) return;
    setAttempt((n) => n + 1);
    if (status.state === 'retrying') {
      await sendGenerationNow(entryId);
      return;
    }
    await forgetRefusedGeneration(entryId);
    setEntryId(await queueStoryGeneration(story, mode, tone, userId ?? null));
  }

  function close() {
    setEntryId(null);
    setPreview(null);
    setAttempt(1);
    onClose();
  }

  return (
    <Dialog open={open} title="Generate Your Story" onClose={close}>
      <div aria-live="polite" className="space-y-4" data-testid="generation-dialog">
        <TonePicker value={tone} onChange={setTone} disabled={Boolean(entryId) && !failed} />
        {!entryId ? (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="gold" onClick={() => void start()}>
              Generate Story
            </Button>
          </div>
        ) : status === undefined ? (
          <Spinner label="Generating your story" />
        ) : status.state === 'done' ? (
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
        ) : waitingOffline ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-800" data-testid="generation-waiting">
              You are offline. Your request is saved on this device and your story will be generated as soon as you are
              back online. You can close this window: we will tell you when it is ready.
            </p>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
            </div>
          </div>
        ) : failed ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-red-700">
              {failureMessage(status)}
            </p>
            <p className="text-xs text-slate-600">
              Attempt {attempt} of {MAX_GENERATION_ATTEMPTS}
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
              {attempt < MAX_GENERATION_ATTEMPTS ? <Button onClick={() => void tryAgain()}>Try Again</Button> : null}
            </div>
          </div>
        ) : preview ? (
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
      </div>
    </Dialog>
  );
}
