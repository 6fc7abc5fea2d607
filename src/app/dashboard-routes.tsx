// The signed-in area's routes, loaded lazily by the app's route table. The stories list and the
// builder are split further so the overview loads first.
import type { RouteObject } from 'react-router-dom';
import { askLabel, askPath } from '../domain/roles';
import { env } from '../data/config/config';
import { RequireAuth } from '../features/auth/components/require-auth';
import { DashboardShell } from '../components/layouts/dashboard-shell';
import { RouteTitle } from '../components/layouts/route-title';
import { AddClientRoute, ClientDetailRoute, ClientsRoute, OverviewRoute } from './people-routes';
import { GenerationNotifier } from '../features/generation/components/generation-notifier';
import { ChatWidget } from '../features/assistant/components/chat-widget';
import { DashboardNotFound } from '../components/layouts/dashboard-not-found';
import { ThemeReset, ThemeSync } from './theme-sync';

const askSegment = askPath(env.ownerName).replace('/dashboard/', '');

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <>
        <ThemeReset />
        <RequireAuth>
          <ThemeSync />
          <RouteTitle />
          <DashboardShell />
          <GenerationNotifier />
          <ChatWidget />
        </RequireAuth>
      </>
    ),
    children: [
      { index: true, element: <OverviewRoute />, handle: { title: 'Dashboard' } },
      {
        path: 'stories',
        handle: { title: 'My Stories' },
        lazy: async () => ({ Component: (await import('./stories-route')).StoriesRoute }),
      },
      {
        path: 'stories/create',
        handle: { title: 'Story Builder' },
        lazy: async () => ({ Component: (await import('./builder-route')).BuilderRoute }),
      },
      {
        path: 'attention',
        handle: { title: 'Needs Attention' },
        lazy: async () => ({
          Component: (await import('../features/attention/components/attention-page')).AttentionPage,
        }),
      },
      {
        path: 'settings',
        handle: { title: 'Settings' },
        lazy: async () => ({ Component: (await import('./settings-route')).SettingsRoute }),
      },
      {
        path: 'monetization',
        handle: { title: 'Monetization' },
        lazy: async () => ({
          Component: (await import('../features/monetization/components/monetization-hub')).MonetizationHub,
        }),
      },
      {
        path: 'monetization/linkedin',
        handle: { title: 'LinkedIn Content' },
        lazy: async () => ({
          Component: (await import('../features/monetization/components/playbook-page')).ClientLinkedInPage,
        }),
      },
      {
        path: 'monetization/:playbook',
        handle: { title: 'Playbook' },
        lazy: async () => ({
          Component: (await import('../features/monetization/components/playbook-page')).PlaybookPage,
        }),
      },
      {
        path: 'resources',
        handle: { title: 'Resources' },
        lazy: async () => ({
          Component: (await import('../features/resources/components/learning-resources')).LearningResourcesPage,
        }),
      },
      {
        path: 'resources/client',
        handle: { title: 'Client Resources' },
        lazy: async () => ({
          Component: (await import('../features/resources/components/library-pages')).ClientResourcesPage,
        }),
      },
      {
        path: 'resources/coach',
        handle: { title: 'Coach Resources' },
        lazy: async () => ({
          Component: (await import('../features/resources/components/library-pages')).CoachResourcesPage,
        }),
      },
      {
        path: askSegment,
        handle: { title: askLabel(env.ownerName) },
        lazy: async () => ({ Component: (await import('../features/assistant/components/ask-page')).AskPage }),
      },
      { path: 'clients', Component: ClientsRoute, handle: { title: 'Clients' } },
      { path: 'clients/:id', Component: ClientDetailRoute, handle: { title: 'Client' } },
      { path: 'add-client', Component: AddClientRoute, handle: { title: 'Add Client' } },
      {
        path: 'coaches',
        handle: { title: 'Coaches' },
        lazy: async () => ({ Component: (await import('../features/admin/components/coaches-page')).CoachesPage }),
      },
      {
        path: 'admin',
        handle: { title: 'Admin Dashboard' },
        lazy: async () => ({
          Component: (await import('../features/admin/components/admin-dashboard-page')).AdminDashboardPage,
        }),
      },
      {
        path: 'admin/user-management',
        handle: { title: 'User Management' },
        lazy: async () => ({
          Component: (await import('../features/admin/components/user-management-page')).UserManagementPage,
        }),
      },
      { path: '*', element: <DashboardNotFound />, handle: { title: 'Page not found' } },
    ],
  },
];
