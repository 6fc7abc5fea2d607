import type { Role } from '../../../domain/roles';

const STYLES: Record<Role, string> = {
  admin: 'bg-brand-100 text-brand-900',
  coach: 'bg-emerald-100 text-emerald-800',
  client: 'bg-amber-100 text-amber-900',
  user: 'bg-slate-100 text-slate-800',
};

const LABELS: Record<Role, string> = { admin: 'Admin', coach: 'Coach', client: 'Client', user: 'Founder' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[role]}`}
      data-role-badge={role}
    >
      {LABELS[role]}
    </span>
  );
}
