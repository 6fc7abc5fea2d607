// A pull that brings nothing holds no synced store for writing: while a person types, every write
// transaction over the mirror is one more that a keystroke's write waits for (issue 21).
import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { makeHarness } from './fakes';

afterEach(() => {
  vi.restoreAllMocks();
  setDataDeps();
});

/**
 * Records the stores of each read-write transaction opened while `recording` is on. Installed
 * before the database opens: Dexie binds the connection's transaction() when it opens.
 */
function watchWriteTransactions() {
  const opened: string[][] = [];
  let recording = false;
  const original = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, names, mode, options) {
    if (recording && mode === 'readwrite') opened.push((typeof names === 'string' ? [names] : [...names]).sort());
    return original.call(this, names, mode, options);
  });
  return {
    async during(run: () => Promise<unknown>): Promise<string[][]> {
      opened.length = 0;
      recording = true;
      await run();
      recording = false;
      return [...opened];
    },
  };
}

describe('a pull with nothing new', () => {
  it('writes nothing to the mirror, table by table, and still pulls what comes later', async () => {
    const writes = watchWriteTransactions();
    const h = makeHarness();
    h.server.serverEdit('stories', 's', { title: 'first', content: {} });
    expect((await writes.during(() => h.engine.run())).length).toBeGreaterThan(0);
    expect((await h.db.stories.get('s'))?.title).toBe('first');

    const quiet = await writes.during(() => h.engine.run());
    // Only the run's own reset of interrupted sends (the outbox alone) remains.
    expect(quiet).toEqual([['outbox']]);

    h.server.serverEdit('stories', 's', { title: 'second' });
    await h.engine.run();
    expect((await h.db.stories.get('s'))?.title).toBe('second');
  });
});
