// The sync lock for work that must not overlap a sync run (sign-out clearing the device): the
// same Web Lock the engine runs under in the page and in the service worker.
import { SYNC_LOCK_NAME } from './engine';
import { webLock } from './ports';

export function withSyncLock<T>(fn: () => Promise<T>): Promise<T> {
  return webLock()(SYNC_LOCK_NAME, fn);
}
