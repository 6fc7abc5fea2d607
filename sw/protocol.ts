// Messages and names shared by the service worker and the page. Plain values only (no worker or
// DOM types), so both the worker's and the app's TypeScript programs can import this file.

/** The Background Sync tag the page registers when the outbox has entries to send. */
export const SYNC_TAG = 'storystack-sync';

/** Page → worker: activate the waiting worker now (the "Reload" button of the update prompt). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** Worker → pages: a Background Sync fired; an open page should drain the outbox now. */
export interface SyncRequestedMessage {
  type: 'SYNC_REQUESTED';
}

export type PageToWorkerMessage = SkipWaitingMessage;
export type WorkerToPageMessage = SyncRequestedMessage;

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

export function isSyncRequestedMessage(data: unknown): data is SyncRequestedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SYNC_REQUESTED';
}
