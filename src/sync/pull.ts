// Pull, per table: first re-read by key the rows an earlier pull skipped that nothing holds any
// more (src/sync/pull-cursor.ts), then page after the (transaction id, key) cursor until a short
// page. A page that reports a tombstone purge the cursor has not passed first has the mirror
// compared with the server's keys, so deletes the purge took away are not missed. The engine hands in how to send (the token of the moment, 401 → refresh once).
import type { PullCursor, SyncTable, SyncVersions } from '../domain/sync-protocol';
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

/** A table's pull: rows applied, how it ended, and whether the server held committed rows back. */
interface TablePull {
  rows: number;
  end: PullEnd;
  heldBack?: boolean;
}

async function pullTable(table: SyncTable, ctx: PullContext): Promise<TablePull> {
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
  const fetchPage = (cursor: PullCursor | null) => {
    const request = fetchPull(ctx, (token) => remote.pull(table, cursor, pageSize, token));
    // A page asked for ahead and then not used (the run stopped) must not surface as unhandled.
    request.catch(() => undefined);
    return request;
  };
  let pending = fetchPage(await store.cursor(table, userId));
  for (;;) {
    const got = await pending;
    if (got === 'next') return { rows, end: 'ok' };
    if (typeof got === 'string') return { rows, end: got };
    const page = got.data;
    if (await store.purgeCheckDue(table, userId, page.purged_through)) {
      const swept = await sweepAfterPurge(table, ctx, page.purged_through ?? 0);
      if (swept === 'next') return { rows, end: 'ok' };
      if (swept !== 'ok') return { rows, end: swept };
    }
    const last = page.rows.length < pageSize || page.next === null;
    // The next page is asked for while this one is written: the server's time and IndexedDB's
    // overlap. The cursor it starts from is the one this page records.
    if (!last) pending = fetchPage(page.next);
    // An empty last page changes nothing here: no write transaction over the mirror for it (each
    // pull of a device with nothing new would otherwise hold every synced store once per table).
    if (page.rows.length > 0 || page.next !== null)
      took(await store.applyPulled(table, userId, page.rows, { next: page.next }), page.rows.length);
    if (last) return { rows, end: 'ok', heldBack: page.held_back };
  }
}

const SYNC_VERSIONS_PAGE = 5000;
const PULL_ROWS_MAX = 1000;

/**
 * One table against the keys the user may read now: what they may no longer read leaves the
 * mirror (src/sync/scope.ts), what they may read and this device lacks is fetched by key.
 */
async function settleTableScope(table: SyncTable, ctx: PullContext): Promise<{ rows: number; end: PullEnd | 'next' }> {
  const server = new Map<string, number>();
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    const got: { data: SyncVersions } | 'next' | Exclude<PullEnd, 'ok'> = await fetchPull(ctx, (token) =>
      ctx.remote.syncVersions(table, from, SYNC_VERSIONS_PAGE, token),
    );
    if (typeof got === 'string') return { rows: 0, end: got };
    // Only an empty page ends the listing (a server capping pages must not make rows look gone).
    if (got.data.keys.length === 0) break;
    got.data.keys.forEach((key, i) => server.set(key, got.data.versions[i]));
    after = got.data.keys[got.data.keys.length - 1];
  }
  const { missing } = await ctx.store.settleScope(table, ctx.userId, server);
  let rows = 0;
  for (let i = 0; i < missing.length; i += PULL_ROWS_MAX) {
    const keys = missing.slice(i, i + PULL_ROWS_MAX);
    const got = await fetchPull(ctx, (token) => ctx.remote.pullRows(table, keys, token));
    if (typeof got === 'string') return { rows, end: got };
    const counts = await ctx.store.applyPulled(table, ctx.userId, got.data, { next: null, refetched: keys });
    rows += got.data.length;
    if (got.data.length > 0) ctx.onPulled(table, counts);
  }
  return { rows, end: 'ok' };
}

/**
 * When the user's scope version moved since this device last settled it (an access change on the
 * server), every table pulled before is settled against what the user may read now. Tables never
 * pulled are left to the pull, which brings all they hold. The version is recorded only when every
 * table settled, so a failure is settled again on the next run.
 */
async function settleScopes(tables: readonly SyncTable[], ctx: PullContext): Promise<{ rows: number; end: PullEnd }> {
  const got = await fetchPull(ctx, (token) => ctx.remote.syncScope(token));
  // A server without scopes (or a transient refusal): the pull goes on as before.
  if (got === 'next') return { rows: 0, end: 'ok' };
  if (typeof got === 'string') return { rows: 0, end: got };
  if ((await ctx.store.settledScope(ctx.userId)) === got.data) return { rows: 0, end: 'ok' };
  let rows = 0;
  let complete = true;
  for (const table of tables) {
    if (!(await ctx.store.cursor(table, ctx.userId))) continue;
    const t = await settleTableScope(table, ctx);
    rows += t.rows;
    if (t.end === 'next') complete = false;
    else if (t.end !== 'ok') return { rows, end: t.end };
  }
  if (complete) await ctx.store.recordScope(ctx.userId, got.data);
  return { rows, end: 'ok' };
}

/**
 * Settles the scope when it moved, then pulls each table in turn; a run-stopping failure or a
 * lost sign-in ends the pull. `heldBack`: some table's server held committed rows back behind a
 * transaction still running, so the caller pulls again shortly (nothing else would wake it).
 */
export async function pullTables(
  tables: readonly SyncTable[],
  ctx: PullContext,
): Promise<{ rows: number; end: PullEnd; heldBack: boolean }> {
  const scoped = await settleScopes(tables, ctx);
  let rows = scoped.rows;
  let heldBack = false;
  if (scoped.end !== 'ok') return { rows, end: scoped.end, heldBack };
  for (const table of tables) {
    const t = await pullTable(table, ctx);
    rows += t.rows;
    heldBack ||= t.heldBack === true;
    if (t.end !== 'ok') return { rows, end: t.end, heldBack };
  }
  return { rows, end: 'ok', heldBack };
}
