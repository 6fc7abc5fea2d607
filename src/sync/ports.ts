// What the sync engine needs from the world, handed in: the page and the service worker pass
// real implementations, unit tests pass in-memory ones.
import type {
  MutationRequest,
  PullCursor,
  PullPage,
  ServerRow,
  SyncTable,
  SyncVersions,
} from '../domain/sync-protocol';

export type RemoteFailure =
  | { ok: false; kind: 'network'; message: string }
  | { ok: false; kind: 'http'; status: number; code?: string; message: string; retryAfterMs?: number };

export type RemoteResult<T> = { ok: true; data: T } | RemoteFailure;

export interface RemoteApi {
  /** POST /rest/v1/rpc/push_mutation with `{ mutation }`. */
  pushMutation(mutation: MutationRequest, token: string): Promise<RemoteResult<unknown>>;
  /** POST /rest/v1/rpc/push_mutations with `{ mutations }`: one transaction, results in order. */
  pushMutations(mutations: MutationRequest[], token: string): Promise<RemoteResult<unknown>>;
  /** POST /rest/v1/rpc/<name>; token null sends as the anonymous visitor. */
  callRpc(name: string, args: Record<string, unknown>, token: string | null): Promise<RemoteResult<unknown>>;
  /** POST /rest/v1/<table> with return=minimal. */
  insert(table: string, values: Record<string, unknown>, token: string | null): Promise<RemoteResult<unknown>>;
  /** POST /functions/v1/<name>. */
  invoke(name: string, body: Record<string, unknown>, token: string): Promise<RemoteResult<unknown>>;
  /** Storage upsert: POST /storage/v1/object/<bucket>/<path> with x-upsert: true. */
  uploadFile(
    file: { bucket: string; path: string; body: Blob; contentType: string },
    token: string,
  ): Promise<RemoteResult<unknown>>;
  /** rpc/pull_changes: rows after the cursor in (transaction id, key) order, at most `limit`. */
  pull(table: SyncTable, cursor: PullCursor | null, limit: number, token: string): Promise<RemoteResult<PullPage>>;
  /** rpc/pull_rows: the rows with these keys, wherever they are. */
  pullRows(table: SyncTable, keys: string[], token: string): Promise<RemoteResult<ServerRow[]>>;
  /** rpc/sync_keys: every key the caller may read after `afterKey`, in key order, at most `limit`. */
  syncKeys(table: SyncTable, afterKey: string | null, limit: number, token: string): Promise<RemoteResult<string[]>>;
  /** rpc/sync_scope: the caller's scope version (docs/sync.md, "Scopes"). */
  syncScope(token: string): Promise<RemoteResult<number>>;
  /** rpc/sync_versions: every key the caller may read now after `afterKey`, with its version. */
  syncVersions(
    table: SyncTable,
    afterKey: string | null,
    limit: number,
    token: string,
  ): Promise<RemoteResult<SyncVersions>>;
}

export interface SessionInfo {
  accessToken: string;
  userId: string;
}

export interface AuthPort {
  /**
   * The session to send with now (refreshed if it expired); null when there is none (signed
   * out). Throws when an expired session could not be refreshed for lack of network.
   */
  getSession(): Promise<SessionInfo | null>;
  /** Forces a token refresh (after a 401). True when a new token is available. */
  refresh(): Promise<boolean>;
}

export interface Clock {
  now(): number;
}

export interface Connectivity {
  isOnline(): boolean;
}

/** Runs fn while holding the named lock (navigator.locks in browsers, a no-op in tests). */
export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

export const noLock: LockFn = (_name, fn) => fn();

/** The part of navigator.locks used here (the same in a page and a worker). */
interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

/** navigator.locks when the runtime has it (page and worker), otherwise noLock. */
export function webLock(): LockFn {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (!locks) return noLock;
  return <T>(name: string, fn: () => Promise<T>) => locks.request(name, () => fn()) as Promise<T>;
}
