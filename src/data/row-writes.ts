// The one shape every synced write takes: read the row, change it, put it and queue its
// outbox entry, all in ONE Dexie transaction, then tell the sync runner.
import type { SyncTable } from '../domain/sync-protocol';
import { nowIso } from './clock';
import type { StoryStackDb } from './db';
import { notifyOutboxChange, queueMutation } from './outbox';
import type { MirrorRow } from './types';

export class RowNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} was not found on this device.`);
    this.name = 'RowNotFoundError';
  }
}

/** Inserts a new local row (base null: the server has not seen it) with its insert entry. */
export async function insertRow(
  target: StoryStackDb,
  table: SyncTable,
  rowId: string,
  row: MirrorRow,
  values: Record<string, unknown>,
): Promise<void> {
  await target.transaction('rw', target.rows(table), target.outbox, async () => {
    await target.rows(table).put(row);
    await queueMutation(target, { table, rowId, op: 'insert', values });
  });
  notifyOutboxChange();
}

/**
 * Patches an existing local row. `change` gets the current row and returns the fields to set
 * (they become the entry's values). Throws RowNotFoundError when the row is not in the mirror.
 */
export async function patchRow<R extends MirrorRow>(
  target: StoryStackDb,
  table: SyncTable,
  rowId: string,
  what: string,
  change: (row: R) => Record<string, unknown>,
): Promise<void> {
  await target.transaction('rw', target.rows(table), target.outbox, async () => {
    const row = (await target.rows(table).get(rowId)) as R | undefined;
    if (!row) throw new RowNotFoundError(what);
    const values = change(row);
    if (Object.keys(values).length === 0) return;
    await target.rows(table).put({ ...row, ...values, updated_at: nowIso() });
    await queueMutation(target, { table, rowId, op: 'update', values });
  });
  notifyOutboxChange();
}
