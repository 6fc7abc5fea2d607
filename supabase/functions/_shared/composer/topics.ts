// The topics of a text, for hashtags: its noun phrases ("cloud bill", "SaaS founders",
// "infrastructure costs") found by compromise, without people's names, pronouns, numbers, dates
// or words too general to be a topic ("person", "answer", "story").
import nlpFull from 'compromise';

/** Nouns that say nothing about a subject on their own. */
const GENERIC = new Set(
  (
    'thing things person people answer answers buyer buyers story stories first way ways lot lots kind part bit ' +
    'time times day days week weeks month months year years question questions moment moments something ' +
    'everything anything nothing someone anyone everyone word words idea ideas fact facts point points reason ' +
    'place end start today life world client clients customer customers man woman men women guy guys ' +
    'problem problems result results help side case cases stuff job jobs work number numbers note notes ' +
    'interview interviews coach call calls hand head minute minutes hour hours game term terms sort type need needs ' +
    'want wants lots plenty most many some other others more few own same such whole team ' +
    // Verbs compromise can read as nouns after a noun ("the invoice hit $250,000").
    'hit cut set put let went rose fell grew ran came took made run runs asks says tells gets ' +
    'night nights morning evening weekend weekends ' +
    'nobody somebody anybody everybody one ones ' +
    // Family, which is who a story is about, never what a post is about ("#SisterInLaw").
    'wife husband mom mum mother dad father parents sister brother son daughter cousin uncle aunt ' +
    'grandmother grandfather sister-in-law brother-in-law mother-in-law father-in-law'
  ).split(' '),
);

const SKIP_TAGS = new Set([
  'Pronoun',
  'Determiner',
  'Possessive',
  'Value',
  'Date',
  'Duration',
  'Person',
  'FirstName',
  'LastName',
  'Honorific',
  'Adverb',
  'Conjunction',
  'Preposition',
  'QuestionWord',
]);

interface JsonTerm {
  text: string;
  normal?: string;
  tags?: string[];
  /** What follows the word: a space, a hyphen, punctuation. */
  post?: string;
}

export interface Topic {
  /** The phrase as written (casing kept): "SaaS founders". */
  phrase: string;
  /** How often it, or its head noun, comes up. */
  weight: number;
}

const wordOf = (t: JsonTerm) => t.text.replace(/[^\p{L}\p{N}&-]/gu, '');

/** The runs of topic words inside one noun phrase ("Their cloud bill" → "cloud bill"). */
function runs(terms: JsonTerm[]): JsonTerm[][] {
  const out: JsonTerm[][] = [];
  let run: JsonTerm[] = [];
  let partOfSkipped = false;
  terms.forEach((term, i) => {
    const tags = term.tags ?? [];
    const word = wordOf(term);
    // A hyphenated word is one word: "one-page" goes whole, never leaving "page report".
    const keep = word.length >= 2 && !tags.some((t) => SKIP_TAGS.has(t)) && /\p{L}/u.test(word) && !partOfSkipped;
    partOfSkipped = !keep && /-\s*$/.test(term.post ?? '');
    if (keep) run.push(term);
    else if (run.length && tags.includes('Noun') && !/[,.;:!?)]/.test(terms[i - 1]?.post ?? '')) {
      // The run only described the noun that was skipped: "working" of "fifth working day".
      run = [];
    }
    if (!keep || /[,.;:!?)]$/.test(term.text) || /[,.;:!?)]/.test(term.post ?? '')) {
      if (run.length) out.push(run);
      run = [];
    }
  });
  if (run.length) out.push(run);
  return out;
}

/** Who does something, as a subject: "the team", "people", "clients". */
const DOERS = /^(?:team|people|staff|clients|customers|patients|students|families|everyone|everybody|nobody)$/i;

/** "fix", "build", "clean": a word whose plain form is a verb's. */
function isBareVerb(word: string): boolean {
  const forms = (nlpFull(word).verbs().conjugate()[0] ?? {}) as { Infinitive?: string; PresentTense?: string };
  return forms.Infinitive === word.toLowerCase() && !!forms.PresentTense;
}

