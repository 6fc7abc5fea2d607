// The language work the composer needs (sentences, keywords, names, numbers, contractions),
// done by compromise: it runs in Node, Deno and the browser and ships its lexicon in the
// package, so nothing is downloaded at run time.
import nlpFull from 'compromise';
// The tagger level is enough for sentences, roots and contractions, and is about twice as fast;
// names, places and organisations need the full library.
import nlp from 'compromise/two';

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

/**
 * A pure function of a text, remembered: the composer reads the same sentences many times over
 * (a story, its hints, the stack's other stories, the posts made from them), and compromise's
 * tagging is most of its time. What it returns is copied out (`copy`), so no caller can change
 * what the next one gets. It forgets everything once it holds `maxChars` of text (about 2 MB
 * for the default), so a long-lived function instance never grows without bound.
 */
export function rememberedByText<T>(
  fn: (text: string) => T,
  copy: (value: T) => T,
  maxChars = 1_000_000,
): (text: string) => T {
  const known = new Map<string, T>();
  let chars = 0;
  return (text: string) => {
    let value = known.get(text);
    if (value === undefined) {
      value = fn(text);
      if (chars + text.length > maxChars) {
        known.clear();
        chars = 0;
      }
      known.set(text, value);
      chars += text.length;
    }
    return copy(value);
  };
}

const copyList = <T>(list: T[]): T[] => [...list];

/** The words of a text, in order, with the tags the tagger gives each ("Helped a bakery":
 *  "Helped" is PastTense, Verb, …). */
export const taggedWords = rememberedByText(
  (text: string) =>
    (nlp(text).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((sentence) =>
      sentence.terms.map((t) => ({ text: t.text, tags: t.tags })),
    ),
  (list) => list.map((t) => ({ text: t.text, tags: [...t.tags] })),
);

export const wordTags = (text: string): string[][] => taggedWords(text).map((t) => t.tags);

/** The text split into sentences, trimmed, blanks dropped. */
export const splitSentences = rememberedByText(sentencesOf, copyList);

function sentencesOf(text: string): string[] {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean) return [];
  const out: string[] = [];
  // Line breaks end a thought in answers typed as lists; compromise splits each line.
  for (const line of clean.split(/\n+/)) {
    const trimmed = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
    if (!trimmed) continue;
    for (const s of nlp(trimmed).json() as { text: string }[]) {
      const t = s.text.trim();
      if (t) out.push(t);
    }
  }
  return out;
}

interface JsonTerm {
  normal?: string;
  root?: string;
  tags?: string[];
}

