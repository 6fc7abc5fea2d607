// Which key a function calls Supabase with. Supabase hands Edge Functions the new keys as JSON
// dictionaries (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS: {"default": "sb_…"}); a
// self-hosted setup may set one key (SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY). When a new
// key is there it is used, else the legacy JWT key (SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY).
import type { FunctionEnv } from './http.ts';

/** The `default` key of a JSON dictionary (or its first), else the single key, else undefined. */
function newKey(dictionary: string | undefined, single: string | undefined): string | undefined {
  if (dictionary) {
    try {
      const keys = JSON.parse(dictionary) as unknown;
      if (keys && typeof keys === 'object' && !Array.isArray(keys)) {
        const values = keys as Record<string, unknown>;
        const chosen = values.default ?? Object.values(values)[0];
        if (typeof chosen === 'string' && chosen) return chosen;
      }
    } catch {
      // Not JSON: fall through to the single key.
    }
  }
  return single || undefined;
}

/** The `apikey` for calls made as the caller (their token decides who they are). */
export function publicApiKey(env: FunctionEnv): string {
  return newKey(env.SUPABASE_PUBLISHABLE_KEYS, env.SUPABASE_PUBLISHABLE_KEY) ?? env.SUPABASE_ANON_KEY ?? '';
}

/**
 * Headers for an admin call (Auth admin, service-role REST): the secret key alone in `apikey`,
 * which the gateway serves as service_role, or the legacy service-role JWT as key and bearer.
 */
export function adminHeaders(env: FunctionEnv): Record<string, string> {
  const secret = newKey(env.SUPABASE_SECRET_KEYS, env.SUPABASE_SECRET_KEY);
  if (secret) return { apikey: secret };
  const legacy = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return { apikey: legacy, authorization: `Bearer ${legacy}` };
}
