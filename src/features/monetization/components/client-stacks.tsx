// Client StoryStack overview (spec areas §2.3): each client's completion from their published
// stories, filtered All / Complete / In Progress; Continue, and LinkedIn and Funnel once complete.
// Read live from the mirror, so it works offline.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useClients, useStories } from '../../../data/mirror/hooks';
import type { ClientRow } from '../../../data/mirror/types';
import {
  STACK_FILTERS,
  STACK_FILTER_LABELS,
  averageCompletion,
  clientStackRows,
  type StackFilter,
} from '../../../domain/client-stacks';
import type { Role } from '../../../domain/roles';
import { StackBar } from './stack-bar';

export function ClientStacks({ role, userId }: { role: Role; userId: string | null }) {
  const [filter, setFilter] = useState<StackFilter>('all');
  const clients = useClients();
  const stories = useStories();
  if (!clients || !stories) return <Spinner label="Loading your clients" />;
  // A coach sees the clients they coach (spec §6); an admin every client.
  const mine: ClientRow[] = role === 'admin' ? clients : clients.filter((c) => c.coach_id === userId);
  const all = clientStackRows(mine, stories);
  const rows = clientStackRows(mine, stories, filter);
  const count = (f: StackFilter) => clientStackRows(mine, stories, f).length;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Client StoryStacks</h2>
          <p className="text-sm text-slate-700">
            {all.length === 0
              ? 'Your clients and their six stories appear here.'
              : `${all.length} client${all.length === 1 ? '' : 's'} · average published ${averageCompletion(all)}%`}
          </p>
        </div>
        <div role="group" aria-label="Filter clients" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {STACK_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
                filter === f ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {STACK_FILTER_LABELS[f]} ({count(f)})
            </button>
          ))}
        </div>
      </div>

      {all.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold text-slate-900">No clients yet</p>
          <p className="mt-1 text-sm text-slate-700">
            Add a client, build their six stories together, and their LinkedIn content and funnel unlock here.
          </p>
          <Link to="/dashboard/add-client" className={buttonClass('primary', 'mt-4')}>
            Add Client
          </Link>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {filter === 'complete'
            ? 'No client has all six stories published yet.'
            : 'Every client has a complete StoryStack.'}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map(({ client, stack }) => (
            <li key={client.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{client.name}</p>
                  {client.company && <p className="truncate text-sm text-slate-600">{client.company}</p>}
                </div>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    stack.allPublished ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
                  }`}
                >
                  {stack.allPublished ? 'Complete' : 'In Progress'}
                </span>
              </div>
              <div className="mt-4 flex items-center justify-between text-sm text-slate-700">
                <span>{stack.publishedCount} of 6 published</span>
                <span className="font-semibold">{stack.publishedPercent}%</span>
              </div>
              <div className="mt-1.5">
                <StackBar
                  label={`${client.name}: published`}
                  percent={stack.publishedPercent}
                  complete={stack.allPublished}
                />
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link to={`/dashboard/clients/${client.id}`} className={buttonClass('secondary')}>
                  Continue
                </Link>
                {stack.allPublished && (
                  <>
                    <Link
                      to={`/dashboard/monetization/profile-optimization?client=${client.id}`}
                      className={buttonClass('primary')}
                    >
                      LinkedIn
                    </Link>
                    <Link
                      to={`/dashboard/monetization/funnel-building?client=${client.id}`}
                      className={buttonClass('gold')}
                    >
                      Funnel
                    </Link>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
