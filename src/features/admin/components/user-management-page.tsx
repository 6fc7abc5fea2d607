// /dashboard/admin/user-management (areas §2.10): add a user, every user with the role changes the
// spec allows, refreshed live when profiles change; leads and the waitlist below.
import { Link } from 'react-router-dom';
import { useAuth } from '../../../data/auth/use-auth';
import { AddUserForm } from './add-user-form';
import { LeadsPanel } from './leads-panel';
import { RequireAdmin } from './require-admin';
import { AdminSection, ServerState } from './server-state';
import { UsersTable } from './users-table';
import { useUsers } from '../hooks/use-admin-data';

export function UserManagementPage() {
  return (
    <RequireAdmin redirectTo="/">
      <UserManagement />
    </RequireAdmin>
  );
}

function UserManagement() {
  const { user } = useAuth();
  const users = useUsers();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link to="/dashboard/admin" className="text-sm text-brand-700 underline">
          Admin Dashboard
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">User Management</h1>
        <p className="mt-2 text-slate-700">
          Add people, make coaches and admins, and follow up on leads. Role changes take effect on the user&rsquo;s next
          page load.
        </p>
      </div>
      <AdminSection
        id="add-user"
        title="Add User"
        description="Creates the account now. You get a one-time link to send them, so no password travels by email."
      >
        <AddUserForm />
      </AdminSection>
      <AdminSection
        id="users"
        title="Users"
        description="By role, newest first. This list updates as soon as anyone's profile changes."
        actions={
          users.status === 'ready' ? (
            <p className="text-sm text-slate-600">
              {users.data.length} {users.data.length === 1 ? 'user' : 'users'}
            </p>
          ) : null
        }
      >
        <ServerState state={users} loading="Loading users" failed="Failed to load users" what="the user list">
          {(rows) => <UsersTable users={rows} currentUserId={user?.id ?? ''} />}
        </ServerState>
      </AdminSection>
      <LeadsPanel />
    </div>
  );
}
