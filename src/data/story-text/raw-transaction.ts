// The keystroke's transaction in bare IndexedDB, on the connection Dexie opened (Dexie keeps
// the schema, upgrades and version changes; this file only borrows its IDBDatabase). Dexie's
// per-request promises and middleware cost more than the write itself on a busy machine
// (docs/benchmarks-browser.md), so the keystroke makes its requests directly, in two rounds:
// the four reads at once, then every write at once (plus the story's conflict records, read only
// when the write opens a conflict), then an explicit commit. The same transaction, with the same
// stores and durability, as Dexie's would be: the row, its outbox entry, a kept version and a
// conflict record commit together or not at all.
import Dexie, { cmp, RangeSet, type IndexableType } from 'dexie';
import { deletedHereKey } from '../mirror/conflict-records';
import type { StoryStackDb } from '../mirror/db';
import { LAST_USER_KEY, userOfRecord } from '../remote/session-cache';
import type { ConflictRecord, OutboxEntry, StoryRow, VersionRow } from '../mirror/types';

export type TextStore = 'stories' | 'versions' | 'outbox' | 'conflicts';
export type StoreWrite =
  { store: TextStore; put: object; add?: never } | { store: TextStore; add: object; put?: never };

/** What the transaction read: the signed-in user, the story, its newest outbox entry and version. */
export interface TextReads {
  userId: string | null;
  row: StoryRow | undefined;
  last: OutboxEntry | undefined;
  newest: VersionRow | undefined;
}

/** What the transaction writes, in order; `conflict` needs the story's conflict records first. */
export interface TextPlan<R> {
  result: R;
  writes: StoreWrite[];
  /** `deletedHere`: the story's record in kv that a tab of this browser deleted it, if any. */
  conflict?: (records: ConflictRecord[], facts: { deletedHere: unknown }) => { put: ConflictRecord } | null;
}

/** Epoch ms at the steps of one write (the keystroke measure's detail). */
interface Phases {
  readAt?: number;
  writtenAt?: number;
}

/**
 * One row the transaction wrote, for the signal to live queries: its key, its new value, and its
 * value before (`undefined`: there was none, an add; `null`: not read, so unknown).
 */
interface WrittenRow {
  key: IndexableType;
  value: object;
  old: object | undefined | null;
}

const STORES: (TextStore | 'kv')[] = ['stories', 'versions', 'outbox', 'conflicts', 'kv'];
const KEY_PATHS: Record<TextStore, string> = { stories: 'id', versions: 'id', outbox: 'seq', conflicts: 'id' };
const epochNow = () => performance.timeOrigin + performance.now();

function onValue<T>(request: IDBRequest, then: (value: T) => void): void {
  request.onsuccess = () => then(request.result as T);
}

/**
 * Reads what a keystroke's write needs, asks `plan` what to write (it may throw a refusal, which
 * aborts the transaction and rejects with it), writes it and resolves with the plan's result
 * once the transaction has committed. A browser refusal (QuotaExceededError) rejects with the
 * transaction's error, its name kept.
 */
