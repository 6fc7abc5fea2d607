// Records the IndexedDB transactions a unit test opens (fake-indexeddb), to show what a change
// costs a keystroke's write: each transaction over the same stores is one more it waits for.
// Install before the database opens: Dexie binds the connection's transaction() when it opens.
import { IDBDatabase } from 'fake-indexeddb';
import { vi } from 'vitest';

export interface OpenedTransaction {
  stores: string[];
  mode: IDBTransactionMode;
}

/** Every transaction opened from now on (undo with vi.restoreAllMocks). */
export function watchTransactions(): {
  opened: OpenedTransaction[];
  during(run: () => Promise<unknown>): Promise<OpenedTransaction[]>;
} {
  const opened: OpenedTransaction[] = [];
  const original = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, names, mode, options) {
    opened.push({ stores: (typeof names === 'string' ? [names] : [...names]).sort(), mode: mode ?? 'readonly' });
    return original.call(this, names, mode, options);
  });
  return {
    opened,
    /** The transactions opened while `run` runs. */
    async during(run) {
      const from = opened.length;
      await run();
      return opened.slice(from);
    },
  };
}
