// Live reads for screens: they re-render when the mirror changes (local writes, pulls, other
// tabs). `undefined` means "still loading"; tombstoned rows are never returned.
import { useLiveQuery } from 'dexie-react-hooks';
import { storyComments } from './comments';
import { storyVersions } from './versions';
import { db } from './db';
import { listNotifications } from './notifications';
import { lastUser } from './session-cache';
import type {
  AttentionRecord,
  ClientRow,
  CommentRow,
  VersionRow,
  ConflictRecord,
  NotificationRecord,
  PreferencesRow,
  ProfileRow,
  StoryRow,
  UploadRecord,
} from './types';

const byRecent = (a: { updated_at: string }, b: { updated_at: string }) => b.updated_at.localeCompare(a.updated_at);

/** Stories visible to the user, most recently changed first; optionally one client's. */
export function useStories(filter: { clientId?: string | null } = {}): StoryRow[] | undefined {
  const clientId = filter.clientId;
  return useLiveQuery(async () => {
    const rows =
      clientId === undefined
        ? await db.stories.toArray()
        : await db.stories
            .where('client_id')
            .equals(clientId ?? '')
            .toArray();
    return rows.filter((r) => !r.deleted_at).sort(byRecent);
  }, [clientId]);
}

/** One story; null when it does not exist (or was deleted). */
export function useStory(id: string | null | undefined): StoryRow | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    const row = await db.stories.get(id);
    return row && !row.deleted_at ? row : null;
  }, [id]);
}

export function useClients(): ClientRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.clients.toArray();
    return rows.filter((r) => !r.deleted_at).sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

/** The id of the user this device is signed in as (null: nobody), from the mirror. */
export function useDeviceUserId(): string | null | undefined {
  return useLiveQuery(async () => (await lastUser())?.id ?? null, []);
}

/** The signed-in (or last signed-in) user's own profile. */
export function useProfile(): ProfileRow | null | undefined {
  return useLiveQuery(async () => {
    const user = await lastUser();
    if (!user) return null;
    return (await db.profiles.get(user.id)) ?? null;
  }, []);
}

/** Profiles the user may list (their own; a coach's clients; every profile for an admin). */
export function useProfiles(): ProfileRow[] | undefined {
  return useLiveQuery(async () => (await db.profiles.toArray()).filter((p) => !p.deleted_at), []);
}

export function usePreferences(): PreferencesRow | null | undefined {
  return useLiveQuery(async () => {
    const user = await lastUser();
    if (!user) return null;
    return (await db.preferences.get(user.id)) ?? null;
  }, []);
}

/** Writes the server refused for good, oldest first. */
export function useAttentionList(): AttentionRecord[] | undefined {
  return useLiveQuery(async () => (await db.attention.toArray()).sort((a, b) => a.createdAt - b.createdAt), []);
}

/** Open conflicts (optionally for one row). */
export function useConflicts(rowId?: string): ConflictRecord[] | undefined {
  return useLiveQuery(async () => {
    const open = await db.conflicts.where('state').equals('open').toArray();
    return open.filter((c) => rowId === undefined || c.rowId === rowId).sort((a, b) => a.createdAt - b.createdAt);
  }, [rowId]);
}

export function usePendingCount(): number | undefined {
  return useLiveQuery(() => db.outbox.count(), []);
}

export function useUploads(): UploadRecord[] | undefined {
  return useLiveQuery(async () => (await db.uploads.toArray()).sort((a, b) => a.createdAt - b.createdAt), []);
}

/** The bell's notifications, newest first. */
export function useNotifications(): NotificationRecord[] | undefined {
  return useLiveQuery(() => listNotifications(db), []);
}

/** Open conflicts plus refused writes: a change here means the bell may have something to add. */
export function useAttentionSignature(): string | undefined {
  return useLiveQuery(async () => {
    const [conflicts, refused] = await Promise.all([
      db.conflicts.where('state').equals('open').primaryKeys(),
      db.attention.toCollection().primaryKeys(),
    ]);
    return [...conflicts, ...refused].join(',');
  }, []);
}

/**
 * Changes when comments arrive or are answered, a story changes, or a client gains an account
 * (what the bell's review events read).
 */
export function useReviewSignature(): string | undefined {
  return useLiveQuery(async () => {
    const [comments, answered, latest, linked] = await Promise.all([
      db.comments.count(),
      db.comments.filter((c) => c.status !== 'open').count(),
      db.stories.orderBy('updated_at').last(),
      db.clients.filter((c) => c.user_id !== null).primaryKeys(),
    ]);
    return `${comments}:${answered}:${latest?.updated_at ?? ''}:${linked.join(',')}`;
  }, []);
}

/** One story's live comments and suggestions, oldest first. */
export function useStoryComments(storyId: string | null | undefined): CommentRow[] | undefined {
  return useLiveQuery(async () => (storyId ? storyComments(storyId) : []), [storyId]);
}

/** One story's kept versions, newest first (synced table story_versions). */
export function useStoryVersions(storyId: string | null | undefined): VersionRow[] | undefined {
  return useLiveQuery(async () => (storyId ? storyVersions(storyId) : []), [storyId]);
}
