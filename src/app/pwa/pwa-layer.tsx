// Mount once, inside the app (any route; it renders nothing until an update is waiting):
// registers the service worker, shows the update prompt, and passes the worker's Background
// Sync wake-ups to the sync engine through `onSyncRequested`.
import { useEffect, useId } from 'react';
import { SYNC_REQUESTED_EVENT, usePwaStore } from './pwa-store';
import { registerWhenIdle } from './register-when-idle';
import { UpdatePrompt } from './update-prompt';

export interface PwaLayerProps {
  /** Called when the worker asks an open page to drain the outbox (e.g. the sync engine's trigger). */
  onSyncRequested?: () => void;
}

export function PwaLayer({ onSyncRequested }: PwaLayerProps) {
  const id = useId();
  const owner = usePwaStore((s) => s.promptOwner);

  useEffect(() => {
    registerWhenIdle();
  }, []);

  // Mounted twice (say, in App and in a layout), only one layer draws the prompt.
  useEffect(() => {
    if (owner === null) usePwaStore.setState({ promptOwner: id });
  }, [owner, id]);
  useEffect(
    () => () => {
      if (usePwaStore.getState().promptOwner === id) usePwaStore.setState({ promptOwner: null });
    },
    [id],
  );

  useEffect(() => {
    if (!onSyncRequested) return;
    const listener = () => onSyncRequested();
    window.addEventListener(SYNC_REQUESTED_EVENT, listener);
    return () => window.removeEventListener(SYNC_REQUESTED_EVENT, listener);
  }, [onSyncRequested]);

  return owner === id ? <UpdatePrompt /> : null;
}
