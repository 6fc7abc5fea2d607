// Dates as the settings page shows them: in the reader's locale and time zone.
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Not known yet';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Not known yet';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
