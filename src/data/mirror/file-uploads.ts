// Files kept on the device (voice notes, transcript originals) on their way to Storage. The row
// in `uploads` keeps the bytes; queueing adds one outbox entry in the same transaction, at a path
// fixed now, so however often the engine retries, Storage ends with one file for it.
import { documentTypeOf } from '../../domain/document-types';
import { lastUser } from '../remote/session-cache';
import { db as defaultDb, type StoryStackDb } from './db';
import { newEntryFields, notifyOutboxChange, rowQueueKey } from './outbox';
import type { FileUploadEntry, UploadRecord } from './types';
import { saveUpload } from './uploads';

export class UploadNotFoundError extends Error {
  constructor(id: string) {
    super(`No file ${id} is kept on this device`);
  }
}

export class UploadWithoutStoryError extends Error {
  constructor() {
    super('A file is kept on the server only as part of a story');
  }
}

/** Voice notes go to `recordings` (audio only there); every other file to `documents`. */
export const bucketFor = (mime: string): FileUploadEntry['bucket'] =>
  mime.toLowerCase().startsWith('audio/') ? 'recordings' : 'documents';

/** The file's extension from its name (else its type), reduced to what is safe in a key. */
function extensionOf(upload: Pick<UploadRecord, 'name' | 'mime'>): string {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(upload.name)?.[1];
  const fromMime = /\/([a-z0-9]{1,10})/i.exec(upload.mime)?.[1];
  return (fromName ?? fromMime ?? 'bin').toLowerCase();
}

/** `{story_id}/{upload_id}.{ext}`: under the story, so its policies decide who reads it. */
export const storagePathFor = (upload: Pick<UploadRecord, 'id' | 'name' | 'mime'>, storyId: string): string =>
  `${storyId}/${upload.id}.${extensionOf(upload)}`;

/**
 * Queues the kept file for Storage and records where it will live. It goes behind the story's
 * own queued changes (the story must exist on the server before its files may). Queueing a file
 * twice adds nothing. Returns the Storage location.
 */
export async function queueFileUpload(
  uploadId: string,
  userId: string,
  target: StoryStackDb = defaultDb,
): Promise<NonNullable<UploadRecord['remote']>> {
  const remote = await target.transaction('rw', target.uploads, target.outbox, async () => {
    const upload = await target.uploads.get(uploadId);
    if (!upload) throw new UploadNotFoundError(uploadId);
    if (upload.remote) return upload.remote;
    if (!upload.storyId) throw new UploadWithoutStoryError();
    const location = { bucket: bucketFor(upload.mime), path: storagePathFor(upload, upload.storyId) };
    const entry: FileUploadEntry = {
      ...newEntryFields(rowQueueKey('stories', upload.storyId)),
      userId,
      kind: 'upload',
      uploadId,
      ...location,
      contentType: upload.blob?.type || upload.mime,
    };
    await target.outbox.add(entry);
    await target.uploads.update(uploadId, { remote: location, uploadedAt: null });
    return location;
  });
  notifyOutboxChange();
  return remote;
}

/** Who queues a kept file: the user signed in on this device when it is queued, read then. */
async function queuingUserId(target: StoryStackDb): Promise<string | null> {
  return (await lastUser(target))?.id ?? null;
}

/**
 * Keeps a transcript or interview file as it was uploaded, beside the text read from it, and (when
 * it belongs to a story already) queues it for the `documents` bucket. A file read before its story
 * exists (the interview dialog) stays on the device until `attachOriginals` names the story.
 * The user is read from the device as it is kept, not passed in: a screen's copy of it may not have
 * loaded yet when a file is chosen the moment it opens, and the original would never be queued.
 */
export async function keepOriginal(
  file: File,
  content: string,
  storyId: string | null,
  target: StoryStackDb = defaultDb,
): Promise<string> {
  const mime = documentTypeOf(file);
  const id = await saveUpload(
    { name: file.name, mime, content, blob: new Blob([file], { type: mime }), storyId },
    target,
  );
  const userId = storyId ? await queuingUserId(target) : null;
  if (storyId && userId) await queueFileUpload(id, userId, target);
  return id;
}

/** Files kept before their story existed: they now live under it and go to Storage. */
export async function attachOriginals(
  uploadIds: readonly string[],
  storyId: string,
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const userId = await queuingUserId(target);
  if (!userId) return;
  for (const id of uploadIds) {
    const upload = await target.uploads.get(id);
    if (!upload || upload.remote) continue;
    if (!upload.storyId) await target.uploads.update(id, { storyId });
    await queueFileUpload(id, userId, target);
  }
}
