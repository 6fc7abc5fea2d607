// The user list of /dashboard/admin/user-management: every user, ordered by role then newest
// (the server's order), with the role changes the spec allows (areas §2.10).
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { roleActions, roleUpdatedMessage, type AssignableRole } from '../../../domain/admin-users';
import { updateUserRole, type AdminUser } from '../admin-api';
import { RoleBadge } from './role-badge';
import { CardTable, TD } from '../../../components/ui/card-table';
import { formatDate } from './server-state';

interface UsersTableProps {
  users: readonly AdminUser[];
  currentUserId: string;
}

export function UsersTable({ users, currentUserId }: UsersTableProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const adminCount = users.filter((u) => u.role === 'admin').length;

  const change = async (user: AdminUser, role: AssignableRole) => {
    setBusy(user.id);
    const result = await updateUserRole(user.id, role);
    setBusy(null);
    if (result.ok) {
      toast.success(roleUpdatedMessage(role));
    } else {
      console.error('Role update failed:', result.reason);
      toast.error('Failed to update user role');
    }
  };

  if (users.length === 0) {
    return <p className="text-sm text-slate-600">No users yet. Add the first one with the form above.</p>;
  }
  return (
    <div>
      <CardTable testId="users-table" columns={['User', 'Role', 'Joined']} hiddenLast="Role changes">
        {users.map((user) => {
          const label = user.name || user.email || 'Unnamed user';
          return (
            <tr key={user.id} data-user-email={user.email ?? ''} data-role={user.role}>
              <td className={TD} data-label="User">
                <p className="inline font-medium text-slate-900 sm:block">
                  {label}
                  {user.id === currentUserId ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
                </p>
                {user.name && user.email ? <p className="text-xs text-slate-600">{user.email}</p> : null}
              </td>
              <td className={TD} data-label="Role">
                <RoleBadge role={user.role} />
              </td>
              <td className={`${TD} whitespace-nowrap`} data-label="Joined">
                {formatDate(user.created_at)}
              </td>
              <td className={TD}>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  {roleActions(user, { currentUserId, adminCount }).map((action) => (
                    <Button
                      key={action.label}
                      variant={action.label.startsWith('Remove') ? 'secondary' : 'ghost'}
                      className="px-3 py-1.5 text-xs whitespace-nowrap"
                      disabled={busy !== null || action.blockedBy !== null}
                      title={action.blockedBy ?? undefined}
                      aria-label={`${action.label}: ${label}`}
                      onClick={() => void change(user, action.to)}
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          );
        })}
      </CardTable>
      {adminCount <= 1 ? (
        <p className="mt-3 text-xs text-slate-600">
          You are the only admin. Make someone else an admin before anyone can remove that role; StoryStack always keeps
          at least one.
        </p>
      ) : null}
    </div>
  );
}
