// The files of a worker share one process (isolate: false): tests/support/unit-setup.ts gives each
// file an empty IndexedDB and localStorage. This file writes both, and its own next run (or any
// file after it in the worker) must start empty again.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';

describe('each unit test file starts with an empty device', () => {
  it('has no IndexedDB database and nothing in localStorage when it begins', async () => {
    expect(await indexedDB.databases()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('reaches the same IndexedDB through Dexie as through the global', async () => {
    expect(Dexie.dependencies.indexedDB).toBe(indexedDB);
    const db = new Dexie('left-behind');
    db.version(1).stores({ notes: 'id' });
    await db.table('notes').put({ id: 'a' });
    localStorage.setItem('left-behind', '1');
    expect((await indexedDB.databases()).map((d) => d.name)).toContain('left-behind');
    db.close();
  });
});
