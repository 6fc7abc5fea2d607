// What this device holds that the server does not have yet, and clearing the device of it
// (sign-out). Sign-out must count all of it, not only the queue: recordings kept only here and
// the texts given up in resolved conflicts are lost with the device's data too.
import { db as defaultDb, clearLocalData, type StoryStackDb } from './db';
import { journalClear, journalEntries } from '../story-text';
import { forgetUser } from '../remote/session-cache';
import { keptOnlyHere } from './kept-recordings';

export interface UnsyncedWork {
  /** Changes of this account that will reach the server by themselves (queue, journaled text). */
  waiting: number;
  /** Changes that wait for the user: refused writes and open conflicts. */
  attention: number;
  /** Kept only on this device and never sent by themselves: recordings cut off or not attached, texts given up in a conflict. */
  onlyHere: number;
  /** Changes another account made on this device that have not reached the server. */
  otherAccount: number;
  /** The device could not be read: nothing is known, so nothing may be cleared without asking. */
  unreadable?: boolean;
}

export async function countUnsyncedWork(
  userId: string | null,
  target: StoryStackDb = defaultDb,
): Promise<UnsyncedWork> {
  const [entries, refused, conflicts, resolved, recordings] = await Promise.all([
    target.outbox.filter((e) => e.state !== 'held').toArray(),
    target.attention.count(),
    target.conflicts.where('state').equals('open').count(),
    target.conflicts.where('state').equals('resolved').count(),
    keptOnlyHere(target),
  ]);
  // An entry without an account is a visitor's (or was made before entries named theirs).
  const others = entries.filter((e) => e.userId && e.userId !== userId).length;
  const journaled = userId ? journalEntries(userId).length : 0;
  return {
    waiting: entries.length - others + journaled,
    attention: refused + conflicts,
    onlyHere: resolved + recordings.length,
    otherAccount: others,
  };
}

/** Empties the device of every user's data: the mirror, the queue, the journal, who signed in. */
export async function clearDevice(target: StoryStackDb = defaultDb): Promise<void> {
  await forgetUser(target);
  await clearLocalData(target);
  journalClear(null);
}
