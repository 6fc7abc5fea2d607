// Words and colour for each sync state (DESIGN: saved on this device, syncing, all synced,
// N changes waiting, offline, needs attention).
import type { SyncState } from '../../sync/sync-store';

export type SyncTone = 'ok' | 'busy' | 'local' | 'waiting' | 'offline' | 'attention';

function waiting(pending: number): string {
  return `${pending} ${pending === 1 ? 'change' : 'changes'} waiting`;
}

export function syncLabel(state: SyncState, pending: number): string {
  switch (state) {
    case 'saved-local':
      return 'Saved on this device';
    case 'syncing':
      return 'Syncing…';
    case 'synced':
      return 'All changes synced';
    case 'waiting':
      return waiting(pending);
    case 'offline':
      return 'Offline';
    case 'unreachable':
      return "Can't reach the server";
    case 'attention':
      return 'Needs attention';
    case 'idle':
      return pending > 0 ? waiting(pending) : 'Saved on this device';
  }
}

export function syncTone(state: SyncState, pending: number): SyncTone {
  switch (state) {
    case 'saved-local':
      return 'local';
    case 'syncing':
      return 'busy';
    case 'synced':
      return 'ok';
    case 'waiting':
      return 'waiting';
    case 'offline':
    case 'unreachable':
      return 'offline';
    case 'attention':
      return 'attention';
    case 'idle':
      return pending > 0 ? 'waiting' : 'local';
  }
}
