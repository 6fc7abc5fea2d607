// The sync indicator's state, for the UI: saved on this device, syncing, all synced, N changes
// waiting, offline, needs attention.
import { create } from 'zustand';

export type SyncState =
  'idle' | 'saved-local' | 'syncing' | 'synced' | 'waiting' | 'offline' | 'unreachable' | 'attention';

export interface SyncStoreState {
  state: SyncState;
  /** Changes on this device the server has not acknowledged. */
  pending: number;
  /** Refused writes plus open conflicts. */
  attention: number;
  /** Epoch ms of the last run that ended with everything sent, or null. */
  lastSyncedAt: number | null;
  /** True when the server refused the session and the user must sign in again. */
  authRequired: boolean;
  set(patch: Partial<Omit<SyncStoreState, 'set'>>): void;
}

export const useSyncStore = create<SyncStoreState>((set) => ({
  state: 'idle',
  pending: 0,
  attention: 0,
  lastSyncedAt: null,
  authRequired: false,
  set: (patch) => set(patch),
}));

/** Words for the indicator (the spec does not name them; these are ours). */
export function syncStateLabel(s: Pick<SyncStoreState, 'state' | 'pending' | 'attention'>): string {
  switch (s.state) {
    case 'idle':
      return 'Not synced yet';
    case 'saved-local':
      return 'Saved on this device';
    case 'syncing':
      return 'Syncing…';
    case 'synced':
      return 'All changes synced';
    case 'waiting':
      return s.pending === 1 ? '1 change waiting to sync' : `${s.pending} changes waiting to sync`;
    case 'offline':
      return s.pending > 0
        ? `Offline: ${s.pending} ${s.pending === 1 ? 'change' : 'changes'} saved on this device`
        : 'Offline';
    case 'unreachable':
      return s.pending > 0
        ? `Can't reach the server: ${s.pending} ${s.pending === 1 ? 'change' : 'changes'} saved on this device`
        : "Can't reach the server";
    case 'attention':
      return s.attention === 1 ? '1 change needs your attention' : `${s.attention} changes need your attention`;
  }
}
