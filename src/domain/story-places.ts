// The places of a story a person types into: each section of its content, its title, and the
// text of its generated story. The write path (src/data/story-text), its journal and its
// conflict records name a place by one string: a section's id, or TITLE_PLACE/GENERATED_PLACE
// (section ids never start with '@').

export const TITLE_PLACE = '@title';
export const GENERATED_PLACE = '@generated_content';

export type StoryPlace = { field: 'content'; key: string } | { field: 'title' | 'generated_content'; key: null };

export function placeOf(place: string): StoryPlace {
  if (place === TITLE_PLACE) return { field: 'title', key: null };
  if (place === GENERATED_PLACE) return { field: 'generated_content', key: null };
  return { field: 'content', key: place };
}

/** True for a place outside the content (title, generated text): not counted as a section. */
export function isFieldPlace(place: string): boolean {
  return placeOf(place).field !== 'content';
}

/** "Content is one text or sections": the sections, a single text kept under `text`. */
export function contentSections(
  content: string | Readonly<Record<string, string>> | null | undefined,
): Record<string, string> {
  if (content === null || content === undefined) return {};
  return typeof content === 'string' ? (content ? { text: content } : {}) : { ...content };
}

interface PlacedRow {
  title: string;
  content: string | Readonly<Record<string, string>>;
  generated_content: string | null;
}

/** A place's text in a row ('' when empty). */
export function textAtPlace(row: PlacedRow, place: string): string {
  const p = placeOf(place);
  if (p.field === 'content') return contentSections(row.content)[p.key] ?? '';
  return row[p.field] ?? '';
}

/** The fields that put `text` at `place` in `row`. */
export function changeAtPlace(row: PlacedRow, place: string, text: string): Partial<PlacedRow> {
  const p = placeOf(place);
  if (p.field === 'content') return { content: { ...contentSections(row.content), [p.key]: text } };
  return { [p.field]: text };
}

/** A builder's writer as other features see it (the generated story's edit uses it). */
export interface StoryTextEditor {
  /** A place's text as shown. */
  textOf(place: string): string;
  /** Writes a keystroke's text through the one write path (journal, conflict check, versions). */
  setText(place: string, text: string): void;
  /** Starts an edit of a place afresh from what the mirror holds. */
  startEdit(place: string): void;
  /** Resolves true when everything typed is durable on this device. */
  flush(): Promise<boolean>;
}
