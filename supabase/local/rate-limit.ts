// In-memory fixed-window counter of failed sign-ins, per key (an email, an address or a pair).
// State lives in the process: a restart forgets it, which is acceptable for sign-in throttling
// (the beta-code lock, which guards a secret, is kept in the database instead).

export interface FailureLimiterOptions {
  /** Failures allowed inside one window; the next attempt is refused. */
  maxFailures: number;
  windowSeconds: number;
  /** Seconds since the epoch. */
  now: () => number;
}

export interface FailureLimiter {
  /** Seconds until the key may try again; 0 while it has failures left in the current window. */
  blockedFor(key: string): number;
  /** Failures counted for the key in the current window. */
  failures(key: string): number;
  /** Counts `count` failures (or uses, for a plain rate limit) against the key. */
  recordFailure(key: string, count?: number): void;
  reset(key: string): void;
}

interface Window {
  startedAt: number;
  failures: number;
}

// Past this many tracked keys, expired windows are swept so memory stays bounded.
const SWEEP_THRESHOLD = 10_000;
// A hard ceiling: a flood of new keys inside one window evicts the oldest windows.
const MAX_KEYS = 100_000;

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const windows = new Map<string, Window>();

  const current = (key: string): Window | undefined => {
    const w = windows.get(key);
    if (!w) return undefined;
    if (options.now() - w.startedAt >= options.windowSeconds) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };

  const sweep = () => {
    const now = options.now();
    for (const [key, w] of windows) {
      if (now - w.startedAt >= options.windowSeconds) windows.delete(key);
    }
    // Maps iterate in insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };

  return {
    blockedFor(key) {
      const w = current(key);
      if (!w || w.failures < options.maxFailures) return 0;
      return Math.max(1, w.startedAt + options.windowSeconds - options.now());
    },
    failures: (key) => current(key)?.failures ?? 0,
    recordFailure(key, count = 1) {
      const w = current(key);
      if (w) {
        w.failures += count;
        return;
      }
      if (windows.size >= SWEEP_THRESHOLD) sweep();
      windows.set(key, { startedAt: options.now(), failures: count });
    },
    reset: (key) => {
      windows.delete(key);
    },
  };
}

/** "Please try again in 4 minutes." */
export function retryPhrase(seconds: number): string {
  if (seconds < 60) return `Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export interface RememberedSet {
  /** Remembers the key for the set's lifetime from now. */
  remember(key: string): void;
  has(key: string): boolean;
}

/**
 * Keys remembered for a while (an account and the address it signed in from), in memory and
 * bounded: past MAX_KEYS the oldest are forgotten first.
 */
export function createRememberedSet(options: { lifetimeSeconds: number; now: () => number }): RememberedSet {
  const until = new Map<string, number>();
  return {
    remember(key) {
      // Re-inserted so that Map order stays oldest-first.
      until.delete(key);
      until.set(key, options.now() + options.lifetimeSeconds);
      for (const oldest of until.keys()) {
        if (until.size <= MAX_KEYS) break;
        until.delete(oldest);
      }
    },
    has(key) {
      const expires = until.get(key);
      if (expires === undefined) return false;
      if (expires > options.now()) return true;
      until.delete(key);
      return false;
    },
  };
}
