// The route table. The landing page and the site frame load with the first bundle; every other
// page is its own chunk, and the signed-in area is discovered on first visit to /dashboard.
// The same table renders the public pages at build time (src/app/prerender.tsx).
import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/public-site/components/landing-page';
import { PublicShell } from './public-shell';
import { SIGNED_IN_PREFIX } from './route-patterns';

export const CONTENT_PATHS = [
  '/billion-dollar-branding',
  '/founders-path',
  '/coaches-path',
  '/about',
  '/resources',
  '/contact',
  '/learn',
  '/podcasts',
  '/favorites',
  '/bookshelf',
  '/vip',
  '/newsletter',
  '/coming-soon',
] as const;

const contentPage = async () => ({
  Component: (await import('../features/public-site/components/content-page')).ContentPage,
});

export const publicRoutes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      ...CONTENT_PATHS.map((path): RouteObject => ({ path, lazy: contentPage })),
      {
        path: '/early-access',
        lazy: async () => ({
          Component: (await import('../features/public-site/components/early-access-page')).EarlyAccessPage,
        }),
      },
      {
        path: '/request-access',
        lazy: async () => ({
          Component: (await import('../features/public-site/components/request-access-page')).RequestAccessPage,
        }),
      },
      {
        path: '/blog',
        lazy: async () => ({
          Component: (await import('../features/public-site/components/blog-pages')).BlogIndexPage,
        }),
      },
      {
        path: '/blog/:slug',
        lazy: async () => ({ Component: (await import('../features/public-site/components/blog-pages')).BlogPostPage }),
      },
      {
        path: '/search',
        lazy: async () => ({ Component: (await import('../features/public-site/components/search-page')).SearchPage }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/public-site/components/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage }),
  },
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('../features/auth/components/register-page')).RegisterPage }),
  },
];

let dashboardPatched = false;

/** The browser's router. Call it after resolveLazyRoutes() when hydrating prerendered HTML. */
export function createAppRouter(routes: RouteObject[] = publicRoutes): DataRouter {
  return createBrowserRouter(routes, {
    // The dashboard's route table arrives with its chunk the first time a /dashboard URL is seen.
    async patchRoutesOnNavigation({ path, patch }) {
      if (dashboardPatched || (path !== SIGNED_IN_PREFIX && !path.startsWith(`${SIGNED_IN_PREFIX}/`))) return;
      const { dashboardRoutes } = await import('./dashboard-routes');
      if (dashboardPatched) return;
      dashboardPatched = true;
      patch(null, dashboardRoutes);
    },
  });
}

/**
 * Loads the lazy routes that match `pathname` and puts their components in place, so the first
 * client render is the same tree the prerender produced (a router that still has to load a lazy
 * route renders nothing, which React would report as a hydration mismatch).
 */
export async function resolveLazyRoutes(pathname: string, routes: RouteObject[] = publicRoutes): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
