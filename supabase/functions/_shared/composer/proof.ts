// One ranking of what a story proves, for every place that leads with it: a LinkedIn post's hook,
// a funnel's hook and each stage's lead line, the pitch's proof. A before and its after told in
// two sentences are one proof; where things ended up counts more than the work; a loss is true
// but proves nothing for a client; the trouble a client was in is the stakes and the teller's own
// growth no client's result; a date or a span alone proves nothing; a fragment with no verb never
// leads alone.
import {
  AFTER_A_WHILE,
  ENDED_UP,
  factWeight,
  hasHardNumber,
  pairedChanges,
  RESULT_VERB,
  sentenceFacts,
  withTheNamedPerson,
  type Fact,
} from './facts.ts';
import { isFragment } from './nlp.ts';

/** A result (what changed), the stakes (the trouble before), the teller's own growth (their
 *  rooms, staff, locations), a setback of theirs, or context (a date, a span: "In 2017 I was…"). */
export type ProofKind = 'result' | 'stakes' | 'growth' | 'setback' | 'context';

export interface Proof {
  /** As it stands alone: the sentence, or a before and its after in the order told; "she" named. */
  text: string;
  /** The indices of the sentences it is told in, in order. */
  at: readonly number[];
  score: number;
  kind: ProofKind;
  /** Its strongest fact (a before and after's change), or null when it has no number. */
  fact: Fact | null;
}

/** Where a story ended up or what it won weighs as much again as a count. */
const OUTCOME_WEIGHT = 3;
/** A setback may open a post, after a result of about the same weight. */
const SETBACK_PENALTY = 2;

/** A loss told with its number ("we lost … forty percent of our revenue", "Sales dropped by 70%"). */
const SETBACK =
  /\b(?:lost|losing|failed|dropped|ran out|went under|owed|owing|in debt|went bust|(?:nearly|almost)(?!\s+(?:nothing|zero|none|no|every|all|always|double|doubled|twice|half|\d)\b))\b/i;

/** The trouble a client was in before ("When they came to Tomás their books were eight months
 *  behind", "they were about to lose a loan"): what was at stake, not what changed. */
