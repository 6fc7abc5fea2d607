// What a coach (or an admin) sees at /dashboard (spec product-areas §2.9): four stat cards from
// the mirror, the five newest clients, Add New Client, and the coach's resource cards.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { CardTable, Email, TD } from '../../../components/ui/card-table';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../data/auth/use-auth';
import { useProfile } from '../../../data/mirror/hooks';
import { useGreeting } from '../../../data/mirror/greeting';
import { RECENT_CLIENTS_SHOWN, type ClientSummary } from '../../../domain/coaching';
import { relativeTime } from '../../../domain/dates';
import { useCoaching } from '../../../data/mirror/coaching';

export function CoachDashboard({ WorkbookDownload }: { WorkbookDownload: ComponentType }) {
  const coaching = useCoaching();
  const profile = useProfile();
  const { role, user } = useAuth();
  const greeting = useGreeting(user?.id, profile?.name?.trim().split(/\s+/)[0]);
  if (!coaching) return <FullPageSpinner label="Loading your clients" />;
  const { stats, summaries } = coaching;
  const recent = summaries.slice(0, RECENT_CLIENTS_SHOWN);
  const cards = [
    { label: 'Total Clients', value: stats.totalClients, hint: 'Client records you can see' },
    { label: 'Active Clients', value: stats.activeClients, hint: 'With at least one story' },
    { label: 'Stories Created', value: stats.storiesCreated, hint: 'Across all clients' },
    { label: 'Stories Published', value: stats.storiesPublished, hint: 'Approved and ready to use' },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{greeting ?? 'Coach Dashboard'}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {role === 'admin'
              ? 'Every client on StoryStack and how far their story stacks have come.'
              : 'Your clients and how far their story stacks have come.'}
          </p>
        </div>
        <Link to="/dashboard/add-client" className={buttonClass('primary')}>
          Add New Client
        </Link>
      </div>

      <section aria-label="Client statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm font-medium text-slate-600">{c.label}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={`stat-${c.label}`}>
              {c.value}
            </p>
            <p className="mt-1 text-xs text-slate-500">{c.hint}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="recent-clients" className="rounded-xl border border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-4">
          <h2 id="recent-clients" className="text-lg font-semibold text-slate-900">
            Recent Clients
          </h2>
          {summaries.length > RECENT_CLIENTS_SHOWN ? (
            <Link to="/dashboard/clients" className="text-sm font-semibold text-brand-700 underline">
              View all clients
            </Link>
          ) : null}
        </div>
        {recent.length === 0 ? (
          <div className="p-6 text-center">
            <p className="font-medium text-slate-900">No clients yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Add your first client to start building their story stack together. You can invite them to their own
              account from the next screen.
            </p>
            <Link to="/dashboard/add-client" className={buttonClass('secondary', 'mt-4')}>
              Add your first client
            </Link>
          </div>
        ) : (
          <RecentClientsTable rows={recent} />
        )}
      </section>

      <section aria-labelledby="coach-resources">
        <h2 id="coach-resources" className="text-lg font-semibold text-slate-900">
          Coach Resources
        </h2>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">StoryStack Workbook</h3>
            <p className="mt-1 text-sm text-slate-600">
              The six frameworks with every prompt and room to write: hand it to a client before your first session.
            </p>
            <div className="mt-3">
              <WorkbookDownload />
            </div>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">Client Onboarding Guide</h3>
            <p className="mt-1 text-sm text-slate-600">
              How to run the first session: which story to start with, what to ask, and what to send afterwards.
            </p>
            <Link
              to="/dashboard/resources/coach"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              Open coach resources
            </Link>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">Coach Certification</h3>
            <p className="mt-1 text-sm text-slate-600">
              Certification in the StoryStack method is being prepared. It is not open for enrolment yet.
            </p>
            <p className="mt-3 text-sm font-semibold text-slate-500">Coming soon</p>
          </div>
        </div>
      </section>
    </div>
  );
}

function RecentClientsTable({ rows }: { rows: readonly ClientSummary[] }) {
  return (
    <div className="p-3 sm:p-0">
      <CardTable
        testId="recent-clients-table"
        columns={['Name', 'Email', 'Company', 'Stories', 'Stack', 'Last Activity']}
        hiddenLast="Actions"
      >
        {rows.map(({ client, storyCount, progress, lastActivity }) => (
          <tr key={client.id}>
            <td className={`${TD} font-medium text-slate-900`} data-label="Name">
              {client.name}
            </td>
            <td className={TD} data-label="Email">
              {client.email ? <Email address={client.email} /> : '—'}
            </td>
            <td className={TD} data-label="Company">
              {client.company ?? '—'}
            </td>
            <td className={TD} data-label="Stories">
              {storyCount}
            </td>
            <td className={TD} data-label="Stack">
              {progress.completedCount} of 6 complete · {progress.publishedCount} published
            </td>
            <td className={`${TD} whitespace-nowrap`} data-label="Last Activity">
              {relativeTime(lastActivity)}
            </td>
            <td className={`${TD} sm:text-right`}>
              <Link
                to={`/dashboard/clients?client=${client.id}`}
                className={buttonClass('secondary', 'mt-1 px-3 py-1.5 sm:mt-0')}
                aria-label={`View ${client.name}`}
              >
                View
              </Link>
            </td>
          </tr>
        ))}
      </CardTable>
    </div>
  );
}
