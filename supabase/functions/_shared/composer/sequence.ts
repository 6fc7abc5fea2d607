// The words that put a sentence in a sequence or a moment, in one place: the steps of a process
// ("First …", "Then …", "Finally …") and the moment a client looks for help ("They call us when
// the bank asks …"), read by the story's parts, the stack's sharing and the Brand Story's blanks.

/** The rank of what recurs after the steps ("Every month …"): last, and it stands alone. */
const CADENCE = 5;

/** Where a step's opening word puts it: "First" before "Second", "Then" and "Finally". */
const STEP_RANKS: [RegExp, number][] = [
  [/^first(?:ly)?\b/i, 0],
  // "Week one I interview ten of their customers": the first step of an engagement.
  [/^(?:(?:in|on|during)\s+)?(?:week|day|month|session) one\b/i, 0],
  [/^second(?:ly)?\b/i, 1],
  [/^third(?:ly)?\b/i, 2],
  [/^(?:and\s+)?(?:then|next|after that)\b/i, 3],
  // "And at the end we come back after three months": the last step, not "at the end of 2019".
  [/^(?:and\s+)?(?:finally|lastly|at the (?:very )?end(?!\s+of\b))\b/i, 4],
  // "And every month we look at what they threw away": what recurs once the steps are done.
  [/^(?:and\s+)?(?:every|each)\s+(?:day|morning|week|month|quarter|year)\b/i, CADENCE],
];

/** The step's place in its sequence, or null when the sentence is not a step. */
export function stepRank(sentence: string): number | null {
  return STEP_RANKS.find(([word]) => word.test(sentence))?.[1] ?? null;
}

export const isStep = (sentence: string) => stepRank(sentence) !== null;

/** A step that needs the one before it ("Then they run a sprint"): it does not stand alone. */
export const continuesASequence = (sentence: string) => {
  const rank = stepRank(sentence) ?? 0;
  return rank > 0 && rank < CADENCE;
};

/** A sentence that says when they look for help: the Job story's trigger. */
const TRIGGER =
  /\b(?:call|hire|find|contact|come to|reach out to|look for|book|sign up|get in touch|turn to)\b.*\bwhen\b|^when\b|\bso (?:they|people|clients|customers|patients|most of them) (?:call|hire|find|contact|come to|book|ring|turn to)\b/i;

export const isTrigger = (sentence: string) => TRIGGER.test(sentence);

/** "They call Lena when the bookings drop." → "When the bookings drop, they call Lena." */
const WHO_WHEN = /^(they|owners|people|clients|customers|founders|most of them)\s+(.{2,60}?)\s+when\s+(.{4,}?)([.!])$/i;

/** "They get injured and the waiting list is twelve weeks, so they come to Grace." */
const CAUSE_SO_WHO =
  /^(.{8,}?),?\s+so\s+(they|people|clients|customers|patients|most of them)\s+((?:call|hire|find|contact|come to|book|ring|turn to)\b.*?)([.!])$/i;

/** The trigger told first, as a Job story tells it; any other sentence as it is. */
export function whenFirst(sentence: string): string {
  const so = CAUSE_SO_WHO.exec(sentence);
  if (so) {
    const [, said, who, act, stop] = so;
    const moment = said.replace(/^(?:and|but|so)\s+/i, '');
    return `When ${moment.charAt(0).toLowerCase()}${moment.slice(1)}, ${who.toLowerCase()} ${act}${stop}`;
  }
  const m = WHO_WHEN.exec(sentence);
  if (!m || /,/.test(m[2]) || !isTrigger(sentence)) return sentence;
  const [, who, act, moment, stop] = m;
  return `When ${moment}, ${who.toLowerCase()} ${act}${stop}`;
}
