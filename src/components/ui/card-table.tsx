// A table on a laptop, a list of cards on a phone (the admin screens' tables and the coach's
// recent clients): no sideways scrolling and no word cut in two at 390 px.
import type { ReactNode } from 'react';

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
 * (the cell's data-label, see CardTable); a cell with no data-label (row actions) starts at the
 * card's edge, with no gap before it. From `sm` up, a table cell.
 */
export const TD = [
  'block px-4 py-1 align-top break-words text-slate-800 sm:table-cell sm:px-3 sm:py-2.5',
  '[&[data-label]]:before:mr-2 before:text-xs before:font-semibold before:tracking-wide before:text-slate-600 before:uppercase',
  'before:content-[attr(data-label)] empty:hidden sm:before:content-none sm:empty:table-cell',
].join(' ');

/**
 * A table on a laptop, a list of cards on a phone: no sideways scrolling and no word cut in two
 * at 390 px. `columns` are the visible headings (give each row's cells the same names as
 * data-label, shown before the value on a phone); `hiddenLast` names a last column (row actions)
 * for screen readers only. The headings stay in the accessibility tree on a phone (sr-only).
 */
export function CardTable({
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
