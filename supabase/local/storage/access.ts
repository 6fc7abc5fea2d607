// Who is calling storage, and the transactions a storage call runs in: as the caller (their role
// and JWT claims, so the policies on storage.objects decide, exactly as for REST) or as the
// stand-in itself (after a public bucket or a valid signature already said yes).
import { secondsNow, type StandInDeps } from '../deps.ts';
import { requestHeadersForSql, resolveCaller, UnknownUserError, withCaller, type Caller } from '../caller.ts';
import type { Queryable } from '../db.ts';
import { isPgError } from '../rest/rest-error.ts';
import { StorageApiError } from './storage-error.ts';

/** The client's address of each request (client-address.ts decides it once, in the route). */
const addresses = new WeakMap<Request, string>();

export function rememberClientAddress(request: Request, address: string): void {
  addresses.set(request, address);
}

export async function callerOf(deps: StandInDeps, request: Request): Promise<Caller> {
  const nowSeconds = secondsNow(deps);
  const resolved = await resolveCaller(request.headers, deps.config, nowSeconds);
  if (!resolved.ok) {
    const error = resolved.code === 'PGRST303' ? 'InvalidJWT' : 'Unauthorized';
    throw new StorageApiError(resolved.status, error, resolved.message);
  }
  return resolved.caller;
}

export function asCaller<T>(
  deps: StandInDeps,
  caller: Caller,
  request: Request,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return withCaller(deps.db, caller, requestHeadersForSql(request.headers, addresses.get(request) ?? 'unknown'), fn);
}

export function asStandIn<T>(deps: StandInDeps, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return deps.db.transaction(fn);
}

/** Database errors as storage-js errors: the policies' refusals, duplicates, bad names. */
export function storageErrorOf(error: unknown): StorageApiError | null {
  if (error instanceof StorageApiError) return error;
  // A valid token of a user deleted since: refused, as everywhere else.
  if (error instanceof UnknownUserError) return new StorageApiError(401, 'InvalidJWT', error.message);
  if (!isPgError(error)) return null;
  switch (error.code) {
    case '42501':
      return new StorageApiError(403, 'Unauthorized', error.message);
    case '23505':
      return new StorageApiError(409, 'Duplicate', 'The resource already exists');
    case '23503':
      return new StorageApiError(404, 'Bucket not found', 'Bucket not found');
    default:
      if (error.code?.startsWith('22')) return new StorageApiError(400, 'InvalidRequest', error.message);
      return null;
  }
}
