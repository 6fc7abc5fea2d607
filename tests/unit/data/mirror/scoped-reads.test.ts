// The mirror's screen reads check who may read and read the rows in one transaction: live queries
// run them on every change while a person types, and each transaction is one more a keystroke's
// write waits for (issue 21).
import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../../../src/data/mirror/db';
import { visibleStories, visibleStory } from '../../../../src/data/mirror/scoped-reads';
import { forgetUser, rememberUser } from '../../../../src/data/remote/session-cache';

afterEach(() => vi.restoreAllMocks());

/** Counts transactions from now on; installed before the database opens (Dexie binds it then). */
function countTransactions(): { count: () => number } {
  let opened = 0;
  const original = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, names, mode, options) {
    opened++;
    return original.call(this, names, mode, options);
  });
  return { count: () => opened };
}

describe('scoped reads', () => {
  it('read the signed-in user and the rows in one transaction', async () => {
    const transactions = countTransactions();
    const db = createDatabase('scoped-reads-one-transaction');
    await rememberUser({ id: 'u1', email: 'u1@example.com', role: 'user', name: null }, db);
    await db.stories.put({ id: 's1', title: 'Mine', updated_at: '2026-11-29T00:00:00Z' } as never);
    const before = transactions.count();
    expect(before).toBeGreaterThan(0);
    expect((await visibleStories(undefined, db)).map((s) => s.id)).toEqual(['s1']);
    expect(transactions.count() - before).toBe(1);
    expect((await visibleStory('s1', db))?.title).toBe('Mine');
    expect(transactions.count() - before).toBe(2);
    db.close();
  });

  it('read nothing for someone signed in over another account’s work', async () => {
    const db = createDatabase('scoped-reads-other-account');
    await rememberUser({ id: 'owner', email: 'owner@example.com', role: 'user', name: null }, db);
    await db.stories.put({ id: 's1', title: 'Owner’s', updated_at: '2026-11-29T00:00:00Z' } as never);
    await forgetUser(db);
    await rememberUser({ id: 'next', email: 'next@example.com', role: 'user', name: null }, db);
    expect(await visibleStories(undefined, db)).toEqual([]);
    expect(await visibleStory('s1', db)).toBeNull();
    db.close();
  });
});
