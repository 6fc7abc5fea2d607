// Sync events for the UI ("your generated story is ready", "a conflict needs you"), without
// the UI reaching into the engine. Every page of the app hears every event, whichever context's
// engine sent the request: runs take a Web Lock shared by all tabs and the service worker, so the
// tab that queued a call is often not the one that sends it (a second tab, or the worker's drain).
import type { SyncEvent } from './engine';

type Listener = (event: SyncEvent) => void;
const listeners = new Set<Listener>();

/** The other tabs and workers of this origin (a channel never hears its own messages). */
export const SYNC_EVENTS_CHANNEL = 'storystack-sync-events';
let channel: BroadcastChannel | null | undefined;

function otherContexts(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel(SYNC_EVENTS_CHANNEL);
  (channel as { unref?: () => void }).unref?.(); // Node (tests): do not keep the process alive
  channel.onmessage = (message: MessageEvent<SyncEvent>) => deliver(message.data);
  return channel;
}

function deliver(event: SyncEvent): void {
  for (const l of listeners) l(event);
}

export function subscribeSyncEvents(listener: Listener): () => void {
  otherContexts();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bookkeeping of the run that made them, many a run (one per push acknowledged): not sent on. */
const THIS_CONTEXT_ONLY: ReadonlySet<SyncEvent['type']> = new Set(['acked', 'pulled']);

export function publishSyncEvent(event: SyncEvent): void {
  deliver(event);
  if (THIS_CONTEXT_ONLY.has(event.type)) return;
  try {
    otherContexts()?.postMessage(event);
  } catch {
    // An event that cannot be cloned stays in this context; what it tells is also in the mirror.
  }
}
