// What wakes the runner in a page: start-up, 'online', the tab becoming visible, a new outbox
// entry, a timer while the app is open, Realtime changes (a signal to pull, never the data),
// and a Background Sync message from the service worker.
export interface TriggerTargets {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState?: string };
  /** Subscribes to committed local writes; returns an unsubscribe. */
  onOutboxChange?: (listener: () => void) => () => void;
  /** Subscribes to server change signals (Realtime); returns an unsubscribe. */
  onServerChange?: (listener: () => void) => () => void;
  /** Subscribes to "please drain" messages from the service worker; returns an unsubscribe. */
  onWorkerRequest?: (listener: () => void) => () => void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface TriggerHandlers {
  run(reason: 'startup' | 'online' | 'visible' | 'timer' | 'realtime' | 'background-sync'): void;
  localWrite(): void;
  offline(): void;
}

export const DEFAULT_SYNC_INTERVAL_MS = 60_000;

export function installTriggers(
  targets: TriggerTargets,
  handlers: TriggerHandlers,
  intervalMs = DEFAULT_SYNC_INTERVAL_MS,
): () => void {
  const onOnline = () => handlers.run('online');
  const onOffline = () => handlers.offline();
  const onVisibility = () => {
    if (!targets.document || targets.document.visibilityState === 'visible') handlers.run('visible');
  };
  targets.window.addEventListener('online', onOnline);
  targets.window.addEventListener('offline', onOffline);
  targets.document?.addEventListener('visibilitychange', onVisibility);
  const unsubscribers = [
    targets.onOutboxChange?.(() => handlers.localWrite()),
    targets.onServerChange?.(() => handlers.run('realtime')),
    targets.onWorkerRequest?.(() => handlers.run('background-sync')),
  ];
  const timer = targets.setInterval(() => {
    if (!targets.document || targets.document.visibilityState !== 'hidden') handlers.run('timer');
  }, intervalMs);
  handlers.run('startup');
  return () => {
    targets.window.removeEventListener('online', onOnline);
    targets.window.removeEventListener('offline', onOffline);
    targets.document?.removeEventListener('visibilitychange', onVisibility);
    for (const u of unsubscribers) u?.();
    targets.clearInterval(timer);
  };
}
