// The one write path of story text: one section's newest text, written to the mirror with its
// outbox entry in one transaction. The writer says what text its edit was typed on top of
// (`expected`); when the mirror holds something else there (another tab wrote the section, or a
// replay from the journal meets newer text), the two texts become a conflict for the user, and
// neither is overwritten. A story deleted elsewhere while this device kept typing becomes the
// same kind of decision (restore it with my text, or let it go), never a silent loss.
import { ZodError } from 'zod';
import { WRITABLE_FIELDS } from '../domain/sync-protocol';
import { dataDeps, nowIso } from './clock';
import { openSectionConflict, openDeletionConflict } from './conflict-records';
import { db as defaultDb, type StoryStackDb } from './db';
import { journalEntries, journalSettle, type JournalEntry } from './journal';
import { lastEntryOfRow, notifyOutboxChange, queueMutation } from './outbox';
import { RowNotFoundError } from './row-writes';
import { lastUser } from './session-cache';
import { newStoryRow } from './stories';
import { keepBeforeInTx, newestVersion } from './versions';
import { liveWriterIds } from './writer-liveness';
import { storyInputSchema, storyPatchSchema, type StoryInput, type StoryRow } from './types';
import { changeAtPlace, textAtPlace } from '../domain/story-places';

export class SignedOutError extends Error {
  constructor() {
    super('You were signed out on this device, so this text was not saved here.');
    this.name = 'SignedOutError';
  }
}

export interface SectionWrite {
  userId: string;
  storyId: string;
  sectionId: string;
  text: string;
  /** The section's text this edit was typed on top of. */
  expected: string;
  /** Another text this writer itself may have put there (a write in flight at a crash). */
  orInFlight?: string | null;
  /** The story to create if it is not in the mirror yet (a new story's first keystrokes). */
  create?: StoryInput | null;
}

/**
 * saved: the mirror holds the text. conflict: it holds the text, and a conflict record keeps the
 * other text for the user to choose (two texts, or a story deleted elsewhere: restore or let go).
 */
export type SectionWriteResult = 'saved' | 'conflict';

export async function writeStorySection(
  write: SectionWrite,
  target: StoryStackDb = defaultDb,
): Promise<SectionWriteResult> {
  const result = await target.transaction(
    'rw',
    [target.stories, target.versions, target.outbox, target.conflicts, target.kv],
    async (): Promise<SectionWriteResult | 'unchanged'> => {
      // A write that outlived its user's session (a tab flushing after sign-out) must not put the
      // text back into a device that sign-out has just cleared.
      // Every read at once: each await is a round trip through the page's main thread, which is
      // busy drawing the very keystroke being saved.
      const [user, row, last, newest] = await Promise.all([
        lastUser(target),
        target.stories.get(write.storyId),
        lastEntryOfRow(target, 'stories', write.storyId),
        newestVersion(target, write.storyId),
      ]);
      if (user?.id !== write.userId) throw new SignedOutError();
      if (!row) {
        if (!write.create) throw new RowNotFoundError('The story');
        return createWithSection(target, write);
      }
      const current = textAtPlace(row, write.sectionId);
      if (current === write.text && !row.deleted_at) return 'unchanged';
      const change = storyPatchSchema.parse(changeAtPlace(row, write.sectionId, write.text));
      const content = change.content ?? row.content;

      if (row.deleted_at) {
        // Deleted elsewhere (another device, or another tab of this browser: the tab that deletes
        // stops its own writer first) while this writer kept typing: restore the story with the
        // text and ask the user whether to keep it or let it go. Nothing is thrown away unasked.
        const restored: StoryRow = { ...row, ...change, deleted_at: null, updated_at: nowIso() };
        await target.stories.put(restored);
        await queueMutation(
          target,
          {
            table: 'stories',
            rowId: row.id,
            op: row.base === null && last === undefined ? 'insert' : 'update',
            values: { ...change, deleted_at: null },
            baseVersion: row.base?.version ?? null,
            userId: write.userId,
            held: true,
          },
          { last },
        );
        await openDeletionConflict(target, restored, row);
        return 'conflict';
      }

      const otherText = current !== write.expected && current !== write.orInFlight;
      const fresh = row.base === null && last === undefined;
      await Promise.all([
        target.stories.put({ ...row, ...change, updated_at: nowIso() }),
        queueMutation(
          target,
          {
            table: 'stories',
            rowId: row.id,
            op: fresh ? 'insert' : 'update',
            values: fresh ? writableOf({ ...row, ...change }) : change,
            baseVersion: row.base?.version ?? null,
            userId: write.userId,
            held: otherText,
          },
          { last },
        ),
      ]);
      // The text this save replaces becomes a version when a new sitting starts (version-rules).
      // Its insert joins the story's queue after the story's own entry.
      await keepBeforeInTx(target, row, { ...row, ...change, content }, 'typed', write.userId, { newest });
      if (!otherText) return 'saved';
      await openSectionConflict(target, {
        row,
        place: write.sectionId,
        base: write.expected,
        mine: write.text,
        theirs: current,
      });
      return 'conflict';
    },
  );
  if (result === 'unchanged') return 'saved';
  notifyOutboxChange();
  return result;
}

function writableOf(row: StoryRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of WRITABLE_FIELDS.stories) {
    const v = (row as unknown as Record<string, unknown>)[f];
    if (v !== undefined && !(f === 'user_id' && v === null)) out[f] = v;
  }
  return out;
}

async function createWithSection(target: StoryStackDb, write: SectionWrite): Promise<SectionWriteResult> {
  const input = storyInputSchema.parse({ ...write.create, id: write.storyId });
  const change = storyPatchSchema.parse(changeAtPlace(input, write.sectionId, write.text));
  const row = newStoryRow({ ...input, ...change }, write.storyId, write.userId);
  await target.stories.put(row);
  await queueMutation(target, {
    table: 'stories',
    rowId: row.id,
    op: 'insert',
    values: writableOf(row),
    baseVersion: null,
    userId: write.userId,
  });
  return 'saved';
}

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
      await writeStorySection(entry, target);
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
      id: dataDeps.uuid(),
      queueKey: `stories:${entry.storyId}`,
      createdAt: entry.at,
      attempts: 0,
      nextAttemptAt: 0,
      sent: false,
      state: 'queued',
      lastError: null,
      kind: 'mutation',
      table: 'stories',
      rowId: entry.storyId,
      op: 'update',
      values: { content: { [entry.sectionId]: entry.text } },
      baseVersion: null,
      userId: entry.userId,
    },
    localRow: { id: entry.storyId, content: { [entry.sectionId]: entry.text } },
    status: null,
    message: 'This text was typed into a story that is no longer on this device. Copy it before you discard it.',
    createdAt: dataDeps.now(),
  });
}
