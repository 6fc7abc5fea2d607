// Composition only: providers around the router, and the toast stack. The browser passes its
// router; the build-time prerender (prerender.tsx) wraps a static router in the same frame, so
// both render the same tree and the prerendered HTML hydrates without a mismatch.
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth/auth-provider';
import { Toaster } from '../components/ui/toaster';
import { PwaLayer } from './pwa/pwa-layer';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
      <PwaLayer />
    </AuthProvider>
  );
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
