// Coach and admin screens of the people area (issue 10), loaded lazily. The role gate gives the
// spec's message and redirect; row-level security decides what the data holds.
import type { ReactNode } from 'react';
import { useAuth } from '../data/auth/use-auth';
import { FullPageSpinner } from '../components/ui/spinner';
import { RequireRole, COACH_ONLY_MESSAGE } from '../features/auth/components/require-role';
import { AddClientPage } from '../features/clients/components/add-client-page';
import { ClientDetailPage } from '../features/clients/components/client-detail-page';
import { ClientsPage } from '../features/clients/components/clients-page';
import { CoachDashboard } from '../features/overview/components/coach-dashboard';
import { ClientOverview } from '../features/overview/components/client-overview';
import { WorkbookDownload } from '../features/overview/components/workbook-download';

const COACHING_ROLES = ['coach', 'admin'] as const;

function CoachOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRole roles={COACHING_ROLES} message={COACH_ONLY_MESSAGE}>
      {children}
    </RequireRole>
  );
}

/** /dashboard: coaches and admins get their own dashboard; founders and clients the overview. */
export function OverviewRoute() {
  const { role } = useAuth();
  // Just after sign-in the role is on its way: a coach should not see the founder's page first.
  if (role === null) return <FullPageSpinner label="Loading your dashboard" />;
  return role === 'coach' || role === 'admin' ? (
    <CoachDashboard WorkbookDownload={WorkbookDownload} />
  ) : (
    <ClientOverview />
  );
}

export function ClientsRoute() {
  return (
    <CoachOnly>
      <ClientsPage />
    </CoachOnly>
  );
}

export function ClientDetailRoute() {
  return (
    <CoachOnly>
      <ClientDetailPage />
    </CoachOnly>
  );
}

export function AddClientRoute() {
  return (
    <CoachOnly>
      <AddClientPage />
    </CoachOnly>
  );
}
