// /dashboard/coaches (areas §2.1): the admin's coach list, each coach with their clients, and
// assigning any client to a coach (clients.coach_id; the database lets admins alone do it).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store';
import { coachSummaries } from '../../../domain/admin-users';
import { assignClient, type AdminClient, type AdminUser } from '../admin-api';
import { RequireAdmin } from './require-admin';
import { AdminSection, ServerState, formatDate } from './server-state';
import { useDirectory, type Directory } from '../hooks/use-admin-data';

export function CoachesPage() {
  return (
    <RequireAdmin redirectTo="/dashboard">
      <Coaches />
    </RequireAdmin>
  );
}

const who = (u: Pick<AdminUser, 'name' | 'email'>) => u.name || u.email || 'Unnamed coach';

function Coaches() {
  const directory = useDirectory();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Coaches</h1>
        <p className="mt-2 text-slate-700">
          Every coach and the clients they look after. Move a client to another coach with the menu beside them; the new
          coach sees the client and their stories on their next sync.
        </p>
      </div>
      <ServerState state={directory} loading="Loading coaches" failed="Failed to load data" what="the coach list">
        {(data) => <CoachList data={data} />}
      </ServerState>
    </div>
  );
}

function CoachList({ data }: { data: Directory }) {
  const coaches = coachSummaries(data.users, data.clients);
  const unassigned = data.clients.filter((c) => !c.coach_id || !coaches.some((coach) => coach.id === c.coach_id));
  if (coaches.length === 0) {
    return (
      <AdminSection id="no-coaches" title="No coaches yet">
        <p className="text-sm text-slate-700">
          Make someone a coach in{' '}
          <Link to="/dashboard/admin/user-management" className="text-brand-700 underline">
            User Management
          </Link>
          , then assign clients to them here.
        </p>
      </AdminSection>
    );
  }
  return (
    <div className="space-y-6">
      {coaches.map((coach) => (
        <AdminSection
          key={coach.id}
          id={`coach-${coach.id}`}
          title={who(coach)}
          description={`${coach.email ?? 'No email'} · joined ${formatDate(coach.created_at)} · ${coach.clientCount} ${
            coach.clientCount === 1 ? 'client' : 'clients'
          }`}
          actions={
            <Link to={`/dashboard/clients?coach=${coach.id}`} className="text-sm font-medium text-brand-700 underline">
              View Clients
            </Link>
          }
        >
          <ClientAssignments
            clients={data.clients.filter((c) => c.coach_id === coach.id)}
            coaches={coaches}
            empty="No clients assigned yet."
          />
        </AdminSection>
      ))}
      <AdminSection
        id="unassigned"
        title="Clients without a coach"
        description="Records whose coach was removed or never set. Pick a coach to hand them over."
      >
        <ClientAssignments clients={unassigned} coaches={coaches} empty="Every client has a coach." />
      </AdminSection>
    </div>
  );
}

function ClientAssignments({
  clients,
  coaches,
  empty,
}: {
  clients: readonly AdminClient[];
  coaches: readonly AdminUser[];
  empty: string;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const assign = async (client: AdminClient, coachId: string | null) => {
    setBusy(client.id);
    const result = await assignClient(client.id, coachId);
    setBusy(null);
    const coach = coaches.find((c) => c.id === coachId);
    if (result.ok)
      toast.success(coach ? `${client.name} assigned to ${who(coach)}` : `${client.name} has no coach now`);
    else {
      console.error('Client assignment failed:', result.reason);
      toast.error('Failed to assign client');
    }
  };
  if (clients.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {clients.map((client) => (
        <li
          key={client.id}
          className="flex flex-wrap items-center justify-between gap-3 py-2.5"
          data-client-name={client.name}
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{client.name}</p>
            <p className="text-xs break-all text-slate-600">
              {[client.company, client.email].filter(Boolean).join(' · ') || 'No company or email yet'}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span>Coach</span>
            <select
              value={client.coach_id ?? ''}
              disabled={busy === client.id}
              onChange={(e) => void assign(client, e.target.value || null)}
              aria-label={`Coach of ${client.name}`}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm"
            >
              <option value="">No coach</option>
              {coaches.map((c) => (
                <option key={c.id} value={c.id}>
                  {who(c)}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ul>
  );
}
