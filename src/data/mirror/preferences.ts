// The signed-in user's preferences and profile: same write shape as stories.
import { nowIso } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { insertRow, patchRow } from './row-writes';
import {
  profilePatchSchema,
  preferencesPatchSchema,
  type PreferencesRow,
  type ProfilePatch,
  type ProfileRow,
} from './types';

/**
 * Merges `patch` into the user's preferences (top-level groups: theme, notifications, privacy).
 * Creates the row when the mirror has none yet.
 */
export async function updatePreferences(
  userId: string,
  patch: Record<string, unknown>,
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const parsed = preferencesPatchSchema.parse(patch);
  const existing = await target.preferences.get(userId);
  if (!existing) {
    const now = nowIso();
    const row: PreferencesRow = {
      user_id: userId,
      preferences: parsed,
      created_at: now,
      updated_at: now,
      version: 0,
      deleted_at: null,
      base: null,
    };
    await insertRow(target, 'todo_user_preferences', userId, row, { preferences: parsed });
    return;
  }
  await patchRow<PreferencesRow>(target, 'todo_user_preferences', userId, 'Your preferences', (row) => ({
    preferences: { ...row.preferences, ...parsed },
  }));
}

/** Changes the user's own name or email on their profile (the role is the server's to change). */
export async function updateProfile(
  userId: string,
  patch: ProfilePatch,
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const parsed = profilePatchSchema.parse(patch);
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) if (v !== undefined) values[k] = v;
  await patchRow<ProfileRow>(target, 'todo_profiles', userId, 'Your profile', () => values);
}
