// Tokens minted by the tests themselves, as any HS256 issuer would (GoTrue, a forger, an old
// client): synchronous and independent of the stand-in's own signer, so a test can make tokens
// the server would never issue (no exp, a future nbf, a role with a line break).
import { createHmac } from 'node:crypto';
import type { JwtClaims } from '../../supabase/local/jwt.ts';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(claims: Partial<JwtClaims> & Record<string, unknown>, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
