// The facts a story is sold on, found in what a person said: amounts ("$180,000 a month"),
// percentages, counts, durations, before/after pairs ("$92,000 → $41,000", "from 81% to 96%"),
// time frames ("in six weeks", "Q1") and the names of people and companies. Numbers are read
// with patterns (compromise splits "$180,000 a month" and keeps the full stop of "96%."); the
// names come from compromise's people and organisations.
import nlpFull from 'compromise';
import { kinMeant, pronounWithNoOneBefore } from './kin.ts';
import { leaningOn, splitSentences } from './nlp.ts';
import { capitalise } from './tones.ts';

export type FactKind = 'change' | 'amount' | 'percent' | 'count' | 'duration' | 'timeframe' | 'person' | 'organization';

export interface Fact {
  kind: FactKind;
  /** The words as written in the source, e.g. "$92,000 to $41,000" or "$180,000 a month". */
  text: string;
  /** The sentence it was found in (where it came from). */
  sentence: string;
  /** For a change: the two ends as written. */
  before?: string;
  after?: string;
}

/** Where someone ended up, said as such: "Now she spends …", "Last year he spent …", "In the end …". */
export const ENDED_UP =
  /\b(?:now(?! that\b)|today|these days|since(?: then)?|by the end|afterwards|in the end|went on to|ended up|last year|this year)\b/i;

/** "After a month she sent me a photo of his arms, completely clear": a sentence that opens on the
 *  time since the work began, where it stood after a while. */
export const AFTER_A_WHILE =
  /^After (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) (?:days?|weeks?|months?|years?|sessions?)\b/i;

/** Verbs that report an outcome: "passed the inspection", "hit 96%", "doubled", "went from …". */
export const RESULT_VERB =
  /\b(?:passed|won|hit|reached|landed|finished|doubled|tripled|halved|saved|earned|gained|grew|signed|renewed|went (?:from|up|down)|got the)\b/i;

/** How much a kind of fact proves: a before/after result beats a bare amount, which beats a date. */
export const FACT_WEIGHT: Readonly<Record<FactKind, number>> = {
  change: 6,
  amount: 4,
  percent: 4,
  count: 2,
  duration: 1,
  timeframe: 1,
  person: 1,
  organization: 1,
};

const WORD_NUMBER =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|a dozen|a few|a couple of|several|half a|a|an)';
const WORD_NUMBERS = `${WORD_NUMBER}(?:[\\s-]+(?:and\\s+)?${WORD_NUMBER})*`;
// A comma only between thousands: "60, and" is 60 and a clause.
const DIGITS = '(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
const SCALE = '(?:\\s?(?:[kKmMbB]n?|million|billion|thousand|bn)\\b)?';
const PER =
  '\\s?(?:\\/|an? |per |each |every )\\s?(?:month|mo|year|yr|week|day|hour|quarter|client|customer|user|head)\\b';
const RATE = `(?:${PER})?`;
/** A number said in words ("ninety thousand", "twenty-two"), never "a" or "a few" alone. */
const SPOKEN_NUMBER =
  '(?:(?:a\\s)?(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion)(?:[\\s-]+(?:and\\s+)?(?:one|two|three|four|five|six|seven|eight|nine|hundred|thousand|million|billion))*)';
const MONEY = `(?:[$€£¥]\\s?${DIGITS}${SCALE}|(?:${DIGITS}${SCALE}|\\b${SPOKEN_NUMBER})\\s?(?:dollars|euros|pounds|USD|EUR|GBP)\\b)${RATE}`;
const PERCENT = `(?:${DIGITS}|\\b${SPOKEN_NUMBER})\\s?(?:%|percent\\b|per cent\\b|percentage points?\\b)`;
const UNIT = '(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|quarters?)';
const DURATION = `(?:${DIGITS}|${WORD_NUMBERS})\\s?-?\\s?${UNIT}\\b`;
const PLAIN = `${DIGITS}${SCALE}(?:\\s?[xX]\\b)?`;
/** One end of a change: money, a percentage, a duration or a plain number (with its unit word). */
const QUANTITY = `(?:${MONEY}|${PERCENT}|${DURATION}|${PLAIN}(?:${PER}|\\s[a-z]+)?)`;
/** "from about 4 a month": a change's ends may be approximate. */
const ABOUT = '(?:(?:about|around|roughly|nearly|almost|maybe|just over|just under|over|under)\\s+)?';

