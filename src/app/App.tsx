// Composition only: providers around the router, and the toast stack. The browser passes its
// router; the build-time prerender (prerender.tsx) wraps a static router in the same frame, so
// both render the same tree and the prerendered HTML hydrates without a mismatch.
import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { Toaster } from '../components/ui/toaster';
import { PwaLayer } from './pwa/pwa-layer';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
      <PwaLayer />
      <AppReady />
    </AuthProvider>
  );
}

/**
 * Marks <html data-app-ready> once React has committed its first render (hydrated the
 * prerendered page, or rendered the shell): from then on the page's controls are React's.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
