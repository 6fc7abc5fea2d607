// The route table. The landing page and the site frame load with the first bundle; every other
// page is its own chunk, and the signed-in area is discovered on first visit to /dashboard.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/public-site/landing-page';
import { PublicShell } from './public-shell';

const CONTENT_PATHS = [
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

const contentPage = async () => ({ Component: (await import('../features/public-site/content-page')).ContentPage });

export const publicRoutes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      ...CONTENT_PATHS.map((path): RouteObject => ({ path, lazy: contentPage })),
      {
        path: '/early-access',
        lazy: async () => ({ Component: (await import('../features/public-site/early-access-page')).EarlyAccessPage }),
      },
      {
        path: '/request-access',
        lazy: async () => ({
          Component: (await import('../features/public-site/request-access-page')).RequestAccessPage,
        }),
      },
      {
        path: '/blog',
        lazy: async () => ({ Component: (await import('../features/public-site/blog-pages')).BlogIndexPage }),
      },
      {
        path: '/blog/:slug',
        lazy: async () => ({ Component: (await import('../features/public-site/blog-pages')).BlogPostPage }),
      },
      {
        path: '/search',
        lazy: async () => ({ Component: (await import('../features/public-site/search-page')).SearchPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/public-site/not-found-page')).NotFoundPage }),
      },
    ],
  },
  { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }) },
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
  },
];

let dashboardPatched = false;

export const router = createBrowserRouter(publicRoutes, {
  // The dashboard's route table arrives with its chunk the first time a /dashboard URL is seen.
  async patchRoutesOnNavigation({ path, patch }) {
    if (dashboardPatched || !/^\/dashboard(\/|$)/.test(path)) return;
    const { dashboardRoutes } = await import('../features/dashboard/routes');
    if (dashboardPatched) return;
    dashboardPatched = true;
    patch(null, dashboardRoutes);
  },
});
