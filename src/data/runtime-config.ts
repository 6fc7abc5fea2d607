/// <reference types="vite/client" />
// The settings a page can read without validating them: build-time VITE_* values, else what the
// stand-in injected into the HTML (a JSON block, #storystack-config). env.ts validates the whole set with
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
    // The publishable key (sb_publishable_…) plays the anon key's part; either name works.
    anonKey: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
    ownerName: import.meta.env.VITE_OWNER_NAME || undefined,
    bugReportFormUrl: import.meta.env.VITE_BUG_REPORT_FORM_URL || undefined,
    bookingUrl: import.meta.env.VITE_BOOKING_URL || undefined,
  };
}

/** The id of the JSON block the stand-in puts in <head> (RUNTIME_CONFIG_ID in static.ts). */
const CONFIG_ELEMENT_ID = 'storystack-config';
let fromPage: InjectedConfig | undefined;

/** The JSON block in the page (kept once read); none in a worker, a test or a page served without one. */
function pageConfig(): InjectedConfig | undefined {
  if (fromPage) return fromPage;
  const doc = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } })
    .document;
  const text = doc?.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') fromPage = parsed as InjectedConfig;
  } catch {
    // A broken block counts as none: the build-time values and defaults apply.
  }
  return fromPage;
}

/** What the stand-in injected; the prerender step sets `globalThis.__STORYSTACK__` instead. */
export function injectedConfig(): InjectedConfig | undefined {
  return (globalThis as { __STORYSTACK__?: InjectedConfig }).__STORYSTACK__ ?? pageConfig();
}

/** The coach's name the copy uses: build-time, else injected, else the default. */
export function configuredOwnerName(): string {
  return buildTimeEnv().ownerName || injectedConfig()?.ownerName || DEFAULT_OWNER_NAME;
}
