// What needs the user: writes the server refused for good (the text is kept in the record) and
// conflicts where both sides changed the same place. Resolving either re-queues a fresh entry.
import { applyConflictChoices, diffValues, type ConflictChoice } from '../domain/merge';
import { WRITABLE_FIELDS } from '../domain/sync-protocol';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { entriesForRow, notifyOutboxChange, rowQueueKey } from './outbox';
import { storyTextSchema, type MirrorRow, type MutationEntry } from './types';

/** Number of things that need the user: refused writes plus open conflicts. */
export async function countAttention(target: StoryStackDb = defaultDb): Promise<number> {
  const [refused, conflicts] = await Promise.all([
    target.attention.count(),
    target.conflicts.where('state').equals('open').count(),
  ]);
  return refused + conflicts;
}

/**
 * Sends a refused write again (after the user fixed what the message said). For a row, the
 * entry is rebuilt from the row as it is now, so later edits go with it.
 */
export async function retryAttention(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await target.transaction('rw', target.syncTables(), async () => {
    const record = await target.attention.get(id);
    if (!record) return;
    const entry = record.entry;
    await target.attention.delete(id);
    if (entry.kind !== 'mutation') {
      await target.outbox.add({
        ...entry,
        seq: undefined,
        id: dataDeps.uuid(),
        attempts: 0,
        nextAttemptAt: 0,
        sent: false,
        state: 'queued',
        lastError: null,
      });
      return;
    }
    const row = (await target.rows(entry.table).get(entry.rowId)) as MirrorRow | undefined;
    const current = (row ?? record.localRow ?? {}) as Record<string, unknown>;
    const later = await entriesForRow(target, entry.table, entry.rowId);
    if (entry.op === 'insert' && row?.base == null) {
      // The server never took the row: one insert of the row as it is now replaces every later
      // (unsent) edit, which would otherwise be updates of a row the server does not have.
      await target.outbox.bulkDelete(later.filter((e) => !e.sent).map((e) => e.seq as number));
      await target.outbox.add(freshEntry(entry, 'insert', pickPresent(current, WRITABLE_FIELDS[entry.table]), null));
      return;
    }
    // The refused fields go again with the row's current values (later edits of the same
    // fields included); they join the row's newest unsent entry or follow the ones in flight.
    // The base is the one the refused change was made on, so a server that moved on since
    // answers with a conflict instead of being overwritten.
    const values = pickPresent(current, Object.keys(entry.values));
    const baseVersion = entry.baseVersion !== undefined ? entry.baseVersion : (row?.base?.version ?? null);
    const last = later.at(-1);
    if (last && last.kind === 'mutation' && !last.sent && last.state !== 'inflight') {
      await target.outbox.put({ ...last, values: { ...values, ...last.values }, baseVersion });
      return;
    }
    await target.outbox.add(freshEntry(entry, 'update', values, baseVersion));
  });
  notifyOutboxChange();
}

function pickPresent(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (row[f] !== undefined) out[f] = row[f];
  return out;
}

function freshEntry(
  entry: MutationEntry,
  op: 'insert' | 'update',
  values: Record<string, unknown>,
  baseVersion: number | null,
): MutationEntry {
  const fresh: MutationEntry = {
    ...entry,
    id: dataDeps.uuid(),
    op,
    values,
    baseVersion,
    attempts: 0,
    nextAttemptAt: 0,
    sent: false,
    state: 'queued',
    lastError: null,
  };
  delete fresh.seq;
  return fresh;
}

/**
 * Drops a refused write. The row goes back to the server's version when nothing else is
 * pending for it (a row the server never accepted disappears from this device).
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
    if (row.base) await target.rows(entry.table).put({ ...row.base, base: row.base } as MirrorRow);
    else await target.rows(entry.table).delete(entry.rowId);
  });
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
    const base = (row?.base ?? record.theirs) as Record<string, unknown>;
    // "Mine" is the row as it is now, so text typed while the conflict waited is what is kept
    // (or, when theirs wins, what the resolved record keeps reachable).
    const current = (row ?? { ...record.theirs, ...record.merged }) as Record<string, unknown>;
    const places = record.conflicts.map((c) => ({ ...c, mine: valueAt(current, c.field, c.key) }));
    const finalRow = applyConflictChoices(current, places, choices);
    // A merge by hand over a limit would be refused by every later keystroke: refuse it here.
    if (record.table === 'stories') storyTextSchema.parse(finalRow);
    const entries = await entriesForRow(target, record.table, record.rowId);
    await target.outbox.bulkDelete(entries.map((e) => e.seq as number));
    if (finalRow.deleted_at && base.deleted_at) {
      // The deletion stands: the row goes back to the server's tombstone, nothing is sent.
      await table.put({ ...base, base } as unknown as MirrorRow);
    } else {
      await table.put({ ...finalRow, base } as unknown as MirrorRow);
      const values = diffValues(base, finalRow, fields);
      if (Object.keys(values).length > 0) {
        const entry: MutationEntry = {
          id: dataDeps.uuid(),
          queueKey: rowQueueKey(record.table, record.rowId),
          createdAt: dataDeps.now(),
          attempts: 0,
          nextAttemptAt: 0,
          sent: false,
          state: 'queued',
          lastError: null,
          kind: 'mutation',
          table: record.table,
          rowId: record.rowId,
          op: 'update',
          values,
          baseVersion: typeof base.version === 'number' ? base.version : null,
          userId: entries.find((e) => e.userId)?.userId ?? null,
        };
        await target.outbox.add(entry);
      }
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
