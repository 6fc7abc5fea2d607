// The client story panel (spec areas §2.5): the client's published stories by framework, one
// ticked per completed framework, then LinkedIn content or a funnel strategy generated from them.
// Reads come live from the mirror (offline too); a generation goes through the outbox, so one
// asked offline waits on this device and its result arrives when the connection is back. Results
// are kept with the client (public.client_content), so earlier ones are listed here again.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { copyText, downloadText } from '../../../components/ui/clipboard';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import {
  requestClientContent,
  useClient,
  useClientContent,
  usePendingClientContent,
} from '../../../data/mirror/client-content';
import { forgetRefusedGeneration } from '../../../data/mirror/generation';
import { useStories } from '../../../data/mirror/hooks';
import { clientContentFileName, publishedStories, type ClientContentKind } from '../../../domain/client-stacks';
import { FRAMEWORKS, STACK_ORDER, type StackFrameworkType } from '../../../domain/frameworks';
import { stackProgress } from '../../../domain/progress';
import { useSyncEvent } from '../../../sync/hooks';
import { FRAMEWORK_STYLE, FrameworkIcon } from './framework-badge';

const MESSAGES: Record<ClientContentKind, { none: string; done: string; failed: string; label: string }> = {
  linkedin: {
    none: 'Please select at least one story to generate LinkedIn content',
    done: 'LinkedIn content generated and copied to clipboard!',
    failed: 'Failed to generate LinkedIn content',
    label: 'LinkedIn content',
  },
  funnel: {
    none: 'Please select at least one story to generate funnel strategy',
    done: 'Funnel strategy generated and copied to clipboard!',
    failed: 'Failed to generate funnel strategy',
    label: 'Funnel strategy',
  },
};

