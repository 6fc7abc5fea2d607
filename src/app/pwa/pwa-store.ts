// What the page knows about its service worker, for the update prompt.
import { create } from 'zustand';

/** Dispatched on window when the worker's Background Sync asks an open page to drain the outbox. */
export const SYNC_REQUESTED_EVENT = 'storystack:sync-requested';

export interface PwaState {
  /** A service worker was registered for this page. */
  registered: boolean;
  /** A new version is installed and waiting; `applyUpdate` activates it and reloads. */
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  /** The user chose "Later" for the waiting version. */
  dismissed: boolean;
  /** The mounted <PwaLayer /> that draws the prompt (a second mount stays silent). */
  promptOwner: string | null;
}

export const usePwaStore = create<PwaState>(() => ({
  registered: false,
  updateReady: false,
  applyUpdate: null,
  dismissed: false,
  promptOwner: null,
}));