const STAKES =
  /\b(?:when (?:they|she|he|we|I) (?:first )?(?:came|called|found|met)|(?:was|were) about to|(?:was|were|are|is)\s+(?:still\s+)?(?:spending|paying|losing|drowning)|['’]re\s+(?:still\s+)?(?:spending|paying|losing|drowning)|used to|at the time|behind on|(?:who|they|people) (?:had )?(?:paid|spent)|stopped (?:coming|going|showing up)|(?:tired|sick) of|fed up (?:with|of))\b/i;

/** "After four months with us he did the whole contract renewal": where a client ended up after
 *  the work, with or without a number. */
const AFTER_TIME_WITH =
  /\bafter\s+(?:[\p{L}\d-]+\s+){1,2}(?:weeks?|months?|years?|sessions?|lessons?)\s+(?:with|of working with)\s+(?:us|me|\p{Lu}\p{Ll}+)\b/iu;

/** "had five", "has twenty", "with three": a count that says what something is or holds. */
const HAD_BEFORE =
  /\b(?:had|has|have|is|was|are|were|with|uses|used)\s+(?:(?:only|just|about|around|over|under|nearly|almost|exactly)\s+)?$/i;

/** "Now we have four rooms and six physios", "We're eleven people now": the teller's
 *  business grew, which is no client's result. */
const OWN_GROWTH =
  /\b(?:we|I)(?:['’]ve| have| now have| had)\b.*\b(?:people|staff|employees|rooms|locations|shops|stores|offices|clinics|vans|chairs|physios|cleaners|coaches|members)\b|\bpeople on the team\b|\b(?:we|I)(?:['’]ve| have) grown\b|\bgrown to\b|\b(?:we['’]re|we are)\s+(?:now\s+)?\S+\s+(?:people|staff|employees|strong)\b/i;

/** "We did two neighbours' gardens at weekends, and by 2018 I'd quit": how the teller began,
 *  their own story's context and no one's result. */
const OWN_BEGINNING =
  /\b(?:I|we)(?:['’]d| had)?\s+(?:quit|started|founded|launched|set up|hired (?:our|my) first)\b|\b(?:our|my) first (?:crew|hire|employee|client|customer|shop|van)\b/i;

/** "I bought a secondhand deck oven for six thousand euros": what the teller spent, a cost and
 *  no one's result. */
const SPENT = /\b(?:I|we) (?:\w+ )?(?:bought|spent|paid|invested|borrowed|took out|put in)\b/i;

/** "Fixed price £2,500", "Agencies charge 10k+": what the work costs, an offer and no result. */
const PRICE =
  /\b(?:fixed price|flat fee|(?:the |our |my )?price|charges?|charged|costs? (?:from|just|only)|per month retainer)\b/i;

/** "My clients are small hotel owners with 5-30 rooms": whom they serve, counted, is no result. */
const WHO_THEY_ARE = /^(?:(?:my|our|their)|\S+['’]s)\s+(?:clients|customers|patients)\s+are\b/i;

/** A number told as a loss weighs less than the same number won (a debt after a result). */
export const lossPenalty = (sentence: string) => (SETBACK.test(sentence) ? SETBACK_PENALTY : 0);

const strongest = (facts: Fact[]): Fact | null =>
  facts.reduce<Fact | null>((best, f) => (!best || factWeight(f) > factWeight(best) ? f : best), null);

/** How one sentence stands as proof on its own. */
function sentenceProof(sentence: string, i: number, context: string): Proof {
  const facts = sentenceFacts(sentence);
  const outcome =
    ENDED_UP.test(sentence) ||
    RESULT_VERB.test(sentence) ||
    AFTER_TIME_WITH.test(sentence) ||
    AFTER_A_WHILE.test(sentence);
  const change = facts.some((f) => f.kind === 'change');
  // "My grandmother had five ingredients": a count with nothing done to it describes; "sold 600
  // bars" or "we see 40 patients a week" is done.
  const onlyDescribes =
    facts.length > 0 &&
    facts.every(
      (f) => f.kind === 'count' && HAD_BEFORE.test(sentence.slice(0, Math.max(0, sentence.indexOf(f.text)))),
    ) &&
    !outcome;
  const kind: ProofKind =
    SETBACK.test(sentence) && !change
      ? 'setback'
      : STAKES.test(sentence) && !outcome && !change
        ? 'stakes'
        : OWN_GROWTH.test(sentence) && !change
          ? 'growth'
          : (hasHardNumber(sentence) &&
                !onlyDescribes &&
                !SPENT.test(sentence) &&
                !PRICE.test(sentence) &&
                !WHO_THEY_ARE.test(sentence) &&
                !OWN_BEGINNING.test(sentence)) ||
              outcome ||
              change
            ? 'result'
            : 'context';
  const weight =
    facts.reduce((n, f) => n + factWeight(f), 0) +
    // "Now most of what they do is wholesale": an outcome with no number shows less than a count.
    (outcome ? (facts.length > 0 ? OUTCOME_WEIGHT : OUTCOME_WEIGHT / 2) : 0) -
    (kind === 'setback' ? lossPenalty(sentence) : 0);
  return {
    text: withTheNamedPerson(sentence, context),
    at: [i],
    // Below every sentence, even one with nothing to show: a fragment never leads alone.
    score: isFragment(sentence) ? -1 : weight,
    kind,
    fact: strongest(facts),
  };
}

/**
 * Every sentence's proof and every before-and-after's, strongest first (in the order told when
 * equal; a before and its after first among equals).
 */
export function rankProofs(sentences: readonly string[]): Proof[] {
  const context = sentences.join(' ');
  const pairs: Proof[] = pairedChanges(sentences).map((change) => ({
    text: withTheNamedPerson(change.sentence, context),
    at: change.at,
    score: factWeight(change) + OUTCOME_WEIGHT,
    kind: 'result',
    fact: change,
  }));
  const single = sentences.map((s, i) => sentenceProof(s, i, context));
  return [...pairs, ...single]
    .map((proof, order) => ({ proof, order: proof.at[0] * 2 + (proof.at.length > 1 ? 0 : 1), n: order }))
    .sort((a, b) => b.proof.score - a.proof.score || a.order - b.order || a.n - b.n)
    .map(({ proof }) => proof);
}

export const LEADING_ORDER: readonly ProofKind[] = ['result', 'growth', 'stakes'];

/** What a pitch or a funnel may lead with, in this order of kind: a client's result, the teller's
 *  growth, the stakes; never a setback, never a sentence with no number. */
export function leadingProofs(sentences: readonly string[]): Proof[] {
  const ranked = rankProofs(sentences).filter((p) => p.kind !== 'setback' && p.fact !== null && p.score > 0);
  return LEADING_ORDER.flatMap((kind) => ranked.filter((p) => p.kind === kind));
}
