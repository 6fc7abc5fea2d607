// Layout only: the admin screens send anyone else away with the spec's message (areas §6, §8).
// What an admin may read or change is decided by the database's row-level security.
import { useEffect, useState, type ReactNode } from 'react';
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

/** How long a role known only from this device's cache may wait for the server's word. */
const CONFIRM_WAIT_MS = 8000;

export function RequireAdmin({ redirectTo, children }: RequireAdminProps) {
  const { role, loading, offline } = useAuth();
  const navigate = useNavigate();
  // A role from the cache may be out of date (someone just made this user an admin): with a
  // network, wait for the server's answer before sending anyone away.
  const unconfirmed = offline && navigator.onLine !== false;
  const [waitedLongEnough, setWaited] = useState(false);
  useEffect(() => {
    if (!unconfirmed) return;
    const timer = setTimeout(() => setWaited(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [unconfirmed]);
  const denied = !loading && role !== 'admin' && (!unconfirmed || waitedLongEnough);
  useEffect(() => {
    if (!denied) return;
    // A fixed id: a second render (React's strict mode) shows the same toast, not two.
    toast.error(ACCESS_DENIED, 'admin-access-denied');
    void navigate(redirectTo, { replace: true });
  }, [denied, navigate, redirectTo]);
  if (denied) return <FullPageSpinner label={ACCESS_DENIED} />;
  if (loading || role !== 'admin') return <FullPageSpinner label="Checking your access" />;
  return <>{children}</>;
}
