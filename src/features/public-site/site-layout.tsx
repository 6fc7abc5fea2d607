import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteSession } from './site-header';

export function SiteLayout({ session }: { session: SiteSession }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader session={session} />
      <main id="main" className="flex-1">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
