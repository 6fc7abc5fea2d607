// AuthPort over supabase-js: the session is read (and refreshed when expired) at send time.
// A refresh that fails for lack of network keeps the session (supabase-js only drops it when
// the server refuses the refresh token), so nobody is signed out by being offline.
import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import type { AuthPort } from './ports';

export function supabaseAuthPort(client: SupabaseClient): AuthPort {
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      if (error && isAuthRetryableFetchError(error))
        throw new Error('Could not reach the server to refresh your session.');
      const session = data.session;
      if (!session) return null;
      return { accessToken: session.access_token, userId: session.user.id };
    },
    async refresh() {
      const { data, error } = await client.auth.refreshSession();
      return !error && Boolean(data.session);
    },
  };
}
