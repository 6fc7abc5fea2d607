// May this subscriber read this changed row? Asked of Postgres as the subscriber (its role and
// JWT claims, exactly as a REST request runs), so the project's RLS policies decide.
import type { Caller } from '../caller.ts';
import { withCaller } from '../caller.ts';
import type { Database } from '../db.ts';
import type { ChangeRow, TableInfo } from './capture.ts';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

class RollbackProbe extends Error {}

function pkWhere(info: TableInfo): string {
  return info.primaryKey.map((col, i) => `${quoteIdent(col)} = $${i + 1}`).join(' and ');
}

function pkParams(info: TableInfo, row: Record<string, unknown>): string[] {
  return info.primaryKey.map((col) => {
    const v = row[col];
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
}

async function setCaller(tx: { query: Database['query'] }, caller: Caller): Promise<void> {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
    JSON.stringify(caller.claims),
    caller.role,
  ]);
}

/**
 * INSERT / UPDATE: the row as it is now, read as the subscriber.
 * DELETE: the row is gone, so it is put back for a moment inside a transaction that is always
 * rolled back (replica mode: no triggers, no foreign-key checks) and read as the subscriber.
 * If that probe cannot run (a Postgres role that may not set session_replication_role, a table
 * the old row cannot be re-inserted into), the DELETE is not sent: failing open would hand the
 * primary key of every deleted row to every subscriber, anonymous ones included. Clients catch
 * up on their next pull (deletes are tombstones there), since realtime is only a signal.
 */
export async function mayRead(db: Database, caller: Caller, info: TableInfo, change: ChangeRow): Promise<boolean> {
  if (caller.role === 'service_role') return true;
  if (info.primaryKey.length === 0) return false;
  const table = `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`;
  if (change.type !== 'DELETE') {
    if (!change.record) return false;
    const params = pkParams(info, change.record);
    const { rows } = await withCaller(db, caller, {}, (tx) =>
      tx.query(`select 1 from ${table} where ${pkWhere(info)}`, params),
    );
    return rows.length > 0;
  }
  if (!change.oldRecord) return false;
  const old = change.oldRecord;
  let visible = false;
  try {
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('session_replication_role', 'replica', true)`);
      await tx.query(`insert into ${table} select * from jsonb_populate_record(null::${table}, $1::jsonb)`, [
        JSON.stringify(old),
      ]);
      await setCaller(tx, caller);
      const { rows } = await tx.query(`select 1 from ${table} where ${pkWhere(info)}`, pkParams(info, old));
      visible = rows.length > 0;
      throw new RollbackProbe();
    });
  } catch (error) {
    if (!(error instanceof RollbackProbe)) {
      warnProbeFailed(error);
      return false;
    }
  }
  return visible;
}

let probeWarned = false;
function warnProbeFailed(error: unknown): void {
  if (probeWarned) return;
  probeWarned = true;
  console.error(
    '[realtime] DELETE events are withheld: the access probe failed (the database user may need the right to set session_replication_role):',
    error instanceof Error ? error.message : error,
  );
}

/** Only the primary key columns of a row. */
export function primaryKeyOnly(info: TableInfo, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const col of info.primaryKey) out[col] = row[col];
  return out;
}
