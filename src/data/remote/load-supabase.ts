// The supabase client (and the Dexie-backed session storage it brings) is loaded on demand, so
// the landing page's first bundle stays small; every later call reuses the same module.
import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | null = null;
let announce: (supabase: SupabaseClient) => void = () => {};
const firstLoad = new Promise<SupabaseClient>((resolve) => {
  announce = resolve;
});

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabase').then(
    (m) => {
      announce(m.supabase);
      return m.supabase;
    },
    (error: unknown) => {
      client = null; // a chunk that failed to load (offline) is tried again next time
      throw error;
    },
  );
  return client;
}

/** Resolves once something (a sign-in, a form) has loaded the client. */
export function supabaseLoaded(): Promise<SupabaseClient> {
  return firstLoad;
}
