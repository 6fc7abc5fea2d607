/// <reference types="vite/client" />
// The settings a page can read without validating them: build-time VITE_* values, else what the
// stand-in injected into the HTML (window.__STORYSTACK__). env.ts validates the whole set with
// zod; the public pages only need the owner's name, and read it here so their first bundle does
// not carry zod.

/** What the stand-in injects into index.html (supabase/local/static.ts). */
export interface InjectedConfig {
  supabaseUrl?: string;
  anonKey?: string;
  ownerName?: string;
  bugReportFormUrl?: string;
  bookingUrl?: string;
}

export const DEFAULT_OWNER_NAME = 'Stacy';

/** The VITE_* values baked in at build time (empty strings count as absent). */
export function buildTimeEnv(): InjectedConfig {
  return {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || undefined,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
    ownerName: import.meta.env.VITE_OWNER_NAME || undefined,
    bugReportFormUrl: import.meta.env.VITE_BUG_REPORT_FORM_URL || undefined,
    bookingUrl: import.meta.env.VITE_BOOKING_URL || undefined,
  };
}

export function injectedConfig(): InjectedConfig | undefined {
  return (globalThis as { __STORYSTACK__?: InjectedConfig }).__STORYSTACK__;
}

/** The coach's name the copy uses: build-time, else injected, else the default. */
export function configuredOwnerName(): string {
  return buildTimeEnv().ownerName || injectedConfig()?.ownerName || DEFAULT_OWNER_NAME;
}

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