const CHANGE_PATTERNS = [
  new RegExp(`\\bfrom\\s+${ABOUT}(${QUANTITY})\\s+(?:down\\s+|up\\s+)?to\\s+${ABOUT}(${QUANTITY})`, 'giu'),
  new RegExp(`(${QUANTITY})\\s*(?:→|->|=>|➜|⟶|—>|to)\\s*(${QUANTITY})`, 'giu'),
];
/** Units a size is measured in: "five metres of patio" is no count of anything ("two miles" and
 *  "ten kilos" stay: how far a patient runs or what a client lost is a result). */
const MEASURE = '(?:metres|meters|centimetres|centimeters|feet|inches|yards|acres|hectares)\\b';
const SMALL_FAMILY =
  /^(?:[1-4]|one|two|three|four)\s+(?:\p{Ll}+\s)?(?:kids|children|teenagers|teens|sons|daughters|brothers|sisters|grandchildren|grandkids|dogs|cats)$/iu;
const DISTANCE =
  /\s(?:\p{Ll}+\s)?(?:streets|doors|blocks|miles|houses|stops|kilometres|kilometers|minutes|hours|roads)$/iu;
const LIST_WORD = /\s(?:kinds|types|sorts|groups|things|ways|reasons|parts|points|ideas)$/i;
const SIMPLE: [FactKind, RegExp][] = [
  ['amount', new RegExp(MONEY, 'giu')],
  ['percent', new RegExp(PERCENT, 'giu')],
  // Not "one day he asked": a day in a story, no span of time.
  ['duration', new RegExp(`\\b(?!one day,? (?:I|we|he|she|they|my|our|his|her|their)\\b)${DURATION}`, 'giu')],
  [
    'timeframe',
    /\b(?:Q[1-4](?:\s(?:19|20)\d{2})?|(?:in|by|since|until|before|after|early|late|mid)\s(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s(?:19|20)\d{2})?|(?:19|20)\d{2})|(?:19|20)\d{2})\b/giu,
  ],
  ['count', /\b\d+(?:\.\d+)?[xX]\b/gu],
  [
    'count',
    new RegExp(
      `\\b(?:${DIGITS}${SCALE}|(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)(?:[\\s-](?:hundred|thousand|million))*)\\s(?:\\p{Ll}{3,}\\s)?(?!${MEASURE})(?:\\p{Ll}{3,}s|people|staff|children|women|men)\\b`,
      'giu',
    ),
  ],
];

/** Company names compromise misses: capitalised words ending in a word companies are named with. */
const ORGANIZATION =
  /\b(?:[A-Z][\w&'’-]*\s){1,3}(?:Inc|Ltd|LLC|GmbH|Corp|Co|Group|Labs|Studio|Studios|Agency|Partners|Dental|Clinic|Bakery|Bank|Capital|Health|Logistics|Consulting|Systems|Software|Analytics|Foods|Media|Ventures)\b\.?/gu;

const clean = (s: string) => s.trim().replace(/[\s,.;:]+$/u, '');

function overlaps(taken: [number, number][], start: number, end: number): boolean {
  return taken.some(([a, b]) => start < b && end > a);
}

/** The numeric facts of one sentence, longest first (a change hides the amounts inside it). */
function numericFacts(sentence: string): Fact[] {
  const facts: Fact[] = [];
  const taken: [number, number][] = [];
  for (const re of CHANGE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
      const before = clean(m[1]);
      const after = clean(m[2]);
      // "5 to 10 people" with no unit on either side is a range, not a result; a bare "to" between
      // two plain numbers needs a verb of change nearby.
      const arrow = /→|->|=>|➜|⟶|—>/.test(m[0]) || /\bfrom\s/i.test(m[0]);
      const changeVerb =
        /\b(?:cut|went|grew|rose|fell|dropped|drop|reduc|increas|doubl|tripl|rais|lift|boost|improv|brought|took|slash|shrank|jump|climb|moved)\w*/i.test(
          sentence,
        );
      if (!arrow && !changeVerb) continue;
      if (!/\d/.test(before + after) && !/\d/.test(m[0])) continue;
      if (overlaps(taken, m.index, m.index + m[0].length)) continue;
      taken.push([m.index, m.index + m[0].length]);
      facts.push({ kind: 'change', text: clean(m[0]), sentence, before, after });
    }
  }
  for (const [kind, re] of SIMPLE) {
    re.lastIndex = 0;
    for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
      const text = clean(m[0]);
      if (!text || overlaps(taken, m.index, m.index + text.length)) continue;
      // "a day", "an hour" alone are not facts worth keeping.
      if (kind === 'duration' && /^(?:a|an|half a)\s/i.test(text) && !/\d/.test(text)) continue;
      // "two kids", "three dogs": who is in a family, not a number anything is measured by.
      if (kind === 'count' && SMALL_FAMILY.test(text)) continue;
      // "two streets from here", "three doors away": how far, not a number of anything.
      if (kind === 'count' && DISTANCE.test(text) && /^\s+(?:from|away)\b/i.test(sentence.slice(m.index + text.length)))
        continue;
      // "two kinds", "three things": how a list is cut, not a number of anything.
      if (kind === 'count' && LIST_WORD.test(text)) continue;
      taken.push([m.index, m.index + text.length]);
      facts.push({ kind, text, sentence });
    }
  }
  return facts;
}

