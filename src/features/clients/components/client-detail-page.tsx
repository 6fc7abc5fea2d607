// /dashboard/clients/{id}: one client's details, their account or invitation, and their story
// stack with the completion of each framework and the strength of its latest story.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { MeterBar } from '../../../components/ui/meter-bar';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useProfiles } from '../../../data/mirror/hooks';
import { FRAMEWORKS } from '../../../domain/frameworks';
import { FRAMEWORK_STATE_LABELS } from '../../../domain/progress';
import { clientProgress, clientStack } from '../../../domain/coaching';
import { formatDate, relativeTime } from '../../../domain/dates';
import { pronounsLabel } from '../../../domain/pronouns';
import { STRONG_STORY, storyAsks } from '../../../domain/story-asks';
import { storyStrength } from '../../../domain/story-strength';
import { ClientEditor } from './client-editor';
import { InvitePanel } from './invite-panel';
import { useCoaching } from '../../../data/mirror/coaching';

const builderLink = (type: string, clientId: string, storyId?: string | null) =>
  `/dashboard/stories/create?type=${type}&client=${clientId}${storyId ? `&storyId=${storyId}&showGenerated=true` : ''}`;

const PROGRESS_STYLE = {
  published: 'bg-emerald-100 text-emerald-800',
  generated: 'bg-emerald-50 text-emerald-800',
  in_progress: 'bg-amber-100 text-amber-900',
  not_started: 'bg-slate-100 text-slate-700',
} as const;

export function ClientDetailPage() {
  const { id = '' } = useParams();
  const coaching = useCoaching();
  const profiles = useProfiles();
  const [editing, setEditing] = useState(false);
  if (!coaching) return <FullPageSpinner label="Loading the client" />;
  const client = coaching.clients.find((c) => c.id === id);
  if (!client) {
    return (
      <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center">
        <h1 className="text-xl font-bold text-slate-900">Client not found</h1>
        <p className="mt-2 text-sm text-slate-600">
          This client does not exist, was deleted, or is coached by someone else.
        </p>
        <Link to="/dashboard/clients" className={buttonClass('secondary', 'mt-4')}>
          Back to clients
        </Link>
      </div>
    );
  }
  const stack = clientStack(client.id, coaching.stories);
  const progress = clientProgress(client.id, coaching.stories);
  const coach = profiles?.find((p) => p.id === client.coach_id);
  const storiesById = new Map(coaching.stories.map((s) => [s.id, s]));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/dashboard/clients" className="text-sm font-medium text-brand-700 underline">
        ← All clients
      </Link>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        {editing ? (
          <ClientEditor
            client={client}
            emailHidden={Boolean(client.email) && coaching.emailOf(client) === null}
            onDone={() => setEditing(false)}
          />
        ) : (
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-slate-900">{client.name}</h1>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-500">Email</dt>
                <dd className="break-all text-slate-900">
                  {coaching.emailOf(client) ?? (client.email ? 'Hidden by the client' : '—')}
                </dd>
                <dt className="text-slate-500">Company</dt>
                <dd className="text-slate-900">{client.company ?? '—'}</dd>
                <dt className="text-slate-500">Pronouns</dt>
                <dd className="text-slate-900">{pronounsLabel(client.pronouns) ?? 'Not set'}</dd>
                <dt className="text-slate-500">Coach</dt>
                <dd className="text-slate-900">{coach?.name ?? coach?.email ?? 'No coach assigned'}</dd>
                <dt className="text-slate-500">Added</dt>
                <dd className="text-slate-900">{formatDate(client.created_at)}</dd>
              </dl>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(true)}>
                Edit details
              </button>
              <Link to={`/dashboard/stories?client=${client.id}`} className={buttonClass('secondary')}>
                All their stories
              </Link>
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby="client-account" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="client-account" className="text-lg font-semibold text-slate-900">
          Their account
        </h2>
        <div className="mt-2">
          <InvitePanel client={client} />
        </div>
      </section>

      <section aria-labelledby="client-stack" className="rounded-xl border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="client-stack" className="text-lg font-semibold text-slate-900">
            Story stack
          </h2>
          <span className="text-sm font-semibold text-slate-900">
            {progress.completedCount} of 6 complete · {progress.publishedCount} of 6 published
          </span>
        </div>
        <div className="mt-2">
          <MeterBar role="progressbar" label={`${client.name}'s stack`} value={progress.percent} fill="bg-brand-600" />
        </div>
        <ul className="mt-4 divide-y divide-slate-100">
          {stack.map((row) => {
            const story = row.latestStoryId ? storiesById.get(row.latestStoryId) : undefined;
            const strength = story ? storyStrength(row.type, story.content, story.generated_content).score : null;
            // What to ask in the next session about a story that is not strong yet (the assistant's list too).
            const next = story ? storyAsks(row.type, story) : null;
            const askNext = next && next.score < STRONG_STORY ? next.asks[0] : undefined;
            return (
              <li key={row.type} className="flex flex-wrap items-center gap-3 py-3" data-framework={row.type}>
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="font-medium text-slate-900">{FRAMEWORKS[row.type].title}</p>
                  <p className="text-xs text-slate-600">
                    {story ? `${story.title || 'Untitled'} · updated ${relativeTime(story.updated_at)}` : 'Not started'}
                  </p>
                </div>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PROGRESS_STYLE[row.state]}`}>
                  {FRAMEWORK_STATE_LABELS[row.state]}
                </span>
                {strength !== null ? (
                  <span className="w-28 text-xs text-slate-700" title="Story strength">
                    Strength {strength}/100
                    <MeterBar
                      role="meter"
                      label={`Strength of ${FRAMEWORKS[row.type].title}`}
                      value={strength}
                      fill="bg-gold-400"
                    />
                  </span>
                ) : null}
                <Link
                  to={builderLink(row.type, client.id, row.latestStoryId)}
                  className={buttonClass(story ? 'secondary' : 'primary', 'ml-auto px-3 py-1.5')}
                >
                  {story ? 'Open' : 'Start'}
                </Link>
                {askNext ? (
                  <p className="basis-full text-sm text-slate-700" data-testid="ask-next">
                    <span className="font-semibold text-slate-900">Ask next: </span>
                    {askNext}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
