// Live reads for screens: they re-render when the mirror changes (local writes, pulls, other
// tabs). `undefined` means "still loading"; tombstoned rows are never returned.
import { useLiveQuery } from 'dexie-react-hooks';
import { storyComments } from './comments';
import { storyVersions } from './versions';
import { db } from './db';
import { listNotifications } from './notifications';
import { lastUser } from '../remote/session-cache';
import { reviewSignature } from './review-notices';
import {
  scoped,
  visibleAttention,
  visibleClients,
  visibleConflicts,
  visibleStories,
  visibleStory,
} from './scoped-reads';
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

/** Stories visible to the user, most recently changed first; optionally one client's. */
export function useStories(filter: { clientId?: string | null } = {}): StoryRow[] | undefined {
  const clientId = filter.clientId;
  return useLiveQuery(() => visibleStories(clientId), [clientId]);
}

/** One story; null when it does not exist (or was deleted). */
export function useStory(id: string | null | undefined): StoryRow | null | undefined {
  return useLiveQuery(() => visibleStory(id), [id]);
}

export function useClients(): ClientRow[] | undefined {
  return useLiveQuery(() => visibleClients(), []);
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
  return useLiveQuery(
    () => scoped([db.profiles], [], async () => (await db.profiles.toArray()).filter((p) => !p.deleted_at)),
    [],
  );
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
  return useLiveQuery(() => visibleAttention(), []);
}

/** Open conflicts (optionally for one row). */
export function useConflicts(rowId?: string): ConflictRecord[] | undefined {
  return useLiveQuery(() => visibleConflicts(rowId), [rowId]);
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

/** What the bell's review events read, as one value (reviewSignature). */
export function useReviewSignature(): string | undefined {
  return useLiveQuery(() => reviewSignature(), []);
}

/** One story's live comments and suggestions, oldest first. */
export function useStoryComments(storyId: string | null | undefined): CommentRow[] | undefined {
  return useLiveQuery(async () => (storyId ? storyComments(storyId) : []), [storyId]);
}

/** One story's kept versions, newest first (synced table story_versions). */
export function useStoryVersions(storyId: string | null | undefined): VersionRow[] | undefined {
  return useLiveQuery(async () => (storyId ? storyVersions(storyId) : []), [storyId]);
}