export async function runTextTransaction<R>(
  target: StoryStackDb,
  storyId: string,
  plan: (reads: TextReads) => TextPlan<R>,
  phases?: Phases,
): Promise<R> {
  if (!target.isOpen()) await target.open();
  const written = new Map<TextStore, WrittenRow[]>();
  /** The rows the transaction read, by store and key: what a put of the same key replaces. */
  const seen = new Map<TextStore, Map<IndexableType, object>>();
  const remember = (store: TextStore, row: object | undefined) => {
    if (!row) return;
    const byKey = seen.get(store) ?? new Map<IndexableType, object>();
    byKey.set((row as Record<string, IndexableType>)[KEY_PATHS[store]], row);
    seen.set(store, byKey);
  };
  const result = await new Promise<R>((resolve, reject) => {
    const tx = target.backendDB().transaction(STORES, 'readwrite');
    let outcome: R;
    let refusal: unknown = null;
    const fail = (error: unknown) => {
      refusal = error;
      tx.abort();
    };
    tx.oncomplete = () => resolve(outcome);
    tx.onabort = () => reject(refusal ?? tx.error ?? new DOMException('The write was aborted.', 'AbortError'));

    const issue = (writes: StoreWrite[]) => {
      for (const w of writes) {
        const store = tx.objectStore(w.store);
        const rows = written.get(w.store) ?? [];
        written.set(w.store, rows);
        if (w.put) {
          store.put(w.put);
          const key = (w.put as Record<string, IndexableType>)[KEY_PATHS[w.store]];
          rows.push({ key, value: w.put, old: seen.get(w.store)?.get(key) ?? null });
        } else onValue<IndexableType>(store.add(w.add), (key) => rows.push({ key, value: w.add, old: undefined }));
      }
    };
    const apply = (decided: TextPlan<R>) => {
      outcome = decided.result;
      issue(decided.writes);
      const { conflict } = decided;
      if (conflict) {
        // The story's conflict records, and whether a tab of this browser deleted it.
        const records = tx
          .objectStore('conflicts')
          .index('[table+rowId]')
          .getAll(IDBKeyRange.only(['stories', storyId]));
        const here = tx.objectStore('kv').get(deletedHereKey(storyId));
        let found: ConflictRecord[] = [];
        let deletedHere: unknown;
        let answers = 2;
        const decide = () => {
          if (--answers > 0) return;
          try {
            const record = conflict(found, { deletedHere });
            if (record) issue([{ store: 'conflicts', put: record.put }]);
            tx.commit();
          } catch (error) {
            fail(error);
          }
        };
        onValue<ConflictRecord[]>(records, (rows) => {
          found = rows;
          for (const record of rows) remember('conflicts', record);
          decide();
        });
        onValue<{ value?: unknown } | undefined>(here, (record) => {
          deletedHere = record?.value;
          decide();
        });
      } else tx.commit(); // nothing more to ask: commit now rather than when this task ends
      if (phases) phases.writtenAt = epochNow();
    };

    const reads: Partial<TextReads> = {};
    let waiting = 4;
    const got = () => {
      if (--waiting > 0) return;
      if (phases) phases.readAt = epochNow();
      try {
        apply(plan(reads as TextReads));
      } catch (error) {
        fail(error);
      }
    };
    onValue<{ value?: unknown } | undefined>(tx.objectStore('kv').get(LAST_USER_KEY), (record) => {
      reads.userId = userOfRecord(record)?.id ?? null;
      got();
    });
    onValue<StoryRow | undefined>(tx.objectStore('stories').get(storyId), (row) => {
      reads.row = row;
      remember('stories', row);
      got();
    });
    // The newest of equal index keys is the one with the highest primary key (seq, created_at).
    const lastEntry = tx
      .objectStore('outbox')
      .index('[table+rowId]')
      .openCursor(IDBKeyRange.only(['stories', storyId]), 'prev');
    onValue<IDBCursorWithValue | null>(lastEntry, (cursor) => {
      reads.last = cursor?.value as OutboxEntry | undefined;
      remember('outbox', reads.last);
      got();
    });
    const versions = IDBKeyRange.bound([storyId, Dexie.minKey], [storyId, Dexie.maxKey]);
    const newest = tx.objectStore('versions').index('[story_id+created_at]').openCursor(versions, 'prev');
    onValue<IDBCursorWithValue | null>(newest, (cursor) => {
      reads.newest = cursor?.value as VersionRow | undefined;
      remember('versions', reads.newest);
      got();
    });
  });
  queueSignal(target, written);
  return result;
}

/**
 * How often, at most, a run of keystrokes tells live queries that the mirror changed. Each signal
 * re-runs every live query over the written stores in every tab (the overview's stories, the
 * notifications, the outbox count: whole-table reads), about 30 ms of a page's main thread per
 * keystroke at 20 keystrokes a second, which then starves the next keystroke's transaction
 * (docs/benchmarks-browser.md). The first change after a pause is told at once, the rest of a
 * run at most this often, and the last change of a run always.
 */
