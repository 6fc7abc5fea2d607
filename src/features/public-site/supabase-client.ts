// The supabase client (and the Dexie-backed session storage it brings) is loaded on demand, so
// the landing page's first bundle stays small; every later call reuses the same module.
import type { SupabaseClient } from '@supabase/supabase-js';

export function loadSupabase(): Promise<SupabaseClient> {
  return import('../../data/supabase').then((m) => m.supabase);
}
