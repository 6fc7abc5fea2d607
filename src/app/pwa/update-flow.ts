// What "Reload" in the update prompt does. The page asks the waiting worker to skip waiting and
// reloads when it takes control. Chromium activates the new worker only once the old one has no
// event in flight, and an old worker can stay busy for as long as this page is open; so if the
// switch has not happened after ACTIVATION_GRACE_MS the page reloads anyway, remembering (for
// this tab) that the user asked. The reloaded page then finishes the switch without asking again;
// if the new worker still does not take over, the prompt comes back instead of looping.

export const UPDATE_REQUEST_KEY = 'storystack:update-requested';
export const ACTIVATION_GRACE_MS = 4_000;
/** A request older than this is the user's old decision, not this update's. */
export const UPDATE_REQUEST_TTL_MS = 60_000;

export interface UpdateFlowDeps {
  /** Posts SKIP_WAITING to the waiting worker (workbox-window's messageSkipWaiting). */
  messageSkipWaiting(): void;
  /** Calls `listener` when a new worker controls this page. */
  onControlling(listener: () => void): void;
  reload(): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now(): number;
  setTimeout(fn: () => void, ms: number): void;
}

function switchOnControl(deps: UpdateFlowDeps): { switched: () => boolean } {
  let switched = false;
  deps.onControlling(() => {
    if (switched) return;
    switched = true;
    deps.storage.removeItem(UPDATE_REQUEST_KEY);
    deps.reload();
  });
  return { switched: () => switched };
}

/** The user clicked Reload. */
export function applyUpdate(deps: UpdateFlowDeps): void {
  deps.storage.setItem(UPDATE_REQUEST_KEY, String(deps.now()));
  const control = switchOnControl(deps);
  deps.messageSkipWaiting();
  deps.setTimeout(() => {
    if (!control.switched()) deps.reload();
  }, ACTIVATION_GRACE_MS);
}

/** A waiting worker was found: did the user already ask for it (in this tab, just now)? */
export function updateAlreadyRequested(deps: Pick<UpdateFlowDeps, 'storage' | 'now'>): boolean {
  const at = Number(deps.storage.getItem(UPDATE_REQUEST_KEY));
  return Number.isFinite(at) && at > 0 && deps.now() - at < UPDATE_REQUEST_TTL_MS;
}

/** Finishes a switch the user asked for before the reload; `showPrompt` if it still does not happen. */
export function resumeUpdate(deps: UpdateFlowDeps, showPrompt: () => void): void {
  const control = switchOnControl(deps);
  deps.messageSkipWaiting();
  deps.setTimeout(() => {
    if (control.switched()) return;
    deps.storage.removeItem(UPDATE_REQUEST_KEY);
    showPrompt();
  }, ACTIVATION_GRACE_MS);
}
