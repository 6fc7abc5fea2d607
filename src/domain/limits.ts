// Size limits that every layer agrees on: the zod schemas (forms, outbox payloads, function
// bodies), the stand-in's request body limit and the SQL checks in
// supabase/migrations/20261123000100_story_limits.sql. Change them together.
import { groupThousands } from './numbers';

/** Characters a story's content may hold in all (every section together, or the one text). */
export const STORY_CONTENT_MAX_CHARS = 200_000;
/** Characters of generated_content (the same as content: a generated story never outgrows it). */
export const GENERATED_CONTENT_MAX_CHARS = 200_000;
/** Characters of a story's title. */
export const TITLE_MAX_CHARS = 300;
/** What a user reads when a title is over TITLE_MAX_CHARS (zod, a merge by hand). */
export const TITLE_TOO_LONG_MESSAGE = `A title can hold up to ${TITLE_MAX_CHARS} characters. Shorten it and it is saved.`;
/** The same, with the length, in the builder's title field (a paste is never cut). */
export function titleTooLong(length: number): string {
  return `A title can hold up to ${TITLE_MAX_CHARS} characters; this one has ${groupThousands(length)}. Shorten it and it is saved.`;
}
/** Sections (keys) a story's content object may hold, and the length of a section id. */
export const STORY_SECTIONS_MAX = 50;
export const SECTION_ID_MAX_CHARS = 100;

/**
 * The largest request body the REST, auth and functions endpoints accept. It holds the largest
 * legal single mutation with room to spare: 200,000 characters can take up to 6 bytes each once
 * JSON-escaped (control characters), about 1.2 MB, plus the other fields.
 */
export const REQUEST_BODY_MAX_BYTES = 4 * 1024 * 1024;

/** A batch push stops adding mutations at this many, or at this many bytes of JSON. */
export const PUSH_BATCH_MAX_MUTATIONS = 100;
export const PUSH_BATCH_MAX_BYTES = 2 * 1024 * 1024;

/** Total characters held in a content value (a single text, or every section's text). */
/** What a user reads when a story's text is over STORY_CONTENT_MAX_CHARS (zod, the builder). */
export const STORY_TOO_LONG_MESSAGE = `A story can hold up to ${groupThousands(STORY_CONTENT_MAX_CHARS)} characters. Shorten it or split it into two stories.`;

export function contentChars(content: unknown): number {
  if (typeof content === 'string') return content.length;
  if (!content || typeof content !== 'object') return 0;
  let total = 0;
  for (const value of Object.values(content)) if (typeof value === 'string') total += value.length;
  return total;
}
