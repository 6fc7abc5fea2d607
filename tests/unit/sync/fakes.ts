// In-memory stand-ins for the engine's ports: a server that follows push_mutation's rules
// (versions, applied mutation ids, conflicts), push_mutations (one transaction, per-item errors)
// and pull_changes (transaction-id cursor, only finished transactions), a session, a clock, a
// seeded random.
import type { StoryStackDb } from '../../../src/data/mirror/db';
import { setDataDeps } from '../../../src/data/mirror/clock';
import {
  KEY_COLUMN,
  WRITABLE_FIELDS,
  type MutationRequest,
  type PullCursor,
  type PullPage,
  type ServerRow,
  type SyncTable,
} from '../../../src/domain/sync-protocol';
import { seededRandom } from '../../support/seeded-random.ts';
import { signedInDatabase } from '../../support/signed-in-database.ts';
import { createSyncEngine, type SyncDeps, type SyncEvent } from '../../../src/sync/engine';
import { createDexieStore } from '../../../src/sync/local-store';
import { noLock, type AuthPort, type RemoteApi, type RemoteFailure, type RemoteResult } from '../../../src/sync/ports';

export type Call = {
  kind: 'push' | 'push-batch' | 'rpc' | 'insert' | 'invoke' | 'upload' | 'pull' | 'pull-rows' | 'sync-keys';
  token: string | null;
  body: unknown;
};

/** A server transaction left open: its writes are invisible, and pulls stop before its id. */
export interface OpenTransaction {
  edit(table: SyncTable, id: string, values: Record<string, unknown>): void;
  commit(): void;
}

export class FakeServer implements RemoteApi {
  rows: Record<SyncTable, Map<string, ServerRow>> = {
    stories: new Map(),
    clients: new Map(),
    todo_profiles: new Map(),
    todo_user_preferences: new Map(),
    story_comments: new Map(),
    client_content: new Map(),
    story_versions: new Map(),
  };
  applied = new Set<string>();
  calls: Call[] = [];
  /** Failures returned (in order) instead of handling the next requests. */
  failures: RemoteFailure[] = [];
  /** Tokens the server accepts. */
  validTokens = new Set(['token-1']);
  /** Permanent refusals by predicate on the mutation. */
  refuse: ((m: MutationRequest) => string | null) | null = null;
  rpcResults: unknown[] = [];
  /** Batch answers lost on the way back (applied on the server, a network error here). */
  lostAnswers = 0;
  /** purge_tombstones' marks: the highest transaction id purged per table. */
  purgedThrough: Partial<Record<SyncTable, number>> = {};
  private tick = 0;
  private lastTxid = 0;
  /** The transaction id of writes being made now (one per request, as in Postgres). */
  private currentTxid: number | null = null;
  private openTxids = new Set<number>();

  private stamp(): string {
    this.tick++;
    return new Date(Date.UTC(2026, 10, 21, 12, 0, 0) + this.tick).toISOString();
  }

  private gate(kind: Call['kind'], token: string | null, body: unknown): RemoteFailure | null {
    this.calls.push({ kind, token, body });
    const f = this.failures.shift();
    if (f) return f;
    if (token !== null && !this.validTokens.has(token))
      return { ok: false, kind: 'http', status: 401, code: 'PGRST303', message: 'JWT expired' };
    return null;
  }

  private inTransaction<T>(fn: () => T): T {
    if (this.currentTxid !== null) return fn();
    this.currentTxid = ++this.lastTxid;
    try {
      return fn();
    } finally {
      this.currentTxid = null;
    }
  }

  private write(table: SyncTable, id: string, values: Record<string, unknown>, txid: number): ServerRow {
    const prev = this.rows[table].get(id);
    const row = {
      ...(prev ?? {}),
      ...values,
      [KEY_COLUMN[table]]: id,
      version: (prev?.version ?? 0) + 1,
      updated_at: this.stamp(),
      sync_txid: txid,
    } as ServerRow;
    if (!('deleted_at' in row)) row.deleted_at = null;
    this.rows[table].set(id, row);
    return row;
  }

  /** A change made by "someone else" on the server (its own committed transaction). */
  serverEdit(table: SyncTable, id: string, values: Record<string, unknown>): ServerRow {
    return this.inTransaction(() => this.write(table, id, values, this.currentTxid as number));
  }

