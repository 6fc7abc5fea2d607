// Security: two-factor and sessions are informative (spec areas §2.8); the log is real, read from
// the server's audit trail (the caller's own sign-ins, failed sign-ins, password changes).
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { fetchSecurityEvents, type SecurityEvent } from '../../../data/remote/account';
import { SettingsCard } from './settings-card';
import { formatDateTime } from '../format';

const ACTION_LABELS: Record<string, string> = {
  login: 'Signed in',
  login_failed: 'Failed sign-in (wrong password)',
  logout: 'Signed out',
  user_signedup: 'Account created',
  user_updated_password: 'Password changed',
  user_modified: 'Account details changed',
  user_recovery_requested: 'Password reset requested',
};

type LogState = { kind: 'loading' } | { kind: 'ready'; events: SecurityEvent[] } | { kind: 'error'; offline: boolean };

function SecurityLog() {
  const [state, setState] = useState<LogState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await fetchSecurityEvents();
    setState(
      answer.ok ? { kind: 'ready', events: answer.data } : { kind: 'error', offline: answer.reason === 'offline' },
    );
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <Spinner label="Loading your security log" />;
  if (state.kind === 'error') {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          {state.offline
            ? 'You are offline. The security log is kept on the server and shows when you are back online.'
            : 'Failed to load data'}
        </p>
        <Button variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.events.length === 0) return <p className="text-sm text-slate-700">No sign-ins recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-200" data-testid="security-log">
      {state.events.map((e) => (
        <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <span className={e.action === 'login_failed' ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
            {ACTION_LABELS[e.action ?? ''] ?? e.action ?? 'Account event'}
          </span>
          <span className="text-slate-600">
            <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
            {' · '}
            {e.ip_address ? `from ${e.ip_address}` : 'address not recorded'}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function SecuritySection() {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <SettingsCard title="Two-factor authentication">
          <p className="text-sm text-slate-700">
            A second step at sign-in, such as a code from an authenticator app. StoryStack does not offer it yet; a
            strong password you use nowhere else is your best protection today.
          </p>
        </SettingsCard>
        <SettingsCard title="Sessions">
          <p className="text-sm text-slate-700">
            You stay signed in on each device until you sign out there. To sign out everywhere else at once, change your
            password: every other device is signed out.
          </p>
        </SettingsCard>
      </div>
      <SettingsCard
        title="Security log"
        intro="Recent sign-ins, failed sign-ins and password changes on your account, newest first. Something you do not recognise? Change your password."
      >
        <SecurityLog />
      </SettingsCard>
    </div>
  );
}
