// Inviting the person behind a client record: a one-time link (7 days) the coach sends however
// they like. Creating it needs the server, and the client record must have reached it first.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import { inviteClient, type IssuedInvitation } from '../../../data/remote/invitations';
import type { ClientRow } from '../../../data/mirror/types';
import { formatDate } from '../../../domain/dates';

const NOT_ON_SERVER = 'This client has not reached the server yet. Connect to the internet and try again in a moment.';

function inviteFailure(message: string): string {
  if (/already has an account|email before inviting/i.test(message)) return message;
  if (/only invite your own clients/i.test(message)) return NOT_ON_SERVER;
  return 'Could not create the invitation link. Check your connection and try again.';
}

export function InvitePanel({ client }: { client: ClientRow }) {
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (client.user_id) {
    return (
      <p className="text-sm text-slate-700">
        {client.name} has a StoryStack account. The stories they write appear here, and they see your comments and
        suggestions in their builder.
      </p>
    );
  }
  if (!client.email) {
    return (
      <p className="text-sm text-slate-700">
        Add {client.name}&apos;s email to invite them to their own account. Until then you can build their stories
        yourself.
      </p>
    );
  }

  async function create() {
    setBusy(true);
    setProblem(null);
    try {
      setIssued(await inviteClient(client.id));
    } catch (e) {
      const message = e instanceof Error ? e.message : '';
      setProblem(message === NOT_ON_SERVER ? NOT_ON_SERVER : inviteFailure(message));
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await copyText(url);
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Failed to copy');
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Invite {client.name} ({client.email}) to their own account: they answer the framework questions themselves and
        see your comments. The link works once, for seven days, and only for this email address.
      </p>
      {issued ? (
        <div className="space-y-2">
          <label htmlFor={`invite-${client.id}`} className="block text-sm font-medium text-slate-800">
            Invitation link (expires {formatDate(issued.expiresAt)})
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`invite-${client.id}`}
              readOnly
              value={issued.url}
              onFocus={(e) => e.currentTarget.select()}
              className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
            />
            <Button variant="secondary" onClick={() => void copy(issued.url)}>
              Copy link
            </Button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {client.base ? null : (
        <p className="text-sm text-slate-600" data-testid="invite-waiting">
          The link can be made once this client has reached the server: a moment after you are online.
        </p>
      )}
      <Button variant={issued ? 'ghost' : 'primary'} onClick={() => void create()} disabled={busy || !client.base}>
        {busy ? 'Creating link...' : issued ? 'Make a new link' : 'Create invitation link'}
      </Button>
    </div>
  );
}
