// The sync engine: drains the outbox (push) and brings server changes into the mirror (pull).
// Everything it touches is handed in (local store, remote API, auth, clock, randomness,
// connectivity, lock), so the page, the service worker and unit tests run the same code.
import { refusalText } from '../domain/attention-text';
import { documentTypeOf } from '../domain/document-types';
import { SYNC_TABLES, pushResponseSchema, type MutationRequest, type SyncTable } from '../domain/sync-protocol';
import type { MutationEntry, OutboxEntry } from '../data/mirror/types';
import { DEFAULT_BACKOFF, classifyFailure, type BackoffPolicy } from './backoff';
import type { LocalStore } from './local-store';
import { DEFAULT_BATCH_LIMITS, planPush, splitBatchResults, type BatchLimits } from './push-batch';
import { pullTables } from './pull';
import type { AuthPort, Clock, Connectivity, LockFn, RemoteApi, RemoteResult, SessionInfo } from './ports';

export const SYNC_LOCK_NAME = 'storystack-sync';

export type SyncEvent =
  | { type: 'acked'; entryId: string; kind: OutboxEntry['kind'] }
  | { type: 'merged'; table: SyncTable; rowId: string }
  | { type: 'conflict'; table: SyncTable; rowId: string; conflictId: string }
  | { type: 'rejected'; entryId: string; attentionId: string; message: string }
  | { type: 'invoke-done'; entryId: string; name: string; result: unknown; body?: Record<string, unknown> }
  | { type: 'auth-required' }
  | { type: 'pulled'; table: SyncTable; applied: number; skipped: number };

export interface SyncDeps {
  store: LocalStore;
  remote: RemoteApi;
  auth: AuthPort;
  clock: Clock;
  random: () => number;
  connectivity: Connectivity;
  lock: LockFn;
  backoff?: BackoffPolicy;
  /** Rows per pull page (the server's most: 1000). */
  pageSize?: number;
  /** Requests in flight at the same time (different rows only; one row is always in order). */
  concurrency?: number;
  /** Bounds of one push_mutations request (maxMutations 1: one request per row). */
  pushBatch?: BatchLimits;
  tables?: readonly SyncTable[];
  onEvent?: (event: SyncEvent) => void;
}

/**
 * offline: the device says it has no network. unreachable: it says it has, but the server did
 * not answer (a captive portal, venue Wi-Fi that takes requests and never answers, a server
 * that is down). waiting: entries wait for a retry (the server asked to slow down, backoff).
 */
export type RunOutcome = 'synced' | 'offline' | 'unreachable' | 'waiting' | 'auth-required';

export interface RunReport {
  outcome: RunOutcome;
  pushed: number;
  pulled: number;
  /** When the next retry is due (epoch ms), or null when nothing waits on a timer. */
  nextAttemptAt: number | null;
  pending: number;
  attention: number;
  /** The server held committed rows back behind a transaction still running: pull again shortly. */
  heldBack: boolean;
  /** The server answered at least one request of this run (a run may send none: all deferred). */
  reached?: boolean;
}

export interface SyncEngine {
  /** One full cycle under the lock: push what is due, pull, push what the pull merge produced. */
  run(options?: { pull?: boolean }): Promise<RunReport>;
}

type EntryResult = 'done' | 'deferred' | 'stop' | 'unreachable' | 'auth';
type RunEnd = 'ok' | 'stop' | 'unreachable' | 'auth';

/** An entry made by another account than the one signed in now: never sent with this token. */
const OTHER_ACCOUNT = 'other-account' as const;

