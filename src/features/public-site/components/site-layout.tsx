import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteSession } from './site-header';
import { resumeQueuedVisitorWrites } from '../visitor-writes';

const RESUME_DELAY_MS = 2000;

export function SiteLayout({ session }: { session: SiteSession }) {
  // After the page has settled, send anything a previous offline visit left in the outbox.
  useEffect(() => {
    const id = setTimeout(() => void resumeQueuedVisitorWrites().catch(() => undefined), RESUME_DELAY_MS);
    return () => clearTimeout(id);
  }, []);
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
