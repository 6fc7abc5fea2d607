// Sync events for the UI ("your generated story is ready", "a conflict needs you"), without
// the UI reaching into the engine.
import type { SyncEvent } from './engine';

type Listener = (event: SyncEvent) => void;
const listeners = new Set<Listener>();

export function subscribeSyncEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishSyncEvent(event: SyncEvent): void {
  for (const l of listeners) l(event);
}

/** Resolves when the queued function call with this entry id has succeeded. */
export function waitForInvoke(entryId: string): Promise<unknown> {
  return new Promise((resolve) => {
    const off = subscribeSyncEvents((e) => {
      if (e.type === 'invoke-done' && e.entryId === entryId) {
        off();
        resolve(e.result);
      }
    });
  });
}
