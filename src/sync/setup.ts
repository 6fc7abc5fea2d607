// Wires the engine to the real world (Dexie mirror, supabase-js, navigator.locks). Used by the
// page (startSync) and the service worker (drainFromWorker) alike.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoryStackDb } from '../data/mirror/db';
import { createSyncEngine, type SyncEngine } from './engine';
import { fileQueuedAnswer } from '../data/mirror/conversations';
import { keepGenerationCoaching } from '../data/mirror/generation-coaching';
import { noticeGeneration } from '../data/mirror/generation-notices';
import { publishSyncEvent } from './events';
import { createDexieStore, type LocalStore } from './local-store';
import { webLock } from './ports';
import { createHttpRemote } from './remote';
import { supabaseAuthPort } from './supabase-auth';

export interface RealSyncOptions {
  db: StoryStackDb;
  client: SupabaseClient;
  url: string;
  anonKey: string;
}

/** navigator.onLine in a page or a worker (true where there is no navigator). */
function isOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

export function createRealEngine(options: RealSyncOptions): { engine: SyncEngine; store: LocalStore } {
  const store = createDexieStore(options.db);
  const engine = createSyncEngine({
    store,
    remote: createHttpRemote({ url: options.url, anonKey: options.anonKey }),
    auth: supabaseAuthPort(options.client),
    clock: { now: () => Date.now() },
    random: Math.random,
    connectivity: { isOnline: () => isOnline() },
    lock: webLock(),
    onEvent: (event) => {
      publishSyncEvent(event);
      // Kept in the mirror, so the bell and the conversation have it even when another tab or
      // the worker (with no page open) ran the call.
      if (event.type === 'invoke-done') {
        noticeGeneration(event, options.db).catch(() => undefined);
        keepGenerationCoaching(event, options.db).catch(() => undefined);
        fileQueuedAnswer(event, options.db).catch(() => undefined);
      }
    },
  });
  return { engine, store };
}
