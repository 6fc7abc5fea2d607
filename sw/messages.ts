// Messages from pages. SKIP_WAITING is the prompt-to-update flow: the page shows "A new version
// is available", the user clicks Reload, the page posts SKIP_WAITING, the waiting worker
// activates, and the page reloads when it sees the new controller.
import { isSkipWaitingMessage } from './protocol.ts';

export interface MessageDeps {
  skipWaiting: () => Promise<void>;
}

/** Returns the work to wait for, or undefined when the message is not for us. */
export function handleMessage(data: unknown, deps: MessageDeps): Promise<void> | undefined {
  if (isSkipWaitingMessage(data)) return deps.skipWaiting();
  return undefined;
}
