// The calls that manage objects rather than carry bytes: signed URLs (one, many, and for an
// upload), list, move and remove. Each runs as the caller, so the policies decide.
import { z } from 'zod';
import type { Caller } from '../caller.ts';
import { asCaller } from './access.ts';
import type { StorageContext } from './context.ts';
import { listEntries, listBodySchema } from './list.ts';
import { checkName, fullPath, type ObjectRef } from './object-name.ts';
import { checkMimeType } from './object-types.ts';
import { deleteObjects, findBucket, findObject, moveObject, writeObject } from './objects-sql.ts';
import { signDownloadToken, signUploadToken } from './signed-token.ts';
import { bucketNotFound, invalidRequest, notFound } from './storage-error.ts';

/** Seconds a signed URL lives: at least one, at most a year. */
const expiresInSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(365 * 24 * 3600);
const signOneSchema = z.object({ expiresIn: expiresInSchema });
const signManySchema = z.object({ expiresIn: expiresInSchema, paths: z.array(z.string()).min(1).max(1000) });
const removeSchema = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });
const moveSchema = z.object({
  bucketId: z.string().min(1),
  sourceKey: z.string().min(1),
  destinationKey: z.string().min(1),
  destinationBucket: z.string().min(1).nullish(),
});

export async function jsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw invalidRequest('The body must be JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw invalidRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

export interface CallerRequest {
  ctx: StorageContext;
  caller: Caller;
  request: Request;
}

const signedPath = (ref: ObjectRef, token: string) =>
  `/object/sign/${ref.bucket}/${ref.name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;

export async function createSignedUrl({ ctx, caller, request }: CallerRequest, ref: ObjectRef) {
  const { expiresIn } = await jsonBody(request, signOneSchema);
  const row = await asCaller(ctx.deps, caller, request, (tx) => findObject(tx, ref.bucket, ref.name));
  if (!row) throw notFound();
  const token = signDownloadToken(fullPath(ref), expiresIn, ctx.deps.config.jwtSecret, ctx.now());
  return Response.json({ signedURL: signedPath(ref, token) });
}

export async function createSignedUrls({ ctx, caller, request }: CallerRequest, bucket: string) {
  const { expiresIn, paths } = await jsonBody(request, signManySchema);
  const visible = await asCaller(ctx.deps, caller, request, async (tx) => {
    const found = new Set<string>();
    for (const path of paths) if (await findObject(tx, bucket, path)) found.add(path);
    return found;
  });
  return Response.json(
    paths.map((path) => {
      if (!visible.has(path))
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const ref = { bucket, name: path };
      const token = signDownloadToken(fullPath(ref), expiresIn, ctx.deps.config.jwtSecret, ctx.now());
      return { error: null, path, signedURL: signedPath(ref, token) };
    }),
  );
}

/** Thrown inside a transaction to roll back the permission check. */
class Checked extends Error {}

export async function createSignedUploadUrl({ ctx, caller, request }: CallerRequest, ref: ObjectRef) {
  const upsert = request.headers.get('x-upsert') === 'true';
  if (!(await findBucket(ctx.deps.db, ref.bucket))) throw bucketNotFound();
  const owner = caller.claims.sub ?? null;
  // The caller must be allowed to write the object now; the upload itself runs on the signature.
  try {
    await asCaller(ctx.deps, caller, request, async (tx) => {
      const metadata = {
        eTag: '""',
        size: 0,
        mimetype: '',
        cacheControl: '',
        lastModified: '',
        contentLength: 0,
        httpStatusCode: 200,
      };
      await writeObject(tx, { ...ref, owner, version: '', metadata, upsert });
      throw new Checked();
    });
  } catch (error) {
    if (!(error instanceof Checked)) throw error;
  }
  const token = signUploadToken(
    { url: fullPath(ref), owner: owner ?? undefined, upsert },
    ctx.deps.config.jwtSecret,
    ctx.now(),
  );
  const path = ref.name.split('/').map(encodeURIComponent).join('/');
  return Response.json({ url: `/object/upload/sign/${ref.bucket}/${path}?token=${token}`, token });
}

export async function list({ ctx, caller, request }: CallerRequest, bucket: string) {
  const body = await jsonBody(request, listBodySchema);
  if (!(await findBucket(ctx.deps.db, bucket))) throw bucketNotFound();
  return Response.json(await asCaller(ctx.deps, caller, request, (tx) => listEntries(tx, bucket, body)));
}

export async function move({ ctx, caller, request }: CallerRequest) {
  const body = await jsonBody(request, moveSchema);
  const from = { bucket: body.bucketId, name: checkName(body.sourceKey) };
  const to = { bucket: body.destinationBucket ?? body.bucketId, name: checkName(body.destinationKey) };
  const destination = await findBucket(ctx.deps.db, to.bucket);
  if (!destination) throw bucketNotFound();
  const moved = await asCaller(ctx.deps, caller, request, async (tx) => {
    const source = await findObject(tx, from.bucket, from.name);
    if (!source) return false;
    // The object keeps its type, which the destination bucket must take as an upload there would.
    checkMimeType(destination, source.metadata?.mimetype ?? 'application/octet-stream');
    return moveObject(tx, from, to);
  });
  if (!moved) throw notFound();
  return Response.json({ message: 'Successfully moved' });
}

export async function remove({ ctx, caller, request }: CallerRequest, bucket: string) {
  const { prefixes } = await jsonBody(request, removeSchema);
  const removed = await asCaller(ctx.deps, caller, request, (tx) => deleteObjects(tx, bucket, prefixes));
  await ctx.collectUnreferenced();
  return Response.json(removed.map((row) => ({ ...row, bucket_id: bucket })));
}
