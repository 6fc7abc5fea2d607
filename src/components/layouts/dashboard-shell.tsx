// The signed-in layout: header (logo, menu toggle, notifications, settings, sync state, user),
// a sidebar that slides in on small screens and stays fixed on large ones, main content, footer.
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../ui/spinner';
import { toast } from '../ui/toast-store';
import { startSync } from '../../sync/start-sync';
import { replayJournal } from '../../data/story-text';
import { useAuth } from '../../data/auth/use-auth';
import { NotificationsMenu } from './notifications-menu';
import { SyncIndicator } from './sync-indicator';
import { useNotificationSources } from './use-notification-sources';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';
import { Icon } from '../icons/icons';

export function DashboardShell() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const email = user?.email ?? '';
  useNotificationSources();

  // The page's sync runner (idempotent: a second call returns the running one). It keeps
  // running for the life of the tab, so it is not stopped when the shell unmounts.
  const userId = user?.id ?? null;
  useEffect(() => {
    // Text a closed or crashed tab typed but never got into the mirror goes in first.
    const replay = userId ? replayJournal(userId) : Promise.resolve(0);
    void replay.catch(() => toast.error('Failed to save section')).finally(() => startSync());
  }, [userId]);

  // Close the slide-in menu after navigating.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header data-top-bar className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="dashboard-sidebar"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
          <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-brand-900">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white"
            >
              S
            </span>
            <span className="hidden sm:inline">StoryStack</span>
            <span className="sr-only sm:hidden">StoryStack home</span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            <SyncIndicator />
            <NotificationsMenu />
            {/* On a phone Settings is in the menu: the top bar has no room for every icon. */}
            <Link
              to="/dashboard/settings"
              className="hidden rounded-lg p-2 text-slate-600 hover:bg-slate-100 sm:block"
              aria-label="Settings"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="12" cy="12" r="3" />
                <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
              </svg>
            </Link>
            <UserMenu email={email} />
            {/* The chat launcher's place below xl (it is fixed, see ChatWidget). */}
            <span aria-hidden="true" className="size-10 shrink-0 xl:hidden" />
          </div>
        </div>
      </header>

      <div className="flex flex-1">
        {menuOpen ? (
          <button
            type="button"
            aria-label="Close menu"
            tabIndex={-1}
            className="fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-900/40 lg:hidden"
            onClick={() => setMenuOpen(false)}
          />
        ) : null}
        <Sidebar open={menuOpen} />
        <main id="dashboard-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10">
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <footer className="border-t border-slate-200 bg-white px-6 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} StoryStack. Your story is money.
      </footer>
    </div>
  );
}
