// Preferences: theme (applied at once by the app's theme sync, which follows the mirror), and the
// notification and privacy toggles. Each change is a mirror write: saved on this device at once,
// synced to the account (and so to every device) when there is a connection.
import { useId } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { updatePreferences } from '../../../data/mirror/preferences';
import {
  preferencesSaveSchema,
  THEMES,
  type NotificationKey,
  type Preferences,
  type PrivacyKey,
  type Theme,
} from '../../../domain/preferences';
import { SettingsCard, ToggleRow } from './settings-card';

const THEME_LABELS: Record<Theme, { label: string; hint: string }> = {
  light: { label: 'Light', hint: 'Dark text on a light page' },
  dark: { label: 'Dark', hint: 'Light text on a dark page, easier on the eyes at night' },
  system: { label: 'System', hint: 'Follows your device' },
};

const NOTIFICATION_ROWS: { key: NotificationKey; label: string; description: string }[] = [
  {
    key: 'stories',
    label: 'Story updates',
    description: 'In the bell: when a story you asked the AI to write is ready.',
  },
  {
    key: 'clients',
    label: 'Client activity',
    description: 'In the bell: comments, suggestions and invitations on your stories and clients.',
  },
  {
    key: 'email',
    label: 'Email notifications',
    description: 'StoryStack sends no email yet; your choice is kept for when it does.',
  },
  {
    key: 'browser',
    label: 'Browser notifications',
    description: 'Alerts from your browser while StoryStack is closed: not sent yet, your choice is kept.',
  },
];

type PrivacyRow = { key: PrivacyKey; label: string; description: string };

// A client's privacy is about their coach; anyone else (a founder, a coach, an admin) has none.
const CLIENT_PRIVACY_ROWS: PrivacyRow[] = [
  {
    key: 'show_email',
    label: 'Show my email',
    description: "Your email address in your coach's client list. Off: your coach sees your name only.",
  },
  {
    key: 'profile_visible',
    label: 'Profile visible',
    description: 'Your profile shown to people on StoryStack beyond your coach, once there is a directory.',
  },
  {
    key: 'allow_messages',
    label: 'Allow messages',
    description: 'Direct messages from other members, once StoryStack has them. Your coach can always comment.',
  },
];

const PRIVACY_ROWS: PrivacyRow[] = [
  {
    key: 'show_email',
    label: 'Show my email',
    description: 'Your email address where others see your name, such as a client list. Off: they see your name only.',
  },
  {
    key: 'profile_visible',
    label: 'Profile visible',
    description: 'Your profile shown to other people on StoryStack, once there is a directory.',
  },
  {
    key: 'allow_messages',
    label: 'Allow messages',
    description:
      'Direct messages from other members, once StoryStack has them. Review comments on stories always arrive.',
  },
];

/**
 * `synced` false: the account's preferences row (made by the server with the account) has not
 * reached this device yet. The defaults show, and changes wait: a row written here first would
 * meet the server's own and ask the user to choose between them.
 */
export function PreferencesSection({
  userId,
  preferences,
  synced,
  role,
}: {
  userId: string;
  preferences: Preferences;
  synced: boolean;
  role: string;
}) {
  const privacyRows = role === 'client' ? CLIENT_PRIVACY_ROWS : PRIVACY_ROWS;
  const themeName = useId();

  async function save(patch: Partial<Preferences>) {
    if (!synced) return;
    try {
      await updatePreferences(userId, preferencesSaveSchema.parse(patch));
      toast.success('Preferences saved successfully');
    } catch {
      toast.error('Failed to save preferences');
    }
  }

  return (
    <SettingsCard
      title="Preferences"
      intro="Saved to your account, so every device you sign in on uses them. Changes work offline too."
      testId="preferences"
    >
      {synced ? null : (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your saved preferences are on their way from your account. You can change them as soon as they arrive.
        </p>
      )}
      <fieldset disabled={!synced} className="disabled:opacity-60">
        {' '}
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Theme</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {THEMES.map((theme) => (
              <label
                key={theme}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                  preferences.theme === theme ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name={themeName}
                  value={theme}
                  checked={preferences.theme === theme}
                  onChange={() => void save({ theme })}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{THEME_LABELS[theme].label}</span>
                  <span className="block text-xs text-slate-600">{THEME_LABELS[theme].hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-slate-900">Notifications</legend>
          <div className="divide-y divide-slate-200">
            {NOTIFICATION_ROWS.map((row) => (
              <ToggleRow
                key={row.key}
                name={`notifications.${row.key}`}
                label={row.label}
                description={row.description}
                checked={preferences.notifications[row.key]}
                onChange={(value) => void save({ notifications: { ...preferences.notifications, [row.key]: value } })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-slate-900">Privacy</legend>
          <div className="divide-y divide-slate-200">
            {privacyRows.map((row) => (
              <ToggleRow
                key={row.key}
                name={`privacy.${row.key}`}
                label={row.label}
                description={row.description}
                checked={preferences.privacy[row.key]}
                onChange={(value) => void save({ privacy: { ...preferences.privacy, [row.key]: value } })}
              />
            ))}
          </div>
        </fieldset>
      </fieldset>
    </SettingsCard>
  );
}
