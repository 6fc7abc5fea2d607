// Delete account (spec areas §5, §8): the browser's confirmation, then the delete-account
// function (the server removes the account and everything in it), then sign-out and a clean
// device. Nothing is deleted without a connection: the account is the server's.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { deleteAccount } from '../../../data/remote/account';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../../domain/settings-schemas';
import { SettingsCard } from './settings-card';

export function DangerZone() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function remove() {
    if (!window.confirm(DELETE_ACCOUNT_CONFIRMATION)) return;
    setBusy(true);
    setProblem(null);
    const answer = await deleteAccount();
    if (!answer.ok) {
      setBusy(false);
      setProblem(
        answer.reason === 'offline'
          ? 'Deleting your account needs a connection. Nothing was deleted.'
          : answer.reason === 'refused'
            ? answer.message
            : 'Nothing was deleted. Please try again in a moment.',
      );
      toast.error('Failed to delete account');
      return;
    }
    toast.success('Account deleted successfully');
    try {
      // The account is gone: whatever this device still held for it is cleared without asking.
      await signOut({ discard: true });
    } finally {
      void navigate('/', { replace: true });
    }
  }

  return (
    <SettingsCard title="Danger zone" tone="danger" testId="danger-zone">
      <p className="text-sm text-slate-700">
        Deleting your account removes your profile, your stories with their drafts, recordings and history, your clients
        without an account of their own, and your preferences, on the server and on this device. Clients who have their
        own account keep it. This cannot be undone: export your data first if you want a copy.
      </p>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button variant="danger" className="mt-4" onClick={() => void remove()} disabled={busy}>
        {busy ? 'Deleting…' : 'Delete Account'}
      </Button>
    </SettingsCard>
  );
}
