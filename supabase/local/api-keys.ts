// Supabase's new API keys beside the legacy JWT keys: a publishable key (`sb_publishable_…`, the
// anon role) and a secret key (`sb_secret_…`, the service role). They are opaque, not JWTs: the
// hosted gateway checks the `apikey` header against the project's keys and, when no user token
// comes with it, serves the request as the key's role. A secret key is refused from a browser
// (its User-Agent), as hosted refuses it. The one rule for which credential a request presents,
// for REST, storage, auth, functions and realtime alike.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { bearerToken } from '../functions/_shared/bearer.ts';

export const PUBLISHABLE_KEY_PREFIX = 'sb_publishable_';
export const SECRET_KEY_PREFIX = 'sb_secret_';
export const INVALID_API_KEY_MESSAGE = 'Invalid API key';
export const SECRET_KEY_IN_BROWSER_MESSAGE = 'Forbidden use of secret API key in browser';

/** What a caller's credential is checked against: the JWT secret and the two opaque keys. */
export interface CallerKeys {
  jwtSecret: string;
  publishableKey: string;
  secretKey: string;
}

export const makePublishableKey = () => PUBLISHABLE_KEY_PREFIX + randomBytes(24).toString('base64url');
export const makeSecretKey = () => SECRET_KEY_PREFIX + randomBytes(32).toString('base64url');

/** Opaque keys start with `sb_`; a JWT never does (its header is base64url JSON, `eyJ…`). */
export const isOpaqueKey = (token: string) => token.startsWith('sb_');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The role an opaque key stands for, or null when it is none of the project's keys. */
export function opaqueKeyRole(token: string, keys: CallerKeys): 'anon' | 'service_role' | null {
  if (same(token, keys.publishableKey)) return 'anon';
  if (same(token, keys.secretKey)) return 'service_role';
  return null;
}

/** Browsers all send a User-Agent starting `Mozilla/`; servers and CLIs (node, curl, Deno) do not. */
export const fromBrowser = (headers: Headers) => /^Mozilla\//.test(headers.get('user-agent') ?? '');

export type PresentedCredential =
  | { ok: true; kind: 'jwt'; token: string; from: 'bearer' | 'apikey' }
  | { ok: true; kind: 'key'; token: string; role: 'anon' | 'service_role' }
  | { ok: false; reason: 'missing' | 'invalid_key' | 'secret_in_browser' };

/**
 * Which credential a request presents. An opaque key, in `apikey` or as the bearer (supabase-js
 * sends its key as both until someone signs in), must be one of the project's and the same in
 * both; a secret key is refused from a browser. A bearer JWT then decides who is calling; with
 * none, the opaque key's role, or else a legacy JWT key in `apikey`.
 */
export function presentedCredential(headers: Headers, keys: CallerKeys): PresentedCredential {
  const bearer = bearerToken(headers.get('authorization'));
  const apikey = headers.get('apikey')?.trim();
  const opaque = [apikey, bearer].filter((t): t is string => !!t && isOpaqueKey(t));
  let keyRole: 'anon' | 'service_role' | null = null;
  if (opaque.length > 0) {
    keyRole = opaqueKeyRole(opaque[0]!, keys);
    if (!keyRole || opaque.some((t) => t !== opaque[0])) return { ok: false, reason: 'invalid_key' };
    if (keyRole === 'service_role' && fromBrowser(headers)) return { ok: false, reason: 'secret_in_browser' };
  }
  if (bearer && !isOpaqueKey(bearer)) return { ok: true, kind: 'jwt', token: bearer, from: 'bearer' };
  if (keyRole) return { ok: true, kind: 'key', token: opaque[0]!, role: keyRole };
  if (apikey) return { ok: true, kind: 'jwt', token: apikey, from: 'apikey' };
  return { ok: false, reason: 'missing' };
}

export function credentialFailureMessage(reason: 'missing' | 'invalid_key' | 'secret_in_browser'): string {
  if (reason === 'missing') return 'No API key found in request';
  return reason === 'invalid_key' ? INVALID_API_KEY_MESSAGE : SECRET_KEY_IN_BROWSER_MESSAGE;
}
