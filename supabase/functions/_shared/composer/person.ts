// Retelling in the third person: when a coach writes a client's story, "I grew up in El Paso"
// becomes "Dana grew up in El Paso" (the first time in a paragraph) and "she", "he" or "they"
// after that, as the client record says (they when not set); "we" (the speaker's company or team)
// becomes "they". Verbs agree: "I am" → "Dana is", "I work" → "Dana works" (compromise
// conjugates), "I was" → "she was" or "they were".
import nlpFull from 'compromise';
import type { Pronouns } from '../domain/pronouns.ts';
import { escapeRegExp, outsideQuotes, taggedWords, rememberedByText, thirdPersonSpelling } from './nlp.ts';
import { othersPronounNamed } from './kin.ts';

const SUBJECT_FORMS: Record<string, [named: string, they: string]> = {
  am: ['is', 'are'],
  was: ['was', 'were'],
  have: ['has', 'have'],
  do: ['does', 'do'],
  "don't": ["doesn't", "don't"],
  'don’t': ['doesn’t', 'don’t'],
  "wasn't": ["wasn't", "weren't"],
  'wasn’t': ['wasn’t', 'weren’t'],
};
const CONTRACTED: Record<string, [named: string, they: string]> = {
  "i'm": ['{n} is', "they're"],
  'i’m': ['{n} is', 'they’re'],
  "i've": ['{n} has', "they've"],
  'i’ve': ['{n} has', 'they’ve'],
  "i'll": ['{n} will', "they'll"],
  'i’ll': ['{n} will', 'they’ll'],
  "i'd": ["{n}'d", "they'd"],
  'i’d': ['{n}’d', 'they’d'],
  "we're": ["they're", "they're"],
  'we’re': ['they’re', 'they’re'],
  "we've": ["they've", "they've"],
  'we’ve': ['they’ve', 'they’ve'],
  "we'll": ["they'll", "they'll"],
  'we’ll': ['they’ll', 'they’ll'],
  "we'd": ["they'd", "they'd"],
  'we’d': ['they’d', 'they’d'],
};
export type { Pronouns };

interface PronounForms {
  subject: string;
  object: string;
  possessive: string;
  /** "theirs", "hers". */
  own: string;
  reflexive: string;
  /** "she was", "he works": the verb agrees as with a name. */
  singular: boolean;
}

const PRONOUN_FORMS: Record<Pronouns, PronounForms> = {
  they: { subject: 'they', object: 'them', possessive: 'their', own: 'theirs', reflexive: 'themself', singular: false },
  she: { subject: 'she', object: 'her', possessive: 'her', own: 'hers', reflexive: 'herself', singular: true },
  he: { subject: 'he', object: 'him', possessive: 'his', own: 'his', reflexive: 'himself', singular: true },
};

/** The teller's own words ("my", "mine", "myself") in their pronouns; the team's stay "their". */
const TELLER_OBJECT: Record<string, keyof PronounForms> = { my: 'possessive', mine: 'own', myself: 'reflexive' };

/** "I'd been baking": "had" before a past participle, else "would" ("I'd go back"). */
const HAD_AFTER = /^(?:been|had|done|gone|seen|never|already|always|just|\w+ed)$/i;

const OBJECT: Record<string, string> = {
  my: 'their',
  mine: 'theirs',
  myself: 'themself',
  our: 'their',
  ours: 'theirs',
  ourselves: 'themselves',
  we: 'they',
};

