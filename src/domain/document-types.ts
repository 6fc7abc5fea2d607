// The types a transcript or interview original is kept under, exactly the `documents` bucket's
// allowed_mime_types (supabase/migrations/20261125001700_bucket_types.sql): Storage refuses any
// other type, so an original is stored under one of these whatever the browser called the file.

export const DOCUMENT_TYPES = [
  'text/plain',
  'text/markdown',
  'text/x-markdown',
  'text/vtt',
  'application/x-subrip',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/rtf',
  'text/rtf',
] as const;

const BY_EXTENSION: Record<string, string> = {
  md: 'text/markdown',
  vtt: 'text/vtt',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The type to keep an original under: the browser's when the bucket takes it, else the one its
 * extension names (browsers leave .md and .srt blank), else text/plain, since every other file was
 * read as text (an .html file is kept as text/plain, never as a page).
 */
export function documentTypeOf(file: { name: string; type: string }): string {
  const given = file.type.split(';')[0].trim().toLowerCase();
  if ((DOCUMENT_TYPES as readonly string[]).includes(given)) return given;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? 'text/plain';
}
