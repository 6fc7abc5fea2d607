// Composition only: providers around the router, and the toast stack.
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../features/auth/auth-provider';
import { Toaster } from '../components/ui/toaster';
import { PwaLayer } from './pwa/pwa-layer';
import { router } from './router';

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster />
      <PwaLayer />
    </AuthProvider>
  );
}