/** Every fact in a text, in the order found, each with the sentence it came from. */
export function findFacts(text: string): Fact[] {
  const sentences = splitSentences(text);
  const facts = sentences.flatMap(numericFacts);
  if (!/\p{Lu}/u.test(text)) return facts;
  const doc = nlpFull(text);
  const seen = new Set<string>();
  const named = (kind: 'person' | 'organization', list: string[]) => {
    for (const raw of list) {
      const name = raw.replace(/^[\s"'“‘(]+|[\s"'”’),.;:!?]+$/gu, '').replace(/['’]s$/u, '');
      if (name.length < 2 || seen.has(name) || !/^\p{Lu}/u.test(name)) continue;
      seen.add(name);
      const sentence = sentences.find((s) => s.includes(name)) ?? '';
      facts.push({ kind, text: name, sentence });
    }
  };
  named('person', doc.people().out('array') as string[]);
  named('organization', [
    ...(doc.organizations().out('array') as string[]),
    ...[...text.matchAll(ORGANIZATION)].map((m) => m[0]),
  ]);
  return facts;
}

/** The numeric facts of one sentence (no names: cheap enough to run on every sentence). */
export function sentenceFacts(sentence: string): Fact[] {
  return numericFacts(sentence);
}

/** How much proof a sentence carries: the weights of its numeric facts. */
export function proofScore(sentence: string): number {
  return numericFacts(sentence).reduce((n, f) => n + factWeight(f), 0);
}

/** What one fact proves: time counted by a period ("five hours a week") weighs like an amount. */
export function factWeight(fact: Fact): number {
  return fact.kind === 'duration' && unitOf(fact) !== 'time/once' ? FACT_WEIGHT.amount : FACT_WEIGHT[fact.kind];
}

/** True when the sentence has a hard number: an amount, a percentage, a count, a change or time
 *  counted by a period. */
export function hasHardNumber(sentence: string): boolean {
  // Time counted by the week or the month is measured ("five hours a week"); "six weeks" is a span.
  return numericFacts(sentence).some(
    (f) => f.kind !== 'timeframe' && (f.kind !== 'duration' || unitOf(f) !== 'time/once'),
  );
}

/** The one person a text names in full ("Lisa Chen", also called "Lisa"), or null when it names
 *  none or several: who "she" is when a sentence is told away from the one that named her. */
export function onlyPersonNamed(text: string): string | null {
  // Asked again and again of one story's text (each "she" of it, by the proof ranking, the posts
  // and the numbers): the full parse runs once per text.
  if (lastPersonNamed?.text === text) return lastPersonNamed.name;
  const name = personNamedIn(text);
  lastPersonNamed = { text, name };
  return name;
}

let lastPersonNamed: { text: string; name: string | null } | null = null;

function personNamedIn(text: string): string | null {
  const people = [
    ...new Set(
      findFacts(text)
        .filter((f) => f.kind === 'person')
        .map((f) => f.text),
    ),
  ];
  const full = people.filter((n) => !people.some((m) => m !== n && m.startsWith(`${n} `)));
  return full.length === 1 && full[0].includes(' ') ? full[0] : null;
}

/** "She was spending …" told where "she" was not named: the one person `context` names in full
 *  ("Lisa Chen was spending …"); else the sentence as it is. */
