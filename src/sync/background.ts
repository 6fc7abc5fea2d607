// The service worker's entry point: Background Sync calls drainFromWorker() when no page is open.
// It runs the same engine under the same Web Lock as the page ('storystack-sync'), with the
// session shared through the kv table. The worker has no page config block, so it reads the
// config the page stored (build-time VITE_* values win), and it builds its own supabase-js client:
// it must not import src/data/remote/supabase.ts or use src/data/config/config.ts's `env` (the page's settings).
import type { SupabaseClient } from '@supabase/supabase-js';
import { workerAppConfig } from '../data/config/config';
import { db } from '../data/mirror/db';
import { createAppClient } from '../data/remote/supabase-client';
import { createRealEngine } from './setup';

let cached: { key: string; client: SupabaseClient } | null = null;

/** One client per worker lifetime (per config), not one per sync event. */
function clientFor(config: { supabaseUrl: string; anonKey: string }): SupabaseClient {
  const key = `${config.supabaseUrl}\n${config.anonKey}`;
  // No refresh timer in the worker: the engine reads (and refreshes) the session at send time.
  if (cached?.key !== key) cached = { key, client: createAppClient(config, { autoRefreshToken: false }) };
  return cached.client;
}

export async function drainFromWorker(): Promise<void> {
  const config = await workerAppConfig(db);
  if (!config) throw new Error('No StoryStack settings stored yet; a page has to run sync once first.');
  const { engine } = createRealEngine({
    db,
    client: clientFor(config),
    url: config.supabaseUrl,
    anonKey: config.anonKey,
  });
  const report = await engine.run({ pull: true });
  // Rejecting makes Chromium retry the sync event later. A run that needs a sign-in is not
  // retried: only the user can fix it, and the page will send once they have.
  if ((report.outcome === 'waiting' || report.outcome === 'offline') && report.pending > 0)
    throw new Error(`${report.pending} changes are still waiting to sync.`);
}
