// What needs the user: writes the server refused for good (the text is kept in the record) and
// conflicts where both sides changed the same place. Resolving either re-queues a fresh entry in
// the place of the one it replaces, so a call queued behind it (a generation, a transcription)
// still goes after it.
import { applyConflictChoices, diffValues, mergeRow, type ConflictChoice } from '../../domain/merge';
import { KEYED_FIELDS, WRITABLE_FIELDS, type SyncTable } from '../../domain/sync-protocol';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { entriesForRow, newEntryFields, notifyOutboxChange, rowQueueKey } from './outbox';
import { storyTextSchema, type AttentionRecord, type MirrorRow, type MutationEntry, type OutboxEntry } from './types';

/** Number of things that need the user: refused writes plus open conflicts. */
export async function countAttention(target: StoryStackDb = defaultDb): Promise<number> {
  const [refused, conflicts] = await Promise.all([
    target.attention.count(),
    target.conflicts.where('state').equals('open').count(),
  ]);
  return refused + conflicts;
}

/**
 * True when the server has acknowledged the row. A base without a version is not the server's
 * (an older resolveConflict left the other tab's copy there on a story never sent).
 */
const serverHas = (row: MirrorRow | undefined): boolean => typeof row?.base?.version === 'number';

/**
 * Sends a refused write again (after the user fixed what the message said). The refused values
 * go again, with later edits of the same places laid over them; a row the server never took
 * goes as one insert of the row as it is now.
 */
export async function retryAttention(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await target.transaction('rw', target.syncTables(), async () => {
    const record = await target.attention.get(id);
    if (!record) return;
    const entry = record.entry;
    await target.attention.delete(id);
    if (entry.kind !== 'mutation') {
      const { seq, ...rest } = entry;
      await target.outbox.add({
        ...rest,
        ...newEntryFields(entry.queueKey),
        ...(await freeSlot(target, entry.queueKey, seq)),
      });
      return;
    }
    const row = (await target.rows(entry.table).get(entry.rowId)) as MirrorRow | undefined;
    const current = (row ?? record.localRow ?? {}) as Record<string, unknown>;
    const later = await entriesForRow(target, entry.table, entry.rowId);
    if (row && !serverHas(row)) {
      // The server never took the row: one insert of the row as it is now replaces every later
      // (unsent) edit, which would otherwise be updates of a row the server does not have.
      const unsent = later.filter(isUnsent);
      await target.outbox.bulkDelete(unsent.map((e) => e.seq as number));
      if (row.base) await target.rows(entry.table).put({ ...row, base: null } as MirrorRow);
      const first = Math.min(entry.seq ?? Infinity, ...unsent.map((e) => e.seq as number));
      const values = insertValues(current, entry.table);
      await target.outbox.add({
        ...mutation(entry, 'insert', values, null),
        ...(await freeSlot(target, entry.queueKey, Number.isFinite(first) ? first : undefined)),
      });
      return;
    }
    // The base is the one the refused change was made on, so a server that moved on since
    // answers with a conflict instead of being overwritten.
    const values = refusedValues(record, entry, current);
    const baseVersion = entry.baseVersion !== undefined ? entry.baseVersion : (row?.base?.version ?? null);
    const slot = await freeSlot(target, entry.queueKey, entry.seq);
    const last = later.at(-1);
    if (slot.seq === undefined && last && isUnsent(last) && last.kind === 'mutation') {
      await target.outbox.put({ ...last, values: { ...values, ...last.values }, baseVersion });
      return;
    }
    // Back in its own place: edits queued after it follow it (each is rebased when it is acked).
    await target.outbox.add({ ...mutation(entry, 'update', values, baseVersion), ...slot });
  });
  notifyOutboxChange();
}

/**
 * The values a retry sends: the refused change, three-way merged with the row as it is now
 * (ancestor: the row the change was made on). A place edited again since keeps the later text;
 * a place the row no longer shows the refused text in (the server's row replaced it) gets it back.
 */
function refusedValues(
  record: AttentionRecord,
  entry: MutationEntry,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const fields = Object.keys(entry.values);
  const ancestor = (record.localRow?.base ?? null) as Record<string, unknown> | null;
  const refused = { ...(ancestor ?? {}), ...entry.values };
  const { merged } = mergeRow(ancestor, current, refused, { fields, keyedFields: KEYED_FIELDS[entry.table] });
  return pickPresent(merged, fields);
}

const isUnsent = (e: OutboxEntry): boolean => !e.sent && e.state !== 'inflight';

/**
 * `{ seq }` when the entry may take that place in its queue again: nothing after it is in flight,
 * and no edit after it has left the device (its answer rebases what follows it, so it must stay
 * first). A call tried once and waiting to be sent again may be overtaken. `{}` (the end of the
 * queue) otherwise.
 */
async function freeSlot(target: StoryStackDb, queueKey: string, seq: number | undefined): Promise<{ seq?: number }> {
  if (seq === undefined || (await target.outbox.get(seq))) return {};
  const sentAfter = await target.outbox
    .where('queueKey')
    .equals(queueKey)
    .filter((e) => (e.seq as number) > seq && (e.state === 'inflight' || (e.kind === 'mutation' && e.sent)))
    .count();
  return sentAfter > 0 ? {} : { seq };
}

function pickPresent(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (row[f] !== undefined) out[f] = row[f];
  return out;
}

