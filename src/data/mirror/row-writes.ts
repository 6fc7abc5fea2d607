// The one shape every synced write takes: read the row, change it, put it and queue its
// outbox entry, all in ONE Dexie transaction, then tell the sync runner.
import { writableValues, type SyncTable } from '../../domain/sync-protocol';
import { nowIso } from './clock';
import type { StoryStackDb } from './db';
import { notifyOutboxChange, queueMutation } from './outbox';
import { lastUser } from '../remote/session-cache';
import { SignedOutError } from './signed-out-error';
import type { MirrorRow } from './types';

export class RowNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} was not found on this device.`);
    this.name = 'RowNotFoundError';
  }
}

/** The account a change is made for; a signed-out device makes none (SignedOutError). */
async function signedInUser(target: StoryStackDb): Promise<string> {
  const user = await lastUser(target);
  if (!user) throw new SignedOutError();
  return user.id;
}

/** Inserts a new local row (base null: the server has not seen it) with its insert entry. */
export async function insertRow(
  target: StoryStackDb,
  table: SyncTable,
  rowId: string,
  row: MirrorRow,
  values: Record<string, unknown>,
): Promise<void> {
  await target.transaction('rw', target.rows(table), target.outbox, target.kv, async () => {
    const userId = await signedInUser(target);
    await target.rows(table).put(row);
    await queueMutation(target, { table, rowId, op: 'insert', values, baseVersion: null, userId });
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
  await target.transaction('rw', target.rows(table), target.outbox, target.kv, async () => {
    const userId = await signedInUser(target);
    const row = (await target.rows(table).get(rowId)) as R | undefined;
    if (!row) throw new RowNotFoundError(what);
    const values = change(row);
    if (Object.keys(values).length === 0) return;
    const next = { ...row, ...values, updated_at: nowIso() };
    await target.rows(table).put(next);
    // A row the server has never accepted (its insert was refused and nothing is queued) is
    // sent as a whole new insert, not as an update of a row the server does not have.
    const queued = await target.outbox.where('[table+rowId]').equals([table, rowId]).count();
    if (row.base === null && queued === 0) {
      const all = writableValues(table, next);
      await queueMutation(target, { table, rowId, op: 'insert', values: all, baseVersion: null, userId });
      return;
    }
    await queueMutation(target, { table, rowId, op: 'update', values, baseVersion: row.base?.version ?? null, userId });
  });
  notifyOutboxChange();
}
