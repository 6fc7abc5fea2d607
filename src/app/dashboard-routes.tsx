// The signed-in area's routes, loaded lazily by the app's route table. The stories list and the
// builder are split further so the overview loads first.
import type { RouteObject } from 'react-router-dom';
import { askPath } from '../domain/roles';
import { env } from '../data/config/config';
import { RequireAuth } from '../features/auth/components/require-auth';
import { DashboardShell } from '../components/layouts/dashboard-shell';
import { AddClientRoute, ClientDetailRoute, ClientsRoute, OverviewRoute } from './people-routes';
import { GenerationNotifier } from '../features/generation/components/generation-notifier';
import { AssistantOutboxListener } from '../features/assistant/components/assistant-outbox-listener';
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
          <DashboardShell />
          <GenerationNotifier />
          <AssistantOutboxListener />
          <ChatWidget />
        </RequireAuth>
      </>
    ),
    children: [
      { index: true, element: <OverviewRoute /> },
      {
        path: 'stories',
        lazy: async () => ({ Component: (await import('./stories-route')).StoriesRoute }),
      },
      {
        path: 'stories/create',
        lazy: async () => ({ Component: (await import('./builder-route')).BuilderRoute }),
      },
      {
        path: 'attention',
        lazy: async () => ({
          Component: (await import('../features/attention/components/attention-page')).AttentionPage,
        }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./settings-route')).SettingsRoute }),
      },
      {
        path: 'monetization',
        lazy: async () => ({
          Component: (await import('../features/monetization/components/monetization-hub')).MonetizationHub,
        }),
      },
      {
        path: 'monetization/linkedin',
        lazy: async () => ({
          Component: (await import('../features/monetization/components/playbook-page')).ClientLinkedInPage,
        }),
      },
      {
        path: 'monetization/:playbook',
        lazy: async () => ({
          Component: (await import('../features/monetization/components/playbook-page')).PlaybookPage,
        }),
      },
      {
        path: 'resources',
        lazy: async () => ({
          Component: (await import('../features/resources/components/learning-resources')).LearningResourcesPage,
        }),
      },
      {
        path: 'resources/client',
        lazy: async () => ({
          Component: (await import('../features/resources/components/library-pages')).ClientResourcesPage,
        }),
      },
      {
        path: 'resources/coach',
        lazy: async () => ({
          Component: (await import('../features/resources/components/library-pages')).CoachResourcesPage,
        }),
      },
      {
        path: askSegment,
        lazy: async () => ({ Component: (await import('../features/assistant/components/ask-page')).AskPage }),
      },
      { path: 'clients', Component: ClientsRoute },
      { path: 'clients/:id', Component: ClientDetailRoute },
      { path: 'add-client', Component: AddClientRoute },
      {
        path: 'coaches',
        lazy: async () => ({ Component: (await import('../features/admin/components/coaches-page')).CoachesPage }),
      },
      {
        path: 'admin',
        lazy: async () => ({
          Component: (await import('../features/admin/components/admin-dashboard-page')).AdminDashboardPage,
        }),
      },
      {
        path: 'admin/user-management',
        lazy: async () => ({
          Component: (await import('../features/admin/components/user-management-page')).UserManagementPage,
        }),
      },
      { path: '*', element: <DashboardNotFound /> },
    ],
  },
];
