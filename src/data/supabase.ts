// The one supabase-js client of the browser app. Its auth session lives in the Dexie kv table
// (kvAuthStorage) so the page and the service worker share it.
import { createClient } from '@supabase/supabase-js';
import { kvAuthStorage } from './auth-storage';
import { env } from './env';

export const supabase = createClient(env.supabaseUrl, env.anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storage: kvAuthStorage },
});
