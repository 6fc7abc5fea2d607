// The chat's automatic retries (spec core §4, §9): network errors back off from 1 s doubling,
// a 503 waits retryAfter seconds, at most 3 retries. Time is handed in (sleep), so tests drive
// it with a fake clock.
import { chatRetryDelay } from '../../domain/generation-rules';
import type { AssistantResult } from './chat-client';

export interface RetryHooks {
  sleep(ms: number): Promise<void>;
  /** Before each wait: which retry comes next and how long until it. */
  onRetry(info: { retry: number; delayMs: number; result: AssistantResult }): void;
}

export async function sendWithRetries(
  send: () => Promise<AssistantResult>,
  hooks: RetryHooks,
): Promise<AssistantResult> {
  let retry = 0;
  for (;;) {
    const result = await send();
    if (result.ok) return result;
    const delayMs = chatRetryDelay(result.failure, retry + 1);
    if (delayMs === null) return result;
    retry += 1;
    hooks.onRetry({ retry, delayMs, result });
    await hooks.sleep(delayMs);
  }
}
