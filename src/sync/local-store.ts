// The engine's view of the device: the outbox and the mirror, with every multi-step change in
// one Dexie transaction. The engine only orchestrates; what an acknowledgement or a conflict
// does to a row is decided here, atomically.
import Dexie from 'dexie';
import { diffValues, mergeRow, type FieldConflict } from '../domain/merge';
import {
  KEY_COLUMN,
  KEYED_FIELDS,
  WRITABLE_FIELDS,
  type PullCursor,
  type ServerRow,
  type SyncTable,
} from '../domain/sync-protocol';
import { dataDeps } from '../data/mirror/clock';
import type { StoryStackDb } from '../data/mirror/db';
import { entriesForRow, newEntryFields, rowQueueKey } from '../data/mirror/outbox';
import { invokeBodyAtSend } from '../data/mirror/invoke-bodies';
import { lastEditOf, readsBehindEdit, sendableEntries } from './send-order';
import type { ConflictRecord, InvokeEntry, MirrorRow, MutationEntry, OutboxEntry } from '../data/mirror/types';
import {
  dropVanishedRows,
  purgeCheckDue,
  readCursor,
  recordPullPosition,
  refetchDue,
  type PullPosition,
} from './pull-cursor';
import { recordScope, settleScope, settledScope, type ScopeSettlement } from './scope';

export type ConflictOutcome = { kind: 'merged'; requeued: boolean } | { kind: 'conflict'; conflictId: string };

export interface LocalStore {
  /** After a crash or a killed tab: entries left in flight go back to the queue (still `sent`). */
  resetInflight(): Promise<void>;
  /** The first entry of every queue key that may be sent at `now`, oldest first. */
  sendable(now: number): Promise<OutboxEntry[]>;
  /** The newest entry's place in the outbox (0 when empty): entries made later have a higher one. */
  lastSeq(): Promise<number>;
  /** Null when the entry moved since it was listed (a call that reads its row, now behind a new edit). */
  markInflight(entry: OutboxEntry): Promise<OutboxEntry | null>;
  baseVersion(table: SyncTable, rowId: string): Promise<number | null>;
  /** The server took the entry; waiting changes are rebased (a conflict is possible after a replay). */
  ackMutation(entry: MutationEntry, serverRow: ServerRow): Promise<ConflictOutcome | null>;
  resolveConflict(entry: MutationEntry, serverRow: ServerRow): Promise<ConflictOutcome>;
  complete(entry: OutboxEntry): Promise<void>;
  /** An invoke's body as it must be sent now (read from its row when it names one). */
  invokeBody(entry: InvokeEntry): Promise<Record<string, unknown>>;
  /** The bytes of a file kept on the device, or null when the user has deleted it since. */
  uploadBlob(uploadId: string): Promise<Blob | null>;
  defer(entry: OutboxEntry, nextAttemptAt: number, error: string): Promise<void>;
  reject(entry: OutboxEntry, status: number | null, message: string): Promise<string>;
  cursor(table: SyncTable, userId: string): Promise<PullCursor | null>;
  /** Keys a pull skipped (unsent changes then) that may be fetched again now. */
  refetchDue(table: SyncTable, userId: string): Promise<string[]>;
  /** A tombstone purge up to `purgedThrough` may have hidden deletes from this device. */
  purgeCheckDue(table: SyncTable, userId: string, purgedThrough: number | null): Promise<boolean>;
  /** Drops rows the server no longer has (all of `serverKeys` are readable); marks the purge checked. */
  dropVanished(
    table: SyncTable,
    userId: string,
    serverKeys: ReadonlySet<string>,
    purgedThrough: number,
  ): Promise<number>;
  applyPulled(
    table: SyncTable,
    userId: string,
    rows: ServerRow[],
    position: PullPosition,
  ): Promise<{ applied: number; skipped: number }>;
  summary(): Promise<{ pending: number; attention: number; nextAttemptAt: number | null; held: number }>;
  /** The scope version last settled for the user (src/sync/scope.ts), or null. */
  settledScope(userId: string): Promise<number | null>;
  recordScope(userId: string, version: number): Promise<void>;
  /** Drops what the user may no longer read (`server`: every readable key → version); lists what to fetch. */
  settleScope(table: SyncTable, userId: string, server: ReadonlyMap<string, number>): Promise<ScopeSettlement>;
}

