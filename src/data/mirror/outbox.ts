// The outbox: every change waiting for the server. Row writes add their entry inside the same
// transaction as the row (see queueMutation); visitor writes and function calls use the
// enqueue helpers here. Patches to a row that are not yet in flight coalesce into one entry.
import Dexie from 'dexie';
import type { SyncTable } from '../../domain/sync-protocol';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import type { InsertEntry, InvokeEntry, InvokeRecipe, MutationEntry, OutboxEntry, RpcEntry } from './types';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after a write commits: the sync runner listens to start a push soon. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyOutboxChange(): void {
  // Outside any transaction: called from a write nested in a wider one (an edit of the generated
  // story keeps a version in the same transaction), a listener's reads would otherwise join that
  // transaction and fail on the tables it does not cover (an uncaught Dexie NotFoundError).
  Dexie.ignoreTransaction(() => {
    for (const l of listeners) l();
  });
}

export const rowQueueKey = (table: SyncTable, rowId: string): string => `${table}:${rowId}`;

/** The fields every new outbox entry starts with. */
export function newEntryFields(queueKey: string, id = dataDeps.uuid()) {
  return {
    id,
    queueKey,
    createdAt: dataDeps.now(),
    attempts: 0,
    nextAttemptAt: 0,
    sent: false,
    state: 'queued' as const,
    lastError: null,
  };
}

/** Entries of one row, oldest first. Call inside a transaction that includes the outbox. */
export function entriesForRow(target: StoryStackDb, table: SyncTable, rowId: string): Promise<OutboxEntry[]> {
  return target.outbox.where('[table+rowId]').equals([table, rowId]).toArray();
}

/** A row's newest entry. Index entries with equal keys are ordered by primary key (seq). */
export function lastEntryOfRow(
  target: StoryStackDb,
  table: SyncTable,
  rowId: string,
): Promise<OutboxEntry | undefined> {
  return target.outbox.where('[table+rowId]').equals([table, rowId]).last();
}

/** A row change as the outbox takes it (queueMutation, rowEntryWrite). */
export interface RowChange {
  table: SyncTable;
  rowId: string;
  op: 'insert' | 'update';
  values: Record<string, unknown>;
  /** The server version the change was made on (the row's base); null for an insert. */
  baseVersion: number | null;
  /** The signed-in account making the change. */
  userId: string | null;
  /** Queue it held (a conflict on the row waits for the user). */
  held?: boolean;
  /** Send it in another row's queue (a story's version goes after the story's own entries). */
  queueKey?: string;
}

/**
 * What a row change does to the outbox, given the row's newest entry: merged into that entry when
 * it has never been sent (coalescing, a put), else a new entry (an add). Pure, so a transaction
 * that does not go through Dexie (story-text/transaction.ts) writes exactly the same entry.
 */
export function rowEntryWrite(
  change: RowChange,
  last: OutboxEntry | undefined,
): { put: OutboxEntry; add?: never } | { add: MutationEntry; put?: never } {
  if (last && last.kind === 'mutation' && !last.sent && last.state !== 'inflight') {
    // The merged entry keeps the base it was made on: later patches were typed on top of it.
    return {
      put: {
        ...last,
        values: { ...last.values, ...change.values },
        ...(change.held ? { state: 'held' as const } : {}),
      },
    };
  }
  return {
    add: {
      ...newEntryFields(change.queueKey ?? rowQueueKey(change.table, change.rowId)),
      kind: 'mutation',
      table: change.table,
      rowId: change.rowId,
      op: change.op,
      values: change.values,
      baseVersion: change.op === 'insert' ? null : change.baseVersion,
      userId: change.userId,
      ...(change.held ? { state: 'held' as const } : {}),
    },
  };
}

/**
 * Adds a row change to the outbox, or merges it into the row's last entry when that entry has
 * never been sent (coalescing). Must run inside a 'rw' transaction over the row table and the
 * outbox, so the row and its entry commit together.
 */