interface Shown {
  kind: ClientContentKind;
  text: string;
  engine: string | null;
  at: string | null;
}

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ClientStoryPanel({ clientId }: { clientId: string }) {
  const { user } = useAuth();
  const client = useClient(clientId);
  const stories = useStories({ clientId });
  const saved = useClientContent(clientId);
  const pending = usePendingClientContent(clientId);
  const [selected, setSelected] = useState<Partial<Record<StackFrameworkType, string>>>({});
  const [watching, setWatching] = useState<{ entryId: string; kind: ClientContentKind } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  const finish = async (kind: ClientContentKind, text: string, engine: string | null) => {
    setShown({ kind, text, engine, at: new Date().toISOString() });
    try {
      await copyText(text);
      toast.success(MESSAGES[kind].done);
    } catch {
      toast.error('Failed to copy');
    }
  };

  // The answer reaches this page as the sync event (when this page sent it) or, when the service
  // worker sent it, as the stored row pulled into the mirror (its id is the request's id).
  const handled = useRef(new Set<string>());
  const settle = (entryId: string, kind: ClientContentKind, text: unknown, engine: unknown) => {
    if (handled.current.has(entryId)) return;
    handled.current.add(entryId);
    setWatching((w) => (w?.entryId === entryId ? null : w));
    if (typeof text === 'string' && text.trim()) void finish(kind, text, typeof engine === 'string' ? engine : null);
    else toast.error(MESSAGES[kind].failed);
  };

  useSyncEvent('invoke-done', (event) => {
    if (!watching || event.entryId !== watching.entryId) return;
    const body = (event.result ?? {}) as { content?: unknown; strategy?: unknown; engine?: unknown };
    settle(watching.entryId, watching.kind, watching.kind === 'linkedin' ? body.content : body.strategy, body.engine);
  });

  const arrived = watching ? saved?.find((row) => row.id === watching.entryId) : undefined;
  useEffect(() => {
    if (arrived) settle(arrived.id, arrived.kind, arrived.content, arrived.engine);
    // settle is stable in effect: it only reads refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived]);

  // A refused request (the server said no for good) ends the wait with the spec's message.
  useSyncEvent('rejected', (event) => {
    if (!watching || event.entryId !== watching.entryId) return;
    const { entryId, kind } = watching;
    setWatching(null);
    toast.error(MESSAGES[kind].failed);
    void forgetRefusedGeneration(entryId);
  });

  if (client === undefined || stories === undefined || saved === undefined) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <Spinner label="Loading client stories" />
      </div>
    );
  }
  if (client === null) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-semibold">Failed to load client data</p>
        <p className="mt-1 text-sm">
          This client is not on this device: it may have been removed, or it belongs to another coach.
        </p>
      </div>
    );
  }

  const published = publishedStories(stories);
  const stack = stackProgress(published);
  const selectedIds = Object.values(selected).filter((id): id is string => !!id);
  const running = watching?.kind ?? pending?.[0]?.kind ?? null;
  const busy = running !== null;
  const queuedOffline = (pending ?? []).filter((p) => !p.sending);

  const generate = async (kind: ClientContentKind) => {
    if (selectedIds.length === 0) {
      toast.error(MESSAGES[kind].none);
      return;
    }
    try {
      const entryId = await requestClientContent(kind, client, selectedIds, user?.id ?? null);
      setWatching({ entryId, kind });
      if (typeof navigator !== 'undefined' && navigator.onLine === false)
        toast('You are offline. The request is saved on this device and runs when you are back online.');
    } catch {
      toast.error(MESSAGES[kind].failed);
    }
  };

  const toggle = (type: StackFrameworkType, storyId: string) =>
    setSelected((s) => ({ ...s, [type]: s[type] === storyId ? undefined : storyId }));

  const latest = saved[0];
  const result: Shown | null =
    shown ??
    (latest ? { kind: latest.kind, text: latest.content, engine: latest.engine, at: latest.created_at } : null);

  const copyAgain = async () => {
    if (!result) return;
    try {
      await copyText(result.text);
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Failed to copy');
    }
  };

  return (
    <section aria-labelledby="client-panel-title" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="client-panel-title" className="text-lg font-semibold text-slate-900">
            {client.name}
            {client.company ? <span className="font-normal text-slate-600"> · {client.company}</span> : null}
          </h2>
          <p className="text-sm text-slate-700">{stack.publishedCount} of 6 published</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            stack.allPublished ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {stack.allPublished ? 'StoryStack Complete' : 'In Progress'}
        </span>
      </div>

      <ul className="grid gap-3 md:grid-cols-2">
        {STACK_ORDER.map((type) => {
          const framework = FRAMEWORKS[type];
          const ofType = published.filter((s) => s.framework_type === type);
          return (
            <li key={type} className={`rounded-xl border p-4 ${FRAMEWORK_STYLE[type].ring}`}>
              <div className="flex gap-3">
                <FrameworkIcon type={type} />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{framework.title}</p>
                  <p className="text-sm text-slate-700">{framework.description}</p>
                </div>
              </div>
              {ofType.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">No published story yet.</p>
              ) : (
                <fieldset className="mt-3 space-y-1.5">
                  <legend className="sr-only">{framework.title}: choose one story</legend>
                  {ofType.map((story) => (
                    <label key={story.id} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={selected[type] === story.id}
                        onChange={() => toggle(type, story.id)}
                        className="h-4 w-4 rounded border-slate-300"
                      />
                      <span className="truncate">{story.title || 'Untitled story'}</span>
                    </label>
                  ))}
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>

      {selectedIds.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void generate('linkedin')} disabled={busy}>
            {running === 'linkedin' ? 'Generating...' : 'Generate LinkedIn Content'}
          </Button>
          <Button variant="gold" onClick={() => void generate('funnel')} disabled={busy}>
            {running === 'funnel' ? 'Generating...' : 'Generate Funnel Strategy'}
          </Button>
          <span className="text-sm text-slate-600">
            {selectedIds.length} stor{selectedIds.length === 1 ? 'y' : 'ies'} selected
          </span>
        </div>
      )}
      {queuedOffline.length > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Waiting for a connection: {queuedOffline.map((p) => MESSAGES[p.kind].label).join(' and ')} will be generated
          as soon as this device is back online.
        </p>
      )}

      {result && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              {MESSAGES[result.kind].label}
              {result.at && <span className="font-normal text-slate-600"> · {formatWhen(result.at)}</span>}
            </h3>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => void copyAgain()}>
                Copy again
              </Button>
              <Button
                variant="secondary"
                onClick={() => downloadText(clientContentFileName(client.name, result.kind), result.text)}
              >
                Download .txt
              </Button>
            </div>
          </div>
          {result.engine && <p className="text-xs text-slate-600">Written by {result.engine}</p>}
          <pre
            data-testid="client-content-result"
            className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-4 font-sans text-sm text-slate-800"
          >
            {result.text}
          </pre>
        </div>
      )}

      {saved.length > 1 && (
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">
            Earlier results ({saved.length - 1})
          </summary>
          <ul className="mt-2 space-y-1">
            {saved.slice(1).map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className="text-sm text-brand-700 underline"
                  onClick={() =>
                    setShown({ kind: row.kind, text: row.content, engine: row.engine, at: row.created_at })
                  }
                >
                  {MESSAGES[row.kind].label} · {formatWhen(row.created_at)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}

      <nav
        aria-label="Client quick links"
        className="flex flex-wrap gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm"
      >
        <Link
          to={`/dashboard/monetization/linkedin?client=${client.id}`}
          className="font-semibold text-brand-700 underline"
        >
          LinkedIn content
        </Link>
        <Link
          to={`/dashboard/monetization/funnel-building?client=${client.id}`}
          className="font-semibold text-brand-700 underline"
        >
          Funnel building
        </Link>
        <Link to={`/dashboard/clients/${client.id}`} className="font-semibold text-brand-700 underline">
          Client details
        </Link>
      </nav>
    </section>
  );
}
