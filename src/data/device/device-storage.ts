// Storage helpers for settings and the dashboard: how much this device holds, and asking the
// browser not to evict it (IndexedDB holds unsent work, so eviction could lose typed text).

export interface StorageEstimateLike {
  usage?: number;
  quota?: number;
}

/** The parts of navigator.storage used here (handed in so tests can fake them). */
export interface StorageManagerLike {
  estimate?: () => Promise<StorageEstimateLike>;
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

export type PersistResult = 'granted' | 'denied' | 'unsupported';

const browserStorage = (): StorageManagerLike | undefined => globalThis.navigator?.storage;

export async function requestPersistentStorage(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<PersistResult> {
  if (!storage?.persist) return 'unsupported';
  try {
    if (storage.persisted && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

export async function isStoragePersisted(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<boolean | null> {
  if (!storage?.persisted) return null;
  try {
    return await storage.persisted();
  } catch {
    return null;
  }
}

export interface StorageUsageInfo {
  usage: number;
  quota: number;
  /** 0..100, one decimal. */
  percent: number;
}

export async function estimateStorage(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<StorageUsageInfo | null> {
  if (!storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await storage.estimate();
    const percent = quota > 0 ? Math.round((usage / quota) * 1000) / 10 : 0;
    return { usage, quota, percent };
  } catch {
    return null;
  }
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** 0 → "0 bytes", 1536 → "1.5 KB", 5_300_000_000 → "4.9 GB" (binary multiples, as the OS shows). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  if (bytes < 1024) return `${Math.round(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}

/** "Using 12.4 MB of 4.9 GB available on this device (0.2%)". */
export function describeStorageUsage(info: StorageUsageInfo): string {
  if (info.quota <= 0) return `Using ${formatBytes(info.usage)} on this device`;
  const percent = info.percent > 0 && info.percent < 0.1 ? '<0.1' : info.percent.toString();
  return `Using ${formatBytes(info.usage)} of ${formatBytes(info.quota)} available on this device (${percent}%)`;
}

/** The service worker's caches of images and fonts (sw/caching.ts CACHE_NAMES): fetched again when next shown. */
const MEDIA_CACHES = ['storystack-images', 'storystack-fonts', 'storystack-font-styles'];

/** Frees space by dropping cached images and fonts. Returns how many caches were dropped. */
export async function clearCachedMedia(
  cacheStorage: Pick<CacheStorage, 'keys' | 'delete'> | undefined = globalThis.caches,
): Promise<number> {
  if (!cacheStorage) return 0;
  let dropped = 0;
  for (const name of await cacheStorage.keys())
    if (MEDIA_CACHES.includes(name) && (await cacheStorage.delete(name))) dropped++;
  return dropped;
}
