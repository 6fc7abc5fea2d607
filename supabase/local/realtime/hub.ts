// Who is subscribed to what, and fan-out: database changes to matching postgres_changes
// bindings (filtered, then checked against RLS as each subscriber), broadcasts and presence
// to the other members of a topic.
import type { Caller } from '../caller.ts';
import type { Database } from '../db.ts';
import { mayRead, primaryKeyOnly } from './access.ts';
import type { ChangeRow, ColumnInfo, TableInfo } from './capture.ts';
import { rowMatches, type FilterCondition } from './filters.ts';
import { fitChange } from './payload-size.ts';
import type { PhoenixMessage } from './protocol.ts';

export interface PgBinding {
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** The event as the client spelled it, echoed in the join reply. */
  requestedEvent: string;
  schema: string;
  /** Absent or '*' means every published table in the schema. */
  table?: string;
  filter?: string;
  conditions: FilterCondition[];
}

export interface PresenceEntry {
  key: string;
  meta: Record<string, unknown>;
}

/** One joined channel on one socket. */
export interface Subscription {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  pgBindings: PgBinding[];
  broadcastSelf: boolean;
  presenceKey: string;
  presence: PresenceEntry | null;
  /** Fires when the token expires, so an idle channel is closed as on hosted Supabase. */
  expiryTimer: NodeJS.Timeout | null;
  send(message: PhoenixMessage): void;
  /** Closes this channel from the server side with a system message saying why. */
  expire(reason: string): void;
}

function bindingMatches(b: PgBinding, change: ChangeRow, info: TableInfo): boolean {
  if (b.event !== '*' && b.event !== change.type) return false;
  if (b.schema !== change.schema) return false;
  if (b.table && b.table !== '*' && b.table !== change.table) return false;
  if (b.conditions.length === 0) return true;
  const row = change.type === 'DELETE' ? change.oldRecord : change.record;
  return row !== null && rowMatches(b.conditions, row, info.columnTypes);
}

export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeRow['type'];
  columns: ColumnInfo[];
  errors: string[] | null;
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
}

/**
 * The payload realtime-js turns into {eventType, new, old, schema, table, commit_timestamp, errors}.
 * With RLS on, old_record carries only the primary key, as hosted Supabase sends it (the old
 * values may no longer be readable); the service role sees the whole old row. A record over
 * maxRecordBytes loses its long values (payload-size.ts).
 */
export function changeData(change: ChangeRow, info: TableInfo, caller: Caller, maxRecordBytes: number): ChangeData {
  const fitted = fitChange(change, maxRecordBytes);
  const data: ChangeData = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: info.columns,
    errors: fitted.errors,
  };
  if (fitted.record) data.record = fitted.record;
  if (change.oldRecord) {
    data.old_record =
      info.rlsEnabled && caller.role !== 'service_role'
        ? primaryKeyOnly(info, change.oldRecord)
        : (fitted.oldRecord ?? undefined);
  }
  return data;
}

export class Hub {
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly db: Database,
    private readonly nowSeconds: () => number,
    private readonly maxRecordBytes: number,
  ) {}

  get size(): number {
    return this.subscriptions.size;
  }

  add(sub: Subscription): void {
    this.subscriptions.add(sub);
  }

  remove(sub: Subscription): void {
    this.subscriptions.delete(sub);
  }

  hasSubscribers(): boolean {
    return this.subscriptions.size > 0;
  }

  onTopic(topic: string): Subscription[] {
    return [...this.subscriptions].filter((s) => s.topic === topic);
  }

  isExpired(caller: Caller): boolean {
    return typeof caller.claims.exp === 'number' && caller.claims.exp <= this.nowSeconds();
  }

  async deliverChange(change: ChangeRow, info: TableInfo): Promise<void> {
    // One RLS check per distinct caller, however many channels it has open.
    const verdicts = new Map<string, Promise<boolean>>();
    for (const sub of [...this.subscriptions]) {
      const ids = sub.pgBindings.filter((b) => bindingMatches(b, change, info)).map((b) => b.id);
      if (ids.length === 0) continue;
      if (this.isExpired(sub.caller)) {
        sub.expire('Token has expired');
        continue;
      }
      const key = `${sub.caller.role}:${JSON.stringify(sub.caller.claims)}`;
      let verdict = verdicts.get(key);
      if (!verdict) {
        verdict = mayRead(this.db, sub.caller, info, change).catch((error: unknown) => {
          console.error('[realtime] access check failed; change not delivered:', error);
          return false;
        });
        verdicts.set(key, verdict);
      }
      if (!(await verdict)) continue;
      if (!this.subscriptions.has(sub)) continue;
      sub.send({
        joinRef: sub.joinRef,
        ref: null,
        topic: sub.topic,
        event: 'postgres_changes',
        payload: { ids, data: changeData(change, info, sub.caller, this.maxRecordBytes) },
      });
    }
  }

  broadcast(from: Subscription, payload: Record<string, unknown>): void {
    for (const sub of this.onTopic(from.topic)) {
      if (sub === from && !from.broadcastSelf) continue;
      sub.send({ joinRef: sub.joinRef, ref: null, topic: sub.topic, event: 'broadcast', payload });
    }
  }

  presenceState(topic: string): Record<string, { metas: Record<string, unknown>[] }> {
    const state: Record<string, { metas: Record<string, unknown>[] }> = {};
    for (const sub of this.onTopic(topic)) {
      if (!sub.presence) continue;
      (state[sub.presence.key] ??= { metas: [] }).metas.push(sub.presence.meta);
    }
    return state;
  }

  presenceDiff(topic: string, joins: PresenceEntry[], leaves: PresenceEntry[]): void {
    const group = (entries: PresenceEntry[]) => {
      const out: Record<string, { metas: Record<string, unknown>[] }> = {};
      for (const e of entries) (out[e.key] ??= { metas: [] }).metas.push(e.meta);
      return out;
    };
    if (joins.length === 0 && leaves.length === 0) return;
    const payload = { joins: group(joins), leaves: group(leaves) };
    for (const sub of this.onTopic(topic)) {
      sub.send({ joinRef: sub.joinRef, ref: null, topic, event: 'presence_diff', payload });
    }
  }

  closeAll(): void {
    this.subscriptions.clear();
  }
}
