// Uploads: POST (new, or upsert with x-upsert: true) and PUT (replace) at /object/<bucket>/<name>,
// and PUT to a signed upload URL. The order keeps every promise of the issue: the policies are
// asked first (a refused caller sends no bytes to disk), the bytes are written whole under a new
// version, and only then is the row written; if that fails, the new bytes go again.
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db.ts';
import { asCaller, asStandIn } from './access.ts';
import { TooLargeError, type StoredBytes } from './byte-store.ts';
import type { StorageContext } from './context.ts';
import { fullPath, type ObjectRef } from './object-name.ts';
import { checkMimeType, mimeAllowed } from './object-types.ts';
import { findBucket, writeObject, type BucketRow, type ObjectWrite } from './objects-sql.ts';
import { bucketNotFound, StorageApiError } from './storage-error.ts';
import { readUploadBody, type UploadBody } from './upload-body.ts';

export interface UploadRequest {
  ref: ObjectRef;
  upsert: boolean;
  /** The caller whose policies decide; null for a signed upload URL (its signature decided). */
  caller: Caller | null;
  /** The owner recorded on the row. */
  owner: string | null;
}

/** Thrown inside a transaction to roll back a dry run. */
class DryRun extends Error {}

export function sizeLimitOf(ctx: StorageContext, bucket: BucketRow): number {
  const own = bucket.file_size_limit;
  return own === null ? ctx.maxFileBytes : Math.min(own, ctx.maxFileBytes);
}

const tooLarge = () => new StorageApiError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

/**
 * Reads what is left of a refused upload (up to a bound) so the client gets the answer rather
 * than a reset connection; past the bound the connection is cut.
 */
async function drain(body: UploadBody, bound: number): Promise<void> {
  let seen = 0;
  try {
    for await (const chunk of body.bytes as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > bound) break;
    }
  } catch {
    // The client went away; nothing to answer.
  }
  if (seen > bound) body.discard();
}

export async function upload(ctx: StorageContext, request: Request, up: UploadRequest): Promise<Response> {
  const { deps } = ctx;
  const bucket = await findBucket(deps.db, up.ref.bucket);
  if (!bucket) throw bucketNotFound();
  const limit = sizeLimitOf(ctx, bucket);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  // A multipart body carries a little more than the file: allow 64 KB for its framing.
  if (Number.isFinite(declared) && declared > limit + 64 * 1024) throw tooLarge();

  const row = (version: string, stored: Pick<StoredBytes, 'size' | 'eTag'>, body: UploadBody): ObjectWrite => ({
    bucket: up.ref.bucket,
    name: up.ref.name,
    owner: up.owner,
    version,
    upsert: up.upsert,
    metadata: {
      eTag: stored.eTag,
      size: stored.size,
      mimetype: body.contentType,
      cacheControl: body.cacheControl ?? 'no-cache',
      lastModified: new Date(ctx.now() * 1000).toUTCString(),
      contentLength: stored.size,
      httpStatusCode: 200,
    },
  });
  const run = <T>(fn: (tx: Queryable) => Promise<T>) =>
    up.caller ? asCaller(deps, up.caller, request, fn) : asStandIn(deps, fn);

  const body = await readUploadBody(request);
  if (!mimeAllowed(bucket, body.contentType)) {
    await drain(body, limit);
    checkMimeType(bucket, body.contentType);
  }
  // Ask the policies before taking any bytes: the same write, rolled back.
  try {
    await run(async (tx) => {
      await writeObject(tx, row('00000000-0000-0000-0000-000000000000', { size: 0, eTag: '""' }, body));
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) {
      await drain(body, limit);
      throw error;
    }
  }
  let stored: StoredBytes;
  try {
    stored = await ctx.bytes.write(body.bytes, limit);
  } catch (error) {
    if (error instanceof TooLargeError) {
      await drain(body, limit);
      throw tooLarge();
    }
    throw error;
  }
  let id: string;
  try {
    id = (await run((tx) => writeObject(tx, row(stored.version, stored, body)))).id;
  } catch (error) {
    await ctx.bytes.remove(stored.version);
    throw error;
  }
  await ctx.collectUnreferenced();
  return Response.json({ Id: id, Key: fullPath(up.ref) });
}
