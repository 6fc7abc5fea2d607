// What every auth handler needs, made once per app from the stand-in's deps.
import type { Context } from 'hono';
import { secondsNow, type StandInDeps } from '../deps.ts';
import { clientAddress as resolveClientAddress } from '../client-address.ts';
import { gotrueError } from '../errors.ts';
import {
  createFailureLimiter,
  createRememberedSet,
  retryPhrase,
  type FailureLimiter,
  type RememberedSet,
} from '../rate-limit.ts';
import type { TokenSettings } from './sessions.ts';

// Sign-in limits, every one keyed on the account as well as the address, so that nobody's
// failures lock out an account that has signed in from that address before (a household, an
// office, everyone behind a proxy that is not in TRUSTED_PROXIES):
// Failures of one email from one address: the usual mistyped password, or a guesser. Always applies.
export const SIGN_IN_MAX_FAILURES_PER_PAIR = 10;
// Failures from one address across emails (someone trying many accounts): past it, the address
// may sign in only to accounts that have signed in from it before.
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 30;
// Addresses that failed on one email (a spread-out attack on one account): past it, the account
// may be signed in to only from addresses it has signed in from before.
export const SIGN_IN_MAX_ADDRESSES_PER_EMAIL = 10;
export const SIGN_IN_WINDOW_SECONDS = 5 * 60;
/** How long an address stays known to an account after a sign-in from it. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
export const SIGN_IN_RATE_LIMIT_PREFIX = 'Too many sign-in attempts.';

export interface AuthContext {
  deps: StandInDeps;
  nowSeconds(): number;
  tokenSettings(nowSeconds: number): TokenSettings;
  /** The client's address (client-address.ts: the socket, or a trusted proxy's word). */
  clientAddress(c: Context): string;
  pairLimiter: FailureLimiter;
  addressLimiter: FailureLimiter;
  /** Counts the distinct addresses that failed on an email. */
  emailSpreadLimiter: FailureLimiter;
  /** `email|address` pairs that signed in (or up) successfully: spared the address and email locks. */
  knownAddresses: RememberedSet;
}

export function createAuthContext(deps: StandInDeps): AuthContext {
  const nowSeconds = () => secondsNow(deps);
  const limiter = (maxFailures: number) =>
    createFailureLimiter({ maxFailures, windowSeconds: SIGN_IN_WINDOW_SECONDS, now: nowSeconds });
  return {
    deps,
    nowSeconds,
    tokenSettings: (now) => ({
      jwtSecret: deps.config.jwtSecret,
      jwtAlgorithm: deps.config.jwtAlgorithm,
      jwtExpirySeconds: deps.config.jwtExpirySeconds,
      issuer: `${deps.publicUrl()}/auth/v1`,
      nowSeconds: now,
    }),
    clientAddress: (c) => resolveClientAddress(c, deps.config.trustedProxies),
    pairLimiter: limiter(SIGN_IN_MAX_FAILURES_PER_PAIR),
    addressLimiter: limiter(SIGN_IN_MAX_FAILURES_PER_ADDRESS),
    emailSpreadLimiter: limiter(SIGN_IN_MAX_ADDRESSES_PER_EMAIL),
    knownAddresses: createRememberedSet({ lifetimeSeconds: KNOWN_ADDRESS_SECONDS, now: nowSeconds }),
  };
}

/** GoTrue's 429, saying when to try again (in the message and in Retry-After). */
export function tooManyRequests(prefix: string, retryAfterSeconds: number): Response {
  const response = gotrueError(429, 'over_request_rate_limit', `${prefix} ${retryPhrase(retryAfterSeconds)}`);
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export function pgErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
