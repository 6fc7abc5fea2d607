// What every storage handler shares: the stand-in's deps, the byte store, the clock, and the
// clean-up that removes bytes no row points at any more.
import { secondsNow, type StandInDeps } from '../deps.ts';
import type { ByteStore } from './byte-store.ts';
import { takeUnreferencedVersions } from './objects-sql.ts';

export interface StorageContext {
  deps: StandInDeps;
  bytes: ByteStore;
  /** Seconds since the epoch. */
  now(): number;
  /** Removes the files of deleted or replaced objects (after their transaction committed). */
  collectUnreferenced(): Promise<void>;
  /** The largest file any bucket takes (buckets may set less). */
  maxFileBytes: number;
}

/** Hosted Supabase's default global file size limit (free plan). */
export const DEFAULT_MAX_FILE_BYTES = 50 * 1024 * 1024;

export function createStorageContext(
  deps: StandInDeps,
  bytes: ByteStore,
  maxFileBytes = DEFAULT_MAX_FILE_BYTES,
): StorageContext {
  const now = () => secondsNow(deps);
  let collecting: Promise<void> | null = null;
  const collectOnce = async () => {
    for (;;) {
      const versions = await takeUnreferencedVersions(deps.db);
      for (const version of versions) await bytes.remove(version);
      if (versions.length === 0) return;
    }
  };
  return {
    deps,
    bytes,
    now,
    maxFileBytes,
    collectUnreferenced() {
      collecting ??= collectOnce().finally(() => (collecting = null));
      return collecting;
    },
  };
}
