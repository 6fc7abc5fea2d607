// Layout only: the admin screens send anyone else away with the spec's message (areas §6, §8).
// What an admin may read or change is decided by the database's row-level security.
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';

export const ACCESS_DENIED = 'Access denied';

interface RequireAdminProps {
  /** Where a non-admin lands: /dashboard for the admin dashboard, / for user management. */
  redirectTo: string;
  children: ReactNode;
}

export function RequireAdmin({ redirectTo, children }: RequireAdminProps) {
  const { role, loading } = useAuth();
  const navigate = useNavigate();
  const denied = !loading && role !== 'admin';
  useEffect(() => {
    if (!denied) return;
    // A fixed id: a second render (React's strict mode) shows the same toast, not two.
    toast.error(ACCESS_DENIED, 'admin-access-denied');
    void navigate(redirectTo, { replace: true });
  }, [denied, navigate, redirectTo]);
  if (loading) return <FullPageSpinner label="Checking your access" />;
  if (denied) return <FullPageSpinner label={ACCESS_DENIED} />;
  return <>{children}</>;
}