export function withTheNamedPerson(sentence: string, context: string): string {
  const opening = /^(She|He)\b/.exec(sentence);
  if (opening) {
    const name = onlyPersonNamed(context) ?? capitalise(kinMeant(sentence, context, opening[1]) ?? '');
    return name ? `${name}${sentence.slice(opening[0].length)}` : sentence;
  }
  // "I sorted it out … and she told …": "my sister", when the story says whose she is.
  const unnamed = pronounWithNoOneBefore(sentence);
  if (unnamed) {
    const kin = onlyPersonNamed(context) ?? kinMeant(sentence, context, unnamed.pronoun);
    if (kin) return `${sentence.slice(0, unnamed.at)}${kin}${sentence.slice(unnamed.at + unnamed.pronoun.length)}`;
  }
  // "After six months with us his waste went down", "In the first year their downtime went …":
  // whose, when the text names one client ("Before us, Rui was buying …", "Hartley & Cole, it's
  // a conveyancing firm") — "her" may be an object ("we gave her the keys"), so never "her".
  const lean = leaningOn(sentence);
  const whose = lean?.pronoun.toLowerCase();
  // Only in a client's case: beside "Crumb & Co is a bakery", "their menu" is the cafés'.
  // "After four months with us he did the whole contract renewal": who, after the phrase of time.
  const subject =
    (whose === 'he' || whose === 'she') &&
    /^(?:after|before|within|over|by|in|for)\s+\S+\s+\S/i.test(lean?.before ?? '');
  if (!lean || (whose !== 'his' && whose !== 'their' && !subject) || !isClientCase(context)) return sentence;
  const name = whose === 'their' ? onlyBusinessNamed(context) : (onlyPersonNamed(context) ?? onlySubjectNamed(context));
  if (!name || lean.before.includes(name)) return sentence;
  const before = lean.before.trim();
  // After a phrase of time, a comma: "After six months with Maria, Rui’s waste …".
  const lead = before === '' ? '' : `${before}${/,$/.test(before) ? '' : ','} `;
  // "Northgate Lettings’ repair bill": a business whose name is a plural takes the apostrophe alone.
  const of = subject ? '' : /\s\S+s$/.test(name) ? '’' : '’s';
  return `${lead}${name}${of}${sentence.slice(lean.before.length + lean.pronoun.length)}`;
}

/** Words of a client's case: someone came to the teller, a before and an after with them. */
const CLIENT_CASE_WORDS =
  /\b(?:came to|found (?:us|me)|before (?:us|me|we|I|working with)|with (?:us|me)|clients?|customers?|patients?)\b/i;
/** "Before Maria, Rui was buying", "after six months with Maria": the teller by name. */
const WITH_THE_TELLER = /\b(?:[Bb]efore|with) \p{Lu}\p{Ll}+\b/u;
const isClientCase = (text: string) => CLIENT_CASE_WORDS.test(text) || WITH_THE_TELLER.test(text);

/** "Before us, Rui was buying", "Rui told me": someone named by first name as a sentence's subject. */
const SUBJECT_NAMED =
  /(?:^|[.!?]\s+|,\s+)(\p{Lu}\p{Ll}+)\s+(?:was|is|had|has|came|told|said|started|bought|ran|runs|owns|called|asked|could|couldn['’]t|can['’]t|needed|wanted|did|didn['’]t)\b/gu;

const NOT_A_NAME = /^(?:He|She|They|We|You|It|This|That|There|What|Which|Who|Everyone|Nobody|And|But|So|Then)$/;

function onlySubjectNamed(text: string): string | null {
  const names = new Set([...text.matchAll(SUBJECT_NAMED)].map((m) => m[1]));
  for (const word of names) if (NOT_A_NAME.test(word)) names.delete(word);
  return names.size === 1 ? [...names][0] : null;
}

/** "Hartley & Cole, it's a conveyancing firm", "Brightpath is a learning platform": a business
 *  introduced by name. */
const BUSINESS_INTRODUCED =
  /(?:^|[.!?]\s+)(\p{Lu}[\p{L}'’-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}'’-]*)){0,4}),?\s+(?:it['’]s|it is|they['’]re|they are|is|was)\s+(?:a|an)\s/gu;

/** "Northgate Lettings manages about 140 flats": a business of two words or more, at its work. */
const BUSINESS_AT_WORK =
  /(?:^|[.!?]\s+)(\p{Lu}[\p{L}'’-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}'’-]*)){1,4})\s+(?:manages|runs|owns|operates|employs|makes|sells|builds|has)\s/gu;

function onlyBusinessNamed(text: string): string | null {
  const names = new Set([...text.matchAll(BUSINESS_INTRODUCED), ...text.matchAll(BUSINESS_AT_WORK)].map((m) => m[1]));
  return names.size === 1 ? [...names][0] : null;
}

