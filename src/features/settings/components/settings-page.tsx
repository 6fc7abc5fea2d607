// /dashboard/settings (spec areas §2.8): a role badge and five tabs: Profile, Account,
// Preferences, Security, Data. Reads are live queries on the mirror; the tab is in the address
// (?tab=) so a reload or a shared link opens the same one. What other areas own (the AI engine
// card) is handed in by the app.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../data/auth/use-auth';
import { usePreferences, useProfile } from '../../../data/mirror/hooks';
import { resolvePreferences } from '../../../domain/preferences';
import { DangerZone } from './danger-zone';
import { DataSection } from './data-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'account', label: 'Account' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'security', label: 'Security' },
  { id: 'data', label: 'Data' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const ROLE_BADGE: Record<string, string> = {
  admin: 'bg-brand-600 text-white',
  coach: 'bg-emerald-50 text-emerald-800 border border-emerald-200',
  user: 'bg-slate-100 text-slate-800',
  client: 'bg-sky-50 text-sky-800 border border-sky-200',
};

function isTab(value: string | null): value is TabId {
  return TABS.some((t) => t.id === value);
}

export function SettingsPage({ aiEngine }: { aiEngine?: ReactNode }) {
  const { user, role } = useAuth();
  const profile = useProfile();
  const preferencesRow = usePreferences();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: TabId, focus = false) => {
    setParams(id === 'profile' ? {} : { tab: id }, { replace: true });
    if (focus) tabRefs.current[id]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has the focus: the address (and so `tab`) updates a moment later.
    const focused = TABS.findIndex((t) => tabRefs.current[t.id] === e.target);
    const i = focused >= 0 ? focused : TABS.findIndex((t) => t.id === tab);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + TABS.length) % TABS.length
          : null;
    const target = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : next;
    if (target === null) return;
    e.preventDefault();
    select(TABS[target].id, true);
  };

  if (profile === undefined || preferencesRow === undefined || !user) {
    return <FullPageSpinner label="Loading your settings" />;
  }
  const shownRole = role ?? profile?.role ?? 'user';

  let body: ReactNode;
  if (!profile && (tab === 'profile' || tab === 'data')) {
    body = (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        Your profile has not reached this device yet. It appears here as soon as it has synced; keep the app open while
        you are online.
      </p>
    );
  } else if (tab === 'profile' && profile) {
    body = <ProfileSection profile={profile} role={shownRole} />;
  } else if (tab === 'account') {
    body = (
      <div className="space-y-4">
        <PasswordSection />
        <DangerZone />
      </div>
    );
  } else if (tab === 'preferences') {
    body = (
      <div className="space-y-4">
        <PreferencesSection
          userId={user.id}
          preferences={resolvePreferences(preferencesRow?.preferences)}
          synced={preferencesRow !== null}
          role={shownRole}
        />
        {aiEngine}
      </div>
    );
  } else if (tab === 'security') {
    body = <SecuritySection />;
  } else if (profile) {
    body = <DataSection profile={profile} isAdmin={shownRole === 'admin'} />;
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-24">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Settings</h1>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${ROLE_BADGE[shownRole] ?? ROLE_BADGE.user}`}
          data-testid="role-badge"
        >
          {shownRole}
        </span>
      </header>
      <div
        role="tablist"
        aria-label="Settings sections"
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            id={`settings-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls="settings-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold ${
              tab === t.id
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
        {body}
      </div>
    </div>
  );
}
