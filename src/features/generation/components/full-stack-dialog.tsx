// Generate Full Story Stack and Generate Full StoryStack from Interview (coach and admin): a
// client, the transcript or documents, context and tone; each of the six types shows pending,
// a spinner, then generated; Go to Stories Dashboard; the dialog closes itself after 2 s.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { env } from '../../../data/config/config';
import { queueGeneration, useGenerationStatus } from '../../../data/mirror/generation';
import { useClients, useDeviceUserId } from '../../../data/mirror/hooks';
import { FRAMEWORKS, STACK_ORDER, authorVoiceTone, defaultTone } from '../../../domain/frameworks';
import { useSyncEvent } from '../../../sync/hooks';
import { useSyncStore } from '../../../sync/sync-store';
import { useGenerationStore } from '../stores/generation-store';
import { DOCUMENT_ACCEPT, readDocumentText } from '../../../data/device/document-text';
import { attachOriginals, keepOriginal } from '../../../data/mirror/file-uploads';
import { deleteUpload } from '../../../data/mirror/uploads';
import { combineDocuments, documentType, type DocumentReader, type UploadedDocument } from '../documents';
import { TonePicker } from './tone-picker';
import { groupThousands } from '../../../domain/numbers';

export const FULL_STACK_CLOSE_DELAY_MS = 2000;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

interface Props {
  variant: 'stack' | 'interview';
  open: boolean;
  onClose(): void;
  /** Reads Word, PDF and caption files when the workspace provides a reader. */
  readDocument?: DocumentReader;
}

interface StackResult {
  success?: boolean;
  results?: Record<string, unknown> | null;
  /** Framework type → the id of the story made for it. */
  stories?: Record<string, string> | null;
  error?: string | null;
}

const TEXT = {
  stack: {
    title: 'Generate Full Story Stack',
    success: 'Full stack generated successfully!',
    failure: 'Failed to generate full story stack',
  },
  interview: {
    title: 'Generate Full StoryStack from Interview',
    success: 'Full story stack generated from interview successfully!',
    failure: 'Failed to generate story stack from interview',
  },
} as const;

function interviewTones(ownerName: string) {
  const author = authorVoiceTone(ownerName);
  return [
    { value: author.value, label: author.label },
    { value: 'professional', label: 'Professional' },
    { value: 'conversational', label: 'Conversational' },
    { value: 'authoritative', label: 'Authoritative' },
  ];
}

