// Asks the browser for a Background Sync (Chromium): when connectivity returns, even with the
// tab closed, the worker wakes the sync engine. Elsewhere it resolves false and the engine's
// own triggers (online, visibility, timer) do the work.
import { SYNC_TAG } from '../../../sw/protocol.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(
  serviceWorker: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  if (!serviceWorker) return false;
  try {
    const registration = (await serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManagerLike };
    if (!registration.sync) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    // Permission denied or unsupported: the page's own triggers still drain the outbox.
    return false;
  }
}
