// /dashboard/admin (areas §2.10): user management at a glance, the coach table, the client table
// and lead management. Live server data; non-admins get "Access denied" and go to /dashboard.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { clientPeople, coachSummaries, countByRole } from '../../../domain/admin-users';
import type { Role } from '../../../domain/roles';
import { LeadsPanel } from './leads-panel';
import { RequireAdmin } from './require-admin';
import { CardTable, Email, TD } from '../../../components/ui/card-table';
import { AdminSection, ServerState, formatDate } from './server-state';
import { useDirectory, type Directory } from '../hooks/use-admin-data';

export function AdminDashboardPage() {
  return (
    <RequireAdmin redirectTo="/dashboard">
      <AdminDashboard />
    </RequireAdmin>
  );
}

const ROLE_CARDS: readonly { role: Role; label: string }[] = [
  { role: 'admin', label: 'Admins' },
  { role: 'coach', label: 'Coaches' },
  { role: 'user', label: 'Founders' },
  { role: 'client', label: 'Clients with accounts' },
];

function AdminDashboard() {
  const directory = useDirectory();
  const sections: readonly { id: string; title: string; actions?: ReactNode; body: (d: Directory) => ReactNode }[] = [
    {
      id: 'user-management',
      title: 'User Management',
      actions: (
        <Link to="/dashboard/admin/user-management" className={buttonClass('primary')}>
          Manage Users
        </Link>
      ),
      body: (d) => <RoleCounts data={d} />,
    },
    {
      id: 'coach-management',
      title: 'Coach Management',
      actions: (
        <Link to="/dashboard/coaches" className={buttonClass('secondary')}>
          Assign Clients
        </Link>
      ),
      body: (d) => <CoachTable data={d} />,
    },
    { id: 'client-management', title: 'Client Management', body: (d) => <ClientTable data={d} /> },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-2 text-slate-700">
          Everyone on StoryStack, who coaches whom, and the leads waiting for an answer.
        </p>
      </div>
      {sections.map((section) => (
        <AdminSection key={section.id} id={section.id} title={section.title} actions={section.actions}>
          <ServerState
            state={directory}
            loading="Loading users and clients"
            failed="Failed to load data"
            what="this data"
          >
            {section.body}
          </ServerState>
        </AdminSection>
      ))}
      <LeadsPanel />
    </div>
  );
}

function RoleCounts({ data }: { data: Directory }) {
  const counts = countByRole(data.users);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {ROLE_CARDS.map(({ role, label }) => (
        <div key={role} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900" data-role-count={role}>
            {counts[role]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CoachTable({ data }: { data: Directory }) {
  const coaches = coachSummaries(data.users, data.clients);
  if (coaches.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No coaches yet. Make someone a coach in{' '}
        <Link to="/dashboard/admin/user-management" className="text-brand-700 underline">
          User Management
        </Link>
        .
      </p>
    );
  }
  return (
    <CardTable testId="coach-table" columns={['Email', 'Name', 'Joined', 'Clients']} hiddenLast="Actions">
      {coaches.map((coach) => (
        <tr key={coach.id}>
          <td className={TD} data-label="Email">
            {coach.email ? <Email address={coach.email} /> : '—'}
          </td>
          <td className={TD} data-label="Name">
            {coach.name ?? '—'}
          </td>
          <td className={`${TD} whitespace-nowrap`} data-label="Joined">
            {formatDate(coach.created_at)}
          </td>
          <td className={TD} data-label="Clients">
            {coach.clientCount}
          </td>
          <td className={`${TD} sm:text-right`}>
            <Link
              to={`/dashboard/clients?coach=${coach.id}`}
              className="text-sm font-medium whitespace-nowrap text-brand-700 underline"
              aria-label={`View Clients of ${coach.name ?? coach.email ?? 'this coach'}`}
            >
              View Clients
            </Link>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

function ClientTable({ data }: { data: Directory }) {
  const usersById = new Map(data.users.map((u) => [u.id, u]));
  if (data.clients.length === 0) {
    return <p className="text-sm text-slate-600">No client records yet. Coaches add them from Add Client.</p>;
  }
  return (
    <CardTable testId="client-table" columns={['Name', 'Company', 'Coach', 'Owner', 'Added']} hiddenLast="Actions">
      {data.clients.map((client) => {
        const people = clientPeople(client, usersById);
        return (
          <tr key={client.id}>
            <td className={`${TD} font-medium text-slate-900`} data-label="Name">
              {client.name}
            </td>
            <td className={TD} data-label="Company">
              {client.company ?? '—'}
            </td>
            <td className={TD} data-label="Coach">
              <Email address={people.coachEmail} />
            </td>
            <td className={TD} data-label="Owner">
              <Email address={people.ownerEmail} />
            </td>
            <td className={`${TD} whitespace-nowrap`} data-label="Added">
              {formatDate(client.created_at)}
            </td>
            <td className={`${TD} sm:text-right`}>
              <Link
                to={`/dashboard/clients/${client.id}`}
                className="text-sm font-medium whitespace-nowrap text-brand-700 underline"
                aria-label={`View Details of ${client.name}`}
              >
                View Details
              </Link>
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
