// A user's preferences (spec §3): theme, notification and privacy toggles, with the spec's
// defaults. Rows may hold any subset (older rows, a partial write); `resolvePreferences` fills the
// rest, so every reader sees the same complete object.
import { z } from 'zod';

import { isTheme, THEMES, type Theme } from './theme';

export { effectiveTheme, isTheme, THEMES, type Theme } from './theme';

export const NOTIFICATION_KEYS = ['email', 'browser', 'stories', 'clients'] as const;
export const PRIVACY_KEYS = ['profile_visible', 'show_email', 'allow_messages'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];

export interface Preferences {
  theme: Theme;
  notifications: Record<NotificationKey, boolean>;
  privacy: Record<PrivacyKey, boolean>;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  notifications: { email: true, browser: true, stories: true, clients: true },
  privacy: { profile_visible: true, show_email: false, allow_messages: true },
};

/** What a save may write: any of the three groups, each whole (the groups merge at top level). */
export const preferencesSaveSchema = z
  .object({
    theme: z.enum(THEMES),
    notifications: z.object({
      email: z.boolean(),
      browser: z.boolean(),
      stories: z.boolean(),
      clients: z.boolean(),
    }),
    privacy: z.object({
      profile_visible: z.boolean(),
      show_email: z.boolean(),
      allow_messages: z.boolean(),
    }),
  })
  .partial()
  .strict();
export type PreferencesSave = z.infer<typeof preferencesSaveSchema>;

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function group<K extends string>(raw: unknown, keys: readonly K[], defaults: Record<K, boolean>): Record<K, boolean> {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((k) => [k, flag(source[k], defaults[k])])) as Record<K, boolean>;
}

/** The complete preferences from a stored object (or nothing): unknown or missing values → defaults. */
export function resolvePreferences(stored: Record<string, unknown> | null | undefined): Preferences {
  const raw = stored ?? {};
  return {
    theme: isTheme(raw.theme) ? raw.theme : DEFAULT_PREFERENCES.theme,
    notifications: group(raw.notifications, NOTIFICATION_KEYS, DEFAULT_PREFERENCES.notifications),
    privacy: group(raw.privacy, PRIVACY_KEYS, DEFAULT_PREFERENCES.privacy),
  };
}

/**
 * The email a coach's client list may show for a client. A client who has an account of their own
 * decides (privacy.show_email, off by default): the server copies that choice onto their profile
 * (todo_profiles.show_email), which the coach's device syncs; `ownerProfile` is that profile, or
 * undefined when the device does not have it (then the email stays hidden). A client record with
 * no account holds the email the coach typed in themselves, so it stays visible.
 */
export function visibleClientEmail(
  client: { email: string | null; user_id: string | null },
  ownerProfile: { show_email?: boolean | null } | null | undefined,
): string | null {
  if (!client.email) return null;
  if (!client.user_id) return client.email;
  return ownerProfile?.show_email === true ? client.email : null;
}

/**
 * Whether the bell takes a notification of `kind`: story updates (generations) and client
 * activity (comments, suggestions, invitations) follow their toggles; a conflict or a refused
 * write is about the user's own text being safe and always shows.
 */
export function notificationWanted(kind: string, preferences: Preferences): boolean {
  if (kind === 'generation') return preferences.notifications.stories;
  if (kind === 'comment' || kind === 'suggestion' || kind === 'invitation') return preferences.notifications.clients;
  return true;
}
