// The signed-in area's routes, loaded lazily by the app's route table. The stories list and the
// builder are split further so the overview loads first.
import type { RouteObject } from 'react-router-dom';
import { askPath } from '../../domain/roles';
import { env } from '../../data/env';
import { RequireAuth } from '../auth/require-auth';
import { DashboardShell } from './components/dashboard-shell';
import { ClientOverview } from './components/client-overview';
import {
  AddClientPlaceholder,
  AdminPlaceholder,
  AskPlaceholder,
  ClientsPlaceholder,
  CoachesPlaceholder,
  DashboardNotFound,
  MonetizationPlaceholder,
  ResourcesPlaceholder,
  SettingsPlaceholder,
} from './placeholders';

const askSegment = askPath(env.ownerName).replace('/dashboard/', '');

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <DashboardShell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <ClientOverview /> },
      {
        path: 'stories',
        lazy: async () => ({ Component: (await import('../stories/components/stories-page')).StoriesPage }),
      },
      {
        path: 'stories/create',
        lazy: async () => ({ Component: (await import('../builder/components/builder-page')).BuilderPage }),
      },
      {
        path: 'attention',
        lazy: async () => ({ Component: (await import('./components/attention-page')).AttentionPage }),
      },
      { path: 'settings', element: <SettingsPlaceholder /> },
      { path: 'monetization/*', element: <MonetizationPlaceholder /> },
      { path: 'resources', element: <ResourcesPlaceholder audience="all" /> },
      { path: 'resources/client', element: <ResourcesPlaceholder audience="client" /> },
      { path: 'resources/coach', element: <ResourcesPlaceholder audience="coach" /> },
      { path: askSegment, element: <AskPlaceholder /> },
      { path: 'clients/*', element: <ClientsPlaceholder /> },
      { path: 'add-client', element: <AddClientPlaceholder /> },
      { path: 'coaches', element: <CoachesPlaceholder /> },
      { path: 'admin/*', element: <AdminPlaceholder /> },
      { path: '*', element: <DashboardNotFound /> },
    ],
  },
];
