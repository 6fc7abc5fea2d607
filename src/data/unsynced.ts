// What this device holds that the server does not have yet, and clearing the device of it
// (sign-out). Sign-out must count all of it, not only the queue.
import { db as defaultDb, clearLocalData, type StoryStackDb } from './db';
import { journalClear, journalEntries } from './story-text';
import { forgetUser } from './session-cache';

export interface UnsyncedWork {
  /** Changes that will reach the server by themselves (queue, and text not yet in the mirror). */
  waiting: number;
  /** Changes that wait for the user: refused writes and open conflicts. */
  attention: number;
}

export async function countUnsyncedWork(
  userId: string | null,
  target: StoryStackDb = defaultDb,
): Promise<UnsyncedWork> {
  const [queued, refused, conflicts] = await Promise.all([
    target.outbox.filter((e) => e.state !== 'held').count(),
    target.attention.count(),
    target.conflicts.where('state').equals('open').count(),
  ]);
  const journaled = userId ? journalEntries(userId).length : 0;
  return { waiting: queued + journaled, attention: refused + conflicts };
}

/** Empties the device of every user's data: the mirror, the queue, the journal, who signed in. */
export async function clearDevice(target: StoryStackDb = defaultDb): Promise<void> {
  await forgetUser(target);
  await clearLocalData(target);
  journalClear(null);
}
