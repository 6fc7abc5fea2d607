// Conflict records made on this device (the sync engine makes the ones the server answers).
// One open record per place: a second clash on the same section updates it, so both sides'
// newest text is always in it and the list does not grow while two tabs keep typing.
import { writableValues } from '../../domain/sync-protocol';
import { changeAtPlace, placeOf } from '../../domain/story-places';
import { dataDeps } from './clock';
import type { ConflictRecord, StoryRow } from './types';

function blank(row: StoryRow, source: ConflictRecord['source']): ConflictRecord {
  const values = writableValues('stories', row);
  return {
    id: dataDeps.uuid(),
    table: 'stories',
    rowId: row.id,
    base: row.base ? writableValues('stories', row.base) : null,
    mine: values,
    theirs: values,
    merged: values,
    conflicts: [],
    state: 'open',
    createdAt: dataDeps.now(),
    resolvedAt: null,
    resolution: null,
    source,
  };
}

/** What a conflict of this device changes in the conflicts table: a record added or updated. */
export type ConflictWrite = { put: ConflictRecord } | null;

/** The open records of a story, from its records (read by index [table+rowId]). */
export const openRecords = (records: ConflictRecord[]): ConflictRecord[] => records.filter((c) => c.state === 'open');

/**
 * Two texts for one place (another tab wrote it, or a replay met newer text). `open`: the story's
 * open records. Pure: the keystroke's transaction (story-text/transaction.ts) writes the result.
 */
export function sectionConflictWrite(
  open: ConflictRecord[],
  c: { row: StoryRow; place: string; base: string; mine: string; theirs: string },
): ConflictWrite {
  const { field, key } = placeOf(c.place);
  const place = { field, key, base: c.base, mine: c.mine, theirs: c.theirs };
  for (const record of open) {
    const i = record.conflicts.findIndex((x) => x.field === field && x.key === key);
    if (i < 0) continue;
    // The same place clashed again: keep the newest text of both sides. A server conflict keeps
    // the server's text as theirs; only this device's text moves on.
    const theirs = record.source === 'other-tab' ? c.theirs : record.conflicts[i].theirs;
    const conflicts = record.conflicts.map((x, j) => (j === i ? { ...x, mine: c.mine, theirs } : x));
    return { put: { ...record, conflicts } };
  }
  const record = blank(c.row, 'other-tab');
  record.mine = { ...record.mine, ...changeAtPlace(c.row, c.place, c.mine) };
  record.theirs = { ...record.theirs, ...changeAtPlace(c.row, c.place, c.theirs) };
  record.merged = record.mine;
  record.conflicts = [place];
  return { put: record };
}

/** The kv record a tab of this browser leaves when it deletes a story (`deleteStory`): its value
 *  is the deletion's time (`true` in records written before it was). */
export const deletedHereKey = (storyId: string) => `deleted-here:${storyId}`;

/** Whether the tombstone is the deletion this browser recorded, not a later one from another
 *  device (after a restore here): the same instant, however each side wrote it. */
export function isDeletionMadeHere(record: unknown, tombstone: StoryRow): boolean {
  if (record === true) return true;
  if (typeof record !== 'string' || !tombstone.deleted_at) return false;
  return Date.parse(record) === Date.parse(tombstone.deleted_at);
}

/**
 * The story was deleted elsewhere while this device kept typing: restore it, or let it go.
 * `row` is the story as this device now has it (restored, with the new text); `tombstone` is the
 * deleted row it replaced. A deletion a tab of this browser made (`deletedHere`, its record in kv)
 * came from another tab, whether or not the server has it yet; any other the server has came from
 * another device. Pure, like sectionConflictWrite.
 */
export function deletionConflictWrite(
  open: ConflictRecord[],
  row: StoryRow,
  tombstone: StoryRow,
  deletedHere = false,
): ConflictWrite {
  if (open.some((r) => r.conflicts.some((x) => x.field === 'deleted_at'))) return null;
  const fromServer = Boolean(row.base?.deleted_at) && !deletedHere;
  const record = blank(row, fromServer ? 'deleted-elsewhere' : 'deleted-other-tab');
  record.theirs = fromServer && record.base ? record.base : writableValues('stories', tombstone);
  record.conflicts = [{ field: 'deleted_at', key: null, base: null, mine: null, theirs: tombstone.deleted_at }];
  return { put: record };
}
