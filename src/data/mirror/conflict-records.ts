// Conflict records made on this device (the sync engine makes the ones the server answers).
// One open record per place: a second clash on the same section updates it, so both sides'
// newest text is always in it and the list does not grow while two tabs keep typing.
import { writableValues } from '../../domain/sync-protocol';
import { changeAtPlace, placeOf } from '../../domain/story-places';
import { dataDeps } from './clock';
import type { StoryStackDb } from './db';
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

async function openFor(target: StoryStackDb, rowId: string): Promise<ConflictRecord[]> {
  return (await target.conflicts.where('[table+rowId]').equals(['stories', rowId]).toArray()).filter(
    (c) => c.state === 'open',
  );
}

/** Two texts for one place (another tab wrote it, or a replay met newer text). */
export async function openSectionConflict(
  target: StoryStackDb,
  c: { row: StoryRow; place: string; base: string; mine: string; theirs: string },
): Promise<void> {
  const { field, key } = placeOf(c.place);
  const place = { field, key, base: c.base, mine: c.mine, theirs: c.theirs };
  for (const record of await openFor(target, c.row.id)) {
    const i = record.conflicts.findIndex((x) => x.field === field && x.key === key);
    if (i < 0) continue;
    // The same place clashed again: keep the newest text of both sides. A server conflict keeps
    // the server's text as theirs; only this device's text moves on.
    const theirs = record.source === 'other-tab' ? c.theirs : record.conflicts[i].theirs;
    const conflicts = record.conflicts.map((x, j) => (j === i ? { ...x, mine: c.mine, theirs } : x));
    await target.conflicts.update(record.id, { conflicts });
    return;
  }
  const record = blank(c.row, 'other-tab');
  record.mine = { ...record.mine, ...changeAtPlace(c.row, c.place, c.mine) };
  record.theirs = { ...record.theirs, ...changeAtPlace(c.row, c.place, c.theirs) };
  record.merged = record.mine;
  record.conflicts = [place];
  await target.conflicts.add(record);
}

/**
 * The story was deleted elsewhere while this device kept typing: restore it, or let it go.
 * `row` is the story as this device now has it (restored, with the new text); `tombstone` is the
 * deleted row it replaced. A deletion the server has (base deleted) came from another device;
 * one only this device has came from another tab of this browser.
 */
export async function openDeletionConflict(target: StoryStackDb, row: StoryRow, tombstone: StoryRow): Promise<void> {
  const open = await openFor(target, row.id);
  if (open.some((r) => r.conflicts.some((x) => x.field === 'deleted_at'))) return;
  const fromServer = Boolean(row.base?.deleted_at);
  const record = blank(row, fromServer ? 'deleted-elsewhere' : 'deleted-other-tab');
  record.theirs = fromServer && record.base ? record.base : writableValues('stories', tombstone);
  record.conflicts = [{ field: 'deleted_at', key: null, base: null, mine: null, theirs: tombstone.deleted_at }];
  await target.conflicts.add(record);
}
