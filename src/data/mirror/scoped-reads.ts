// The mirror's reads for screens, scoped to the account whose data it holds: a person signed in
// over another account's unsent work (a session the server ended, then someone else) sees none
// of it until that work is dealt with (src/data/remote/session-cache.ts mirrorReader).
import type { Table } from 'dexie';
import { db as defaultDb, type StoryStackDb } from './db';
import { mirrorReader } from '../remote/session-cache';
import type { AttentionRecord, ClientRow, ConflictRecord, StoryRow } from './types';

const byRecent = (a: { updated_at: string }, b: { updated_at: string }) => b.updated_at.localeCompare(a.updated_at);

/**
 * `read()` when the signed-in user may read the mirror, else `empty`. The reader check (kv) and
 * the read of `tables` share one read transaction: every transaction ahead of a keystroke's write
 * on the same stores delays it, and live queries run these on each change while a person types.
 */
export function scoped<T>(
  tables: readonly Table[],
  empty: T,
  read: () => Promise<T>,
  target: StoryStackDb = defaultDb,
): Promise<T> {
  return target.transaction('r', [target.kv, ...tables], async () => ((await mirrorReader(target)) ? read() : empty));
}

/** Live stories, most recently changed first; optionally one client's (null: the user's own). */
export function visibleStories(clientId?: string | null, target: StoryStackDb = defaultDb): Promise<StoryRow[]> {
  return scoped(
    [target.stories],
    [],
    async () => {
      const rows =
        clientId === undefined
          ? await target.stories.toArray()
          : await target.stories
              .where('client_id')
              .equals(clientId ?? '')
              .toArray();
      return rows.filter((r) => !r.deleted_at).sort(byRecent);
    },
    target,
  );
}

/** One live story; null when it does not exist, was deleted, or is not the reader's to see. */
export function visibleStory(
  id: string | null | undefined,
  target: StoryStackDb = defaultDb,
): Promise<StoryRow | null> {
  return scoped(
    [target.stories],
    null,
    async () => {
      if (!id) return null;
      const row = await target.stories.get(id);
      return row && !row.deleted_at ? row : null;
    },
    target,
  );
}

export function visibleClients(target: StoryStackDb = defaultDb): Promise<ClientRow[]> {
  return scoped(
    [target.clients],
    [],
    async () => {
      const rows = await target.clients.toArray();
      return rows.filter((r) => !r.deleted_at).sort((a, b) => a.name.localeCompare(b.name));
    },
    target,
  );
}

/** Writes the server refused for good, oldest first. */
export function visibleAttention(target: StoryStackDb = defaultDb): Promise<AttentionRecord[]> {
  return scoped(
    [target.attention],
    [],
    async () => (await target.attention.toArray()).sort((a, b) => a.createdAt - b.createdAt),
    target,
  );
}

/** Open conflicts (optionally for one row), oldest first. */
export function visibleConflicts(rowId?: string, target: StoryStackDb = defaultDb): Promise<ConflictRecord[]> {
  return scoped(
    [target.conflicts],
    [],
    async () => {
      const open = await target.conflicts.where('state').equals('open').toArray();
      return open.filter((c) => rowId === undefined || c.rowId === rowId).sort((a, b) => a.createdAt - b.createdAt);
    },
    target,
  );
}
