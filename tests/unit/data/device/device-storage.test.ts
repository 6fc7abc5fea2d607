// The page side of the PWA (src/data/device/device-storage.ts): storage estimate and persistence helpers.
import { describe, expect, it } from 'vitest';
import {
  describeStorageUsage,
  estimateStorage,
  formatBytes,
  isStoragePersisted,
  requestPersistentStorage,
} from '../../../../src/data/device/device-storage.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [12.4 * 1024 * 1024, '12.4 MB'],
    [150 * 1024 * 1024, '150 MB'],
    [5_300_000_000, '4.9 GB'],
    [3 * 1024 ** 5, '3072 TB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('storage estimate', () => {
  it('reports usage, quota and a percentage', async () => {
    const info = await estimateStorage({ estimate: async () => ({ usage: 12.4 * 1024 * 1024, quota: 5_300_000_000 }) });
    expect(info).toEqual({ usage: 12.4 * 1024 * 1024, quota: 5_300_000_000, percent: 0.2 });
    expect(describeStorageUsage(info!)).toBe('Using 12.4 MB of 4.9 GB available on this device (0.2%)');
  });

  it('says "<0.1%" for tiny usage and copes without a quota', () => {
    expect(describeStorageUsage({ usage: 2048, quota: 10 * 1024 ** 3, percent: 0.01 })).toBe(
      'Using 2 KB of 10 GB available on this device (<0.1%)',
    );
    expect(describeStorageUsage({ usage: 2048, quota: 0, percent: 0 })).toBe('Using 2 KB on this device');
  });

  it('is null where the browser has no estimate or it fails', async () => {
    expect(await estimateStorage(undefined)).toBeNull();
    expect(await estimateStorage({})).toBeNull();
    expect(await estimateStorage({ estimate: () => Promise.reject(new Error('SecurityError')) })).toBeNull();
  });
});

describe('persistent storage', () => {
  it('is granted at once when already persisted, without asking again', async () => {
    let asked = 0;
    const result = await requestPersistentStorage({
      persisted: async () => true,
      persist: async () => {
        asked += 1;
        return true;
      },
    });
    expect(result).toBe('granted');
    expect(asked).toBe(0);
  });

  it('asks the browser and reports its answer', async () => {
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => true })).toBe('granted');
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => false })).toBe('denied');
    expect(await requestPersistentStorage({ persist: () => Promise.reject(new Error('no')) })).toBe('denied');
  });

  it('is unsupported without the API', async () => {
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
    expect(await requestPersistentStorage({})).toBe('unsupported');
    expect(await isStoragePersisted({})).toBeNull();
    expect(await isStoragePersisted({ persisted: async () => true })).toBe(true);
  });
});
