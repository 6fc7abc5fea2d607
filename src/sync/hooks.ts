// React glue for sync events (kept out of the engine, which has no React).
import { useEffect, useRef } from 'react';
import type { SyncEvent } from './engine';
import { subscribeSyncEvents } from './events';

/** Calls `handler` for each sync event of the given type (e.g. 'invoke-done', 'conflict'). */
export function useSyncEvent<T extends SyncEvent['type']>(
  type: T,
  handler: (event: Extract<SyncEvent, { type: T }>) => void,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(
    () =>
      subscribeSyncEvents((e) => {
        if (e.type === type) ref.current(e as Extract<SyncEvent, { type: T }>);
      }),
    [type],
  );
}
