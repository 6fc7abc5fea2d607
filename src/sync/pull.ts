// Pull, per table: first re-read by key the rows an earlier pull skipped that nothing holds any
// more (src/sync/pull-cursor.ts), then page after the (transaction id, key) cursor until a short
// page. A page that reports a tombstone purge the cursor has not passed first has the mirror
// compared with the server's keys, so deletes the purge took away are not missed. The engine hands in how to send (the token of the moment, 401 → refresh once).
import type { SyncTable } from '../domain/sync-protocol';
import { classifyFailure } from './backoff';
import type { LocalStore } from './local-store';
import type { RemoteApi, RemoteResult } from './ports';

export type PullEnd = 'ok' | 'stop' | 'unreachable' | 'auth';

export interface PullContext {
  store: LocalStore;
  remote: RemoteApi;
  userId: string;
  pageSize: number;
  send<T>(request: (token: string) => Promise<RemoteResult<T>>): Promise<RemoteResult<T> | 'no-session'>;
  onPulled(table: SyncTable, counts: { applied: number; skipped: number }): void;
}

/** One pull request. A failure says how the run goes on ('next': leave this table for now). */
async function fetchPull<T>(
  ctx: PullContext,
  request: (token: string) => Promise<RemoteResult<T>>,
): Promise<{ data: T } | 'next' | Exclude<PullEnd, 'ok'>> {
  const result = await ctx.send(request);
  if (result === 'no-session') return 'auth';
  if (result.ok) return { data: result.data };
  const action = classifyFailure(result, 1, () => 0);
  if (action.action === 'auth') return 'auth';
  // A table we may not read (or a transient error) does not stop the others.
  if (action.action === 'retry' && action.stopRun) return result.kind === 'network' ? 'unreachable' : 'stop';
  return 'next';
}

const SYNC_KEYS_PAGE = 5000;

/**
 * After a tombstone purge this device's cursor had not passed: every key the server still has,
 * then the mirror drops the rest (src/sync/pull-cursor.ts, dropVanishedRows).
 */
async function sweepAfterPurge(table: SyncTable, ctx: PullContext, purgedThrough: number): Promise<PullEnd | 'next'> {
  const keys = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    const got: { data: string[] } | 'next' | Exclude<PullEnd, 'ok'> = await fetchPull(ctx, (token) =>
      ctx.remote.syncKeys(table, from, SYNC_KEYS_PAGE, token),
    );
    if (typeof got === 'string') return got;
    // Only an empty page ends the listing: a server that caps pages below what was asked must
    // not make live rows look gone.
    if (got.data.length === 0) break;
    for (const key of got.data) keys.add(key);
    after = got.data[got.data.length - 1] ?? null;
  }
  await ctx.store.dropVanished(table, ctx.userId, keys, purgedThrough);
  return 'ok';
}

async function pullTable(table: SyncTable, ctx: PullContext): Promise<{ rows: number; end: PullEnd }> {
  const { store, remote, userId, pageSize } = ctx;
  let rows = 0;
  const took = (counts: { applied: number; skipped: number }, n: number) => {
    rows += n;
    if (n > 0) ctx.onPulled(table, counts);
  };
  const owed = await store.refetchDue(table, userId);
  for (let i = 0; i < owed.length; i += pageSize) {
    const keys = owed.slice(i, i + pageSize);
    const got = await fetchPull(ctx, (token) => remote.pullRows(table, keys, token));
    if (got === 'next') return { rows, end: 'ok' };
    if (typeof got === 'string') return { rows, end: got };
    took(await store.applyPulled(table, userId, got.data, { next: null, refetched: keys }), got.data.length);
  }
  for (;;) {
    const cursor = await store.cursor(table, userId);
    const got = await fetchPull(ctx, (token) => remote.pull(table, cursor, pageSize, token));
    if (got === 'next') return { rows, end: 'ok' };
    if (typeof got === 'string') return { rows, end: got };
    const page = got.data;
    if (await store.purgeCheckDue(table, userId, page.purged_through)) {
      const swept = await sweepAfterPurge(table, ctx, page.purged_through ?? 0);
      if (swept === 'next') return { rows, end: 'ok' };
      if (swept !== 'ok') return { rows, end: swept };
    }
    took(await store.applyPulled(table, userId, page.rows, { next: page.next }), page.rows.length);
    if (page.rows.length < pageSize || page.next === null) return { rows, end: 'ok' };
  }
}

/** Pulls each table in turn; a run-stopping failure or a lost sign-in ends the pull. */
export async function pullTables(
  tables: readonly SyncTable[],
  ctx: PullContext,
): Promise<{ rows: number; end: PullEnd }> {
  let rows = 0;
  for (const table of tables) {
    const t = await pullTable(table, ctx);
    rows += t.rows;
    if (t.end !== 'ok') return { rows, end: t.end };
  }
  return { rows, end: 'ok' };
}
