// /dashboard/clients: a coach's clients (an admin's: every client), searchable, with each stack's
// completion. ?coach={id} narrows to one coach's clients; ?client={id} opens that client.
import { useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { MeterBar } from '../../../components/ui/meter-bar';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../data/auth/use-auth';
import { useProfiles } from '../../../data/mirror/hooks';
import { filterClients } from '../../../domain/coaching';
import { relativeTime } from '../../../domain/dates';
import { useCoaching } from '../../../data/mirror/coaching';

export function ClientsPage() {
  const [params] = useSearchParams();
  const { role } = useAuth();
  const coaching = useCoaching();
  const profiles = useProfiles();
  const [query, setQuery] = useState('');
  const coachId = params.get('coach');
  const openClient = params.get('client');
  const coach = useMemo(() => profiles?.find((p) => p.id === coachId) ?? null, [profiles, coachId]);

  if (openClient) return <Navigate to={`/dashboard/clients/${encodeURIComponent(openClient)}`} replace />;
  if (!coaching) return <FullPageSpinner label="Loading your clients" />;
  const shown = filterClients(coaching.summaries, { query, coachId });
  const title = role === 'admin' ? 'All Clients' : 'My Clients';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {coachId
              ? `Clients coached by ${coach?.name ?? coach?.email ?? 'this coach'}.`
              : 'Open a client to see their story stack, review their stories and invite them to their account.'}
          </p>
        </div>
        <Link to="/dashboard/add-client" className={buttonClass('primary')}>
          Add New Client
        </Link>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="client-search" className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id="client-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by name, email or company..."
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base sm:text-sm"
          />
        </div>
        {coachId ? (
          <Link to="/dashboard/clients" className={buttonClass('secondary')}>
            Show every coach
          </Link>
        ) : null}
      </div>

      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">
            {coaching.summaries.length === 0 ? 'No clients yet' : 'No clients match your search'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {coaching.summaries.length === 0
              ? 'Add a client to start building their story stack.'
              : 'Try another name, email or company.'}
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map(({ client, storyCount, progress, lastActivity }) => {
            const percent = progress.percent;
            return (
              <li key={client.id}>
                <Link
                  to={`/dashboard/clients/${client.id}`}
                  className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:shadow-sm"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-slate-900">{client.name}</p>
                      <p className="truncate text-sm text-slate-600">
                        {[client.company, client.email].filter(Boolean).join(' · ') || 'No company or email yet'}
                      </p>
                    </div>
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {client.user_id ? 'Has an account' : 'No account yet'}
                    </span>
                  </div>
                  <div className="mt-3 flex items-center justify-between text-xs text-slate-600">
                    <span>
                      {storyCount} {storyCount === 1 ? 'story' : 'stories'} · active {relativeTime(lastActivity)}
                    </span>
                    <span className="font-semibold text-slate-900">{percent}% of stack</span>
                  </div>
                  <div className="mt-1.5">
                    <MeterBar role="progressbar" label={`${client.name}'s stack`} value={percent} fill="bg-brand-600" />
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
