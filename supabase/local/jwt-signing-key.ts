// The stand-in's asymmetric JWT signing key (ES256), as hosted Supabase's new JWT signing keys:
// user tokens signed with it carry its `kid`, and its public half is published at
// /auth/v1/.well-known/jwks.json for verifiers (the functions, with jose) to fetch. Derived from
// the JWT secret, so it survives a restart wherever the secret does (DATA_DIR/jwt-secret) and
// needs no second file to back up.
import { createECDH, createHash, createHmac } from 'node:crypto';
import { importJWK, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
  publicKey: CryptoKey | Uint8Array;
  /** The public JWK as the JWKS endpoint publishes it. */
  publicJwk: JWK;
}

const keys = new Map<string, Promise<SigningKey>>();
const b64url = (bytes: Buffer) => bytes.toString('base64url');

async function derive(secret: string): Promise<SigningKey> {
  // A P-256 private scalar from the secret (an HMAC output is below the curve order but for
  // odds of about 2^-32; the next counter is taken then).
  for (let counter = 0; ; counter++) {
    const d = createHmac('sha256', secret).update(`storystack-es256-signing-key:${counter}`).digest();
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(d);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey();
    const x = b64url(point.subarray(1, 33));
    const y = b64url(point.subarray(33, 65));
    const kid = createHash('sha256').update(point).digest('hex').slice(0, 16);
    const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' };
    return {
      kid,
      privateKey: await importJWK({ ...publicJwk, d: b64url(d) }, 'ES256'),
      publicKey: await importJWK(publicJwk, 'ES256'),
      publicJwk,
    };
  }
}

export function signingKeyFor(secret: string): Promise<SigningKey> {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = derive(secret)));
  return key;
}
