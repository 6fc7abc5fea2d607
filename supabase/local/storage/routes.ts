// Storage API at /storage/v1, the surface @supabase/storage-js speaks. Paths are read here and
// handed to one handler each; every error leaves as storage-js reads it ({statusCode, error, message}).
import { join } from 'node:path';
import { Hono } from 'hono';
import { apiCors } from '../cors.ts';
import type { StandInDeps } from '../deps.ts';
import { callerOf, rememberClientAddress, storageErrorOf } from './access.ts';
import { clientAddress } from '../client-address.ts';
import { diskByteStore, memoryByteStore, type ByteStore } from './byte-store.ts';
import { createStorageContext, type StorageContext } from './context.ts';
import { authenticatedDownload, objectInfo, publicDownload, signedDownload } from './download.ts';
import { createSignedUploadUrl, createSignedUrl, createSignedUrls, list, move, remove } from './manage.ts';
import { decodePath, parseObjectPath, fullPath } from './object-name.ts';
import { findBucket, listBuckets } from './objects-sql.ts';
import { verifyUploadToken } from './signed-token.ts';
import { bucketNotFound, StorageApiError, storageError } from './storage-error.ts';
import { upload } from './upload.ts';

export function byteStoreFor(dataDir: string): ByteStore {
  return dataDir === 'memory' ? memoryByteStore() : diskByteStore(join(dataDir, 'storage'));
}

async function signedUpload(ctx: StorageContext, request: Request, rest: string): Promise<Response> {
  const ref = parseObjectPath(rest);
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw new StorageApiError(400, 'InvalidJWT', 'Missing token');
  const check = verifyUploadToken(token, ctx.deps.config.jwtSecret, ctx.now());
  if (!check.ok) {
    throw new StorageApiError(400, 'InvalidJWT', check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  }
  if (check.claims.url !== fullPath(ref)) {
    throw new StorageApiError(400, 'InvalidSignature', 'The url does not match the signature');
  }
  return upload(ctx, request, { ref, upsert: check.claims.upsert, caller: null, owner: check.claims.owner ?? null });
}

/** Routes /object/... ; `rest` is the path after "/object/", still URL-encoded. */
async function objectRoute(ctx: StorageContext, request: Request, rest: string): Promise<Response> {
  const method = request.method;
  const read = method === 'GET' || method === 'HEAD';
  const [first, ...others] = rest.split('/');
  const after = others.join('/');
  // Routes that need no API key: public objects and signed URLs (an <audio> element sends none).
  if (read && first === 'public') return publicDownload(ctx, parseObjectPath(after), request);
  if (read && first === 'sign') return signedDownload(ctx, parseObjectPath(after), request);
  if (method === 'PUT' && first === 'upload' && others[0] === 'sign') {
    return signedUpload(ctx, request, others.slice(1).join('/'));
  }

  const caller = await callerOf(ctx.deps, request);
  const call = { ctx, caller, request };
  if (read && first === 'authenticated') return authenticatedDownload(ctx, caller, parseObjectPath(after), request);
  if (method === 'GET' && first === 'info') {
    const path = others[0] === 'authenticated' ? others.slice(1).join('/') : after;
    return objectInfo(ctx, caller, parseObjectPath(path), request);
  }
  if (method === 'POST') {
    if (first === 'sign')
      return others.length === 1 ? createSignedUrls(call, others[0]) : createSignedUrl(call, parseObjectPath(after));
    if (first === 'upload' && others[0] === 'sign')
      return createSignedUploadUrl(call, parseObjectPath(others.slice(1).join('/')));
    if (first === 'list') return list(call, decodePath(after));
    if (first === 'move' && others.length === 0) return move(call);
  }
  if (method === 'DELETE' && others.length === 0) return remove(call, decodePath(first));
  if (read) return authenticatedDownload(ctx, caller, parseObjectPath(rest), request);
  if (method === 'POST' || method === 'PUT') {
    const ref = parseObjectPath(rest);
    // POST makes a new object (or replaces it with x-upsert: true); PUT replaces one.
    const upsert = method === 'PUT' || request.headers.get('x-upsert') === 'true';
    return upload(ctx, request, { ref, upsert, caller, owner: caller.claims.sub ?? null });
  }
  return storageError(404, 'not_found', 'Not found');
}

async function bucketRoute(ctx: StorageContext, request: Request, id: string): Promise<Response> {
  await callerOf(ctx.deps, request);
  if (request.method !== 'GET') return storageError(405, 'MethodNotAllowed', 'Buckets are made by migrations here');
  if (id === '') return Response.json(await listBuckets(ctx.deps.db));
  const bucket = await findBucket(ctx.deps.db, decodePath(id));
  if (!bucket) throw bucketNotFound();
  return Response.json(bucket);
}

export function storageRoutes(deps: StandInDeps, bytes: ByteStore = byteStoreFor(deps.config.dataDir)): Hono {
  const ctx = createStorageContext(deps, bytes);
  const app = new Hono();
  app.use(
    '*',
    apiCors({
      allowHeaders: ['x-upsert', 'cache-control', 'x-metadata'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['content-length', 'content-type', 'etag', 'last-modified', 'content-disposition'],
    }),
  );
  app.all('*', async (c) => {
    const request = c.req.raw;
    rememberClientAddress(request, clientAddress(c, ctx.deps.config.trustedProxies));
    const path = new URL(request.url).pathname.replace(/^\/storage\/v1\/?/, '');
    try {
      // Stories deleted through REST took their object rows with them; their bytes go here.
      await ctx.collectUnreferenced();
      if (path.startsWith('object/')) return await objectRoute(ctx, request, path.slice('object/'.length));
      if (path === 'bucket' || path.startsWith('bucket/'))
        return await bucketRoute(ctx, request, path.slice('bucket/'.length));
      return storageError(404, 'not_found', 'Not found');
    } catch (error) {
      const known = storageErrorOf(error);
      if (known) return known.toResponse();
      throw error;
    }
  });
  return app;
}
