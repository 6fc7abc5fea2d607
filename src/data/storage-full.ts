// The device is out of storage space: the browser refused a localStorage or IndexedDB write.
// The text is not lost (it stays in the writer's memory and on screen), but the user must be
// told plainly, and offered what frees space.

export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so your latest text is not saved on it yet. It stays here on screen: keep this tab open, free some space, and it is saved at once.';

/** A QuotaExceededError from localStorage or IndexedDB (Dexie keeps the name, or wraps it). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = (e as { inner?: unknown }).inner;
  }
  return false;
}
