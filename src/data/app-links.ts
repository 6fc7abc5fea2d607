// The owner's external links the dashboard shows (bug-report form, booking page): build-time
// VITE_* values, else what the stand-in injected. Its own module so the landing page's first
// bundle does not carry it.
import { buildTimeEnv, injectedConfig } from './runtime-config';

/** An http(s) URL, or null for anything else (a typo in configuration must not become a link). */
export function webLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The owner's external links the dashboard shows: build-time, else injected; null when unset. */
export function configuredLinks(): { bugReportFormUrl: string | null; bookingUrl: string | null } {
  const built = buildTimeEnv();
  const injected = injectedConfig();
  return {
    bugReportFormUrl: webLink(built.bugReportFormUrl || injected?.bugReportFormUrl),
    bookingUrl: webLink(built.bookingUrl || injected?.bookingUrl),
  };
}
