// HS256 JSON Web Tokens as Supabase issues them, with Node's crypto only.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub?: string;
  role: string;
  email?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  iss?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, body, signature] = parts;
  let parsedHeader: { alg?: string };
  let claims: JwtClaims;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (parsedHeader.alg !== 'HS256' || typeof claims !== 'object' || claims === null)
    return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad_signature' };
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof claims.role !== 'string') return { ok: false, reason: 'malformed' };
  return { ok: true, claims };
}

/** The anon and service-role keys: long-lived JWTs, as `supabase start` makes them. */
export function makeApiKeys(secret: string) {
  const iat = 1_700_000_000;
  const exp = iat + 10 * 365 * 24 * 3600 * 10;
  return {
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