export function FullStackDialog({ variant, open, onClose, readDocument = readDocumentText }: Props) {
  const ids = useId();
  const clients = useClients();
  const userId = useDeviceUserId();
  const [clientId, setClientId] = useState('');
  const [transcript, setTranscript] = useState<string | null>(null);
  const [docs, setDocs] = useState<UploadedDocument[]>([]);
  /** The uploaded files as they were, kept on the device until the stack's stories exist. */
  const originals = useRef<string[]>([]);
  const [context, setContext] = useState('');
  const [tone, setTone] = useState(() => defaultTone(env.ownerName));
  const [entryId, setEntryId] = useState<string | null>(null);
  const [result, setResult] = useState<StackResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const status = useGenerationStatus(entryId);
  const unreachable = useSyncStore((s) => s.state === 'unreachable');
  const { watch, unwatch } = useGenerationStore();
  const text = TEXT[variant];
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!entryId) return;
    watch(entryId);
    return () => unwatch(entryId);
  }, [entryId, watch, unwatch]);

  useSyncEvent('invoke-done', (event) => {
    if (event.entryId !== entryId) return;
    const body = (event.result ?? {}) as StackResult;
    setResult(body);
    const count = body.results ? Object.keys(body.results).length : 0;
    if (body.success && count > 0) {
      toast.success(text.success);
      // The originals live under the stack's first story (the interview made them all).
      const first = STACK_ORDER.map((t) => body.stories?.[t]).find(Boolean);
      if (first && originals.current.length) attachOriginals(originals.current.splice(0), first).catch(() => undefined);
      closeTimer.current = setTimeout(() => close(), FULL_STACK_CLOSE_DELAY_MS);
    } else {
      setProblem(`Generation failed: ${body.error || 'Unknown error'}`);
      toast.error(text.failure);
    }
  });

  useEffect(() => {
    if (status?.state === 'failed' && !problem) {
      setProblem('Failed to generate story stack');
      toast.error(text.failure);
    }
  }, [status, problem, text.failure]);

  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  function close() {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    // Files read for a generation that never started are not kept.
    if (!entryId) for (const id of [...originals.current, ...docs.map((d) => d.id)]) void deleteUpload(id);
    setEntryId(null);
    setResult(null);
    setProblem(null);
    onClose();
  }

  async function onTranscriptFile(file: File | undefined) {
    if (!file) return;
    try {
      const content = await file.text();
      setTranscript(content);
      toast.success('Interview transcript uploaded successfully');
      originals.current = [await keepOriginal(file, content, null)];
    } catch {
      toast.error('Failed to read transcript file');
    }
  }

  async function onDocuments(files: FileList | null) {
    if (!files || files.length === 0) return;
    const read: UploadedDocument[] = [];
    let failed = false;
    for (const file of Array.from(files)) {
      try {
        const content = await readDocument(file);
        read.push({
          id: await keepOriginal(file, content, null),
          name: file.name,
          content,
          type: documentType(file.name),
        });
      } catch (error) {
        failed = true;
        toast.error(
          error instanceof Error ? error.message : `Could not read file ${file.name}. Please ensure it's a text file.`,
        );
      }
    }
    if (failed && read.length === 0) toast.error('Failed to read one or more files');
    if (read.length) {
      setDocs((d) => [...d, ...read]);
      toast.success(`Successfully uploaded ${read.length} document(s)`);
    }
  }

  async function generate() {
    const client = clients?.find((c) => c.id === clientId);
    if (!client) {
      toast.error('Please select a client');
      return;
    }
    if (variant === 'interview' && docs.length === 0) {
      toast.error('Please upload at least one document or transcript');
      return;
    }
    setProblem(null);
    setResult(null);
    if (variant === 'interview') originals.current = docs.map((d) => d.id);
    const id = await queueGeneration(
      'generate-full-stack',
      {
        clientInfo: { id: client.id, name: client.name, email: client.email, company: client.company },
        transcript: variant === 'interview' ? combineDocuments(docs) : transcript,
        additionalContext: context.trim() || null,
        tone,
        isInterview: variant === 'interview',
      },
      // After the client's own queued edits (a client added offline): the server writes its stories.
      { userId: userId ?? null, after: { table: 'clients', rowId: client.id } },
    );
    setEntryId(id);
  }

  const running = Boolean(entryId) && !result && !problem;
  const typeState = (type: string): 'pending' | 'running' | 'generated' | 'skipped' => {
    if (result?.results) return type in result.results ? 'generated' : 'skipped';
    if (status?.state === 'sending') return 'running';
    return 'pending';
  };
  const offline = running && status !== undefined && status.state !== 'sending' && navigator.onLine === false;
  // Online, but the sync engine's requests go unanswered (a network that takes them and never replies).
  const outOfReach = running && status !== undefined && !offline && unreachable;
  const succeeded = Boolean(result?.success && result.results && Object.keys(result.results).length);

  const chosen = clients?.find((c) => c.id === clientId);

  return (
    <Dialog open={open} title={text.title} onClose={close}>
      <div className="space-y-4" data-testid={`full-stack-dialog-${variant}`}>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-client`} className="block text-sm font-medium text-slate-800">
            Client
          </label>
          <select
            id={`${ids}-client`}
            value={clientId}
            disabled={Boolean(entryId)}
            onChange={(e) => setClientId(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
          >
            <option value="">Select a client</option>
            {(clients ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {!clientId ? <p className="text-xs text-slate-600">Please select a client to generate stories</p> : null}
          {chosen && !chosen.pronouns ? (
            <p className="text-xs text-slate-600" data-testid="pronouns-not-set">
              The stories will call {firstName(chosen.name)} “they”. To have them say she or he, set the pronouns on{' '}
              {/* A new tab: what is already chosen or pasted here stays. */}
              <Link
                to={`/dashboard/clients/${chosen.id}`}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline"
              >
                {firstName(chosen.name)}’s page
              </Link>
              .
            </p>
          ) : null}
        </div>

        {variant === 'stack' ? (
          <>
            <div className="space-y-1.5">
              <label htmlFor={`${ids}-file`} className="block text-sm font-medium text-slate-800">
                Transcript (optional, .txt)
              </label>
              <input
                id={`${ids}-file`}
                type="file"
                accept=".txt,text/plain"
                disabled={Boolean(entryId)}
                onChange={(e) => void onTranscriptFile(e.target.files?.[0])}
                className="block w-full text-sm"
              />
              {transcript ? (
                <p className="text-xs text-slate-600">{groupThousands(transcript.length)} characters loaded</p>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${ids}-context`} className="block text-sm font-medium text-slate-800">
                Additional context (optional)
              </label>
              <textarea
                id={`${ids}-context`}
                value={context}
                disabled={Boolean(entryId)}
                onChange={(e) => setContext(e.target.value)}
                className="block h-24 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
              />
            </div>
            <TonePicker value={tone} onChange={setTone} disabled={Boolean(entryId)} />
          </>
        ) : (
          <>
            <div className="space-y-1.5">
              <label htmlFor={`${ids}-docs`} className="block text-sm font-medium text-slate-800">
                Interview documents
              </label>
              <input
                id={`${ids}-docs`}
                type="file"
                multiple
                accept={DOCUMENT_ACCEPT}
                disabled={Boolean(entryId)}
                onChange={(e) => void onDocuments(e.target.files)}
                className="block w-full text-sm"
              />
              {docs.length ? (
                <ul className="text-xs text-slate-700">
                  {docs.map((d) => (
                    <li key={d.id}>
                      {d.name} ({d.type})
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${ids}-tone`} className="block text-sm font-medium text-slate-800">
                Tone
              </label>
              <select
                id={`${ids}-tone`}
                value={tone}
                disabled={Boolean(entryId)}
                onChange={(e) => setTone(e.target.value)}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
              >
                {interviewTones(env.ownerName).map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}

        {entryId ? (
          <ul className="grid grid-cols-2 gap-2" aria-label="Stories">
            {STACK_ORDER.map((type) => {
              const state = typeState(type);
              return (
                <li
                  key={type}
                  data-type={type}
                  data-state={state}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                >
                  {state === 'running' ? <Spinner label={`Generating ${FRAMEWORKS[type].title}`} /> : null}
                  <span className="font-medium text-slate-900">{FRAMEWORKS[type].title}</span>
                  <span className="ml-auto text-xs text-slate-600">
                    {state === 'generated'
                      ? 'Generated'
                      : state === 'skipped'
                        ? 'Skipped'
                        : state === 'running'
                          ? ''
                          : 'Pending'}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {offline ? (
          <p className="text-sm text-slate-800">
            You are offline. The request is saved on this device and the stories will be generated when you are back
            online.
          </p>
        ) : null}
        {outOfReach ? (
          <p className="text-sm text-slate-800">
            We can&apos;t reach the server. The request is saved on this device and the stories will be generated as
            soon as the server can be reached.
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}

        <div className="flex flex-wrap justify-end gap-2">
          {succeeded ? (
            <Link to="/dashboard/stories" onClick={close} className={buttonClass('primary')}>
              Go to Stories Dashboard
            </Link>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                {running ? 'Close' : 'Cancel'}
              </Button>
              {!running ? (
                <Button variant="gold" disabled={!clientId} onClick={() => void generate()}>
                  {problem ? 'Try Again' : 'Generate Stories'}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** The two buttons of the stories list, for coaches and admins (layout only: the server's
 *  row-level security decides whose stories may be created). */
export function FullStackButtons({ readDocument }: { readDocument?: DocumentReader }) {
  const [open, setOpen] = useState<'stack' | 'interview' | null>(null);
  const { role } = useAuth();
  if (role !== 'coach' && role !== 'admin') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('interview')}>
        From Interview
      </Button>
      <Button variant="secondary" onClick={() => setOpen('stack')}>
        Generate Full Stack
      </Button>
      {open ? <FullStackDialog variant={open} open onClose={() => setOpen(null)} readDocument={readDocument} /> : null}
    </>
  );
}
