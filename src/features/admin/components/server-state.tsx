// What an admin screen shows while its server data is not there: loading, no network, or the
// spec's failure message with a way to try again.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { LiveQueryState } from '../hooks/use-live-server-query';

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

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Nov 24, 2026"; an unreadable value shows as a dash. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
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

/**
 * An address that may wrap only where it divides, before its "@" (not at a hyphen or dot of its
 * name or domain): long addresses side by side in
 * a laptop's table would otherwise push it wider than the screen or cut a name in two.
 */
export function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      <span className="whitespace-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at)}</span>
    </>
  );
}

const TH = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';
/**
 * A cell. Below `sm` each row is a card and each cell a line of it, headed by its column's name
 * (the cell's data-label, see AdminTable); from `sm` up, a table cell.
 */
export const TD = [
  'block px-4 py-1 align-top break-words text-slate-800 sm:table-cell sm:px-3 sm:py-2.5',
  'before:mr-2 before:text-xs before:font-semibold before:tracking-wide before:text-slate-600 before:uppercase',
  'before:content-[attr(data-label)] empty:hidden sm:before:content-none sm:empty:table-cell',
].join(' ');

/**
 * A table on a laptop, a list of cards on a phone: no sideways scrolling and no word cut in two
 * at 390 px. `columns` are the visible headings (give each row's cells the same names as
 * data-label, shown before the value on a phone); `hiddenLast` names a last column (row actions)
 * for screen readers only. The headings stay in the accessibility tree on a phone (sr-only).
 */
export function AdminTable({
  testId,
  columns,
  hiddenLast,
  children,
}: {
  testId: string;
  columns: readonly string[];
  hiddenLast?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <table className="block w-full text-left text-sm sm:table sm:divide-y sm:divide-slate-200" data-testid={testId}>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={TH}>
                {c}
              </th>
            ))}
            {hiddenLast ? (
              <th scope="col" className={TH}>
                <span className="sr-only">{hiddenLast}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 [&>tr]:block [&>tr]:rounded-lg [&>tr]:border [&>tr]:border-slate-200 [&>tr]:py-2 sm:[&>tr]:table-row sm:[&>tr]:rounded-none sm:[&>tr]:border-0 sm:[&>tr]:py-0">
          {children}
        </tbody>
      </table>
    </div>
  );
}
