// Retry policy: capped exponential backoff with jitter, and the classification of a failed
// request into retry later / refresh the token / refuse for good.
import type { RemoteFailure } from './ports';

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 5 * 60_000 };

/**
 * Delay before attempt `attempt + 1` after `attempt` failures (attempt ≥ 1): the exponential
 * step capped at capMs, then "equal jitter" (between half and all of it) so devices that went
 * offline together do not return in lockstep.
 */
export function backoffDelay(attempt: number, random: () => number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

export type FailureAction =
  /** Try again after delayMs; stopRun: the whole run should stop (network gone, server overloaded). */
  | { action: 'retry'; delayMs: number; stopRun: boolean }
  /** The token was refused: refresh once and retry. */
  | { action: 'auth' }
  /** Permanent (validation, constraint, row-level security): move to "needs attention". */
  | { action: 'reject' };

export function classifyFailure(
  failure: RemoteFailure,
  attempt: number,
  random: () => number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): FailureAction {
  if (failure.kind === 'network')
    return { action: 'retry', delayMs: backoffDelay(attempt, random, policy), stopRun: true };
  const { status } = failure;
  // A generation function's 401 about its AI provider is not about our token: retrying with a
  // fresh token cannot help, so the request goes to "needs attention" with its message.
  if (status === 401 && failure.code === 'ai_not_configured') return { action: 'reject' };
  if (status === 401) return { action: 'auth' };
  if (status === 503 || status === 429) {
    const delayMs = failure.retryAfterMs ?? backoffDelay(attempt, random, policy);
    return { action: 'retry', delayMs: Math.max(delayMs, 0), stopRun: true };
  }
  if (status >= 500 || status === 408 || status === 0) {
    return { action: 'retry', delayMs: backoffDelay(attempt, random, policy), stopRun: false };
  }
  return { action: 'reject' };
}

/** Retry-After: seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
