// Uploaded transcripts and documents for the interview dialog: their kind and the combined
// interview text. Files are read by src/data/device/document-text.ts (Word, PDF, captions, text).

export type DocumentReader = (file: File) => Promise<string>;

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
