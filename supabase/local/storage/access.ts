// Who is calling storage, and the transactions a storage call runs in: as the caller (their role
// and JWT claims, so the policies on storage.objects decide, exactly as for REST) or as the
// stand-in itself (after a public bucket or a valid signature already said yes).
import type { StandInDeps } from '../app.ts';
import { requestHeadersForSql, resolveCaller, withCaller, type Caller } from '../caller.ts';
import type { Queryable } from '../db.ts';
import { isPgError } from '../rest/rest-error.ts';
import { StorageApiError } from './storage-error.ts';

/** Async, so an asynchronous token check (a JOSE library) fits without changing any caller. */
export async function callerOf(deps: StandInDeps, request: Request): Promise<Caller> {
  const resolved = await Promise.resolve(resolveCaller(request.headers, deps.config.jwtSecret));
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
  return withCaller(deps.db, caller, requestHeadersForSql(request.headers), fn);
}

export function asStandIn<T>(deps: StandInDeps, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return deps.db.transaction(fn);
}

/** Database errors as storage-js errors: the policies' refusals, duplicates, bad names. */
export function storageErrorOf(error: unknown): StorageApiError | null {
  if (error instanceof StorageApiError) return error;
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
