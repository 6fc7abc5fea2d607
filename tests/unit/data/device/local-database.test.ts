// mayHaveLocalData: the first-visit check that lets the public pages skip supabase-js and Dexie.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DB_NAME, createDatabase } from '../../../../src/data/mirror/db.ts';
import { LOCAL_DATABASE_NAME, mayHaveLocalData } from '../../../../src/data/device/local-database.ts';

const factory = (names: string[] | Error) => ({
  databases: async () => {
    if (names instanceof Error) throw names;
    return names.map((name) => ({ name, version: 1 }));
  },
});

describe('mayHaveLocalData', () => {
  it('names the database the mirror uses', () => {
    expect(LOCAL_DATABASE_NAME).toBe(DEFAULT_DB_NAME);
  });

  it('is false only when the browser lists its databases and ours is not among them', async () => {
    expect(await mayHaveLocalData('storystack', factory([]))).toBe(false);
    expect(await mayHaveLocalData('storystack', factory(['other']))).toBe(false);
    expect(await mayHaveLocalData('storystack', factory(['other', 'storystack']))).toBe(true);
  });

  it('assumes there may be data when it cannot tell', async () => {
    expect(await mayHaveLocalData('storystack', factory(new Error('denied')))).toBe(true);
    expect(await mayHaveLocalData('storystack', {} as never)).toBe(true);
  });

  it('sees a database once Dexie has created it (fake-indexeddb)', async () => {
    const name = `local-database-test-${Date.now()}`;
    expect(await mayHaveLocalData(name)).toBe(false);
    const db = createDatabase(name);
    await db.open();
    expect(await mayHaveLocalData(name)).toBe(true);
    db.close();
    await db.delete();
  });
});
