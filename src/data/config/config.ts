/// <reference types="vite/client" />
// The app's configuration, in one place: build-time VITE_* values win; otherwise the local stand-in
// injects its config into index.html (a JSON block, #storystack-config), so one build works on any
// port; the service worker, which has no page, reads the config the page kept in the kv table.
// This module is on the public pages' first load (they read the owner's name) and in the service
// worker, so it imports neither zod nor Dexie (the landing page loads neither), and it has no DOM
// types. The reference above gives import.meta.env its types in every program that imports this.
import type { StoryStackDb } from '../mirror/db';

/** What the stand-in injects into index.html (supabase/local/static.ts). */
export interface InjectedConfig {
  supabaseUrl?: string;
  anonKey?: string;
  ownerName?: string;
  bugReportFormUrl?: string;
  bookingUrl?: string;
}

/** The settings the signed-in app needs: where the project is, its anon key, the coach's name. */
export interface AppEnv {
  supabaseUrl: string;
  anonKey: string;
  ownerName: string;
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

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value.trim());
    return true;
  } catch {
    return false;
  }
}

/**
 * The config if every setting is valid (a URL, an anon key of 20+ characters, a name of 1 to 40),
 * else null; the result holds only those three settings. Checked by hand rather than with zod so
 * that the public pages' first bundle does not carry zod.
 */
export function parseAppEnv(value: unknown): AppEnv | null {
  if (!value || typeof value !== 'object') return null;
  const { supabaseUrl, anonKey, ownerName } = value as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || !parsesAsUrl(supabaseUrl)) return null;
  if (typeof anonKey !== 'string' || anonKey.length < 20) return null;
  if (typeof ownerName !== 'string' || ownerName.length < 1 || ownerName.length > 40) return null;
  return { supabaseUrl, anonKey, ownerName };
}

function validAppEnv(value: unknown): AppEnv {
  const parsed = parseAppEnv(value);
  if (!parsed) throw new Error('The app configuration is not valid (supabaseUrl, anonKey or ownerName).');
  return parsed;
}

function readEnv(): AppEnv {
  const built = buildTimeEnv();
  const injected = injectedConfig();
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return validAppEnv({
    supabaseUrl: built.supabaseUrl || injected?.supabaseUrl || origin,
    anonKey: built.anonKey || injected?.anonKey || 'missing-anon-key-run-the-stand-in',
    ownerName: configuredOwnerName(),
  });
}

let pageEnv: AppEnv | undefined;
const resolvedEnv = (): AppEnv => (pageEnv ??= readEnv());

/**
 * The page's settings, read and checked on first use (the public pages load this module and never
 * use them). A service worker must use workerAppConfig() instead.
 */
export const env: AppEnv = {
  get supabaseUrl() {
    return resolvedEnv().supabaseUrl;
  },
  get anonKey() {
    return resolvedEnv().anonKey;
  },
  get ownerName() {
    return resolvedEnv().ownerName;
  },
};

// The page's resolved config kept in the kv table so the service worker can reach the same
// project: the worker has no page config block (the stand-in injects that into index.html only).
// The page writes it when sync starts and before every Background Sync registration
// (clearLocalData empties kv on sign-out).
export const APP_CONFIG_KEY = 'app:config';

/** Stores the config unless the same one is already there; refuses an invalid one. */
export async function rememberAppConfig(config: AppEnv, target: StoryStackDb): Promise<void> {
  const value = validAppEnv(config);
  const current = await storedAppConfig(target);
  if (
    current &&
    current.supabaseUrl === value.supabaseUrl &&
    current.anonKey === value.anonKey &&
    current.ownerName === value.ownerName
  )
    return;
  await target.kv.put({ key: APP_CONFIG_KEY, value });
}

/** The config a page stored, or null (never stored, cleared, or not valid). */
export async function storedAppConfig(target: StoryStackDb): Promise<AppEnv | null> {
  const record = await target.kv.get(APP_CONFIG_KEY);
  return parseAppEnv(record?.value);
}

/**
 * The config the service worker uses: build-time VITE_* values win, the stored page config
 * fills the rest. Null when the URL or anon key is known from neither (no page has run yet).
 */
export async function workerAppConfig(
  target: StoryStackDb,
  built: Partial<AppEnv> = buildTimeEnv(),
): Promise<AppEnv | null> {
  const stored = await storedAppConfig(target);
  return parseAppEnv({
    supabaseUrl: built.supabaseUrl || stored?.supabaseUrl,
    anonKey: built.anonKey || stored?.anonKey,
    ownerName: built.ownerName || stored?.ownerName || DEFAULT_OWNER_NAME,
  });
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
