// Reading uploaded transcripts and documents as text. The workspace's richer readers (Word,
// PDF, captions) plug in through `DocumentReader`; without one, text files are read and the
// others get the spec's messages.

export type DocumentReader = (file: File) => Promise<string>;

export class DocumentReadError extends Error {}

export const readTextDocument: DocumentReader = async (file) => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf'))
    throw new DocumentReadError('PDF text extraction is not yet supported. Please convert to text format.');
  if (name.endsWith('.doc') || name.endsWith('.docx'))
    throw new DocumentReadError('Word document text extraction is not yet supported. Please convert to text format.');
  try {
    return await file.text();
  } catch {
    throw new DocumentReadError(`Could not read file ${file.name}. Please ensure it's a text file.`);
  }
};

export interface UploadedDocument {
  id: string;
  name: string;
  content: string;
  /** transcript when the file name contains "transcript", else document (spec §3). */
  type: 'transcript' | 'document';
}

export function documentType(name: string): UploadedDocument['type'] {
  return name.toLowerCase().includes('transcript') ? 'transcript' : 'document';
}

/** The interview text: every file as a section headed by its name (spec §9). */
export function combineDocuments(docs: readonly UploadedDocument[]): string {
  return docs.map((d) => `## ${d.name}\n${d.content.trim()}`).join('\n\n');
}
