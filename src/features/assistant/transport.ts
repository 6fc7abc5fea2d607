// The assistant's transport in the app: the configured server and the session's token.
import { env } from '../../data/config/config';
import { loadSupabase } from '../../data/remote/load-supabase';
import type { AssistantTransport } from './chat-client';

export const appTransport: AssistantTransport = {
  url: env.supabaseUrl,
  anonKey: env.anonKey,
  async token() {
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token ?? null;
  },
};