const writable = (table: SyncTable) => WRITABLE_FIELDS[table];

function pickFields(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f in row) out[f] = row[f];
  return out;
}

export function createDexieStore(db: StoryStackDb): LocalStore {
  const tables = () => db.syncTables();

  const rowOf = async (table: SyncTable, rowId: string) => (await db.rows(table).get(rowId)) as MirrorRow | undefined;

  /**
   * The places of a row a refused write changed, as this device has them (merged onto the
   * server's row): an acknowledgement of a later edit must not take the refused text off the
   * screen before the user retries or discards it.
   */
  async function keepRefused(
    table: SyncTable,
    rowId: string,
    local: MirrorRow | undefined,
    serverRow: ServerRow,
  ): Promise<Record<string, unknown>> {
    if (!local) return {};
    const fields = new Set<string>();
    for (const a of await db.attention.toArray())
      if (a.entry.kind === 'mutation' && a.entry.table === table && a.entry.rowId === rowId)
        for (const f of Object.keys(a.entry.values)) fields.add(f);
    if (fields.size === 0) return {};
    const { merged } = mergeRow(
      (local.base ?? null) as Record<string, unknown> | null,
      local as unknown as Record<string, unknown>,
      serverRow as Record<string, unknown>,
      { fields: [...fields], keyedFields: KEYED_FIELDS[table] },
    );
    return merged;
  }

  /**
   * Three-way rebase of a row's waiting changes onto the server's row, inside the caller's
   * transaction: `ancestor` is what the waiting changes were made on. Every waiting entry (none
   * has been sent) is replaced by one fresh entry based on the server's version, or held with a
   * conflict record when both sides changed the same place.
   */
  async function rebase(
    table: SyncTable,
    rowId: string,
    ancestor: Record<string, unknown> | null,
    serverRow: ServerRow,
  ): Promise<ConflictOutcome> {
    const fields = writable(table);
    const local = await rowOf(table, rowId);
    const theirs = serverRow as Record<string, unknown>;
    const entries = await entriesForRow(db, table, rowId);
    const pendingValues: Record<string, unknown> = {};
    for (const e of entries) if (e.kind === 'mutation') Object.assign(pendingValues, e.values);
    const base = ancestor;
    const mine = { ...(local ?? {}), ...pendingValues } as Record<string, unknown>;
    const { merged, conflicts } = mergeRow(base, mine, theirs, { fields, keyedFields: KEYED_FIELDS[table] });
    // A row deleted on the server while edited here: ask rather than let the edit vanish.
    const myChanges = diffValues(
      base,
      mine,
      fields.filter((f) => f !== 'deleted_at'),
    );
    if (theirs.deleted_at && !base?.deleted_at && !mine.deleted_at && Object.keys(myChanges).length > 0) {
      conflicts.push({
        field: 'deleted_at',
        key: null,
        base: base?.deleted_at ?? null,
        mine: null,
        theirs: theirs.deleted_at,
      });
      merged.deleted_at = null;
    }
    const nextRow = { ...theirs, ...merged, base: theirs } as unknown as MirrorRow;
    const values = diffValues(theirs, nextRow as unknown as Record<string, unknown>, fields);
    const mutations = entries.filter((e): e is MutationEntry => e.kind === 'mutation');
    await db.outbox.bulkDelete(mutations.map((e) => e.seq as number));
    const hasValues = Object.keys(values).length > 0;
    // A tombstone stays in the mirror (hidden by every read): a late keystroke for the row then
    // meets it and asks the user, instead of failing on a row that vanished.
    await db.rows(table).put(nextRow);
    if (hasValues || conflicts.length > 0) {
      const requeued: MutationEntry = {
        // The first waiting entry's place in the queue, so what was queued after it (a generation
        // request for this row) still goes after it.
        ...(mutations[0]?.seq !== undefined ? { seq: mutations[0].seq } : {}),
        ...newEntryFields(rowQueueKey(table, rowId)),
        state: conflicts.length > 0 ? 'held' : 'queued',
        kind: 'mutation',
        table,
        rowId,
        op: 'update',
        values,
        baseVersion: theirs.version as number,
        userId: mutations.find((e) => e.userId)?.userId ?? null,
      };
      await db.outbox.put(requeued);
    }
    if (conflicts.length === 0) return { kind: 'merged', requeued: hasValues };
    const record: ConflictRecord = {
      id: dataDeps.uuid(),
      table,
      rowId,
      base: base ? pickFields(base, fields) : null,
      mine: pickFields(mine, fields),
      theirs: pickFields(theirs, [...fields, 'version', 'updated_at']),
      merged: pickFields(merged, fields),
      conflicts: conflicts.map((c: FieldConflict) => ({ ...c })),
      state: 'open',
      createdAt: dataDeps.now(),
      resolvedAt: null,
      resolution: null,
    };
    await db.conflicts.add(record);
    return { kind: 'conflict', conflictId: record.id };
  }

  return {
    async resetInflight() {
      await db.outbox.toCollection().modify((e) => {
        if (e.state === 'inflight') e.state = 'queued';
      });
    },

    async sendable(now) {
      return sendableEntries(await db.outbox.orderBy('seq').toArray(), now);
    },

    async lastSeq() {
      return Number((await db.outbox.orderBy('seq').lastKey()) ?? 0);
    },

    async markInflight(entry) {
      // Re-read inside the transaction: a patch may have coalesced into the entry since it was
      // listed, and what is sent must be exactly what is marked sent.
      return db.transaction('rw', db.outbox, async () => {
        const found = await db.outbox.get(entry.seq as number);
        if (!found && entry.kind === 'invoke' && entry.readFrom) return null;
        const current = found ?? entry;
        if (current.kind === 'invoke' && current.readFrom) {
          // An edit of its row queued since it was listed goes first.
          const edits = await db.outbox.where('queueKey').equals(current.queueKey).toArray();
          if (readsBehindEdit(current, lastEditOf(edits))) return null;
        }
        const next: OutboxEntry = { ...current, state: 'inflight', sent: true, attempts: current.attempts + 1 };
        await db.outbox.put(next);
        return next;
      });
    },

    async baseVersion(table, rowId) {
      return (await rowOf(table, rowId))?.base?.version ?? null;
    },

    async ackMutation(entry, serverRow) {
      return db.transaction('rw', tables(), async () => {
        const local = await rowOf(entry.table, entry.rowId);
        await db.outbox.delete(entry.seq as number);
        const remaining = await entriesForRow(db, entry.table, entry.rowId);
        if (remaining.length === 0) {
          await db.rows(entry.table).put({
            ...serverRow,
            ...(await keepRefused(entry.table, entry.rowId, local, serverRow)),
            base: serverRow,
          } as unknown as MirrorRow);
          return null;
        }
        // Changes still waiting were made on top of "base + this entry". The server row may hold
        // more than that (a replay answered 'duplicate' with today's row), so the waiting changes
        // are merged onto it per section, never laid over it wholesale.
        const ancestor = { ...((local?.base ?? {}) as Record<string, unknown>), ...entry.values };
        return rebase(entry.table, entry.rowId, ancestor, serverRow);
      });
    },

    async resolveConflict(entry, serverRow) {
      return db.transaction('rw', tables(), async () => {
        const local = await rowOf(entry.table, entry.rowId);
        return rebase(entry.table, entry.rowId, (local?.base ?? null) as Record<string, unknown> | null, serverRow);
      });
    },

    async complete(entry) {
      if (entry.kind !== 'upload') {
        await db.outbox.delete(entry.seq as number);
        return;
      }
      await db.transaction('rw', db.outbox, db.uploads, async () => {
        await db.outbox.delete(entry.seq as number);
        await db.uploads.update(entry.uploadId, { uploadedAt: dataDeps.now() });
      });
    },

    invokeBody(entry) {
      return invokeBodyAtSend(db, entry);
    },

    async uploadBlob(uploadId) {
      const upload = await db.uploads.get(uploadId);
      if (!upload) return null;
      return upload.blob ?? new Blob([upload.content ?? ''], { type: upload.mime });
    },

    async defer(entry, nextAttemptAt, error) {
      await db.outbox.update(entry.seq as number, { state: 'queued', nextAttemptAt, lastError: error });
    },

    async reject(entry, status, message) {
      return db.transaction('rw', tables(), async () => {
        const id = dataDeps.uuid();
        const localRow = entry.kind === 'mutation' ? ((await rowOf(entry.table, entry.rowId)) ?? null) : null;
        await db.outbox.delete(entry.seq as number);
        await db.attention.add({
          id,
          entry: { ...entry, state: 'queued' },
          localRow: localRow as Record<string, unknown> | null,
          status,
          message,
          createdAt: dataDeps.now(),
        });
        return id;
      });
    },

    cursor: (table, userId) => readCursor(db, table, userId),

    refetchDue: (table, userId) => refetchDue(db, table, userId),

    purgeCheckDue: (table, userId, purgedThrough) => purgeCheckDue(db, table, userId, purgedThrough),

    dropVanished: (table, userId, serverKeys, purgedThrough) =>
      dropVanishedRows(db, table, userId, serverKeys, purgedThrough),

    async applyPulled(table, userId, rows, position) {
      // One transaction per page; the rows that must be left alone are read once, the rest are
      // written in one bulkPut (a first sync of thousands of rows is a few pages, not thousands
      // of requests to IndexedDB).
      return db.transaction('rw', tables(), async () => {
        const key = KEY_COLUMN[table];
        // Never overwrite unsent work (the ack, or the conflict merge, rebases it), nor a row whose
        // write was refused: the user's text stays on screen until they retry or discard it.
        const held = new Set<string>();
        const queued = await db.outbox
          .where('[table+rowId]')
          .between([table, Dexie.minKey], [table, Dexie.maxKey])
          .keys();
        for (const k of queued) held.add(String((k as unknown as [string, string])[1]));
        for (const a of await db.attention.toArray())
          if (a.entry.kind === 'mutation' && a.entry.table === table) held.add(a.entry.rowId);
        const skippedVersions: Record<string, number> = {};
        const puts: MirrorRow[] = [];
        for (const row of rows) {
          const rowId = String(row[key]);
          if (held.has(rowId)) skippedVersions[rowId] = row.version;
          else puts.push({ ...row, base: row } as unknown as MirrorRow);
        }
        await db.rows(table).bulkPut(puts);
        const seen = rows.map((r) => String(r[key]));
        await recordPullPosition(db, table, userId, seen, skippedVersions, position);
        return { applied: puts.length, skipped: rows.length - puts.length };
      });
    },

    settledScope: (userId) => settledScope(db, userId),

    recordScope: (userId, version) => recordScope(db, userId, version),

    settleScope: (table, userId, server) => settleScope(db, table, userId, server),

    async summary() {
      // One read transaction, not three: while a person types this runs up to four times a
      // second, and each transaction over these stores is one more the keystroke's write waits for.
      const [all, refused, conflicts] = await db.transaction('r', [db.outbox, db.attention, db.conflicts], () =>
        Promise.all([db.outbox.toArray(), db.attention.count(), db.conflicts.where('state').equals('open').count()]),
      );
      let next: number | null = null;
      let held = 0;
      for (const e of all) {
        if (e.state === 'held') held++;
        else if (next === null || e.nextAttemptAt < next) next = e.nextAttemptAt;
      }
      return { pending: all.length, attention: refused + conflicts, nextAttemptAt: next, held };
    },
  };
}
