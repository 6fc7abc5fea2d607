// The transaction of a keystroke: one place's newest text (a section, the title or the generated
// story: domain/story-places), written to the mirror with its outbox entry in one transaction. The writer says what text its edit was typed on top of
// (`expected`); when the mirror holds something else there (another tab wrote the section, or a
// replay from the journal meets newer text), the two texts become a conflict for the user, and
// neither is overwritten. A story deleted elsewhere while this device kept typing becomes the
// same kind of decision (restore it with my text, or let it go), never a silent loss.
import { changeAtPlace, textAtPlace } from '../../domain/story-places';
import { writableValues } from '../../domain/sync-protocol';
import { nowIso } from '../mirror/clock';
import { openDeletionConflict, openSectionConflict } from '../mirror/conflict-records';
import { db as defaultDb, type StoryStackDb } from '../mirror/db';
import { lastEntryOfRow, notifyOutboxChange, queueMutation } from '../mirror/outbox';
import { lastUser } from '../remote/session-cache';
import { newStoryRow } from '../mirror/stories';
import { storyInputSchema, storyPatchSchema, type StoryInput, type StoryRow } from '../mirror/types';
import { keepBeforeInTx, newestVersion } from '../mirror/versions';
import { RowNotFoundError, SignedOutError } from './errors';

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

const epochNow = () => performance.timeOrigin + performance.now();

export async function writeStoryText(
  write: TextWrite,
  target: StoryStackDb = defaultDb,
  phases?: WritePhases,
): Promise<TextWriteResult> {
  const result = await target.transaction(
    'rw',
    [target.stories, target.versions, target.outbox, target.conflicts, target.kv],
    async (): Promise<TextWriteResult | 'unchanged'> => {
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
      if (phases) phases.readAt = epochNow();
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
            values: fresh ? writableValues('stories', { ...row, ...change }) : change,
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
      if (phases) phases.writtenAt = epochNow();
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

async function createWithSection(target: StoryStackDb, write: TextWrite): Promise<TextWriteResult> {
  const input = storyInputSchema.parse({ ...write.create, id: write.storyId });
  const change = storyPatchSchema.parse(changeAtPlace(input, write.sectionId, write.text));
  const row = newStoryRow({ ...input, ...change }, write.storyId, write.userId);
  await target.stories.put(row);
  await queueMutation(target, {
    table: 'stories',
    rowId: row.id,
    op: 'insert',
    values: writableValues('stories', row),
    baseVersion: null,
    userId: write.userId,
  });
  return 'saved';
}