function contentWords(terms: JsonTerm[]): string[] {
  const out: string[] = [];
  for (const term of terms) {
    const tags = term.tags ?? [];
    if (!tags.some((tag) => tag === 'Noun' || tag === 'Verb' || tag === 'Adjective' || tag === 'Value')) continue;
    const word = (term.root || term.normal || '').toLowerCase().replace(/[^a-z0-9'-]/g, '');
    if (word.length < 3 || STOP.has(word)) continue;
    out.push(word);
  }
  return out;
}

/** Content words of a text in their root form (running → run, businesses → business). */
export const keywords = rememberedByText(keywordsOf, copyList);

function keywordsOf(text: string): string[] {
  if (!text.trim()) return [];
  const doc = nlp(text);
  doc.compute('root');
  return contentWords((doc.json() as { terms: JsonTerm[] }[]).flatMap((s) => s.terms));
}

/** Sentences with their content words, from one pass over the text (lines end sentences). */
export const analyseSentences = rememberedByText(sentencesWithRoots, (list) =>
  list.map((s) => ({ text: s.text, roots: [...s.roots] })),
);

function sentencesWithRoots(text: string): { text: string; roots: string[] }[] {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean) return [];
  const doc = nlp(clean);
  doc.compute('root');
  return (doc.json() as { text: string; terms: JsonTerm[] }[])
    .map((s) => ({ text: s.text.trim(), roots: contentWords(s.terms) }))
    .filter((s) => s.text !== '');
}

const trimPunct = (s: string) => s.replace(/^[\s"'“‘(]+|[\s"'”’),.;:!?]+$/g, '');

/** Names of people, places and organisations, and numbers, as written in the text. */
export const entities = rememberedByText(entitiesOf, (e) => ({
  people: [...e.people],
  places: [...e.places],
  organizations: [...e.organizations],
  numbers: [...e.numbers],
}));

function entitiesOf(text: string): Entities {
  const doc = nlpFull(text);
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

/** "I don't" → "I do not": for the formal tones. */
export const expandContractions = rememberedByText(withContractionsExpanded, (text) => text);

function withContractionsExpanded(text: string): string {
  if (!/['’]/.test(text)) return text;
  // "she's run three more" is "she has run", never "she is run" (compromise reads every 's as "is"
  // here): a participle that cannot follow "is" says it.
  // "nobody's scared" is "nobody is scared": compromise makes "has" of an 's before a word that
  // may be a participle.
  const doc = nlp(
    text
      .replace(/\b(he|she|it|there|who|that)['’]s (been|run|gone|become|got|had)\b/gi, '$1 has $2')
      .replace(
        /\b(\w+)['’]s (scared|afraid|sure|worried|tired|interested|excited|stuck|ready|able|aware)\b/gi,
        '$1 is $2',
      ),
  );
  doc.contractions().expand();
  // compromise writes "can't" out as "can not"; English writes it as one word.
  return doc.text().replace(/\b([Cc])an not\b/g, '$1annot');
}

/** `fn` applied to the text outside quotation marks: words in them are someone's own, as said. */
export const outsideQuotes = (text: string, fn: (words: string) => string) =>
  text
    .split(/(“[^”]*”|"[^"]*")/)
    .map((piece, i) => (i % 2 === 1 ? piece : fn(piece)))
    .join('');

/** Text to match as it is inside a RegExp (a name with a dot, "Crumb & Co."). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Word count as a reader would count it. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** "That's the worst advice you can give", "That is mostly reading the reports": a sentence
 *  that speaks of the one before it, and is never told without it. */
export const speaksOfTheSentenceBefore = (sentence: string) => /^(?:that|this)(?:['’]s| is| was)\b/i.test(sentence);

/** A verb or a subject pronoun most sentences show at once, before asking the tagger. */
const VERB_OR_SUBJECT =
  /\b(?:am|is|are|was|were|be|been|had|has|have|did|do|does|can|could|will|would|\w+ed)\b|\b(?:I|we|they|he|she|it|you)\b/i;

/** A fragment with no verb, said between sentences ("Three weeks after.", "Suit and tie, the whole
 *  thing.", "About forty people on the team now."): it never stands alone as a sentence's worth. */
export const isFragment = rememberedByText(fragment, (yes) => yes);

const STEP_AS_NOTES =
  /^(?:then|and then|next|after that|finally),?\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s/i;

function fragment(sentence: string): boolean {
  // "Then two lessons a week at home, ninety minutes each.": a step said as notes, however long
  // (the tagger misses the verbs of other long sentences: those are sentences).
  if (wordCount(sentence) >= 10 && !STEP_AS_NOTES.test(sentence)) return opensOnNotes(sentence);
  if (VERB_OR_SUBJECT.test(sentence)) return false;
  return !nlp(sentence).has('#Verb');
}

/** "Usually a couple in their thirties or forties, both working, …", "Mostly terraced houses, the
 *  ones where …": a longer sentence said as notes, its opening clause a noun with no verb (not "In
 *  2019, we …", which opens on when). */
function opensOnNotes(sentence: string): boolean {
  const m = /^(usually|mostly|mainly|typically|generally|often|just|only)\s+([^,;]{3,60})[,;]/i.exec(sentence);
  if (!m) return false;
  const clause = m[2];
  if (/\b(?:I|we|they|he|she|it|you|is|are|was|were|has|have|had)\b/i.test(clause)) return false;
  // "terraced houses": a word in -ed before another word describes it; it is no verb here.
  const terms = ((nlp(clause).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms ?? []).map(
    (t, i, all) => ({ ...t, described: /ed$/i.test(t.text) && i < all.length - 1 }),
  );
  return !terms.some((t) => t.tags.includes('Verb') && !t.described);
}

/** What the teller calls the people they serve: "customers", "patients", else "clients". */
export function clientsWord(transcript: string): string {
  const count = (word: string) => transcript.match(new RegExp(`\\b${word}s?\\b`, 'gi'))?.length ?? 0;
  const [best] = ['clients', 'customers', 'patients'].sort((a, b) => count(b.slice(0, -1)) - count(a.slice(0, -1)));
  return count(best.slice(0, -1)) > 0 ? best : 'clients';
}

/** Whom the teller serves, as they would say it in `sentence` of `text`: "Our customers", "My
 *  clients" from one who speaks as "I"; the sentence's own "we" or "me" decides first. A sentence
 *  that already speaks of customers ("… when a big customer threatens to leave") keeps the word
 *  for its own and calls them clients. */
export function ourClients(sentence: string, text: string): string {
  const count = (t: string, re: RegExp) => t.match(re)?.length ?? 0;
  const [us, me] = [/\b(?:we|us|our)\b/gi, /\b(?:I|me|my)\b/g];
  const mine =
    count(sentence, us) + count(sentence, me) > 0
      ? count(sentence, me) > count(sentence, us)
      : count(text, me) > count(text, us);
  const word = clientsWord(text);
  const own = new RegExp(`\\b${word.slice(0, -1)}s?\\b`, 'i').test(sentence) ? 'clients' : word;
  return `${mine ? 'My' : 'Our'} ${own}`;
}

/** Who a business serves, said as a noun: the people ("women", "a couple", "commuters") or the
 *  businesses ("small firms", "dental practices"), not what they own ("terraced houses"). */
const PEOPLE_OR_FIRMS =
  /^(?:(?:a|an)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:women|men|people|couples?|famil(?:y|ies)|parents|mums|moms|dads|adults|teenagers|kids|children|owners|founders|teams|companies|businesses|firms|practices|clinics|professionals|retirees|students|runners|athletes|cyclists|commuters|nurses|midwives|doctors|dentists|teachers|managers|leaders|executives|freelancers|agencies|start-?ups|landlords|homeowners|brides|individuals|entrepreneurs|restaurants|cafés|cafes|shops|retailers|charities|schools|workers|employees|staff|engineers|lawyers|accountants|vets|farmers|builders|creatives|artists|writers|coaches|consultants|therapists)\b/iu;

/** "Small hotel owners, 5-30 rooms": a sentence that opens on whom (people or businesses). */
export const peopleOrFirmsFirst = (sentence: string) => PEOPLE_OR_FIRMS.test(sentence);

/**
 * "Mostly women in their forties who've been in the NHS …", "Usually a couple in their thirties,
 * both working": whom the teller serves, said as notes after the question. Told away from that
 * question it needs its subject: "Our clients are mostly women in their forties …" (`clients`:
 * the interview's own word, "customers" or "patients"; "My" for one who speaks as "I"). Anything
 * else is returned as it is.
 */
export function withWhoItIsFor(sentence: string, clients = 'clients', whose: 'Our' | 'My' = 'Our'): string {
  const m = /^(mostly|usually|mainly|typically|generally|often|almost always)\s+(.+)$/iu.exec(sentence);
  if (!m) return sentence;
  const head = m[2].split(/,|;|\s(?:who|that|which|with|where|from|in|on|at)\s/u)[0];
  if (!PEOPLE_OR_FIRMS.test(head) || !isFragment(head)) return sentence;
  return `${whose} ${clients} are ${m[1].toLowerCase()} ${m[2]}`;
}

/** People named by what they do ("People who ride to work …, and need the bike to just work."),
 *  said after whom they are ("Mostly commuters."): a relative clause with no verb of its own
 *  after it. "People who ride to work need …" and "Those who come once usually come back" are
 *  sentences: a verb follows their clause. */
export function namesPeopleByWhatTheyDo(sentence: string): boolean {
  // "Couples in their 50s who bought …": a few words may say more of them before the "who".
  const opening = /^(?:people|folks|those|the ones|ones|[\p{L}-]+)\s+(?:[^\s,]+\s+){0,5}?(?:who|that|whose)\s/iu.exec(
    sentence,
  );
  if (!opening) return false;
  const head = opening[0].split(/\s+/)[0];
  if (!/^(?:people|folks|those|the|ones)$/i.test(head) && !PEOPLE_OR_FIRMS.test(head)) return false;
  const terms = (nlp(sentence).json() as { terms: { text: string; post: string; tags: string[] }[] }[]).flatMap(
    (s) => s.terms,
  );
  const at = terms.findIndex((t) => /^(?:who|that|whose)$/i.test(t.text));
  if (terms.slice(1, at).some((t) => t.tags.includes('Verb'))) return false;
  let seenClauseVerb = false;
  for (let i = at + 1; i < terms.length; i++) {
    const tags = terms[i].tags;
    if (!tags.includes('Verb') || tags.includes('Gerund')) continue;
    if (!seenClauseVerb) {
      seenClauseVerb = true;
      continue;
    }
    let j = i - 1;
    while (j > at && /Adverb|Negative/.test(terms[j].tags.join()) && !/,/.test(terms[j].post)) j--;
    const before = terms[j];
    const joined =
      /,/.test(before.post) ||
      /^(?:and|or|but|to|who|that|not|never)$/i.test(before.text) ||
      before.tags.includes('Auxiliary') ||
      before.tags.includes('Modal');
    if (!joined) return false;
  }
  return seenClauseVerb;
}

/** Someone by their role ("the CEO", "the owner"). */
const ROLE =
  /^(?:CEO|CTO|CFO|COO|CMO|founder|co-founder|owner|manager|director|partner|head|person|engineer|doctor|nurse|teacher)$/i;

/** "… are mostly commuters.", "We work with small firms.": the sentence ends on whom. */
export function endsOnPeople(sentence: string): boolean {
  const last = taggedWords(sentence).at(-1);
  return (
    !!last &&
    (PEOPLE_OR_FIRMS.test(last.text) ||
      ROLE.test(last.text) ||
      (last.tags.includes('Plural') && last.tags.includes('Noun')))
  );
}

/** A sentence whose first words lean on people named before it ("By Christmas they had…", "A lot
 *  of them are nurses", "They're brilliant with animals"): it does not stand alone. */
export const leansOnSomeoneBefore = (sentence: string) => leaningOn(sentence) !== null;

const LEANING: readonly RegExp[] = [
  /^((?:[\p{L}\p{N}’'-]+,?\s+){0,3}?)(they|they['’]re|them|he|she|their|his|her)\b/iu,
  // "After six months with Maria his waste went down": a longer phrase of time first.
  /^((?:after|before|within|over|by|in|for)\s+(?:[\p{L}\p{N}’'-]+,?\s+){1,5}?)(they|he|she|their|his|her)\b/iu,
];

/** The words before the pronoun a sentence leans on, and the pronoun ("In the first year " and
 *  "their"); null when it stands alone. */
export function leaningOn(sentence: string): { before: string; pronoun: string } | null {
  for (const re of LEANING) {
    const m = re.exec(sentence);
    if (m) return { before: m[1], pronoun: m[2] };
  }
  return null;
}

/** "describe" → "describes", "reach" → "reaches", "dry" → "dries", "have" → "has": a verb's
 *  third person by its spelling. */
export function thirdPersonSpelling(plain: string): string {
  if (plain === 'have') return 'has';
  if (/[^aeiou]y$/.test(plain)) return `${plain.slice(0, -1)}ies`;
  return /(?:s|sh|ch|x|z|o)$/.test(plain) ? `${plain}es` : `${plain}s`;
}
