// What the composer returns: the text and, for every paragraph, the passage it came from, so
// the app can show a paragraph's source on demand.

export const OFFLINE_ENGINE = 'Offline composer';

export interface SourceRef {
  /** answer: a framework section the user answered; transcript: a passage of an uploaded text;
   *  story: a story of theirs; framework: the framework's own guidance (no facts of the user). */
  kind: 'answer' | 'transcript' | 'story' | 'framework';
  /** What a person reads as the source's name: a section label, "Transcript", a story title. */
  label: string;
  /** The words of the source this paragraph uses (or the guidance it paraphrases). */
  excerpt: string;
  sectionId?: string;
  storyId?: string;
}

export interface ComposedParagraph {
  text: string;
  source: SourceRef;
}

export interface Composition {
  text: string;
  paragraphs: ComposedParagraph[];
  engine: string;
  /** Questions this story can still answer: shown beside the story, never inside its text. */
  coaching?: string[];
  /** What would make the story stronger (a number, a before and after): beside it too. */
  hints?: string[];
}

export function joinParagraphs(paragraphs: ComposedParagraph[], engine = OFFLINE_ENGINE): Composition {
  const kept = paragraphs.filter((p) => p.text.trim() !== '');
  return { text: kept.map((p) => p.text.trim()).join('\n\n'), paragraphs: kept, engine };
}
