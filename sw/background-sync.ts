// Background Sync (Chromium): the page registers SYNC_TAG when its outbox has entries; the
// browser fires 'sync' when connectivity returns, even if the tab was closed. The event is only
// a wake-up call: data lives in the IndexedDB outbox and the token is attached when sent.
//
// An open page is asked to drain (cheap: its runner is already up). With no page open, the
// worker drains itself (`drain`: the same engine under the same Web Lock). If it cannot (no
// `drain`, or the drain failed), the promise rejects so Chromium retries the sync later, except
// on its last attempt, when there is nothing more to gain from failing.
import { SYNC_TAG, type SyncRequestedMessage } from './protocol.ts';

export interface SyncEventLike {
  tag: string;
  lastChance?: boolean;
  waitUntil(promise: Promise<unknown>): void;
}

export interface MessageTarget {
  postMessage(message: SyncRequestedMessage): void;
}

export interface SyncDeps {
  /** The sync engine's worker entry point (drainFromWorker), used when no page is open. */
  drain?: () => Promise<void>;
  /** Open windows of this app (self.clients.matchAll with includeUncontrolled). */
  windows: () => Promise<readonly MessageTarget[]>;
}

export type WakeOutcome = 'asked-pages' | 'drained' | 'no-page' | 'drain-failed';

export async function wakeSync(deps: SyncDeps, lastChance = false): Promise<WakeOutcome> {
  const windows = await deps.windows();
  for (const target of windows) target.postMessage({ type: 'SYNC_REQUESTED' });
  if (windows.length > 0) return 'asked-pages';
  if (deps.drain) {
    try {
      await deps.drain();
      return 'drained';
    } catch (error) {
      if (lastChance) return 'drain-failed';
      throw error;
    }
  }
  if (lastChance) return 'no-page';
  throw new Error('No open StoryStack page to send the waiting changes; the browser will retry.');
}

/** The 'sync' listener: claims only our tag. Returns true when it handled the event. */
export function handleSyncEvent(event: SyncEventLike, deps: SyncDeps): boolean {
  if (event.tag !== SYNC_TAG) return false;
  event.waitUntil(wakeSync(deps, event.lastChance ?? false));
  return true;
}
