// Coach and admin screens of the people area (issue 10), loaded lazily. The role gate gives the
// spec's message and redirect; row-level security decides what the data holds.
import type { ReactNode } from 'react';
import { useAuth } from '../data/auth/use-auth';
import { RequireRole, COACH_ONLY_MESSAGE } from '../features/auth/require-role';
import { AddClientPage } from '../features/clients/add-client-page';
import { ClientDetailPage } from '../features/clients/client-detail-page';
import { ClientsPage } from '../features/clients/clients-page';
import { CoachDashboard } from '../features/clients/coach-dashboard';
import { ClientOverview } from '../features/overview/client-overview';
import { WorkbookDownload } from '../features/overview/workbook-download';

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
