// startSync(): the page's runner. Call once after the app mounts; returns a stop function.
import { SYNC_TAG, isSyncRequestedMessage } from '../../sw/protocol';
import { rememberAppConfig } from '../data/config/config';
import { db } from '../data/mirror/db';
import { env } from '../data/config/config';
import { onOutboxChange } from '../data/mirror/outbox';
import { supabase } from '../data/remote/supabase';
import { SYNC_TABLES } from '../domain/sync-protocol';
import { createPullGate, REALTIME_JOIN_WAIT_MS } from './pull-gate';
import { createSyncRunner, type SyncRunner } from './runner';
import { createRealEngine } from './setup';
import { useSyncStore } from './sync-store';
import { installTriggers } from './triggers';

let active: { runner: SyncRunner; stop: () => void } | null = null;

/** Keeps this page's config in kv for the service worker (sign-out's clearLocalData empties kv). */
async function storeConfigForWorker(): Promise<void> {
  try {
    await rememberAppConfig(env, db);
  } catch (error) {
    console.warn('Could not store the settings for background sync', error);
  }
}

let configStored: Promise<void> = Promise.resolve();
let lastRegisteredAt = -Infinity;
/** A registered tag stays until the browser fires it: once a few seconds is enough, not per keystroke. */
const REGISTER_EVERY_MS = 5_000;

/** Asks the browser to wake the service worker when connectivity returns (Chromium only). */
async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (Date.now() - lastRegisteredAt < REGISTER_EVERY_MS) return;
  lastRegisteredAt = Date.now();
  // Before registering: the worker drains with this config when no page is open.
  await configStored;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox): the timer and 'online' triggers cover it.
  }
}

export function startSync(): () => void {
  if (active) return active.stop;
  configStored = storeConfigForWorker();
  lastRegisteredAt = -Infinity;
  const { engine, store } = createRealEngine({ db, client: supabase, url: env.supabaseUrl, anonKey: env.anonKey });
  const runner = createSyncRunner({
    engine,
    counts: async () => {
      const s = await store.summary();
      return { pending: s.pending, attention: s.attention };
    },
    isOnline: () => navigator.onLine !== false,
    now: () => Date.now(),
    setState: (patch) => useSyncStore.getState().set(patch),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });

  // One pull per page load, not two: pulls wait for the Realtime channel to join (src/sync/pull-gate.ts).
  // Held from the start, since whether a channel opens is known only once the session is read.
  const gate = createPullGate({
    pull: () => void runner.request('realtime', { pull: true }),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    waitMs: REALTIME_JOIN_WAIT_MS,
  });
  gate.hold();

  // Realtime only while signed in (visitors on the public site never open a socket for it).
  const realtime = (listener: () => void) => {
    let channel: ReturnType<typeof supabase.channel> | null = null;
    const follow = (signedIn: boolean) => {
      if (signedIn && !channel) {
        gate.hold();
        channel = supabase.channel('storystack-sync');
        // sync_scopes: the user's own scope moved (an access change); the pull settles it.
        for (const table of [...SYNC_TABLES, 'sync_scopes']) {
          channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => listener());
        }
        channel.subscribe((status) => {
          // After every (re)subscribe: catch up with the cursor, since Realtime may have missed
          // rows. Not joined (an error, a timeout): a held pull goes without the channel.
          if (status === 'SUBSCRIBED') gate.joined();
          else gate.open();
        });
      } else if (!signedIn) {
        if (channel) void supabase.removeChannel(channel);
        channel = null;
        gate.open();
      }
    };
    void supabase.auth.getSession().then(({ data }) => follow(Boolean(data.session)));
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      // Deferred: supabase-js holds its auth lock while this callback runs.
      setTimeout(() => {
        follow(Boolean(session));
        // The session returned (signed in, token refreshed after being offline): send what waits.
        if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') listener();
      }, 0);
    });
    return () => {
      data.subscription.unsubscribe();
      follow(false);
    };
  };

  const workerMessages = (listener: () => void) => {
    if (!('serviceWorker' in navigator)) return () => undefined;
    const onMessage = (event: MessageEvent) => {
      if (isSyncRequestedMessage(event.data)) listener();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  };

  const dispose = installTriggers(
    {
      window,
      document,
      onOutboxChange: (l) =>
        onOutboxChange(() => {
          l();
          void registerBackgroundSync();
        }),
      onServerChange: realtime,
      onWorkerRequest: workerMessages,
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
    {
      // A run while the channel joins sends what waits now and leaves the pull to the join.
      run: (reason) => void runner.request(reason, { pull: gate.pullNow() }),
      localWrite: () => runner.noteLocalWrite(),
      offline: () => useSyncStore.getState().set({ state: 'offline' }),
    },
  );

  const stop = () => {
    gate.stop();
    dispose();
    runner.stop();
    active = null;
  };
  active = { runner, stop };
  return stop;
}

/**
 * Sync now (a "Sync now" button, or before the device changes hands); resolves when the run is
 * over. A page with no runner (the sign-in page) makes one run of its own, under the same lock.
 */
export async function syncNow({ pull = true }: { pull?: boolean } = {}): Promise<void> {
  if (active) {
    await active.runner.runNow({ pull });
    return;
  }
  const { engine } = createRealEngine({ db, client: supabase, url: env.supabaseUrl, anonKey: env.anonKey });
  await engine.run({ pull });
}
