// Signing out with unsynced changes warns first: wait for them to reach the server, discard
// them, or stay signed in.
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { pendingChanges } from './auth-api';

export type SignOutChoice = 'signout' | 'stay';

const POLL_MS = 1000;

export function SignOutDialog({
  initialCount,
  onChoose,
}: {
  initialCount: number;
  onChoose: (c: SignOutChoice) => void;
}) {
  const [count, setCount] = useState(initialCount);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    let alive = true;
    const tick = async () => {
      const n = await pendingChanges();
      if (!alive) return;
      setCount(n);
      if (n === 0) onChoose('signout');
    };
    const id = setInterval(() => void tick(), POLL_MS);
    void tick();
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, [waiting, onChoose]);

  const changes = `${count} ${count === 1 ? 'change has' : 'changes have'}`;
  return (
    <Dialog open title="You have unsynced changes" onClose={() => onChoose('stay')}>
      <p className="text-sm text-slate-700">
        {changes} not reached the server yet. Signing out now clears this device, and anything not yet synced would be
        lost.
      </p>
      {waiting ? (
        <p className="text-sm font-medium text-brand-700" role="status">
          {typeof navigator !== 'undefined' && !navigator.onLine
            ? 'You are offline. We will sign you out as soon as your changes have synced.'
            : 'Syncing… we will sign you out as soon as everything is saved.'}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onChoose('stay')}>
          Stay signed in
        </Button>
        <Button variant="danger" onClick={() => onChoose('signout')}>
          Discard and sign out
        </Button>
        {!waiting ? <Button onClick={() => setWaiting(true)}>Wait for sync</Button> : null}
      </div>
    </Dialog>
  );
}
