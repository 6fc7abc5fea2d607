// Deleted stories, restorable for 30 days on any device: the tombstone (deleted_at) reaches every
// device by pull, and a restore is an ordinary queued update (deleted_at back to null) that the
// server checks like any other change (row-level security: whoever may change the story).
import { stillRestorable } from '../../domain/recently-deleted';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { patchRow } from './row-writes';
import { scoped } from './scoped-reads';
import type { StoryRow } from './types';

export class NotRestorableError extends Error {
  constructor() {
    super('This story was deleted more than 30 days ago and can no longer be restored.');
    this.name = 'NotRestorableError';
  }
}

/** Stories deleted in the last 30 days, most recently deleted first. */
export function recentlyDeleted(target: StoryStackDb = defaultDb): Promise<StoryRow[]> {
  return scoped(
    [target.stories],
    [],
    async () => {
      const now = dataDeps.now();
      const rows = await target.stories.filter((r) => stillRestorable(r.deleted_at, now)).toArray();
      return rows.sort((a, b) => (b.deleted_at ?? '').localeCompare(a.deleted_at ?? ''));
    },
    target,
  );
}

/** Brings a deleted story back (offline too: the restore waits in the outbox). */
export async function restoreStory(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await patchRow<StoryRow>(target, 'stories', id, 'The story', (row) => {
    if (!row.deleted_at) return {};
    if (!stillRestorable(row.deleted_at, dataDeps.now())) throw new NotRestorableError();
    return { deleted_at: null };
  });
}