/** The period a quantity is counted in: "a week", "per month". */
const PERIOD = /\b(?:a|an|per|each|every)\s+(day|week|month|year|quarter)\b/i;

/** What a number measures, so a before and an after can be matched: a percentage, money in one
 *  currency, or time by the period it is counted in ("five hours a week" and "twenty minutes a
 *  week" are both time a week; "nine years" is not). */
export function unitOf(fact: Fact): string | null {
  const per = PERIOD.exec(fact.sentence)?.[1].toLowerCase();
  if (fact.kind === 'percent') return '%';
  if (fact.kind === 'amount')
    return `${/[$€£¥]|dollars|euros|pounds/i.exec(fact.text)?.[0].toLowerCase() ?? 'money'}${per ? `/${per}` : ''}`;
  if (fact.kind === 'duration') {
    // "five hours a week", "two hours of admin every month": the period follows the time it counts
    // ("one to two weeks, and the crew leader is there every day" is a span).
    const at = fact.sentence.indexOf(fact.text);
    const after = at >= 0 ? fact.sentence.slice(at + fact.text.length) : '';
    const own = /^(?:\s+[\p{L}'’-]+){0,3}?\s+(?:a|an|per|each|every)\s+(day|week|month|year|quarter)\b/iu.exec(after);
    return `time/${own?.[1].toLowerCase() ?? 'once'}`;
  }
  return null;
}

/** What a fact measures, for matching a before with its after: money in one currency (whatever
 *  the period), a percentage, time by its period; a span ("in one year") or a count matches nothing. */
export function measuredUnit(fact: Fact): string | null {
  const unit = unitOf(fact);
  if (!unit || unit === 'time/once') return null;
  return fact.kind === 'amount' ? unit.replace(/\/\w+$/, '') : unit;
}

/** A before and after told in two sentences, with where each was told (`sentences` indices). */
export type PairedChange = Fact & { at: readonly [number, number] };

/**
 * A before and after told in two sentences: "She was spending about five hours a week …" then
 * "Now she spends twenty minutes a week" (where they ended up, said as such, with the same
 * measure). Each after takes the nearest before; the change's sentence is both, in order.
 */
/** Whether a fact stands within a few words of its sentence's "now" (or "in the end", "today"). */
function nearEndedUp(fact: Fact, sentence: string): boolean {
  const at = sentence.indexOf(fact.text);
  if (at < 0) return true;
  const wordsBetween = (from: number, to: number) => sentence.slice(from, to).split(/\s+/).length - 1;
  const ended = new RegExp(ENDED_UP.source, 'gi');
  for (let m = ended.exec(sentence); m; m = ended.exec(sentence)) {
    const gap = m.index < at ? wordsBetween(m.index, at) : wordsBetween(at + fact.text.length, m.index);
    if (gap <= NEAR_ENDED_UP) return true;
  }
  return false;
}
const NEAR_ENDED_UP = 8;

export function pairedChanges(sentences: readonly string[]): PairedChange[] {
  const out: PairedChange[] = [];
  const taken = new Set<number>();
  const facts = sentences.map(sentenceFacts);
  // Time keeps its period: "five hours a week → twenty minutes a week".
  const told = (f: Fact) => (f.kind === 'duration' ? `${f.text} ${PERIOD.exec(f.sentence)?.[0] ?? ''}`.trim() : f.text);
  sentences.forEach((later, j) => {
    if (!ENDED_UP.test(later)) return;
    // The after is what the "now" speaks of, near it: in "We found about thirty-eight thousand
    // pounds, cleared the cards in fourteen months and she's now on track", the amount is no "now".
    const afters = facts[j].filter((f) => f.kind !== 'change' && measuredUnit(f) && nearEndedUp(f, later));
    for (let i = j - 1; i >= 0 && afters.length > 0; i--) {
      if (taken.has(i) || ENDED_UP.test(sentences[i]) || facts[i].some((f) => f.kind === 'change')) continue;
      const before = facts[i].find((f) => afters.some((a) => measuredUnit(a) === measuredUnit(f)));
      if (!before) continue;
      const after = afters.find((a) => measuredUnit(a) === measuredUnit(before))!;
      taken.add(i);
      out.push({
        kind: 'change',
        text: `${told(before)} → ${told(after)}`,
        before: told(before),
        after: told(after),
        sentence: `${sentences[i]} ${later}`,
        at: [i, j],
      });
      break;
    }
  });
  return out;
}
