// The service worker's entry point: Background Sync calls drainFromWorker(), which runs the
// same engine under the same Web Lock as the page, with the session shared through Dexie.
import { db } from '../data/db';
import { env } from '../data/env';
import { supabase } from '../data/supabase';
import { createRealEngine } from './setup';

export async function drainFromWorker(): Promise<void> {
  const { engine } = createRealEngine({ db, client: supabase, url: env.supabaseUrl, anonKey: env.anonKey });
  const report = await engine.run({ pull: true });
  // Rejecting makes Chromium retry the sync event later.
  if (report.outcome === 'waiting' && report.pending > 0)
    throw new Error(`${report.pending} changes are still waiting to sync.`);
}
