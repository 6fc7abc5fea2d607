// Where a device is in each table's stream of changes, and which rows it still owes itself.
// A pull skips a row that has unsent changes here (they must not be overwritten); the row is
// remembered with the server version it skipped, and fetched again by key once nothing waits
// for it: no outbox entry and no refused write the user has not settled (their text stays
// visible until they retry or discard). If an acknowledgement has already brought the mirror
// to that version or later, there is nothing to fetch.
import { z } from 'zod';
import type { PullCursor, SyncTable } from '../domain/sync-protocol';
import type { StoryStackDb } from '../data/mirror/db';
import type { CursorRecord, MirrorRow } from '../data/mirror/types';

const storedCursorSchema = z.object({
  table: z.string(),
  userId: z.string().nullable(),
  txid: z.number().int().nonnegative().nullable(),
  key: z.string().nullable(),
  skipped: z.record(z.string(), z.number().int()),
  purgeChecked: z.number().int().nullable().optional(),
});

/** What one applied page (or re-read) means for the position. */
export interface PullPosition {
  /** The cursor after the page; null leaves it where it was (a re-read by key). */
  next: PullCursor | null;
  /** Keys fetched again by key: they are settled unless skipped again. */
  refetched?: readonly string[];
}

/** The stored record for this user, or null (none, another user's, or an older format). */
async function readRecord(db: StoryStackDb, table: SyncTable, userId: string): Promise<CursorRecord | null> {
  const parsed = storedCursorSchema.safeParse(await db.cursors.get(table));
  if (!parsed.success || parsed.data.userId !== userId) return null;
  return { ...parsed.data, table };
}

export async function readCursor(db: StoryStackDb, table: SyncTable, userId: string): Promise<PullCursor | null> {
  const record = await readRecord(db, table, userId);
  return record && record.txid !== null && record.key !== null ? { txid: record.txid, key: record.key } : null;
}

/**
 * Moves the position after a page, inside the caller's transaction. `seen` are the keys of the
 * page, `skipped` those left alone (key → server version); a key seen and applied is settled.
 */
export async function recordPullPosition(
  db: StoryStackDb,
  table: SyncTable,
  userId: string,
  seen: readonly string[],
  skipped: Readonly<Record<string, number>>,
  position: PullPosition,
): Promise<void> {
  const record = (await readRecord(db, table, userId)) ?? { table, userId, txid: null, key: null, skipped: {} };
  const owed = { ...record.skipped };
  for (const key of [...(position.refetched ?? []), ...seen]) delete owed[key];
  Object.assign(owed, skipped);
  const next = position.next ?? (record.txid !== null && record.key !== null ? record : null);
  const changed = position.next !== null || Object.keys(owed).length > 0 || Object.keys(record.skipped).length > 0;
  if (!changed) return;
  await db.cursors.put({
    table,
    userId,
    txid: next?.txid ?? null,
    key: next?.key ?? null,
    skipped: owed,
    ...(record.purgeChecked != null ? { purgeChecked: record.purgeChecked } : {}),
  });
}

/**
 * Whether this device must compare its rows with the server's keys: a tombstone purge removed
 * rows up to `purgedThrough`, the cursor has not passed them (it may have missed their deletes),
 * and that mark has not been checked yet. A device with no cursor pulls everything anyway.
 */
export async function purgeCheckDue(
  db: StoryStackDb,
  table: SyncTable,
  userId: string,
  purgedThrough: number | null,
): Promise<boolean> {
  if (purgedThrough === null) return false;
  const record = await readRecord(db, table, userId);
  if (!record || record.txid === null) return false;
  return record.txid <= purgedThrough && (record.purgeChecked ?? -1) < purgedThrough;
}

/**
 * After a missed purge: drops the mirror's rows of `table` that the server no longer has
 * (`serverKeys` is every key the user may read), except rows with unsent or refused changes,
 * and remembers the mark as checked. Returns how many rows went.
 */
export async function dropVanishedRows(
  db: StoryStackDb,
  table: SyncTable,
  userId: string,
  serverKeys: ReadonlySet<string>,
  purgedThrough: number,
): Promise<number> {
  return db.transaction('rw', [db.cursors, db.outbox, db.attention, db.rows(table)], async () => {
    const refused = new Set<string>();
    for (const a of await db.attention.toArray())
      if (a.entry.kind === 'mutation' && a.entry.table === table) refused.add(a.entry.rowId);
    const vanished: string[] = [];
    for (const key of (await db.rows(table).toCollection().primaryKeys()) as string[]) {
      if (serverKeys.has(key) || refused.has(key)) continue;
      if ((await db.outbox.where('[table+rowId]').equals([table, key]).count()) > 0) continue;
      vanished.push(key);
    }
    await db.rows(table).bulkDelete(vanished);
    const record = (await readRecord(db, table, userId)) ?? { table, userId, txid: null, key: null, skipped: {} };
    await db.cursors.put({ ...record, purgeChecked: purgedThrough });
    return vanished.length;
  });
}

/**
 * The skipped keys to fetch again now. Keys whose row the mirror already holds at the skipped
 * version or later (an acknowledgement brought it) are dropped without a request.
 */
export async function refetchDue(db: StoryStackDb, table: SyncTable, userId: string): Promise<string[]> {
  // Nearly always nothing is owed: found out by a read of the cursor alone, not a write
  // transaction over the outbox and the rows that a keystroke's write would wait for.
  const owing = await readRecord(db, table, userId);
  if (!owing || Object.keys(owing.skipped).length === 0) return [];
  return db.transaction('rw', [db.cursors, db.outbox, db.attention, db.rows(table)], async () => {
    const record = await readRecord(db, table, userId);
    if (!record || Object.keys(record.skipped).length === 0) return [];
    const refused = new Set<string>();
    for (const a of await db.attention.toArray())
      if (a.entry.kind === 'mutation' && a.entry.table === table) refused.add(a.entry.rowId);
    const due: string[] = [];
    const owed = { ...record.skipped };
    for (const [key, version] of Object.entries(record.skipped)) {
      if (refused.has(key)) continue;
      if ((await db.outbox.where('[table+rowId]').equals([table, key]).count()) > 0) continue;
      const row = (await db.rows(table).get(key)) as MirrorRow | undefined;
      if (row?.base && row.base.version >= version) delete owed[key];
      else due.push(key);
    }
    if (Object.keys(owed).length !== Object.keys(record.skipped).length)
      await db.cursors.put({ ...record, skipped: owed });
    return due;
  });
}