/** A word an object phrase ends on ("the London Marathon", "it"): "myself" after it is emphatic. */
const EMPHATIC_AFTER = /^(?:\p{Lu}[\p{L}'’-]*|it|this|that|them|everything|one|all)$/u;
/** Words that take "myself" as their object ("I send myself", "I taught myself"). */
const VERBISH =
  /^(?:I|send|sent|taught|teach|push|pushed|found|made|make|let|paid|pay|told|tell|asked|ask|introduced|hurt|forced|reminded|promised|gave|give|put|got|get)$/;

/** A sentence whose subject is a thing, not a person ("That kept us alive"). */
const IMPERSONAL_SUBJECT = /^(?:that|this|it|which|what|nothing|everything)\b/i;

/** The spoken words that are the teller (the words retold above). */
const TELLER_WORDS = /^(?:i|i['’]\w+|me|my|mine|myself)$/;

/** Words for people other than the teller: after one of them, "their" could be theirs. */
const PERSON =
  /^(?:he|she|him|her|his|hers|they|them|owners?|clients?|customers?|partners?|boss|managers?|ceo|cto|cfo|coo|founders?|team|staff|people|wife|husband|dad|mum|mom|mother|father|parents|friends?|sons?|daughters?|brothers?|sisters?|colleagues?|directors?|engineers|patients?|students?|buyers?|users?|guests?|employees?)$/i;

/** Groups spoken of as "they": beside a teller who is "they", the teller is said by name. */
const COLLECTIVE =
  /^(?:company|companies|firm|firms|agency|agencies|business|businesses|family|families|bank|banks|startup|startups|school|schools|hospital|council|government|brand|brands|clinic|clinics|group)$/i;

/** Words that open a clause of its own, or another subject, between two of the teller's verbs ("I
 *  said that the plan was wrong and I left", "I met Sarah and she hired me and I started"): the
 *  second "I" is kept. */
const CLAUSE_BETWEEN =
  /\b(?:that|which|who|whom|because|when|while|if|until|after|before|since|where|he|she|they|we|you)\b|[;:]/i;

/** Words that make a clause depend on another ("When I was there, I learned", "where I had …"). */
const SUBORDINATORS =
  'that|which|who|whom|because|when|while|if|until|after|before|since|where|once|as|though|although|unless';
/** A stretch of words with a dependent clause or a break in it. */
const SUBORDINATE = new RegExp(`\\b(?:${SUBORDINATORS})\\b|[;:,]`, 'i');
/** The one word before a subject that makes its clause depend on another. */
const SUBORDINATOR = new RegExp(`^(?:${SUBORDINATORS})$`, 'i');
/** Verbs of opinion after "I" ("I think it works, I mean …"): not a deed in a series. */
const OPINION = /^(?:think|thought|mean|meant|guess|know|knew|suppose|reckon|believe|feel|felt|hope|said|say)$/i;

/**
 * "I join the Monday meeting, I talk to the engineers, I go on sales calls": a series of the
 * same subject's deeds, each said with its own "I" (or "we"), the subject at `subjectAt`. Told,
 * the subject is said once ("Sam joins the Monday meeting, talks to the engineers and goes on
 * sales calls"); "they talk" beside a name would be someone else. Only when the first clause
 * is the sentence's own (nothing subordinate before it), the clause between holds no other
 * subject (a pronoun after a noun is a relative clause: "every boiler they had"), and the word
 * after this subject is a deed, not an opinion ("I think").
 */
function deedInSeries(words: string[], subjectAt: number, i: number, sentence: string, continuing: boolean): boolean {
  if (subjectAt < 0 || !/[^,],$/.test(words[i - 2] ?? '')) return false;
  // (Checked where the series began: what is before it now holds the series' commas.)
  if (!continuing && SUBORDINATE.test(words.slice(0, subjectAt).join(''))) return false;
  const between = words.slice(subjectAt + 1, i - 2);
  if (SUBORDINATE.test(between.join(''))) return false;
  if (OPINION.test(words[i + 2]?.replace(/[^\p{L}]/gu, '') ?? '')) return false;
  const tags = taggedWords(sentence);
  for (let at = 0; at < between.length; at++) {
    if (!/^(?:he|she|they|we|you|I|it)$/i.test(between[at])) continue;
    // Whether the word before this pronoun is a noun ("every boiler they had").
    const before = between[at - 2]?.toLowerCase() ?? '';
    if (!tags.some((t) => t.text.toLowerCase() === before && t.tags.includes('Noun'))) return false;
  }
  return true;
}

/** Between the teller's last mention (`from`, -1: none) and word `to`, someone else was named. */
function anotherPersonBetween(
  words: string[],
  from: number,
  to: number,
  retold: Set<number>,
  pronouns: Pronouns = 'they',
): boolean {
  for (let k = Math.max(0, from + 1); k < to; k++) {
    if (retold.has(k)) continue; // "we" retold as "they" is the teller's team
    const word = words[k].replace(/[^\p{L}'’]/gu, '');
    // Only words for people: a capitalised word may be a place ("grew up in El Paso, and my mother").
    if (PERSON.test(word) && !cannotBeTheTeller(word, pronouns)) return true;
    // "at a big solar company, they ran marketing": a company is "they" too.
    if (pronouns === 'they' && COLLECTIVE.test(word)) return true;
  }
  return false;
}

/** Within the few words after `at`, a "her" (for a "she" teller) or a "him" (for a "he" teller)
 *  that the speaker said of someone else: the teller's pronoun just before it would read as the same person. */
function sameGenderSoonAfter(words: string[], at: number, pronouns: Pronouns): boolean {
  const other = pronouns === 'she' ? /^(?:her|she|hers)$/i : pronouns === 'he' ? /^(?:him|he|his)$/i : null;
  if (!other) return false;
  for (let k = at + 2; k < Math.min(words.length, at + 12); k += 2) {
    const word = words[k].replace(/[^\p{L}]/gu, '');
    if (other.test(word)) return true;
    if (/[,.;:!?]$/.test(words[k])) return false;
  }
  return false;
}

/** Words for a woman, and for a man: "he" after "she knew" can only be the teller. */
const FEMALE = /^(?:she|her|hers|wife|mum|mom|mother|sister|daughter|aunt|grandmother|girlfriend)$/i;
const MALE = /^(?:he|him|his|husband|dad|father|brother|son|uncle|grandfather|boyfriend)$/i;

/** Whether a word for someone else could not be read as the teller's pronoun ("she" when the
 *  teller is "he"), so the pronoun after it stays clear. "They" can be anyone. */
function cannotBeTheTeller(word: string, pronouns: Pronouns): boolean {
  if (pronouns === 'he') return FEMALE.test(word);
  if (pronouns === 'she') return MALE.test(word);
  return false;
}

const IRREGULAR_KEEP =
  /^(?:can|could|will|would|shall|should|may|might|must|then|had|did|didn't|didn’t|couldn't|couldn’t|\w+ed)$/i;

/** compromise's forms of a verb, worked out once per word (a story asks about the same verbs often). */
const conjugations = new Map<string, { PresentTense?: string; PastTense?: string } | undefined>();
function formsOf(verb: string) {
  if (!conjugations.has(verb)) {
    if (conjugations.size > 2_000) conjugations.clear();
    conjugations.set(verb, nlpFull(verb).verbs().conjugate()[0] as { PresentTense?: string; PastTense?: string });
  }
  return conjugations.get(verb);
}

function presentThird(verb: string): string {
  const forms = formsOf(verb);
  if (forms?.PresentTense && forms.PresentTense !== verb) return forms.PresentTense;
  // Words the tagger does not know as verbs ("dry", "close"): the spelling rules.
  return thirdPersonSpelling(verb);
}

/** Whether `verb` could be a past form as it stands ("put", "set", "read"): then a sentence told
 *  in the past keeps it; "fix" or "eat" can only be present, so they agree with the name. */
function maybePast(verb: string): boolean {
  const forms = formsOf(verb);
  return !forms?.PastTense || forms.PastTense.toLowerCase() === verb.toLowerCase();
}

/** "has got six engineers" → "has six engineers", the "has" (or "have") at `at`; "has got to" stays. */
function withoutGot(words: string[], at: number): void {
  if (words[at + 2] === 'got' && !/^to$/i.test(words[at + 4] ?? '')) [words[at + 1], words[at + 2]] = ['', ''];
}

/** "cut, stamp and wrap": the verbs of a list of deeds from `from` on (one word each), or []. */
function seriesOfVerbs(words: string[], from: number): number[] {
  const at = [from];
  let i = from;
  while (/^[a-z]+,$/.test(words[i] ?? '')) {
    i += 2;
    if (!/^[a-z]+,?$/.test(words[i] ?? '')) return [];
    at.push(i);
  }
  // The last one after "and": "… stamp and wrap".
  if (at.length < 2 || words[i + 2] !== 'and' || !/^[a-z]+[,.]?$/.test(words[i + 4] ?? '')) return [];
  return [...at, i + 4];
}

/** A list of deeds one of which can only be present ("stamp", not "cut"): the list is present. */
function presentSeries(words: string[], from: number): boolean {
  const verbs = seriesOfVerbs(words, from).map((i) => words[i].replace(/[^\p{L}]/gu, ''));
  const known = verbs.filter((v) => formsOf(v) !== undefined);
  return known.length >= 2 && known.some((v) => !maybePast(v));
}

/** "Lena eats there and talk to the owner": the verb after "and" agrees with the name too. */
function agreeAfterAnd(words: string[], from: number): void {
  for (let i = from + 1; i < words.length - 2; i++) {
    if (/[,.;:!?]/.test(words[i])) return;
    if (words[i].toLowerCase() !== 'and') continue;
    const next = words[i + 2]?.replace(/[^\p{L}]/gu, '') ?? '';
    if (!/^[a-z]+$/.test(next) || /s$/.test(next) || IRREGULAR_KEEP.test(next)) return;
    // A verb, not a noun ("and talk to the owner", not "and fridge repairs"): a word that can be
    // a verb, followed by what follows a verb.
    const after = words[i + 4]?.toLowerCase().replace(/[^\p{L}]/gu, '') ?? '';
    const verbLike = /^(?:to|the|a|an|with|for|on|in|at|it|them|their|every|each|our|my|up|out|about|back|all)$/.test(
      after,
    );
    if (verbLike && formsOf(next) !== undefined && !maybePast(next))
      words[i + 2] = words[i + 2].replace(next, presentThird(next));
    return;
  }
}

const match = (word: string, out: string) =>
  word[0] === word[0].toUpperCase() && word[0] !== word[0].toLowerCase() ? out[0].toUpperCase() + out.slice(1) : out;

/**
 * "I thought, someone has to fix bikes…" or "My mentor said, you charge too little": a thought or
 * words reported after a comma. Retold, the teller's words stay theirs, in quotes ("Priya thought:
 * “Someone has to fix bikes for people like me.”"); "people like Priya" would put the coach's
 * words in the client's head. Not when a short phrase follows the comma ("I thought, at first,
 * that…"), which is the sentence going on, not a quote.
 */
const REPORTED =
  /^(.*?\b(?:thought|said(?: to (?:me|us))?|says|told (?:myself|me|us|him|her|them)|asked (?:myself|me|us)|kept thinking|wondered)),\s+(?!(?:and|but|so|because|which|who|that)\b)(?!(?:\S+\s+){0,2}\S+,)(.+)$/i;
/** Someone other than the teller, spoken of as he, she or they. */
const OTHERS = /\b(?:he|she|him|her|his|they|them|their)\b/i;

/** "She was spending, she told me, about five hours": the words are reported inside the
 *  sentence, not quoted after it. */
const PARENTHETICAL = /,\s*(?:he|she|they|I|we|\p{Lu}\p{Ll}+)\s+(?:thought|said|says|told \w+)$/iu;
/** "I said, I'll help you …": the words that will be quoted, where they start; -1 for none. */
export function reportedWordsAt(sentence: string): number {
  const reported = REPORTED.exec(sentence);
  return reported && !PARENTHETICAL.test(reported[1]) ? sentence.length - reported[2].length : -1;
}

/** "She said to me, Kwame, I forgot…": the name the speaker was called is not part of the quote. */
const VOCATIVE = /(\b(?:said|says|told (?:me|us)|asked (?:me|us))(?: to (?:me|us))?),\s+(\p{Lu}\p{Ll}+),\s+(?=\p{L})/u;

/**
 * In a story told in the first person, what someone else said after a comma is quoted, so its
 * "I" is theirs: "She said to me, Kwame, I forgot cleaning was a problem" → "She said to me:
 * “Kwame, I forgot cleaning was a problem.”" The teller's own thoughts stay as spoken.
 */
export function quoteWhatOthersSaid(sentence: string): string {
  const name = VOCATIVE.exec(sentence)?.[2];
  const reported = REPORTED.exec(sentence.replace(VOCATIVE, '$1, '));
  if (!reported || PARENTHETICAL.test(reported[1])) return sentence;
  // "I thought, …", "we said, …": the teller's own words.
  if (/\b(?:I|we)\s+(?:\w+\s+)?(?:thought|said|says|told \w+|asked \w+|kept thinking|wondered)$/i.test(reported[1]))
    return sentence;
  return `${reported[1]}: ${quoted(name ? `${name}, ${reported[2]}` : reported[2])}`;
}

function quoted(words: string): string {
  const text = words.trim().replace(/^["“]|["”]$/g, '');
  const ended = /[.!?]$/.test(text) ? text : `${text}.`;
  return `“${ended[0].toUpperCase()}${ended.slice(1)}”`;
}

/**
 * One paragraph's sentences in the third person. `name` is used once, at the first "I" or "my"
 * of the paragraph; "they" after that. `story` carries, across paragraphs, whether "we" was named.
 */
export function toThirdPerson(
  sentences: string[],
  name: string,
  story: { team: boolean } = { team: false },
  pronouns: Pronouns = 'they',
  /** A co-founder who answers too: the first "we" is the two of them by name, not "the team". */
  partner: string | null = null,
): string[] {
  const own = PRONOUN_FORMS[pronouns];
  // "I" is named once a paragraph, "we" once a story ("Dana and the team"); "they" after that.
  let named = false;
  /** The sentence being retold said "we": the teller's next "I" is named, not "they". */
  let spokeAsTeam = false;
  /** Someone else's words were just quoted ("My mum said: “…”"): the teller's next "I" is named. */
  let afterWordsOfOthers = false;
  /** One of the last two spoken sentences called someone else "they": the next "we" is named. */
  let othersWereThey = false;
  // Words in quotation marks are someone's own ("Maria said: “I got my evenings back.”"): never retold.
  const retell = (sentence: string): string => outsideQuotes(sentence, (words) => retellWords(words));
  const retellWords = (sentence: string): string => {
    if (!/\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves)\b|\b(?:I|we)['’]/i.test(sentence)) return sentence;
    const words = sentence.split(/(\s+)/);
    /** Where this sentence last spoke of the teller, -1: not yet; the words retold so far. */
    let tellerAt = -1;
    /** Where the teller was last the subject ("I"), and whether named there; where "we" was. */
    let subjectAt = -1;
    let subjectNamed = false;
    /** The sentence's own subject: its first "I" that nothing subordinate comes before. */
    let mainAt = -1;
    let mainNamed = false;
    let teamAt = -1;
    const retold = new Set<number>();
    /** Where a subject said again in a series went: the last one is joined by "and". */
    const series: number[] = [];
    for (let i = 0; i < words.length; i++) {
      const raw = words[i];
      const m = /^(["“(]*)([\p{L}'’]+)([^\p{L}]*)$/u.exec(raw);
      if (!m) continue;
      const [, pre, word, post] = m;
      const lower = word.toLowerCase();
      let out: string | null = null;
      if (lower in CONTRACTED) {
        const [n, t] = CONTRACTED[lower];
        const teller = lower.startsWith('i');
        const next = words[i + 2]?.replace(/[^\p{L}'’]/gu, '') ?? '';
        // "I'd been baking": "Maria had been baking", not "Maria'd".
        const would = /^i['’]d$/.test(lower) ? (HAD_AFTER.test(next) ? 'had' : 'would') : null;
        if (teller && !named) out = would ? `${name} ${would}` : n.replace('{n}', name);
        // "they're" → "she's", "they've" → "he's", "they'll" → "she'll".
        else if (teller && own.singular) out = own.subject + t.slice('they'.length).replace(/(?<=['’])(?:re|ve)$/, 's');
        else out = t;
        if (teller) named = true;
        // "I've got six engineers": "Marco has six engineers".
        if (/^i['’]ve$/.test(lower) && /\bhas$/.test(out)) withoutGot(words, i);
        out = i === 0 || /[.!?]\s*$/.test(words.slice(0, i).join('')) ? match('X', out) : out;
      } else if (word === 'I') {
        let nextIndex = i + 2;
        if (/^(?:only|never|also|still|just|always|really|often|usually)$/i.test(words[nextIndex] ?? ''))
          nextIndex += 2;
        const next = words[nextIndex]?.replace(/[^\p{L}'’]/gu, '') ?? '';
        // "By Christmas I had six clinics and I quit my job": the second "I" goes ("… and quit
        // their job"), its verb agreeing with the first; "they quit" would be the clinics.
        const inSeries = teamAt < subjectAt && deedInSeries(words, subjectAt, i, sentence, series.length > 0);
        const afterAnd = /^(?:and|but)$/i.test(words[i - 2] ?? '');
        // "I left a chain practice where I had eleven minutes, and I opened …" or "I eat there
        // before I post a thing, and I report …": after a comma, "and" goes back to the sentence's
        // own subject, past the clause that depends on it.
        const backToMain =
          afterAnd &&
          mainAt >= 0 &&
          mainAt < subjectAt &&
          teamAt < mainAt &&
          SUBORDINATOR.test(words[subjectAt - 2] ?? '') &&
          /,$/.test(words[i - 4] ?? '');
        const elided =
          inSeries ||
          backToMain ||
          (subjectAt >= 0 &&
            teamAt < subjectAt &&
            afterAnd &&
            !SUBORDINATOR.test(words[subjectAt - 2] ?? '') &&
            !CLAUSE_BETWEEN.test(words.slice(subjectAt + 1, i - 2).join('')));
        if (backToMain) subjectNamed = mainNamed;
        if (inSeries) series.push(i);
        // After "we" or someone else in the same sentence ("My wife thought I was crazy"), "they"
        // would be them: the teller by name.
        const useName: boolean = elided
          ? subjectNamed
          : !named ||
            afterWordsOfOthers ||
            // "and I never even asked her" of a "she" teller: "she … her" would be one woman.
            sameGenderSoonAfter(words, i, pronouns) ||
            // "they" after "we" would be the team; "she" and "he" cannot be.
            (teamAt > subjectAt && !own.singular) ||
            anotherPersonBetween(words, tellerAt, i, retold, pronouns) ||
            anotherPersonBetween(words, subjectAt, i, retold, pronouns);
        named = true;
        afterWordsOfOthers = false;
        const subject = useName ? name : own.subject;
        // A name, "she" and "he" take the verb a name takes ("she was", "he works").
        const singular = useName || own.singular;
        const form = SUBJECT_FORMS[next.toLowerCase()];
        if (form && words[nextIndex]) {
          words[nextIndex] = words[nextIndex].replace(next, form[singular ? 0 : 1]);
          // "I have got six engineers" (a formal tone's "I've got"): "Marco has six engineers".
          if (/^have$/i.test(next)) withoutGot(words, nextIndex);
        } else if (singular && presentSeries(words, nextIndex)) {
          // "Then I cut, stamp and wrap every bar": "stamp" can only be present, so all three are.
          for (const at of seriesOfVerbs(words, nextIndex)) {
            const verb = words[at].replace(/[^\p{L}]/gu, '');
            words[at] = words[at].replace(verb, presentThird(verb));
          }
        } else if (singular && next && !IRREGULAR_KEEP.test(next) && /^[a-z]+$/.test(next)) {
          const terms = taggedWords(sentence);
          const tags = terms.find((t) => t.text.toLowerCase() === next.toLowerCase())?.tags ?? [];
          const past =
            terms.some((t) => t.tags.includes('PastTense')) ||
            /\b(?:later|ago|then|in (?:19|20)\d\d)\b/i.test(sentence);
          if (tags.includes('Verb') && !tags.includes('PastTense') && (!past || !maybePast(next))) {
            words[nextIndex] = words[nextIndex].replace(next, presentThird(next));
            agreeAfterAnd(words, nextIndex);
          }
        }
        const opensSentence = i === 0 || /[.!?]\s*$/.test(words.slice(0, i).join(''));
        out = opensSentence || subject === name ? match('X', subject) : subject;
        if (subject === own.subject && i !== 0 && !/[.!?]\s*$/.test(words.slice(0, i).join(''))) out = own.subject;
        if (elided) {
          out = '';
          if (inSeries) subjectAt = i;
          else series.length = 0; // "…, and I …": the series has its "and" already
        }
        // ", I think," said in passing is not who does what the sentence goes on to say.
        else if (!/^\w+,$/.test(words[nextIndex] ?? '')) {
          [subjectAt, subjectNamed] = [i, useName];
          if (mainAt < 0 && !SUBORDINATE.test(words.slice(0, i).join(''))) [mainAt, mainNamed] = [i, useName];
        }
      } else if (
        lower === 'us' &&
        /^(?:saved|saves|cost|costs|earned|earns|made|makes|paid|pays|lost|loses)$/i.test(words[i - 2] ?? '')
      ) {
        // "That script saved us $60,000": "us" is the company the teller worked for, not the teller.
        out = 'the company';
      } else if (lower === 'us' && teamAt >= 0 && !anotherPersonBetween(words, teamAt, i, retold, pronouns)) {
        // "If we get it wrong, that's on us": the "us" of the "we" just retold is them too.
        out = 'them';
      } else if (lower === 'us' && story.team && IMPERSONAL_SUBJECT.test(sentence) && !OTHERS.test(sentence)) {
        // "That kept us alive" once the team is named: "us" is them, not the teller alone
        // ("Lisa gave us …" keeps the name: "them" could be anyone the sentence names).
        out = 'them';
      } else if (lower === 'me' || lower === 'us') {
        // "They call us", "He told me": the teller by name, unless the sentence named them already.
        const namedHere = sentence.includes(name) || words.slice(0, i).join('').includes(name);
        // "Then she called me again" after the paragraph named him: "him" cannot be her.
        const clear = namedHere || (named && own.singular && lower === 'me');
        out =
          clear && !anotherPersonBetween(words, tellerAt, i, retold, pronouns)
            ? lower === 'me'
              ? own.object
              : 'them'
            : name;
      } else if (
        (lower === 'my' && (!named || anotherPersonBetween(words, tellerAt, i, retold, pronouns))) ||
        // "Our customers are office managers" opening a paragraph: whose customers, by name.
        (lower === 'our' && !named && !story.team && tellerAt < 0)
      ) {
        // "…, so the owner always has my phone number": "their" would be the owner's.
        named = true;
        out = `${name}’s`;
      } else if (
        lower === 'myself' &&
        !own.singular &&
        i >= 2 &&
        EMPHATIC_AFTER.test(words[i - 2] ?? '') &&
        !VERBISH.test(words[i - 2])
      ) {
        // "I ran the London Marathon myself": "myself" only stresses who did it; "Sam ran the London
        // Marathon themself" reads wrong, so it goes (a reflexive object, "taught myself", stays;
        // "herself" and "himself" read as spoken).
        out = '';
      } else if (lower in OBJECT) {
        out = match(word, lower in TELLER_OBJECT ? (own[TELLER_OBJECT[lower]] as string) : OBJECT[lower]);
        if (lower === 'we') {
          // The first "we" of a paragraph names who it is: "Dana and the team" (a plural subject,
          // so the verb stays as spoken).
          // Not once the sentence has named them ("Dr. Patel told Kwame they were the first").
          if (!named && !story.team && !sentence.includes(name) && !words.slice(0, i).join('').includes(name)) {
            story.team = true;
            out = `${name} and ${partner ?? 'the team'}`;
            // "Maria and the team do a tasting, she brings six breads": named, and "she" cannot
            // be the team ("they" could).
            if (own.singular) named = true;
          } else if (
            teamAt < 0 &&
            (othersWereThey || words.slice(0, i).some((w) => /^they(?:['’]\p{L}+)?$/iu.test(w)))
          ) {
            // "If they have a meeting, we practise it": "they" is someone else already; so it is
            // after "the customer never knows what they'll pay" a sentence or two before.
            out = `${name} and ${partner ?? 'the team'}`;
          }
          // "We surveyed every boiler, we replaced the worst": "we" once, as "I" is.
          if (teamAt > subjectAt && deedInSeries(words, teamAt, i, sentence, series.length > 0)) {
            out = '';
            series.push(i);
          } else if (
            series.length > 0 &&
            teamAt > subjectAt &&
            /^(?:and|but)$/i.test(words[i - 2] ?? '') &&
            !CLAUSE_BETWEEN.test(words.slice(teamAt + 1, i - 2).join(''))
          ) {
            // "…, we replaced the worst, and we put the rest …": the series ends with its own "and".
            out = '';
            series.length = 0;
          }
          teamAt = i;
          spokeAsTeam = true;
          const nextIndex = i + 2;
          const next = words[nextIndex]?.replace(/[^\p{L}'’]/gu, '') ?? '';
          if (/^(?:was|wasn['’]t)$/i.test(next)) words[nextIndex] = words[nextIndex].replace(/was/i, 'were');
        }
      }
      if (out !== null) {
        words[i] = `${pre}${out}${post}`;
        retold.add(i);
        if (TELLER_WORDS.test(lower)) tellerAt = i;
      }
    }
    const last = series.at(-1);
    if (last !== undefined) {
      words[last - 2] = words[last - 2].replace(/,$/, '');
      words[last] = 'and';
    }
    return words
      .join('')
      .replace(/\s{2,}/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1');
  };
  // "I'm Tomás, I'm an accountant by training": the story names them; "Tomás is Tomás" it must not say.
  const introduction = new RegExp(
    `^(?:I['’]m|I am|my name['’]?s|my name is)\\s+${escapeRegExp(name)}(?:\\s+\\p{Lu}[\\p{L}'’-]+)?\\s*[,.;]\\s*`,
    'iu',
  );
  const before: string[] = [];
  const saysThey = (spoken: string | undefined) =>
    /\b(?:they|them|their)\b/i.test((spoken ?? '').replace(/["“][^"”]*["”]/g, ''));
  const told: string[] = [];
  const teamNamed = new RegExp(`\\b${escapeRegExp(name)} and ${escapeRegExp(partner ?? 'the team')}\\b`);
  return sentences.map((spoken) => {
    // (Not after a sentence that named the team: "they" is the team again then.)
    othersWereThey = !teamNamed.test(told.at(-1) ?? '') && (saysThey(before.at(-1)) || saysThey(before.at(-2)));
    const out = retold(spoken);
    told.push(out);
    return out;
  });
  function retold(spoken: string): string {
    const sentence = othersPronounNamed(spoken.replace(introduction, ''), before.join(' '), pronouns);
    before.push(spoken);
    if (sentence.trim() === '') return ''; // "My name is Tomás Ortega." says nothing the story does not
    // After a sentence about someone else ("the company she worked for, they let her go"), the
    // teller's next "I" is said by name: "they" would be the company.
    const unquoted = sentence.replace(/["“][^"”]*["”]/g, '');
    // Someone else in the sentence whom the teller's pronoun could be mistaken for.
    const others = (unquoted.match(new RegExp(OTHERS.source, 'gi')) ?? []).some((w) => !cannotBeTheTeller(w, pronouns));
    const reported = REPORTED.exec(sentence.replace(VOCATIVE, '$1, '));
    spokeAsTeam = false;
    if (!reported || PARENTHETICAL.test(reported[1])) {
      const told = retell(sentence);
      // "The first year we made ninety thousand." then "I paid myself nothing.": "they paid" would
      // be the team.
      // "I sit inside the company. I join …": after a sentence that ends on a company, a teller who
      // is "they" is named again (the next "they" would be the company's).
      const endsOnGroup = pronouns === 'they' && COLLECTIVE.test(/(\p{L}+)[^\p{L}]*$/u.exec(unquoted)?.[1] ?? '');
      if (others || spokeAsTeam || endsOnGroup) named = false;
      return told;
    }
    // Whose words they are is said by name: "they thought: “…like me.”" leaves it open; and
    // after someone else's words the teller is named again ("Dad said … Marco answered …").
    named = false;
    const told = `${retell(reported[1])}: ${quoted(reported[2])}`;
    afterWordsOfOthers = !/^\s*I\b/.test(reported[1]);
    return told;
  }
}

/** "he" or "she" for a first name the tagger knows as a man's or a woman's, else null. */
export const pronounsOfName = rememberedByText(taggedPronouns, (pronouns) => pronouns);

function taggedPronouns(name: string): Pronouns | null {
  const doc = nlpFull(name.charAt(0).toUpperCase() + name.slice(1));
  return doc.has('#MaleName') ? 'he' : doc.has('#FemaleName') ? 'she' : null;
}

/**
 * A second speaker's own words told in the third person, in an interview of two (co-founders):
 * "I had a cart and no plan" → "Jon had a cart and no plan". Only their "I", "me" and "my": "we"
 * is both of theirs, and the story tells it as it tells the teller's.
 */
export function retellAs(sentence: string, name: string): string {
  const kept: string[] = [];
  const masked = sentence.replace(
    /\b(?:we|we['’](?:re|ve|ll|d)|us|our|ours|ourselves)\b/gi,
    (w) => `⟦${kept.push(w) - 1}⟧`,
  );
  return toThirdPerson([masked], name)[0].replace(/⟦(\d+)⟧/g, (_, i: string) => kept[Number(i)]);
}
