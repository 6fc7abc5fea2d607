// Builds a supabase-js client on the kv-backed session storage. The page's one client lives in
// supabase.ts; the service worker makes its own from the stored config (it must not import
// supabase.ts, whose client is built from the page's settings at load).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { kvAuthStorage } from './auth-storage';

export interface ClientConfig {
  supabaseUrl: string;
  anonKey: string;
}

/**
 * Every request supabase-js makes (session refresh and its retries included) gives up after this
 * long: a network that takes requests and never answers must not hold anything forever.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** fetch with a deadline, keeping the caller's own abort signal. */
export function fetchWithTimeout(timeoutMs: number, base: typeof fetch = (...a) => fetch(...a)): typeof fetch {
  return (input, init = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return base(input, { ...init, signal });
  };
}

export function createAppClient(config: ClientConfig, options: { autoRefreshToken?: boolean } = {}): SupabaseClient {
  return createClient(config.supabaseUrl, config.anonKey, {
    global: { fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS) },
    auth: {
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      detectSessionInUrl: false,
      storage: kvAuthStorage,
    },
  });
}
