// Role gate for coach and admin screens (spec product-areas §6). Row-level security on the server
// decides what anyone can read; this only keeps people off screens that are not for them, with
// the spec's message, and sends them where the spec says.
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '../../../domain/roles';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';

export const COACH_ONLY_MESSAGE = 'Access denied. Coach privileges required.';
export const ADMIN_ONLY_MESSAGE = 'Access denied';

export function RequireRole({
  roles,
  message,
  redirectTo = '/dashboard',
  children,
}: {
  roles: readonly Role[];
  message: string;
  redirectTo?: string;
  children: ReactNode;
}) {
  const { role } = useAuth();
  const allowed = role !== null && roles.includes(role);
  const denied = role !== null && !allowed;
  useEffect(() => {
    if (denied) toast.error(message);
  }, [denied, message]);
  if (role === null) return <FullPageSpinner label="Checking your access" />;
  if (denied) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