/** A phrase is a topic when its last word is a common noun (or an acronym) that says something. */
function topicOf(run: JsonTerm[], names: Set<string>): string | null {
  const generic = (t: JsonTerm) => GENERIC.has(wordOf(t).toLowerCase());
  // "the team fix boilers": after a subject ("team", "people"), a verb the tagger took for a noun;
  // the topic is what follows it ("boilers"), never "#FixBoilers".
  const deed = run.findIndex(
    (t, i) => i > 0 && i < run.length - 1 && DOERS.test(wordOf(run[i - 1])) && isBareVerb(wordOf(t)),
  );
  const words = deed > 0 ? run.slice(deed + 1) : [...run];
  // "first-time founders" → "founders", "what founders need" → "founders".
  while (words.length > 1 && generic(words[words.length - 1])) words.pop();
  // Leading adjectives and capitalised names go too ("most branding agencies", "Brightline team").
  const name = (t: JsonTerm) => (t.tags ?? []).includes('ProperNoun') && /^\p{Lu}\p{Ll}+$/u.test(wordOf(t));
  while (words.length > 1 && (generic(words[0]) || (words[0].tags ?? []).includes('Adjective') || name(words[0]))) {
    const dropped = words.shift();
    // Its hyphenated other half goes with it ("controlled-drugs register" → "register").
    if (words.length > 1 && /-\s*$/.test(dropped?.post ?? '')) words.shift();
  }
  words.splice(0, Math.max(0, words.length - 3));
  const head = words[words.length - 1];
  const headTags = head.tags ?? [];
  const acronym = headTags.includes('Acronym') || /^[A-Z]{2,5}s?$/.test(wordOf(head));
  if (!headTags.includes('Noun') && !acronym) return null;
  // "put a sign out": the verb's particle read as a noun ("#SignOut").
  if (/^(?:out|up|off|down|away|back|over|in|on|around|through)$/i.test(wordOf(head))) return null;
  if (!acronym && headTags.includes('ProperNoun')) return null;
  if (words.some((w) => names.has(wordOf(w).toLowerCase()))) return null;
  const lower = words.map((w) => wordOf(w).toLowerCase());
  if (lower.every((w) => GENERIC.has(w))) return null;
  if (lower.length === 1 && lower[0].length < 4 && !acronym) return null;
  return words.map(wordOf).join(' ');
}

/** Topics of a text, most talked-about first. */
export function topics(text: string): Topic[] {
  if (!text.trim()) return [];
  const doc = nlpFull(text);
  const names = new Set(
    (doc.people().json() as { terms: JsonTerm[] }[]).flatMap((p) => p.terms.map((t) => wordOf(t).toLowerCase())),
  );
  const counts = new Map<string, { phrase: string; count: number; order: number }>();
  const heads = new Map<string, number>();
  type Phrase = { terms: JsonTerm[]; offset?: { start: number; length: number } };
  for (const np of doc.nouns().json({ offset: true }) as Phrase[]) {
    const start = np.offset?.start ?? 0;
    const after = text.slice(start + (np.offset?.length ?? 0), start + (np.offset?.length ?? 0) + 8);
    // "what a register costs", "why the lease matters": after a wh-word the phrase's last word is
    // the clause's verb; "a cooler box delivering to…": a participle; neither is the topic.
    const verbLast =
      /\b(?:what|why|how|where)\s+$/i.test(text.slice(Math.max(0, start - 8), start)) ||
      (/ing\W*$/.test(np.terms.at(-1)?.text ?? '') && /^\s*(?:to|for|with|on|in|at|from|into)\b/i.test(after));
    // The second half of a hyphenated word that the parser cut ("return-" | "office push").
    const terms = text[start - 1] === '-' ? np.terms.slice(1) : np.terms;
    const found = runs(terms);
    for (const [i, whole] of found.entries()) {
      const run = verbLast && i === found.length - 1 && whole.length > 1 ? whole.slice(0, -1) : whole;
      const phrase = topicOf(run, names);
      if (!phrase) continue;
      const key = phrase.toLowerCase();
      const entry = counts.get(key) ?? { phrase, count: 0, order: counts.size };
      entry.count += 1;
      counts.set(key, entry);
      const head = key.split(' ').pop()!;
      heads.set(head, (heads.get(head) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([key, e]) => {
      const words = key.split(' ');
      const head = words[words.length - 1];
      // A phrase of two or three words names a subject better than one word; a head noun that
      // comes back in other phrases ("costs", "cloud costs") shows what the text is about.
      const weight = e.count * 2 + (words.length > 1 ? 2 : 0) + (heads.get(head) ?? 0) - 1;
      return { phrase: e.phrase, weight, order: e.order };
    })
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ phrase, weight }) => ({ phrase, weight }));
}

/** "cloud bill" → "#CloudBill"; casing inside a word is kept ("SaaS founders" → "#SaaSFounders"). */
export function hashtag(phrase: string): string {
  return `#${phrase
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => (/\p{Lu}/u.test(w.slice(1)) ? w : `${w[0].toUpperCase()}${w.slice(1)}`))
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')}`;
}
