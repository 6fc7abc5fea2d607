// The language work the composer needs (sentences, keywords, names, numbers, contractions),
// done by compromise: it runs in Node, Deno and the browser and ships its lexicon in the
// package, so nothing is downloaded at run time.
import nlp from 'compromise';

export interface Entities {
  people: string[];
  places: string[];
  organizations: string[];
  numbers: string[];
}

const STOP = new Set(
  (
    'a an the and or but if so of to in on at by for with from into about as is are was were be been being ' +
    'i me my we our you your he she they them their it its this that these those there here what which who ' +
    'how when where why do does did have has had not no yes very really just also then than too can could ' +
    'will would should may might must shall one thing things way lot get got make made go went say said'
  ).split(' '),
);

/** The text split into sentences, trimmed, blanks dropped. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean) return [];
  const out: string[] = [];
  // Line breaks end a thought in answers typed as lists; compromise splits each line.
  for (const line of clean.split(/\n+/)) {
    const trimmed = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
    if (!trimmed) continue;
    for (const s of nlp(trimmed).sentences().out('array') as string[]) {
      const t = s.trim();
      if (t) out.push(t);
    }
  }
  return out;
}

/** Content words of a text in their root form (running → run, businesses → business). */
export function keywords(text: string): string[] {
  if (!text.trim()) return [];
  const doc = nlp(text);
  doc.compute('root');
  const terms = doc.terms().json() as { terms: { normal?: string; root?: string; tags?: string[] }[] }[];
  const out: string[] = [];
  for (const t of terms) {
    const term = t.terms[0];
    if (!term) continue;
    const tags = term.tags ?? [];
    if (!tags.some((tag) => tag === 'Noun' || tag === 'Verb' || tag === 'Adjective' || tag === 'Value')) continue;
    const word = (term.root || term.normal || '').toLowerCase().replace(/[^a-z0-9'-]/g, '');
    if (word.length < 3 || STOP.has(word)) continue;
    out.push(word);
  }
  return out;
}

const trimPunct = (s: string) => s.replace(/^[\s"'“‘(]+|[\s"'”’),.;:!?]+$/g, '');

/** Names of people, places and organisations, and numbers, as written in the text. */
export function entities(text: string): Entities {
  const doc = nlp(text);
  const list = (view: { out(kind: 'array'): unknown }) => [
    ...new Set((view.out('array') as string[]).map(trimPunct).filter(Boolean)),
  ];
  return {
    people: list(doc.people()),
    places: list(doc.places()),
    organizations: list(doc.organizations()),
    numbers: list(doc.numbers()),
  };
}

/** True when the sentence holds a number or an amount (for achievement-first ordering). */
export function hasNumber(sentence: string): boolean {
  return nlp(sentence).numbers().found || /\d/.test(sentence);
}

/** "I don't" → "I do not": for the formal tones. */
export function expandContractions(text: string): string {
  const doc = nlp(text);
  doc.contractions().expand();
  return doc.text();
}

/** Word count as a reader would count it. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
