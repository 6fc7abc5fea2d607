// What an admin screen shows while its server data is not there: loading, no network, or the
// spec's failure message with a way to try again.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { LiveQueryState } from '../hooks/use-live-server-query';
import { lazyDateFormat } from '../../../domain/dates';

interface ServerStateProps<T> {
  state: LiveQueryState<T> & { reload: () => void };
  /** Loading label, e.g. "Loading users". */
  loading: string;
  /** The spec's message for a failed load, e.g. "Failed to load users". */
  failed: string;
  /** What the offline notice says is missing, e.g. "the user list". */
  what: string;
  children: (data: T, refreshing: boolean) => ReactNode;
}

export function ServerState<T>({ state, loading, failed, what, children }: ServerStateProps<T>) {
  if (state.status === 'ready') return <>{children(state.data, state.refreshing)}</>;
  if (state.status === 'loading') {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-slate-700">
        <Spinner label={loading} />
        <span aria-hidden="true">{loading}…</span>
      </div>
    );
  }
  if (state.status === 'offline') {
    return (
      <div
        role="status"
        data-testid="admin-offline"
        className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <p className="font-semibold">You&rsquo;re offline.</p>
        <p className="mt-1">
          Admin screens show live server data, so {what} appears once this device is back online. Your own stories keep
          working offline.
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{failed}</p>
      <p className="mt-1">Check your connection, then try again. If it keeps failing, sign out and back in.</p>
      <Button variant="secondary" className="mt-3" onClick={state.reload}>
        Try again
      </Button>
    </div>
  );
}

const dateFormat = lazyDateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Nov 24, 2026"; an unreadable value shows as a dash. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(date);
}

/** An admin section: heading, optional actions, content. */
export function AdminSection({
  id,
  title,
  description,
  actions,
  className = '',
  children,
}: {
  id: string;
  className?: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
