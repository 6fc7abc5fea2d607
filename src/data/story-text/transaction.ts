// The transaction of a keystroke: one place's newest text (a section, the title or the generated
// story: domain/story-places), written to the mirror with its outbox entry in one transaction.
// The writer says what text its edit was typed on top of (`expected`); when the mirror holds
// something else there (another tab wrote the section, or a replay from the journal meets newer
// text), the two texts become a conflict for the user, and neither is overwritten. A story
// deleted elsewhere while this device kept typing becomes the same kind of decision (restore it
// with my text, or let it go), never a silent loss.
//
// What to write is decided here, from four reads, by pure functions (planTextWrite); the reads
// and writes run as one bare IndexedDB transaction (raw-transaction.ts): the keystroke's commit
// waits for two rounds of requests and nothing else (docs/benchmarks-browser.md).
import { changeAtPlace, textAtPlace } from '../../domain/story-places';
import { writableValues } from '../../domain/sync-protocol';
import { nowIso } from '../mirror/clock';
import {
  deletionConflictWrite,
  isDeletionMadeHere,
  openRecords,
  sectionConflictWrite,
} from '../mirror/conflict-records';
import { db as defaultDb, type StoryStackDb } from '../mirror/db';
import { notifyOutboxChange, rowEntryWrite } from '../mirror/outbox';
import { newStoryRow } from '../mirror/stories';
import { storyInputSchema, storyPatchSchema, type StoryInput, type StoryRow } from '../mirror/types';
import { keepsTextBefore, versionOf } from '../mirror/versions';
import { RowNotFoundError, SignedOutError } from './errors';
import { runTextTransaction, type StoreWrite, type TextPlan, type TextReads } from './raw-transaction';

export interface TextWrite {
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
export type TextWriteResult = 'saved' | 'conflict';

/** Epoch ms (timeOrigin + now) at the steps of one write, for the keystroke measure's detail. */
export interface WritePhases {
  /** The transaction's reads answered (it had started: nothing held the stores). */
  readAt?: number;
  /** Every write of the transaction issued. */
  writtenAt?: number;
}

/** What the transaction writes for one keystroke. */
export type TextWritePlan = TextPlan<TextWriteResult | 'unchanged'>;

export async function writeStoryText(
  write: TextWrite,
  target: StoryStackDb = defaultDb,
  phases?: WritePhases,
): Promise<TextWriteResult> {
  const result = await runTextTransaction(target, write.storyId, (reads) => planTextWrite(write, reads), phases);
  if (result === 'unchanged') return 'saved';
  notifyOutboxChange();
  return result;
}

const outboxWrite = (entry: ReturnType<typeof rowEntryWrite>): StoreWrite =>
  entry.put ? { store: 'outbox', put: entry.put } : { store: 'outbox', add: entry.add };

/** The decision of one keystroke's write. Throws the refusals (errors.ts) and ZodErrors. */
export function planTextWrite(write: TextWrite, { userId, row, last, newest }: TextReads): TextWritePlan {
  // A write that outlived its user's session (a tab flushing after sign-out) must not put the
  // text back into a device that sign-out has just cleared.
  if (userId !== write.userId) throw new SignedOutError();
  if (!row) {
    if (!write.create) throw new RowNotFoundError('The story');
    const input = storyInputSchema.parse({ ...write.create, id: write.storyId });
    const created = storyPatchSchema.parse(changeAtPlace(input, write.sectionId, write.text));
    const fresh = newStoryRow({ ...input, ...created }, write.storyId, write.userId);
    const entry = rowEntryWrite(
      {
        table: 'stories',
        rowId: fresh.id,
        op: 'insert',
        values: writableValues('stories', fresh),
        baseVersion: null,
        userId: write.userId,
      },
      last,
    );
    return { result: 'saved', writes: [{ store: 'stories', put: fresh }, outboxWrite(entry)] };
  }
  const current = textAtPlace(row, write.sectionId);
  if (current === write.text && !row.deleted_at) return { result: 'unchanged', writes: [] };
  const change = storyPatchSchema.parse(changeAtPlace(row, write.sectionId, write.text));
  const content = change.content ?? row.content;

  if (row.deleted_at) {
    // Deleted elsewhere (another device, or another tab of this browser: the tab that deletes
    // stops its own writer first) while this writer kept typing: restore the story with the
    // text and ask the user whether to keep it or let it go. Nothing is thrown away unasked.
    const restored: StoryRow = { ...row, ...change, deleted_at: null, updated_at: nowIso() };
    const entry = rowEntryWrite(
      {
        table: 'stories',
        rowId: row.id,
        op: row.base === null && last === undefined ? 'insert' : 'update',
        values: { ...change, deleted_at: null },
        baseVersion: row.base?.version ?? null,
        userId: write.userId,
        held: true,
      },
      last,
    );
    return {
      result: 'conflict',
      writes: [{ store: 'stories', put: restored }, outboxWrite(entry)],
      conflict: (records, { deletedHere }) =>
        deletionConflictWrite(openRecords(records), restored, row, isDeletionMadeHere(deletedHere, row)),
    };
  }

  const otherText = current !== write.expected && current !== write.orInFlight;
  const fresh = row.base === null && last === undefined;
  const writes: StoreWrite[] = [
    { store: 'stories', put: { ...row, ...change, updated_at: nowIso() } },
    outboxWrite(
      rowEntryWrite(
        {
          table: 'stories',
          rowId: row.id,
          op: fresh ? 'insert' : 'update',
          values: fresh ? writableValues('stories', { ...row, ...change }) : change,
          baseVersion: row.base?.version ?? null,
          userId: write.userId,
          held: otherText,
        },
        last,
      ),
    ),
  ];
  // The text this save replaces becomes a version when a new sitting starts (version-rules).
  // Its insert joins the story's queue after the story's own entry.
  if (keepsTextBefore(row, { ...row, ...change, content }, 'typed', newest)) {
    const kept = versionOf(row, 'typed', write.userId, newest);
    writes.push({ store: 'versions', put: kept.version }, outboxWrite(rowEntryWrite(kept.change, undefined)));
  }
  if (!otherText) return { result: 'saved', writes };
  return {
    result: 'conflict',
    writes,
    conflict: (records) =>
      sectionConflictWrite(openRecords(records), {
        row,
        place: write.sectionId,
        base: write.expected,
        mine: write.text,
        theirs: current,
      }),
  };
}