/** A whole row as an insert sends it (no null owner: the server fills in the signed-in user). */
function insertValues(row: object, table: SyncTable): Record<string, unknown> {
  const values = pickPresent(row as Record<string, unknown>, WRITABLE_FIELDS[table]);
  if (values.user_id === null) delete values.user_id;
  return values;
}

function mutation(
  like: { queueKey: string; table: SyncTable; rowId: string; userId?: string | null },
  op: 'insert' | 'update',
  values: Record<string, unknown>,
  baseVersion: number | null,
): MutationEntry {
  return {
    ...newEntryFields(like.queueKey),
    kind: 'mutation',
    table: like.table,
    rowId: like.rowId,
    op,
    values,
    baseVersion: op === 'insert' ? null : baseVersion,
    userId: like.userId ?? null,
  };
}

/**
 * Drops a refused write. The row goes back to the server's version when nothing else is
 * pending for it (a row the server never accepted disappears from this device). A refused
 * update of a row the server never had leaves nothing to go back to: the row, the only copy of
 * that text, is sent as a new row instead of being dropped.
 */
export async function dismissAttention(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await target.transaction('rw', target.syncTables(), async () => {
    const record = await target.attention.get(id);
    if (!record) return;
    await target.attention.delete(id);
    const entry = record.entry;
    if (entry.kind !== 'mutation') return;
    if ((await entriesForRow(target, entry.table, entry.rowId)).length > 0) return;
    const row = (await target.rows(entry.table).get(entry.rowId)) as MirrorRow | undefined;
    if (!row) return;
    if (serverHas(row)) {
      const base = row.base as MirrorRow['base'];
      await target.rows(entry.table).put({ ...base, base } as MirrorRow);
    } else if (entry.op === 'insert') {
      await target.rows(entry.table).delete(entry.rowId);
    } else {
      await target.rows(entry.table).put({ ...row, base: null } as MirrorRow);
      await target.outbox.add(mutation(entry, 'insert', insertValues(row, entry.table), null));
    }
  });
  notifyOutboxChange();
}

/**
 * Settles a conflict: `choices[i]` answers `conflict.conflicts[i]` (mine, theirs, or a merged
 * value). The record stays (resolved) with every side's text, so the losing text is reachable.
 */
export async function resolveConflict(
  conflictId: string,
  choices: readonly ConflictChoice[],
  target: StoryStackDb = defaultDb,
): Promise<void> {
  await target.transaction('rw', target.syncTables(), async () => {
    const record = await target.conflicts.get(conflictId);
    if (!record || record.state !== 'open') return;
    const table = target.rows(record.table);
    const row = (await table.get(record.rowId)) as MirrorRow | undefined;
    const fields = WRITABLE_FIELDS[record.table];
    // The server's row, or null when the server never took it (a story made offline): the
    // choice then goes as that row's insert, never as an update of a row the server lacks.
    const base = (row ? (serverHas(row) ? row.base : null) : record.theirs) as Record<string, unknown> | null;
    // "Mine" is the row as it is now, so text typed while the conflict waited is what is kept
    // (or, when theirs wins, what the resolved record keeps reachable).
    const current = (row ?? { ...record.theirs, ...record.merged }) as Record<string, unknown>;
    const places = record.conflicts.map((c) => ({ ...c, mine: valueAt(current, c.field, c.key) }));
    const finalRow = applyConflictChoices(current, places, choices);
    // A merge by hand over a limit would be refused by every later keystroke: refuse it here.
    if (record.table === 'stories') storyTextSchema.parse(finalRow);
    const entries = await entriesForRow(target, record.table, record.rowId);
    // The waiting entries give way to one entry in the place of the first, so what was queued
    // behind them still goes after it. A request already out stays: its answer rebases the rest.
    const unsent = entries.filter(isUnsent);
    await target.outbox.bulkDelete(unsent.map((e) => e.seq as number));
    const queueKey = rowQueueKey(record.table, record.rowId);
    const like = { queueKey, table: record.table, rowId: record.rowId, userId: entries.find((e) => e.userId)?.userId };
    const slot = await freeSlot(target, queueKey, unsent[0]?.seq);
    if (finalRow.deleted_at && base?.deleted_at) {
      // The deletion stands: the row goes back to the server's tombstone, nothing is sent.
      await table.put({ ...base, base } as unknown as MirrorRow);
    } else if (!base) {
      await table.put({ ...finalRow, base: null } as unknown as MirrorRow);
      const op = entries.length > unsent.length ? 'update' : 'insert';
      await target.outbox.add({ ...mutation(like, op, insertValues(finalRow, record.table), null), ...slot });
    } else {
      await table.put({ ...finalRow, base } as unknown as MirrorRow);
      const values = diffValues(base, finalRow, fields);
      const baseVersion = typeof base.version === 'number' ? base.version : null;
      if (Object.keys(values).length > 0)
        await target.outbox.add({ ...mutation(like, 'update', values, baseVersion), ...slot });
    }
    await target.conflicts.update(conflictId, {
      state: 'resolved',
      resolvedAt: dataDeps.now(),
      resolution: [...choices],
      conflicts: places,
      mine: { ...record.mine, ...pickPresent(current, fields) },
    });
  });
  notifyOutboxChange();
}

function valueAt(row: Record<string, unknown>, field: string, key: string | null): unknown {
  const value = row[field];
  if (key === null) return value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}
