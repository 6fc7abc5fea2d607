// What needs the user: writes the server refused for good (the text is kept in the record) and
// conflicts where both sides changed the same place. Resolving either re-queues a fresh entry.
import { applyConflictChoices, diffValues, type ConflictChoice } from '../domain/merge';
import { WRITABLE_FIELDS } from '../domain/sync-protocol';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { entriesForRow, notifyOutboxChange, rowQueueKey } from './outbox';
import type { MirrorRow, MutationEntry } from './types';

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
    // Later edits already queued for the row carry its current state: nothing more to add.
    if ((await entriesForRow(target, entry.table, entry.rowId)).length > 0) return;
    const row = (await target.rows(entry.table).get(entry.rowId)) as MirrorRow | undefined;
    const current = (row ?? record.localRow ?? {}) as Record<string, unknown>;
    const base = (row?.base ?? null) as Record<string, unknown> | null;
    const values = diffValues(base, current, WRITABLE_FIELDS[entry.table]);
    const fresh: MutationEntry = {
      ...entry,
      seq: undefined,
      id: dataDeps.uuid(),
      op: base ? 'update' : 'insert',
      values: Object.keys(values).length > 0 ? values : entry.values,
      attempts: 0,
      nextAttemptAt: 0,
      sent: false,
      state: 'queued',
      lastError: null,
    };
    delete fresh.seq;
    await target.outbox.add(fresh);
  });
  notifyOutboxChange();
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
    // The choices apply to the row as it is now, so edits made while the conflict waited stay.
    const current = (row ?? { ...record.theirs, ...record.merged }) as Record<string, unknown>;
    const finalRow = applyConflictChoices(current, record.conflicts, choices);
    const entries = await entriesForRow(target, record.table, record.rowId);
    await table.put({ ...finalRow, base } as unknown as MirrorRow);
    await target.outbox.bulkDelete(entries.map((e) => e.seq as number));
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
      };
      await target.outbox.add(entry);
    }
    await target.conflicts.update(conflictId, {
      state: 'resolved',
      resolvedAt: dataDeps.now(),
      resolution: [...choices],
    });
  });
  notifyOutboxChange();
}
