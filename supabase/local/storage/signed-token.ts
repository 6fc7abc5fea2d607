// Tokens of signed URLs, as hosted Storage makes them: HS256 JWTs signed with the project's JWT
// secret, naming the object (`url` = "<bucket>/<path>") and expiring. Kept apart from the API's
// JWT module on purpose: a storage token is never an API token (no `role`), and an API token is
// never a storage token (no `url`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const claimsBaseSchema = z.object({ url: z.string(), exp: z.number(), iat: z.number() });
// Strict: an upload token (or an API token) is never accepted as a download token.
const downloadClaimsSchema = claimsBaseSchema.strict();
const uploadClaimsSchema = claimsBaseSchema.extend({
  owner: z.string().optional(),
  upsert: z.boolean(),
  purpose: z.literal('upload'),
});

export type DownloadClaims = z.infer<typeof downloadClaimsSchema>;
export type UploadClaims = z.infer<typeof uploadClaimsSchema>;

export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(claims: object, secret: string): string {
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

function verify<T extends { exp: number }>(
  token: string,
  secret: string,
  nowSeconds: number,
  schema: z.ZodType<T>,
): TokenCheck<T> {
  const [header, body, signature, ...rest] = token.split('.');
  if (!header || !body || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // base64url decoding ignores some changed characters; compare the text form as well.
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    expected.toString('base64url') !== signature
  ) {
    return { ok: false, reason: 'invalid' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const claims = schema.safeParse(parsed);
  if (!claims.success) return { ok: false, reason: 'invalid' };
  if (claims.data.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}

export function signDownloadToken(url: string, expiresIn: number, secret: string, nowSeconds: number): string {
  return sign({ url, iat: nowSeconds, exp: nowSeconds + expiresIn }, secret);
}

export function verifyDownloadToken(token: string, secret: string, nowSeconds: number): TokenCheck<DownloadClaims> {
  return verify(token, secret, nowSeconds, downloadClaimsSchema);
}

/** Hosted Storage gives signed upload URLs two hours. */
export const SIGNED_UPLOAD_SECONDS = 2 * 3600;

export function signUploadToken(
  claims: { url: string; owner?: string; upsert: boolean },
  secret: string,
  nowSeconds: number,
): string {
  return sign({ ...claims, purpose: 'upload', iat: nowSeconds, exp: nowSeconds + SIGNED_UPLOAD_SECONDS }, secret);
}

export function verifyUploadToken(token: string, secret: string, nowSeconds: number): TokenCheck<UploadClaims> {
  return verify(token, secret, nowSeconds, uploadClaimsSchema);
}
