// What every auth handler needs, made once per app from the stand-in's deps.
import type { StandInDeps } from '../app.ts';
import { createFailureLimiter, type FailureLimiter } from './rate-limit.ts';
import type { TokenSettings } from './sessions.ts';

export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 10;
// Higher than per email: several people may share one address (an office, a test runner).
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 30;
export const SIGN_IN_WINDOW_SECONDS = 5 * 60;
export const SIGN_IN_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
// Sign-ups refused for a wrong beta code count like wrong codes at rpc/check_beta_code (10 per
// 15 minutes per address), so /signup cannot be used to guess the code faster than the gate allows.
export const BETA_CODE_MAX_FAILURES_PER_ADDRESS = 10;
export const BETA_CODE_WINDOW_SECONDS = 15 * 60;
export const BETA_CODE_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface AuthContext {
  deps: StandInDeps;
  nowSeconds(): number;
  tokenSettings(nowSeconds: number): TokenSettings;
  emailLimiter: FailureLimiter;
  addressLimiter: FailureLimiter;
  betaCodeLimiter: FailureLimiter;
}

export function createAuthContext(deps: StandInDeps): AuthContext {
  // deps.now is read on every call so a test can move the clock of a running stand-in.
  const nowSeconds = () => Math.floor(deps.now ? deps.now() : Date.now() / 1000);
  return {
    deps,
    nowSeconds,
    tokenSettings: (now) => ({
      jwtSecret: deps.config.jwtSecret,
      jwtExpirySeconds: deps.config.jwtExpirySeconds,
      issuer: `${deps.publicUrl()}/auth/v1`,
      nowSeconds: now,
    }),
    emailLimiter: createFailureLimiter({
      maxFailures: SIGN_IN_MAX_FAILURES_PER_EMAIL,
      windowSeconds: SIGN_IN_WINDOW_SECONDS,
      now: nowSeconds,
    }),
    addressLimiter: createFailureLimiter({
      maxFailures: SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: SIGN_IN_WINDOW_SECONDS,
      now: nowSeconds,
    }),
    betaCodeLimiter: createFailureLimiter({
      maxFailures: BETA_CODE_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: BETA_CODE_WINDOW_SECONDS,
      now: nowSeconds,
    }),
  };
}

function hasSocketAddress(env: unknown): env is { incoming: { socket: { remoteAddress?: string } } } {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return false;
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return false;
  return typeof incoming.socket === 'object' && incoming.socket !== null;
}

/**
 * The client's address: the first X-Forwarded-For entry (the stand-in may sit behind a proxy, as
 * GoTrue does behind Kong), else the socket's peer address from @hono/node-server.
 */
export function clientAddress(headers: Headers, env: unknown): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real;
  if (hasSocketAddress(env)) return env.incoming.socket.remoteAddress ?? 'unknown';
  return 'unknown';
}

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export function pgErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
