// Replay: text the journal kept (typed just before a tab or renderer died) goes into the mirror
// through the same transaction as a live keystroke, so text that meets newer text becomes a
// conflict, not an overwrite. Entries of a writer still alive (in this tab or another) are left
// to it (liveness.ts).
import { ZodError } from 'zod';
import { changeAtPlace } from '../../domain/story-places';
import { dataDeps } from '../mirror/clock';
import { db as defaultDb, type StoryStackDb } from '../mirror/db';
import { newEntryFields, rowQueueKey } from '../mirror/outbox';
import { RowNotFoundError, SignedOutError } from './errors';
import { journalEntries, journalSettle, type JournalEntry } from './journal';
import { liveWriterIds } from './liveness';
import { writeStoryText } from './transaction';

/**
 * Writes what the journal kept (text typed just before the tab or renderer died) through the
 * same path as a live keystroke, so text that meets newer text becomes a conflict, not an
 * overwrite. Returns how many sections were written. An entry that cannot be written for good
 * (its story is gone from this device) is kept as a "needs attention" record with its text.
 */
export async function replayJournal(
  userId: string,
  only: { storyId?: string } = {},
  target: StoryStackDb = defaultDb,
): Promise<number> {
  let written = 0;
  for (const entry of await replayableEntries(userId, only)) {
    try {
      await writeStoryText(entry, target);
      written++;
      journalSettle(entry);
    } catch (error) {
      if (error instanceof RowNotFoundError) {
        await keepOrphanText(entry, target);
        journalSettle(entry);
      } else if (!(error instanceof SignedOutError) && !(error instanceof ZodError)) throw error;
      // Text over a limit stays in the journal: the builder shows it (unwrittenJournalText) until
      // the user shortens it.
    }
  }
  return written;
}

/**
 * Journal entries nobody alive will write: their writer's tab closed or crashed. A live writer's
 * entry (in this tab or another) is its own to write; replaying it could put an older text over
 * a newer one.
 */
async function replayableEntries(userId: string, only: { storyId?: string }): Promise<JournalEntry[]> {
  const alive = await liveWriterIds();
  return journalEntries(userId).filter(
    (e) => (!only.storyId || e.storyId === only.storyId) && (e.owner === null || !alive.has(e.owner)),
  );
}

/** Journaled text of a story that replay could not write (over a limit): the builder shows it. */
export async function unwrittenJournalText(
  userId: string,
  storyId: string,
): Promise<{ sectionId: string; text: string }[]> {
  return (await replayableEntries(userId, { storyId })).map((e) => ({ sectionId: e.sectionId, text: e.text }));
}

/** Journaled text whose story is not on this device: keep it where the user will see it. */
async function keepOrphanText(entry: JournalEntry, target: StoryStackDb): Promise<void> {
  await target.attention.add({
    id: dataDeps.uuid(),
    entry: {
      ...newEntryFields(rowQueueKey('stories', entry.storyId)),
      createdAt: entry.at,
      kind: 'mutation',
      table: 'stories',
      rowId: entry.storyId,
      op: 'update',
      values: orphanValues(entry),
      baseVersion: null,
      userId: entry.userId,
    },
    localRow: { id: entry.storyId, ...orphanValues(entry) },
    status: null,
    message: 'This text was typed into a story that is no longer on this device. Copy it before you discard it.',
    createdAt: dataDeps.now(),
  });
}

const orphanValues = (entry: JournalEntry) =>
  changeAtPlace({ title: '', content: {}, generated_content: null }, entry.sectionId, entry.text);
