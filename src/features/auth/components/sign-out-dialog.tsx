// Signing out (or signing in as someone else) with work this device has not synced warns first:
// wait for the changes to reach the server, discard them, or stay. Changes that wait for the
// user (refused writes, conflicts) cannot be waited for: they are named, with the way to them.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { UnsyncedWork } from '../../../data/mirror/unsynced';
import { hasUnsyncedWork, unsyncedWork } from '../auth-api';
import { Spinner } from '../../../components/ui/spinner';

export type SignOutChoice = 'signout' | 'stay';

const POLL_MS = 1000;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function SignOutDialog({
  userId,
  initial,
  owner,
  onChoose,
}: {
  userId: string | null;
  initial: UnsyncedWork;
  /** Whose changes they are, when they are not the current user's (signing in as someone else). */
  owner: string | null;
  onChoose: (c: SignOutChoice) => void;
}) {
  const [work, setWork] = useState(initial);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    let alive = true;
    const tick = async () => {
      const now = await unsyncedWork(userId);
      if (!alive) return;
      setWork(now);
      if (!hasUnsyncedWork(now)) onChoose('signout');
    };
    const id = setInterval(() => void tick(), POLL_MS);
    void tick();
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, [waiting, userId, onChoose]);

  const whose = owner ? `${owner}'s` : 'Your';
  return (
    <Dialog open title="You have unsynced changes" onClose={() => onChoose('stay')}>
      <div className="space-y-2 text-sm text-slate-700">
        {work.waiting > 0 ? (
          <p>
            {whose} {plural(work.waiting, 'change has', 'changes have')} not reached the server yet.
          </p>
        ) : null}
        {work.attention > 0 ? (
          <p>
            {plural(work.attention, 'change needs', 'changes need')} a decision first (refused by the server, or changed
            in two places).{' '}
            {owner ? null : (
              // A plain link: this dialog sits beside the router, not inside it.
              <a href="/dashboard/attention" className="font-semibold underline">
                Review them
              </a>
            )}
          </p>
        ) : null}
        {work.onlyHere > 0 ? (
          <p>
            {plural(work.onlyHere, 'recording or replaced text is', 'recordings or replaced texts are')} kept only on
            this device.{' '}
            {owner ? null : (
              <a href="/dashboard/attention" className="font-semibold underline">
                Attach or download them
              </a>
            )}
          </p>
        ) : null}
        {work.otherAccount > 0 ? (
          <p>
            {plural(work.otherAccount, 'change', 'changes')} made on this device by another account{' '}
            {work.otherAccount === 1 ? 'has' : 'have'} not reached the server yet.
          </p>
        ) : null}
        {work.unreadable ? (
          <p>This device could not be checked for unsynced changes, so some may not have reached the server.</p>
        ) : null}
        <p>
          {owner ? 'Signing in as someone else' : 'Signing out now'} clears this device, and anything not yet synced
          would be lost.
        </p>
      </div>
      {waiting ? (
        <p className="text-sm font-medium text-brand-700" role="status">
          {work.waiting === 0
            ? 'Everything else has synced. The changes above still need your decision.'
            : typeof navigator !== 'undefined' && !navigator.onLine
              ? 'You are offline. We will sign you out as soon as your changes have synced.'
              : 'Syncing… we will sign you out as soon as everything is saved.'}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onChoose('stay')}>
          {owner ? 'Cancel' : 'Stay signed in'}
        </Button>
        <Button variant="danger" onClick={() => onChoose('signout')}>
          {owner ? 'Discard and sign in' : 'Discard and sign out'}
        </Button>
        {!waiting && !owner && work.waiting > 0 ? (
          <Button onClick={() => setWaiting(true)}>Wait for sync</Button>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Shown while sign-out waits for the server (it can take its full timeout on a bad network). */
export function SigningOut() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      <p className="flex items-center gap-3 rounded-full bg-slate-900 px-5 py-3 text-sm font-medium text-white shadow-lg">
        <Spinner label="Signing out" className="[&>span:first-child]:size-4 [&>span:first-child]:border-white" />
        <span aria-hidden="true">Signing out…</span>
      </p>
    </div>
  );
}