export function createSyncEngine(deps: SyncDeps): SyncEngine {
  const policy = deps.backoff ?? DEFAULT_BACKOFF;
  const pageSize = deps.pageSize ?? 1000;
  const concurrency = deps.concurrency ?? 6;
  const batchLimits = deps.pushBatch ?? DEFAULT_BATCH_LIMITS;
  const tables = deps.tables ?? SYNC_TABLES;
  const emit = (e: SyncEvent) => deps.onEvent?.(e);

  /** Sends one request with the token of the moment; a 401 refreshes once and retries. */
  /** Whether the server answered a request of the run under way (runs hold the lock: one at a time). */
  let reached = false;

  async function withToken<T>(
    needsUser: boolean,
    send: (session: SessionInfo | null) => Promise<RemoteResult<T>>,
  ): Promise<RemoteResult<T> | 'no-session'> {
    let session: SessionInfo | null;
    try {
      session = await deps.auth.getSession();
    } catch (error) {
      // The session could not be refreshed for lack of network: retry later, sign nobody out.
      return {
        ok: false,
        kind: 'network',
        message: error instanceof Error ? error.message : 'The session could not be refreshed',
      };
    }
    if (needsUser && !session) return 'no-session';
    let result = await send(session);
    if (!result.ok && result.kind === 'http' && result.status === 401) {
      if (!(await deps.auth.refresh().catch(() => false))) return result;
      session = await deps.auth.getSession().catch(() => null);
      if (needsUser && !session) return 'no-session';
      result = await send(session);
    }
    if (result.ok || result.kind !== 'network') reached = true;
    return result;
  }

  /** The base version a mutation was made on: its own, or (older entries) the row's base. */
  async function baseOf(entry: MutationEntry): Promise<number | null> {
    if (entry.op === 'insert') return null;
    if (entry.baseVersion !== undefined) return entry.baseVersion;
    return deps.store.baseVersion(entry.table, entry.rowId);
  }

  /** A mutation's wire request, the same in a single push and in a batch. */
  async function mutationRequest(entry: MutationEntry): Promise<MutationRequest> {
    return {
      id: entry.id,
      table: entry.table,
      op: entry.op,
      row_id: entry.rowId,
      base_version: await baseOf(entry),
      values: entry.values,
    };
  }

  /** Whether the entry was made by an account other than the one signed in now. */
  async function madeByAnotherAccount(entry: OutboxEntry): Promise<boolean> {
    // A row change queued with no account (a signed-out device, before writes refused that) is
    // nobody's: the token of whoever signs in next must not carry it.
    if (entry.kind === 'mutation' && entry.userId === null) return true;
    if (!entry.userId) return false;
    const session = await deps.auth.getSession().catch(() => null);
    return session !== null && session.userId !== entry.userId;
  }

  async function sendEntry(entry: OutboxEntry): Promise<RemoteResult<unknown> | 'no-session' | typeof OTHER_ACCOUNT> {
    if (await madeByAnotherAccount(entry)) return OTHER_ACCOUNT;
    switch (entry.kind) {
      case 'mutation': {
        const mutation = await mutationRequest(entry);
        return withToken(true, (s) => deps.remote.pushMutation(mutation, (s as SessionInfo).accessToken));
      }
      case 'rpc':
        return withToken(false, (s) => deps.remote.callRpc(entry.name, entry.args, s?.accessToken ?? null));
      case 'insert':
        return withToken(false, (s) => deps.remote.insert(entry.table, entry.values, s?.accessToken ?? null));
      case 'invoke': {
        const body = { ...(await deps.store.invokeBody(entry)), mutation_id: entry.id };
        return withToken(true, (s) => deps.remote.invoke(entry.name, body, (s as SessionInfo).accessToken));
      }
      case 'upload': {
        const body = await deps.store.uploadBlob(entry.uploadId);
        // Deleted from the device before it was sent: nothing is left to send.
        if (!body) return { ok: true, data: null };
        // An original queued before the documents bucket had its types (e.g. as text/html) goes as
        // a type the bucket takes, or Storage would refuse it for good.
        const contentType =
          entry.bucket === 'documents'
            ? documentTypeOf({ name: entry.path, type: entry.contentType })
            : entry.contentType;
        const file = { bucket: entry.bucket, path: entry.path, body, contentType };
        return withToken(true, (s) => deps.remote.uploadFile(file, (s as SessionInfo).accessToken));
      }
    }
  }

  async function processEntry(queued: OutboxEntry): Promise<EntryResult> {
    const entry = await deps.store.markInflight(queued);
    // Moved behind an edit made since it was listed: it is sent in its new place.
    if (!entry) return 'deferred';
    return handleResult(entry, await sendEntry(entry));
  }

  /**
   * Many rows' first entries in one push_mutations request. A failure of the request applies
   * to each entry as it would to a single push; each item's answer is handled as a single push's.
   */
  async function processBatch(queued: MutationEntry[]): Promise<EntryResult[]> {
    const entries: MutationEntry[] = [];
    const outcomes: EntryResult[] = [];
    for (const q of queued) {
      const entry = (await deps.store.markInflight(q)) as MutationEntry;
      if (await madeByAnotherAccount(entry)) outcomes.push(await handleResult(entry, OTHER_ACCOUNT));
      else entries.push(entry);
    }
    if (entries.length === 0) return outcomes;
    const mutations = await Promise.all(entries.map(mutationRequest));
    const result = await withToken(true, (s) => deps.remote.pushMutations(mutations, (s as SessionInfo).accessToken));
    const items = result !== 'no-session' && result.ok ? splitBatchResults(result.data, entries.length) : null;
    // An answer that does not fit the protocol reaches each entry as an unreadable push answer.
    const shared = result !== 'no-session' && result.ok ? { ok: true as const, data: null } : result;
    for (const [i, entry] of entries.entries()) outcomes.push(await handleResult(entry, items?.[i] ?? shared));
    return outcomes;
  }

  /** What one entry's answer (or failure) does to the entry, the mirror and the run. */
  async function handleResult(
    entry: OutboxEntry,
    result: RemoteResult<unknown> | 'no-session' | typeof OTHER_ACCOUNT,
  ): Promise<EntryResult> {
    const now = deps.clock.now();
    if (result === 'no-session') {
      await deps.store.defer(entry, now + policy.baseMs, 'Waiting for sign-in');
      return 'auth';
    }
    if (result === OTHER_ACCOUNT) {
      await deps.store.defer(entry, now + policy.capMs, 'Made by another account: waiting for it to sign in');
      return 'deferred';
    }
    if (result.ok) {
      if (entry.kind !== 'mutation') {
        await deps.store.complete(entry);
        emit({ type: 'acked', entryId: entry.id, kind: entry.kind });
        if (entry.kind === 'invoke')
          emit({ type: 'invoke-done', entryId: entry.id, name: entry.name, result: result.data, body: entry.body });
        return 'done';
      }
      const parsed = pushResponseSchema.safeParse(result.data);
      if (!parsed.success) {
        await deps.store.defer(
          entry,
          now + policy.baseMs * 2 ** entry.attempts,
          'The server sent an answer we could not read',
        );
        return 'deferred';
      }
      const { status, row } = parsed.data;
      if ((status === 'applied' || status === 'duplicate') && row) {
        const rebased = await deps.store.ackMutation(entry, row);
        emit({ type: 'acked', entryId: entry.id, kind: 'mutation' });
        if (rebased?.kind === 'conflict')
          emit({ type: 'conflict', table: entry.table, rowId: entry.rowId, conflictId: rebased.conflictId });
        return 'done';
      }
      if (status === 'conflict' && row) {
        const outcome = await deps.store.resolveConflict(entry, row);
        if (outcome.kind === 'merged') emit({ type: 'merged', table: entry.table, rowId: entry.rowId });
        else emit({ type: 'conflict', table: entry.table, rowId: entry.rowId, conflictId: outcome.conflictId });
        return 'done';
      }
      const message = 'This item no longer exists on the server, or you are not allowed to change it.';
      const attentionId = await deps.store.reject(entry, 404, message);
      emit({ type: 'rejected', entryId: entry.id, attentionId, message });
      return 'done';
    }
    // Insert replays that meet their own earlier insert (unique violation) were delivered.
    if (entry.kind === 'insert' && result.kind === 'http' && result.status === 409 && result.code === '23505') {
      await deps.store.complete(entry);
      return 'done';
    }
    const action = classifyFailure(result, entry.attempts, deps.random, policy);
    if (action.action === 'auth') {
      await deps.store.defer(entry, now + policy.baseMs, 'Your sign-in expired; waiting to sign in again');
      return 'auth';
    }
    if (action.action === 'reject') {
      const message = refusalText(result.message);
      const attentionId = await deps.store.reject(entry, result.kind === 'http' ? result.status : null, message);
      emit({ type: 'rejected', entryId: entry.id, attentionId, message });
      return 'done';
    }
    await deps.store.defer(entry, now + action.delayMs, result.message);
    if (!action.stopRun) return 'deferred';
    return result.kind === 'network' ? 'unreachable' : 'stop';
  }

  /**
   * Drains what is due. Resolves to how the run must end ('stop' / 'auth') or 'ok'. Entries made
   * after it began (a person still typing: each keystroke after a send starts a new entry) wait
   * for the runner's next, debounced run; drained here, a run would last as long as the typing
   * and send a request per keystroke or two.
   */
  async function push(): Promise<{ sent: number; end: RunEnd }> {
    let sent = 0;
    // The outbox's order, not the clock: a clock set back must not hold entries for good.
    const lastSeqAtStart = await deps.store.lastSeq();
    const tries = new Map<string, number>();
    for (;;) {
      const due = (await deps.store.sendable(deps.clock.now())).filter(
        (e) => (e.seq ?? 0) <= lastSeqAtStart && (tries.get(e.queueKey) ?? 0) < 20,
      );
      if (due.length === 0) return { sent, end: 'ok' };
      const work = planPush(due, batchLimits);
      let end: RunEnd = 'ok';
      let cursor = 0;
      const worker = async () => {
        while (end === 'ok' && cursor < work.length) {
          const item = work[cursor++];
          const entries = item.kind === 'batch' ? item.entries : [item.entry];
          for (const e of entries) tries.set(e.queueKey, (tries.get(e.queueKey) ?? 0) + 1);
          const results = item.kind === 'batch' ? await processBatch(item.entries) : [await processEntry(item.entry)];
          sent += entries.length;
          const halt = results.find((r) => r === 'stop' || r === 'auth' || r === 'unreachable');
          if (halt === 'stop' || halt === 'auth' || halt === 'unreachable') end = halt;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, worker));
      if (end !== 'ok') return { sent, end };
    }
  }

  function pull(session: SessionInfo): Promise<{ rows: number; end: RunEnd; heldBack: boolean }> {
    return pullTables(tables, {
      store: deps.store,
      remote: deps.remote,
      userId: session.userId,
      pageSize,
      send: (request) => withToken(true, (s) => request((s as SessionInfo).accessToken)),
      onPulled: (table, counts) => emit({ type: 'pulled', table, ...counts }),
    });
  }

  async function report(outcome: RunOutcome, pushed: number, pulled: number, heldBack = false): Promise<RunReport> {
    const s = await deps.store.summary();
    return {
      outcome,
      pushed,
      pulled,
      nextAttemptAt: s.nextAttemptAt,
      pending: s.pending,
      attention: s.attention,
      heldBack,
      reached,
    };
  }

  return {
    run(options = {}) {
      return deps.lock(SYNC_LOCK_NAME, async () => {
        reached = false;
        if (!deps.connectivity.isOnline()) return report('offline', 0, 0);
        await deps.store.resetInflight();
        let pushed = 0;
        let pulled = 0;
        let heldBack = false;
        const first = await push();
        pushed += first.sent;
        if (first.end === 'stop') return report('waiting', pushed, pulled);
        if (first.end === 'unreachable') return report('unreachable', pushed, pulled);
        if (first.end === 'auth') {
          emit({ type: 'auth-required' });
          return report('auth-required', pushed, pulled);
        }
        if (options.pull !== false) {
          let session: SessionInfo | null;
          try {
            session = await deps.auth.getSession();
          } catch {
            // The session could not be refreshed: the server did not answer.
            return report('unreachable', pushed, pulled);
          }
          if (session) {
            const p = await pull(session);
            pulled += p.rows;
            heldBack = p.heldBack;
            if (p.end === 'stop') return report('waiting', pushed, pulled);
            if (p.end === 'unreachable') return report('unreachable', pushed, pulled);
            if (p.end === 'auth') {
              emit({ type: 'auth-required' });
              return report('auth-required', pushed, pulled);
            }
          }
          const second = await push();
          pushed += second.sent;
          if (second.end === 'stop') return report('waiting', pushed, pulled, heldBack);
          if (second.end === 'unreachable') return report('unreachable', pushed, pulled);
          if (second.end === 'auth') return report('auth-required', pushed, pulled);
        }
        const s = await deps.store.summary();
        const waiting = s.pending - s.held > 0;
        return report(waiting ? 'waiting' : 'synced', pushed, pulled, heldBack);
      });
    },
  };
}
