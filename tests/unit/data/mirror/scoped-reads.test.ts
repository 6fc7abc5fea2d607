// The mirror's screen reads check who may read and read the rows in one transaction: live queries
// run them on every change while a person types, and each transaction is one more a keystroke's
// write waits for (issue 21).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../../../src/data/mirror/db';
import { visibleStories, visibleStory } from '../../../../src/data/mirror/scoped-reads';
import { forgetUser, rememberUser } from '../../../../src/data/remote/session-cache';
import { watchTransactions } from '../../../support/idb-transactions';

afterEach(() => vi.restoreAllMocks());

describe('scoped reads', () => {
  it('read the signed-in user and the rows in one transaction', async () => {
    const transactions = watchTransactions();
    const db = createDatabase('scoped-reads-one-transaction');
    await rememberUser({ id: 'u1', email: 'u1@example.com', role: 'user', name: null }, db);
    await db.stories.put({ id: 's1', title: 'Mine', updated_at: '2026-11-29T00:00:00Z' } as never);
    expect(transactions.opened.length).toBeGreaterThan(0);
    let stories: string[] = [];
    expect(
      await transactions.during(async () => (stories = (await visibleStories(undefined, db)).map((s) => s.id))),
    ).toHaveLength(1);
    expect(stories).toEqual(['s1']);
    let story: string | undefined;
    expect(await transactions.during(async () => (story = (await visibleStory('s1', db))?.title))).toHaveLength(1);
    expect(story).toBe('Mine');
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
