// Uploaded documents and transcripts, kept on the device (text and/or the original blob) so an
// upload made offline is not lost before it is used for a generation.
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import type { UploadRecord } from './types';

export interface UploadInput {
  name: string;
  mime?: string;
  content?: string | null;
  blob?: Blob | null;
  storyId?: string | null;
}

/** The spec's rule: a file whose name contains "transcript" is a transcript, else a document. */
export const uploadType = (name: string): UploadRecord['type'] =>
  name.toLowerCase().includes('transcript') ? 'transcript' : 'document';

export async function saveUpload(input: UploadInput, target: StoryStackDb = defaultDb): Promise<string> {
  const id = dataDeps.uuid();
  await target.uploads.put({
    id,
    name: input.name,
    type: uploadType(input.name),
    mime: input.mime ?? 'text/plain',
    content: input.content ?? null,
    blob: input.blob ?? null,
    storyId: input.storyId ?? null,
    createdAt: dataDeps.now(),
  });
  return id;
}

export function listUploads(target: StoryStackDb = defaultDb): Promise<UploadRecord[]> {
  return target.uploads
    .orderBy('id')
    .toArray()
    .then((all) => all.sort((a, b) => a.createdAt - b.createdAt));
}

export function deleteUpload(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  return target.uploads.delete(id);
}
