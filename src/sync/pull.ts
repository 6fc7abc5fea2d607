// Pull, per table: first re-read by key the rows an earlier pull skipped that nothing holds any
// more (src/sync/pull-cursor.ts), then page after the (transaction id, key) cursor until a short
// page. The engine hands in how to send (the token of the moment, 401 → refresh once).
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
