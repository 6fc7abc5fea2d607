// Which client a coach's (or an admin's) question is about: "Summarise Aisha Bello's stack",
// "What numbers should Aisha lead with?", and after that "Turn her impact story into a post".
// Only clients the caller can read are offered (row-level security chose them); this reads the
// question, never the database.
import { escapeRegExp } from './nlp.ts';

export interface ReadableClient {
  id: string;
  name: string;
  pronouns?: 'she' | 'he' | 'they' | null;
}

export type AskedAbout =
  | { kind: 'client'; client: ReadableClient }
  /** A first name two clients share, said without the rest of it. */
  | { kind: 'ambiguous'; clients: ReadableClient[] }
  | { kind: 'none' };

/** A later question that goes on about the person of the one before ("her impact story"). */
const SPEAKS_OF_SOMEONE = /\b(?:she|he|her|hers|him|his|they|them|their)\b/i;
/** A question about the asker's own stories ("my pitch", "I"), never a client's. */
const SPEAKS_OF_ONESELF = /\b(?:I|my|me|mine|myself)\b/;

/** The client the message names, or, when it speaks of "her" or "him", the one the newest earlier question named. */
export function clientAskedAbout(
  message: string,
  history: { role: string; content: string }[],
  clients: ReadableClient[],
): AskedAbout {
  const said = clientsNamedIn(message, clients);
  if (said.kind !== 'none' || !SPEAKS_OF_SOMEONE.test(message) || SPEAKS_OF_ONESELF.test(message)) return said;
  for (const earlier of [...history].reverse()) {
    if (earlier.role !== 'user') continue;
    const named = clientsNamedIn(earlier.content, clients);
    if (named.kind !== 'none') return named;
  }
  return said;
}

/**
 * A client named by their whole name (any case), or by a first name written as a name is: with
 * its capital, and not as the first word of a sentence that goes on ("Will my pitch work?" is not
 * about Will; "Aisha: what …" is about Aisha), or with "'s" ("grace's stack").
 */
function clientsNamedIn(text: string, clients: ReadableClient[]): AskedAbout {
  const whole = clients.filter((c) => c.name.trim().includes(' ') && wordIn(text, c.name.trim(), 'i'));
  if (whole.length) return { kind: 'client', client: longestName(whole) };
  const byFirst = new Map<string, ReadableClient[]>();
  for (const c of clients) {
    const first = c.name.trim().split(/\s+/)[0];
    if (first.length < 2) continue;
    const named =
      wordIn(text.replace(/^\W*[\p{L}'’-]+(?=\s+\p{L})/u, ''), first, '') ||
      new RegExp(`(?<![\\p{L}])${escapeRegExp(first)}['’]s\\b`, 'iu').test(text);
    if (named) byFirst.set(first.toLowerCase(), [...(byFirst.get(first.toLowerCase()) ?? []), c]);
  }
  const [first, ...others] = [...byFirst.values()];
  if (!first || others.length) return { kind: 'none' };
  return first.length === 1 ? { kind: 'client', client: first[0] } : { kind: 'ambiguous', clients: first };
}

const wordIn = (text: string, words: string, flags: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, `u${flags}`).test(text);

/** "Aisha Bello-Khan" over "Aisha Bello" when both are said. */
const longestName = (clients: ReadableClient[]) => clients.reduce((a, b) => (b.name.length > a.name.length ? b : a));