  /** Starts a transaction that stays open until commit() (a slow writer elsewhere). */
  begin(): OpenTransaction {
    const txid = ++this.lastTxid;
    this.openTxids.add(txid);
    const staged: [SyncTable, string, Record<string, unknown>][] = [];
    return {
      edit: (table, id, values) => void staged.push([table, id, values]),
      commit: () => {
        for (const [table, id, values] of staged) this.write(table, id, values, txid);
        this.openTxids.delete(txid);
      },
    };
  }

  async pushMutation(m: MutationRequest, token: string): Promise<RemoteResult<unknown>> {
    const fail = this.gate('push', token, m);
    if (fail) return fail;
    return this.inTransaction(() => this.applyMutation(m));
  }

  async pushMutations(mutations: MutationRequest[], token: string): Promise<RemoteResult<unknown>> {
    const fail = this.gate('push-batch', token, mutations);
    if (fail) return fail;
    const results = this.inTransaction(() =>
      mutations.map((m) => {
        const r = this.applyMutation(m);
        return r.ok ? r.data : { status: 'error', code: r.kind === 'http' ? r.code : 'XX000', message: r.message };
      }),
    );
    if (this.lostAnswers > 0) {
      this.lostAnswers--;
      return { ok: false, kind: 'network', message: 'The connection was reset' };
    }
    return { ok: true, data: results };
  }

  /** push_mutation's rules for one mutation, inside the current transaction. */
  private applyMutation(m: MutationRequest): RemoteResult<unknown> {
    const table = this.rows[m.table];
    if (this.applied.has(m.id)) return { ok: true, data: { status: 'duplicate', row: table.get(m.row_id) ?? null } };
    const refusal = this.refuse?.(m);
    if (refusal) return { ok: false, kind: 'http', status: 400, code: '23514', message: refusal };
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(m.values)) if (WRITABLE_FIELDS[m.table].includes(k)) values[k] = v;
    const existing = table.get(m.row_id);
    if (m.op === 'insert') {
      if (existing) return { ok: true, data: { status: 'conflict', row: existing } };
    } else {
      if (!existing) return { ok: true, data: { status: 'not_found', row: null } };
      if (existing.version !== m.base_version) return { ok: true, data: { status: 'conflict', row: existing } };
    }
    const row = this.write(
      m.table,
      m.row_id,
      m.op === 'delete' ? { deleted_at: this.stamp() } : values,
      this.currentTxid as number,
    );
    this.applied.add(m.id);
    return { ok: true, data: { status: 'applied', row } };
  }

  async callRpc(name: string, args: Record<string, unknown>, token: string | null): Promise<RemoteResult<unknown>> {
    const fail = this.gate('rpc', token, { name, args });
    if (fail) return fail;
    this.rpcResults.push({ name, args });
    return { ok: true, data: null };
  }

  async insert(table: string, values: Record<string, unknown>, token: string | null): Promise<RemoteResult<unknown>> {
    const fail = this.gate('insert', token, { table, values });
    if (fail) return fail;
    return { ok: true, data: null };
  }

  /** Storage: path → the text of the file last put there. */
  files = new Map<string, string>();

  async uploadFile(
    file: { bucket: string; path: string; body: Blob; contentType: string },
    token: string,
  ): Promise<RemoteResult<unknown>> {
    const fail = this.gate('upload', token, { bucket: file.bucket, path: file.path, contentType: file.contentType });
    if (fail) return fail;
    this.files.set(`${file.bucket}/${file.path}`, await file.body.text());
    return { ok: true, data: { Key: `${file.bucket}/${file.path}` } };
  }

  async invoke(name: string, body: Record<string, unknown>, token: string): Promise<RemoteResult<unknown>> {
    const fail = this.gate('invoke', token, { name, body });
    if (fail) return fail;
    return { ok: true, data: { success: true, name } };
  }

  async pull(
    table: SyncTable,
    cursor: PullCursor | null,
    limit: number,
    token: string,
  ): Promise<RemoteResult<PullPage>> {
    const fail = this.gate('pull', token, { table, cursor });
    if (fail) return fail;
    const key = KEY_COLUMN[table];
    const horizon = Math.min(this.lastTxid + 1, ...this.openTxids);
    const position = (r: ServerRow) => ({ txid: r.sync_txid as number, key: String(r[key]) });
    const after = (a: PullCursor, b: PullCursor) => a.txid > b.txid || (a.txid === b.txid && a.key > b.key);
    const readable = [...this.rows[table].values()].filter((r) => !this.hidden.has(String(r[key])));
    const rows = readable
      .filter((r) => position(r).txid < horizon && (!cursor || after(position(r), cursor)))
      .sort((a, b) => (after(position(a), position(b)) ? 1 : -1))
      .slice(0, limit);
    const last = rows[rows.length - 1];
    // Committed rows behind an open transaction, said on the last page (as pull_changes does).
    const heldBack = rows.length < limit && readable.some((r) => position(r).txid >= horizon);
    return {
      ok: true,
      data: {
        rows,
        next: last ? position(last) : null,
        purged_through: this.purgedThrough[table] ?? null,
        held_back: heldBack,
      },
    };
  }

  /** purge_tombstones: hard-deletes the tombstones of `table` and records the mark. */
  purgeTombstones(table: SyncTable): string[] {
    const gone: string[] = [];
    for (const [key, row] of this.rows[table]) {
      if (!row.deleted_at) continue;
      this.rows[table].delete(key);
      this.purgedThrough[table] = Math.max(this.purgedThrough[table] ?? 0, row.sync_txid as number);
      gone.push(key);
    }
    return gone;
  }

  async syncKeys(
    table: SyncTable,
    afterKey: string | null,
    limit: number,
    token: string,
  ): Promise<RemoteResult<string[]>> {
    const fail = this.gate('sync-keys', token, { table, afterKey });
    if (fail) return fail;
    const keys = [...this.rows[table].keys()].filter((k) => afterKey === null || k > afterKey).sort();
    return { ok: true, data: keys.slice(0, limit) };
  }

  /** The caller's scope version; `hidden` keys are rows the caller may no longer read. */
  scopeVersion = 0;
  hidden = new Set<string>();

  // Neither call takes a queued failure nor is recorded in `calls`: tests of other steps see the
  // requests they always saw.
  async syncScope(): Promise<RemoteResult<number>> {
    return { ok: true, data: this.scopeVersion };
  }

  async syncVersions(
    table: SyncTable,
    afterKey: string | null,
    limit: number,
  ): Promise<RemoteResult<{ keys: string[]; versions: number[] }>> {
    const rows = [...this.rows[table].entries()]
      .filter(([k]) => !this.hidden.has(k) && (afterKey === null || k > afterKey))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .slice(0, limit);
    return { ok: true, data: { keys: rows.map(([k]) => k), versions: rows.map(([, r]) => r.version) } };
  }

  async pullRows(table: SyncTable, keys: string[], token: string): Promise<RemoteResult<ServerRow[]>> {
    const fail = this.gate('pull-rows', token, { table, keys });
    if (fail) return fail;
    return { ok: true, data: keys.flatMap((k) => (this.hidden.has(k) ? [] : (this.rows[table].get(k) ?? []))) };
  }
}

