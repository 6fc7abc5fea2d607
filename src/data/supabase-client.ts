// Builds a supabase-js client on the kv-backed session storage. The page's one client lives in
// supabase.ts; the service worker makes its own from the stored config (it must not import
// supabase.ts, whose client is built from the page's settings at load).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { kvAuthStorage } from './auth-storage';

export interface ClientConfig {
  supabaseUrl: string;
  anonKey: string;
}

export function createAppClient(config: ClientConfig, options: { autoRefreshToken?: boolean } = {}): SupabaseClient {
  return createClient(config.supabaseUrl, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      detectSessionInUrl: false,
      storage: kvAuthStorage,
    },
  });
}