export async function queueMutation(
  target: StoryStackDb,
  change: RowChange,
  /** The row's newest entry when the caller has read it already in this transaction (lastEntryOfRow). */
  known?: { last: OutboxEntry | undefined },
): Promise<void> {
  const last = known ? known.last : await lastEntryOfRow(target, change.table, change.rowId);
  const write = rowEntryWrite(change, last);
  if (write.put) await target.outbox.put(write.put);
  else await target.outbox.add(write.add);
}

/**
 * Queues a visitor write that must survive offline (rpc join_waitlist). Returns the entry id.
 * The rpc itself must be idempotent (join_waitlist is: a repeated email is stored once).
 */
export async function enqueueRpc(
  name: string,
  args: Record<string, unknown>,
  target: StoryStackDb = defaultDb,
): Promise<string> {
  const id = dataDeps.uuid();
  const entry: RpcEntry = { ...newEntryFields(`rpc:${id}`, id), kind: 'rpc', name, args };
  await target.outbox.add(entry);
  notifyOutboxChange();
  return id;
}

/**
 * Queues an insert with a client-made id (a lead from the Request Early Access wizard), sent
 * with return=minimal; a replay that hits the primary key counts as delivered.
 */
export async function enqueueInsert(
  table: 'leads',
  values: Record<string, unknown>,
  target: StoryStackDb = defaultDb,
): Promise<string> {
  const rowId = typeof values.id === 'string' ? values.id : dataDeps.uuid();
  const entry: InsertEntry = {
    ...newEntryFields(`insert:${table}:${rowId}`),
    kind: 'insert',
    table,
    values: { ...values, id: rowId },
  };
  await target.outbox.add(entry);
  notifyOutboxChange();
  return rowId;
}

/**
 * Queues a function call (generation) made while offline or online alike. The body gets
 * `mutation_id` (the entry id) so the function can ignore a replay; the result lands in the
 * mirror through pull, and the sync engine emits 'invoke-done' when the call succeeded.
 * `after` names the row the call is about: the call joins that row's queue, so it reaches the
 * server only after the row's insert and the edits queued before it; with `recipe` its body is
 * read from that row when sent, and it stays behind edits queued after it too (sendable()).
 * `waitsFor` names rows the call reads besides: it is sent once what was queued for them
 * before it has gone.
 */
export async function enqueueInvoke(
  name: string,
  body: Record<string, unknown>,
  target: StoryStackDb = defaultDb,
  options: {
    after?: { table: SyncTable; rowId: string };
    userId?: string | null;
    /** Build the body from the `after` row when sent (see InvokeEntry.readFrom). */
    recipe?: InvokeRecipe;
    /** Other rows the call reads on the server: it waits for what is queued for them now. */
    waitsFor?: readonly { table: SyncTable; rowId: string }[];
    /** Not sent before this time (ms): the page is making the same call itself, directly. */
    holdUntil?: number;
  } = {},
): Promise<string> {
  const id = dataDeps.uuid();
  const queueKey = options.after ? rowQueueKey(options.after.table, options.after.rowId) : `invoke:${id}`;
  const entry: InvokeEntry = {
    ...newEntryFields(queueKey, id),
    nextAttemptAt: options.holdUntil ?? 0,
    kind: 'invoke',
    name,
    body,
    userId: options.userId ?? null,
    ...(options.after && options.recipe ? { readFrom: { ...options.after, recipe: options.recipe } } : {}),
    ...(options.waitsFor?.length ? { waitsFor: options.waitsFor.map((r) => rowQueueKey(r.table, r.rowId)) } : {}),
  };
  await target.outbox.add(entry);
  notifyOutboxChange();
  return id;
}

/** Changes on this device the server has not acknowledged (held conflicts included). */
export function countPendingChanges(target: StoryStackDb = defaultDb): Promise<number> {
  return target.outbox.count();
}

/** True when the row has unsent entries (a pull must not overwrite it). */
export async function hasPendingEntries(target: StoryStackDb, table: SyncTable, rowId: string): Promise<boolean> {
  return (await target.outbox.where('[table+rowId]').equals([table, rowId]).count()) > 0;
}