export class FakeAuth implements AuthPort {
  token = 'token-1';
  refreshTo: string | null = null;
  refreshCalls = 0;
  signedIn = true;
  async getSession() {
    return this.signedIn ? { accessToken: this.token, userId: 'user-1' } : null;
  }
  async refresh() {
    this.refreshCalls++;
    if (!this.refreshTo) return false;
    this.token = this.refreshTo;
    return true;
  }
}

export { seededRandom };

let dbCounter = 0;

export interface Harness {
  db: StoryStackDb;
  server: FakeServer;
  auth: FakeAuth;
  clock: { t: number; now(): number };
  online: { value: boolean };
  events: SyncEvent[];
  engine: ReturnType<typeof createSyncEngine>;
}

export function makeHarness(overrides: Partial<SyncDeps> = {}, server = new FakeServer()): Harness {
  const db = signedInDatabase(`test-${Date.now()}-${dbCounter++}`);
  const clock = {
    t: 1_000_000,
    now() {
      return this.t;
    },
  };
  let ids = 0;
  const prefix = String(dbCounter).padStart(8, '0');
  setDataDeps({ now: () => clock.t, uuid: () => `${prefix}-0000-4000-8000-${String(++ids).padStart(12, '0')}` });
  const auth = new FakeAuth();
  const online = { value: true };
  const events: SyncEvent[] = [];
  const engine = createSyncEngine({
    store: createDexieStore(db),
    remote: server,
    auth,
    clock,
    random: seededRandom(1),
    connectivity: { isOnline: () => online.value },
    lock: noLock,
    onEvent: (e) => events.push(e),
    ...overrides,
  });
  return { db, server, auth, clock, online, events, engine };
}