export const SIGNAL_WINDOW_MS = 300;
const pendingSignals = new Map<StoryStackDb, Map<TextStore, WrittenRow[]>>();
let signalTimer: ReturnType<typeof setTimeout> | null = null;
let lastSignalAt = Number.NEGATIVE_INFINITY;

function queueSignal(target: StoryStackDb, written: Map<TextStore, WrittenRow[]>): void {
  if (written.size === 0) return;
  let byStore = pendingSignals.get(target);
  if (!byStore) pendingSignals.set(target, (byStore = new Map()));
  for (const [store, rows] of written) {
    const pending = byStore.get(store) ?? [];
    pending.push(...rows);
    byStore.set(store, pending);
  }
  if (signalTimer !== null) return;
  const wait = lastSignalAt + SIGNAL_WINDOW_MS - Date.now();
  if (wait <= 0) flushSignals();
  else signalTimer = setTimeout(flushSignals, wait);
}

function flushSignals(): void {
  signalTimer = null;
  lastSignalAt = Date.now();
  for (const [target, byStore] of pendingSignals) signalMutations(mutatedParts(target, byStore));
  pendingSignals.clear();
}

/**
 * What the written rows changed, as Dexie's own writes describe it (its observability
 * middleware, dexie.mjs `trackAffectedIndexes`): each row's key; the key under ':dels' where the
 * value before is unknown; and, per index, the old and the new index key where they differ. A
 * live query re-runs only when a part overlaps what it read: the generation panel's outbox
 * query (the story's generation requests, by [kind+queueKey]) is not woken by the keystroke's
 * own entry, which has another kind and keeps its index keys as it merges.
 */
function mutatedParts(target: StoryStackDb, written: Map<TextStore, WrittenRow[]>): Record<string, RangeSet> {
  const parts: Record<string, RangeSet> = {};
  const part = (name: string) => (parts[name] ??= new RangeSet());
  for (const [store, rows] of written) {
    const prefix = `idb://${target.name}/${store}/`;
    const indexes = target.core.schema.tables.find((table) => table.name === store)?.indexes ?? [];
    for (const { key, value, old } of rows) {
      part(prefix).addKey(key);
      if (old === null) part(`${prefix}:dels`).addKey(key);
      for (const index of indexes) {
        const extract = index.extractKey;
        if (index.isPrimaryKey || !index.name || !extract) continue;
        const before = old ? extract(old) : null;
        const after = extract(value);
        if (before != null && after != null && cmp(before, after) === 0) continue;
        for (const changed of [before, after]) {
          if (changed == null) continue;
          if (index.multiEntry && Array.isArray(changed)) part(prefix + index.name).addKeys(changed);
          else part(prefix + index.name).addKey(changed);
        }
      }
    }
  }
  return parts;
}

let channel: BroadcastChannel | null = null;

/**
 * Tells Dexie's live queries, in this context and every other tab and worker, what the bare
 * transaction changed: what Dexie does after its own transactions. Dexie listens on the
 * BroadcastChannel 'x-storagemutated-1' in every context (dexie.mjs, STORAGE_MUTATED_DOM_EVENT_NAME)
 * and, on a message, drops its cached query results that overlap and re-runs their queries.
 * A channel of our own reaches this context's Dexie too (a channel never hears itself only).
 * Tested in tests/unit/data/story-text/raw-transaction.test.ts: a live query sees the keystroke.
 */
function signalMutations(parts: Record<string, RangeSet>): void {
  if (Object.keys(parts).length === 0) return;
  if (typeof BroadcastChannel === 'undefined') {
    Dexie.on.storagemutated.fire(parts);
    return;
  }
  if (!channel) {
    channel = new BroadcastChannel('x-storagemutated-1');
    (channel as { unref?: () => void }).unref?.(); // Node (tests): do not keep the process alive
  }
  channel.postMessage(parts);
}
