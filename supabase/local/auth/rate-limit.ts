// In-memory fixed-window counter of failed sign-ins, per key (an email or a client address).
// State lives in the process: a restart forgets it, which is acceptable for the stand-in.

export interface FailureLimiterOptions {
  /** Failures allowed inside one window; the next attempt is refused. */
  maxFailures: number;
  windowSeconds: number;
  /** Seconds since the epoch. */
  now: () => number;
}

export interface FailureLimiter {
  /** True while the key has used up its failures in the current window. */
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

interface Window {
  startedAt: number;
  failures: number;
}

// Past this many tracked keys, expired windows are swept so memory stays bounded.
const SWEEP_THRESHOLD = 10_000;

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
  };

  return {
    isBlocked: (key) => (current(key)?.failures ?? 0) >= options.maxFailures,
    recordFailure(key) {
      const w = current(key);
      if (w) {
        w.failures += 1;
        return;
      }
      if (windows.size >= SWEEP_THRESHOLD) sweep();
      windows.set(key, { startedAt: options.now(), failures: 1 });
    },
    reset: (key) => {
      windows.delete(key);
    },
  };
}
