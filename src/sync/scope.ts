// Sync scopes, the device's side (docs/sync.md, "Scopes"). The server moves a user's scope version
// whenever the set of rows they may read may have changed (supabase/migrations/
// 20261127000500_sync_scopes.sql). A device that sees a version it has not settled compares each
// table it has pulled before with the keys and versions the server lists now: rows it may no longer
// read leave the mirror, rows it lacks (or holds at another version) are fetched by key, whatever
// their stamp. A change of its own waiting for such a row is never dropped in silence: it moves to
// "needs attention" with the row as the user had it.
import { z } from 'zod';
import { KEY_COLUMN, type SyncTable } from '../domain/sync-protocol';
import { dataDeps } from '../data/mirror/clock';
import type { StoryStackDb } from '../data/mirror/db';
import type { MirrorRow, OutboxEntry } from '../data/mirror/types';

const SCOPE_KEY = 'sync:scope';
const scopeRecordSchema = z.object({ userId: z.string(), version: z.number().int() });

/** Shown with an unsent change to a row the user may no longer read. */
export const LOST_ACCESS_MESSAGE =
  'You can no longer open this item: who may see it changed on the server. Your change was not sent; copy it if you need it.';

/** The scope version this device last settled for the user, or null (never, or another user's). */
export async function settledScope(db: StoryStackDb, userId: string): Promise<number | null> {
  const parsed = scopeRecordSchema.safeParse((await db.kv.get(SCOPE_KEY))?.value);
  return parsed.success && parsed.data.userId === userId ? parsed.data.version : null;
}

export async function recordScope(db: StoryStackDb, userId: string, version: number): Promise<void> {
  await db.kv.put({ key: SCOPE_KEY, value: { userId, version } });
}

export interface ScopeSettlement {
  /** Rows removed from the mirror. */
  dropped: number;
  /** Unsent changes moved to needs attention. */
  moved: number;
  /** Keys to fetch by key (readable now, missing here or at another version). */
  missing: string[];
}

/**
 * Compares the mirror's `table` with what the user may read now (`server`: key → version), in one
 * transaction. A row made on this device that never reached the server (`base: null`) stays, and
 * so does a row with changes another account made here.
 */
export async function settleScope(
  db: StoryStackDb,
  table: SyncTable,
  userId: string,
  server: ReadonlyMap<string, number>,
): Promise<ScopeSettlement> {
  return db.transaction('rw', db.syncTables(), async () => {
    const rows = (await db.rows(table).toArray()) as MirrorRow[];
    const waiting = new Map<string, OutboxEntry[]>();
    for (const e of await db.outbox.orderBy('seq').toArray()) {
      if (e.kind !== 'mutation' || e.table !== table) continue;
      waiting.set(e.rowId, [...(waiting.get(e.rowId) ?? []), e]);
    }
    const key = (row: MirrorRow) => String((row as unknown as Record<string, unknown>)[KEY_COLUMN[table]]);
    const gone: string[] = [];
    let moved = 0;
    for (const row of rows) {
      const id = key(row);
      if (server.has(id)) continue;
      if (!row.base) continue;
      // Work another account left on this device waits for that account: this user's scope says
      // nothing about what it may read.
      if ((waiting.get(id) ?? []).some((e) => e.userId && e.userId !== userId)) continue;
      gone.push(id);
      for (const entry of waiting.get(id) ?? []) {
        await db.outbox.delete(entry.seq as number);
        await db.attention.add({
          id: dataDeps.uuid(),
          entry: { ...entry, state: 'queued' },
          localRow: row as unknown as Record<string, unknown>,
          status: 403,
          message: LOST_ACCESS_MESSAGE,
          createdAt: dataDeps.now(),
        });
        moved++;
      }
      // The text of an open conflict on it is the user's (kept above) or a text they may no longer read.
      const conflicts = await db.conflicts.where('[table+rowId]').equals([table, id]).toArray();
      await db.conflicts.bulkDelete(conflicts.filter((c) => c.state === 'open').map((c) => c.id));
    }
    await db.rows(table).bulkDelete(gone);
    const present = new Map(rows.map((r) => [key(r), r.base?.version ?? null]));
    const missing: string[] = [];
    for (const [id, version] of server) {
      if (present.get(id) !== version) missing.push(id);
    }
    return { dropped: gone.length, moved, missing };
  });
}
