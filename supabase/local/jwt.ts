// The one place where the stand-in signs and verifies JSON Web Tokens (with `jose`): HS256 with the
// JWT secret (the legacy keys), or ES256 with the signing key derived from it (jwt-signing-key.ts,
// as hosted Supabase's asymmetric JWT signing keys), for
// REST, auth, storage, functions and realtime alike: one rule, so no surface accepts a token
// another refuses. As GoTrue and PostgREST apply it: `exp` is required, `nbf` and `iat` may not
// lie in the future, `aud` (when present) must be `authenticated`, the role must be one the API
// serves (anon, authenticated, service_role; never a database role such as `postgres`), a
// signed-in token names its user in `sub`, and the clock is handed in.
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { UUID_PATTERN } from '../functions/_shared/ids.ts';
import { signingKeyFor } from './jwt-signing-key.ts';

export interface JwtClaims {
  sub?: string;
  role: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  nbf?: number;
  iss?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

export type JwtFailure =
  | 'malformed'
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  | 'missing_exp'
  | 'bad_audience'
  | 'bad_role'
  | 'unknown_role'
  | 'missing_sub';

/** The roles a token may carry: those PostgREST, GoTrue and Realtime serve API callers as. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

/** Claims that passed every rule: the role is an API role. */
export interface VerifiedClaims extends JwtClaims {
  role: ApiRole;
}

export type JwtCheck = { ok: true; claims: VerifiedClaims } | { ok: false; reason: JwtFailure };

/** The audience GoTrue puts in user tokens (its GOTRUE_JWT_AUD default). */
export const TOKEN_AUDIENCE = 'authenticated';
/** Seconds of clock difference tolerated on `nbf` / `iat` (none on `exp`, as GoTrue). */
const CLOCK_TOLERANCE_SECONDS = 30;
/** Longer tokens are refused before any parsing (a 20 KB header is not a token). */
export const MAX_TOKEN_LENGTH = 8 * 1024;
// A role becomes a Postgres role name and an HTTP message: plain identifiers only.
const ROLE_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

const keyFor = (secret: string) => new TextEncoder().encode(secret);

export type JwtAlgorithm = 'HS256' | 'ES256';

export async function signJwt(claims: JwtClaims, secret: string, alg: JwtAlgorithm = 'HS256'): Promise<string> {
  if (alg === 'ES256') {
    const key = await signingKeyFor(secret);
    return new SignJWT(claims as JWTPayload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
      .sign(key.privateKey);
  }
  return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyFor(secret));
}

/** The key that checks a token: the secret for HS256, the derived public key for ES256 (its kid). */
async function verificationKey(token: string, secret: string) {
  const header = decodeProtectedHeader(token);
  if (header.alg === 'ES256') {
    const key = await signingKeyFor(secret);
    return header.kid === undefined || header.kid === key.kid ? { key: key.publicKey, alg: 'ES256' } : null;
  }
  return { key: keyFor(secret), alg: 'HS256' };
}

function audienceOk(aud: unknown): boolean {
  if (aud === undefined) return true;
  if (typeof aud === 'string') return aud === TOKEN_AUDIENCE;
  return Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE);
}

export async function verifyJwt(token: string, secret: string, nowSeconds: number): Promise<JwtCheck> {
  if (token.length > MAX_TOKEN_LENGTH || token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
  let payload: JWTPayload;
  try {
    const verifier = await verificationKey(token, secret);
    if (!verifier) return { ok: false, reason: 'bad_signature' };
    ({ payload } = await jwtVerify(token, verifier.key, {
      algorithms: [verifier.alg],
      currentDate: new Date(nowSeconds * 1000),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'bad_signature' };
    if (error instanceof errors.JWTClaimValidationFailed) {
      if (error.claim === 'exp') return { ok: false, reason: 'missing_exp' };
      if (error.claim === 'nbf' || error.claim === 'iat') return { ok: false, reason: 'not_yet_valid' };
    }
    return { ok: false, reason: 'malformed' };
  }
  // jose tolerates the clock skew on exp too; GoTrue does not.
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  // jose checks iat only when given a maximum token age; a token issued in the future is not valid yet.
  if (typeof payload.iat === 'number' && payload.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'not_yet_valid' };
  }
  if (!audienceOk(payload.aud)) return { ok: false, reason: 'bad_audience' };
  const role: unknown = payload.role;
  if (typeof role !== 'string' || !ROLE_PATTERN.test(role)) return { ok: false, reason: 'bad_role' };
  if (!API_ROLES.includes(role)) return { ok: false, reason: 'unknown_role' };
  if (role === 'authenticated' && (typeof payload.sub !== 'string' || !UUID_PATTERN.test(payload.sub))) {
    return { ok: false, reason: 'missing_sub' };
  }
  return { ok: true, claims: payload as VerifiedClaims };
}

/** What each failure means, in words a caller can act on (never echoing the token's contents). */
export function describeJwtFailure(reason: JwtFailure): string {
  switch (reason) {
    case 'expired':
      return 'JWT expired';
    case 'missing_exp':
      return 'Invalid JWT: the token has no expiry (exp)';
    case 'not_yet_valid':
      return 'Invalid JWT: the token is not valid yet (nbf or iat in the future)';
    case 'bad_audience':
      return `Invalid JWT: the audience (aud) must be ${TOKEN_AUDIENCE}`;
    case 'bad_role':
      return 'Invalid JWT: the role claim is missing or not a plain role name';
    case 'unknown_role':
      return 'Invalid JWT: the role is not one this API accepts';
    case 'missing_sub':
      return 'Invalid JWT: a signed-in token needs a user id (sub)';
    case 'bad_signature':
      return 'Invalid JWT: the signature is invalid';
    case 'malformed':
      return 'Invalid JWT: the token could not be parsed or verified';
  }
}

/** The anon and service-role keys: long-lived JWTs, as `supabase start` makes them. */
export async function makeApiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const iat = 1_700_000_000;
  const exp = iat + 10 * 365 * 24 * 3600 * 10;
  return {
    anonKey: await signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: await signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
