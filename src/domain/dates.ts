// Dates as people read them in tables: "12 Nov 2026", and "3 days ago" for recent activity.

/**
 * A date format made on its first use, not as its module loads: the first Intl call of a page
 * sets up ICU (20–30 ms), which a page that shows no date need not pay.
 */
export function lazyDateFormat(
  locales: string | undefined,
  options: Intl.DateTimeFormatOptions,
): (date: number | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locales, options)).format(date);
}

const medium = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '—' : medium(t);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
let relative: Intl.RelativeTimeFormat | undefined;

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '—';
  const diff = t - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) {
      relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
      return relative.format(Math.round(diff / ms), unit);
    }
  }
  return 'just now';
}
