// A fresh mirror with an account signed in, as the app has it before any write: row writes
// refuse a device nobody is signed in to (src/data/mirror/row-writes.ts).
import { createDatabase, type StoryStackDb } from '../../src/data/mirror/db';
import { rememberUser } from '../../src/data/remote/session-cache';

export const TEST_USER = { id: 'user-1', email: 'user-1@example.com', role: 'user' as const, name: null };

/** The database remembers `user` from the moment it is created (Dexie's populate). */
export function signedInDatabase(name: string, user: { id: string; email: string | null } = TEST_USER): StoryStackDb {
  const db = createDatabase(name);
  db.on('populate', () => rememberUser({ role: 'user', name: null, ...user }, db));
  return db;
}
