// Downloads: authenticated (/object/<bucket>/<name>, /object/authenticated/...), public
// (/object/public/... of a public bucket, no key needed) and signed (/object/sign/...?token=), and
// the object's info. The bytes are opened inside the transaction that found the row, so an
// upload replacing the object meanwhile cannot cut the download short.
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db.ts';
import { asCaller, asStandIn } from './access.ts';
import type { StorageContext } from './context.ts';
import { fullPath, type ObjectRef } from './object-name.ts';
import { findBucket, findObject, type ObjectRow } from './objects-sql.ts';
import { servedObjectHeaders } from './object-types.ts';
import { verifyDownloadToken } from './signed-token.ts';
import { bucketNotFound, notFound, StorageApiError } from './storage-error.ts';

type Reader = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

async function openObject(ctx: StorageContext, read: Reader, ref: ObjectRef) {
  return read(async (tx) => {
    const row = await findObject(tx, ref.bucket, ref.name);
    if (!row?.version) throw notFound();
    const stream = await ctx.bytes.open(row.version);
    if (!stream) throw notFound();
    return { row, stream };
  });
}

function objectHeaders(row: ObjectRow, ref: ObjectRef, download: string | null): Record<string, string> {
  const m = row.metadata;
  return {
    ...servedObjectHeaders(m?.mimetype, ref.name, download),
    'content-length': String(m?.size ?? 0),
    'cache-control': m?.cacheControl ?? 'no-cache',
    etag: m?.eTag ?? '',
    'last-modified': m?.lastModified ?? new Date(row.updated_at).toUTCString(),
  };
}

async function send(
  ctx: StorageContext,
  read: Reader,
  ref: ObjectRef,
  request: Request,
  extra: Record<string, string> = {},
): Promise<Response> {
  const { row, stream } = await openObject(ctx, read, ref);
  const download = new URL(request.url).searchParams.get('download');
  const headers = { ...objectHeaders(row, ref, download), ...extra };
  if (request.method === 'HEAD') {
    await stream.cancel();
    return new Response(null, { headers });
  }
  return new Response(stream, { headers });
}

export function authenticatedDownload(
  ctx: StorageContext,
  caller: Caller,
  ref: ObjectRef,
  request: Request,
): Promise<Response> {
  return send(ctx, (fn) => asCaller(ctx.deps, caller, request, fn), ref, request);
}

export async function publicDownload(ctx: StorageContext, ref: ObjectRef, request: Request): Promise<Response> {
  const bucket = await findBucket(ctx.deps.db, ref.bucket);
  if (!bucket) throw bucketNotFound();
  // A private bucket's objects are not found at a public URL, as on hosted Storage.
  if (!bucket.public) throw notFound();
  return send(ctx, (fn) => asStandIn(ctx.deps, fn), ref, request);
}

export async function signedDownload(ctx: StorageContext, ref: ObjectRef, request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw new StorageApiError(400, 'InvalidJWT', 'Missing token');
  const check = verifyDownloadToken(token, ctx.deps.config.jwtSecret, ctx.now());
  if (!check.ok) {
    throw new StorageApiError(400, 'InvalidJWT', check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  }
  if (check.claims.url !== fullPath(ref)) {
    throw new StorageApiError(400, 'InvalidSignature', 'The url does not match the signature');
  }
  return send(ctx, (fn) => asStandIn(ctx.deps, fn), ref, request);
}

export async function objectInfo(ctx: StorageContext, caller: Caller, ref: ObjectRef, request: Request) {
  const row = await asCaller(ctx.deps, caller, request, (tx) => findObject(tx, ref.bucket, ref.name));
  if (!row) throw notFound();
  const m = row.metadata;
  return Response.json({
    id: row.id,
    name: row.name,
    bucket_id: ref.bucket,
    version: row.version,
    size: m?.size ?? null,
    content_type: m?.mimetype ?? null,
    cache_control: m?.cacheControl ?? null,
    etag: m?.eTag ?? null,
    metadata: m,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
  });
}
