// The token of an `Authorization: Bearer <token>` header, read one way by the functions and the
// stand-in alike (scheme in any case, surrounding white space dropped).
export function bearerToken(authorization: string | null | undefined): string | null {
  return authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() || null;
}
