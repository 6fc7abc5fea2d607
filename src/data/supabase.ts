// The one supabase-js client of the browser app. The offline-first work swaps the auth
// storage for the Dexie key-value store so the page and the service worker share the session.
import { createClient } from '@supabase/supabase-js';
import { env } from './env';

export const supabase = createClient(env.supabaseUrl, env.anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});
