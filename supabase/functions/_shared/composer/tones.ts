// How each tone writes: the lead before a story, the lead-in before each part of the arc, the sentence
// rhythm and the closing. Only wording changes with the tone; the facts are always the user's.
import { expandContractions, outsideQuotes, wordTags } from './nlp.ts';
import { reportedWordsAt } from './person.ts';

export type ToneId =
  | 'author_voice'
  | 'warm_encouraging'
  | 'professional_authoritative'
  | 'community_focused'
  | 'achievement_oriented'
  | 'energetic_dynamic';

export interface ToneStyle {
  id: ToneId;
  /** Lead-ins for a part of the story; `{topic}` is the part's topic phrase. */
  leadIns: readonly string[];
  closings: readonly string[];
  /** Short sentences (split at "and"/"but"), long (join short ones) or as written. */
  rhythm: 'short' | 'long' | 'as-written';
  formal: boolean;
  /** Sentences with numbers first inside a paragraph. */
  numbersFirst: boolean;
  /** A line between parts, used sparingly; empty for none. */
  asides: readonly string[];
  /** Lead-ins read in order (first, then the rest in turn) instead of varied by the input. */
  ordinal?: boolean;
}

const STYLES: Record<ToneId, ToneStyle> = {
  author_voice: {
    id: 'author_voice',
    leadIns: ["So let's talk about {topic}.", "Here's the thing about {topic}.", 'Now, {topic}.'],
    closings: [
      "That's the story. And if any of it sounds like you, that's not an accident.",
      "So that's where it lands. Take what's useful, and tell it in your own words.",
    ],
    rhythm: 'as-written',
    formal: false,
    numbersFirst: false,
    asides: ['Stay with me here.', 'This is the part people remember.'],
  },
  warm_encouraging: {
    id: 'warm_encouraging',
    leadIns: [
      'It helps to begin with {topic}.',
      'Then, gently, to {topic}.',
      'With care, we come to {topic}.',
      'And now {topic}.',
    ],
    ordinal: true,
    closings: [
      'Every step of this story is something to be proud of, and there is more to come.',
      'Keep going. Stories like this one grow stronger every time they are told.',
    ],
    rhythm: 'as-written',
    formal: false,
    numbersFirst: false,
    asides: ['That is worth pausing on.'],
  },
  professional_authoritative: {
    id: 'professional_authoritative',
    leadIns: ['Consider first {topic}.', 'Next is {topic}.', 'Equally relevant is {topic}.', 'Further, {topic}.'],
    ordinal: true,
    closings: [
      'Taken together, these points form a clear and credible position.',
      'The evidence above is the basis on which decisions can be made with confidence.',
    ],
    rhythm: 'long',
    formal: true,
    numbersFirst: false,
    asides: [],
  },
  community_focused: {
    id: 'community_focused',
    leadIns: ['Together, we start with {topic}.', 'As a community, we look next at {topic}.', 'We share {topic}.'],
    closings: [
      'This story belongs to everyone who is part of it, and the door is open to the next person.',
      'That is what we build together: a place where the next story can begin.',
    ],
    rhythm: 'as-written',
    formal: false,
    numbersFirst: false,
    asides: ['We are in this together.'],
  },
  achievement_oriented: {
    id: 'achievement_oriented',
    leadIns: ['Result first, on {topic}.', 'What counts in {topic}.', 'The measurable part: {topic}.'],
    closings: ['Those are the results, and they are the standard for what comes next.', 'The record is clear.'],
    rhythm: 'short',
    formal: true,
    numbersFirst: true,
    asides: [],
  },
  energetic_dynamic: {
    id: 'energetic_dynamic',
    leadIns: ['Now: {topic}!', 'Next up, {topic}.', "Here's where it gets exciting: {topic}."],
    closings: ["That's the story. Now go tell it!", 'This is just the beginning. Take it and run!'],
    rhythm: 'short',
    formal: false,
    numbersFirst: false,
    asides: ['Keep going!'],
  },
};

type LeadFramework =
  | 'target_audience'
  | 'differentiation'
  | 'job_story'
  | 'backstory'
  | 'impact_story'
  | 'portfolio_story'
  | 'five_point'
  | 'mad_libs';

/** A short line before a story's first sentence, in the tone, about what the story tells. Never a
 *  framework's question or prompt: a story opens with the person's own words, not the template. */
const LEADS: Record<ToneId, Record<LeadFramework, string>> = {
  author_voice: {
    target_audience: 'Picture the client.',
    differentiation: "Here's the difference.",
    job_story: 'It starts with their situation.',
    backstory: 'Go back to the start.',
    impact_story: 'Take one client.',
    portfolio_story: "Here's how the work gets done.",
    five_point: "Here's how it went.",
    mad_libs: "Here's the brand, in brief.",
  },
  warm_encouraging: {
    target_audience: "Let's meet the people this work is for.",
    differentiation: 'Here is what makes this work its own.',
    job_story: 'It begins where the client is.',
    backstory: 'Every story has a beginning, and this is one.',
    impact_story: "This is one client's story.",
    portfolio_story: 'Here is how the work is done, with care.',
    five_point: 'This story unfolds gently.',
    mad_libs: 'Here is the brand, told simply.',
  },
  professional_authoritative: {
    target_audience: 'The client profile is precise.',
    differentiation: 'The distinction is concrete.',
    job_story: 'The situation is specific.',
    backstory: 'The origin is a matter of record.',
    impact_story: 'Consider one client.',
    portfolio_story: 'The method is consistent.',
    five_point: 'The sequence is clear.',
    mad_libs: 'The brand, stated plainly.',
  },
  community_focused: {
    target_audience: 'These are the people we serve.',
    differentiation: 'Here is what we do differently.',
    job_story: 'Many of us know this situation.',
    backstory: 'Every story begins somewhere.',
    impact_story: 'This story belongs to one client.',
    portfolio_story: 'Here is how we work together.',
    five_point: 'This is a story we share.',
    mad_libs: 'Here is the brand we share.',
  },
  achievement_oriented: {
    target_audience: 'The market is defined.',
    differentiation: 'Here is the edge.',
    job_story: 'The situation comes first.',
    backstory: 'Start at the beginning.',
    impact_story: 'One client, start to finish.',
    portfolio_story: 'The method, in brief.',
    five_point: 'The arc, start to finish.',
    mad_libs: 'The brand, in four lines.',
  },
  energetic_dynamic: {
    target_audience: 'Meet the client!',
    differentiation: "Here's the difference!",
    job_story: 'Picture the situation!',
    backstory: 'Rewind to the start!',
    impact_story: 'One client, one big change!',
    portfolio_story: "Here's how it works!",
    five_point: "Here's the story!",
    mad_libs: "Here's the brand!",
  },
};

export const LEAD_LINES: readonly string[] = Object.values(LEADS).flatMap((l) => Object.values(l));

export function leadFor(style: ToneStyle, frameworkType: string): string {
  const leads = LEADS[style.id];
  return leads[frameworkType as LeadFramework] ?? leads.five_point;
}

/** The tone a request names: the author-voice value (`{name}_voice`) and unknown values read as
 *  the author voice; the interview dialog's own options map to the closest named tone. */
export function toneStyle(tone: string | null | undefined): ToneStyle {
  const t = (tone ?? '').toLowerCase();
  if (t in STYLES) return STYLES[t as ToneId];
  if (t === 'professional' || t === 'authoritative') return STYLES.professional_authoritative;
  if (t === 'conversational') return STYLES.author_voice;
  return STYLES.author_voice;
}

export const TONE_IDS = Object.keys(STYLES) as ToneId[];

/** A stable choice from a list, so the same input always gives the same text. */
export function pick<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(seed) % list.length];
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Hedges a formal tone drops ("it's kind of unheard of"); "that kind of thing" is a noun, and
 *  "You know the price before we start" says what the client knows. */
const FILLERS =
  /\b(?:honestly|basically|literally|you know(?!\s+\w)|(?<!\b(?:that|this|what|which|any|some|every|each|one|the|a|an|same|other|those|these|no|right|wrong)\s)(?:kind|sort) of|like,)\s*/gi;

/** Rewrites one paragraph's sentences in the tone's rhythm. Words are the user's own. */
export function styleSentences(sentences: string[], style: ToneStyle): string[] {
  let out = sentences.map((s) => s.trim()).filter(Boolean);
  // Words in quotation marks are someone's own ("“I'll help you”"), and so are the words told
  // after "I said," (quoted once retold): said as they were said.
  const formally = (s: string) => {
    const at = reportedWordsAt(s);
    const [told, words] = at < 0 ? [s, ''] : [s.slice(0, at), s.slice(at)];
    return `${outsideQuotes(told, (piece) => expandContractions(piece.replace(FILLERS, '')))}${words}`;
  };
  if (style.formal) out = out.map((s) => capitalise(formally(s)));
  if (style.rhythm === 'short') {
    out = out.flatMap((s) => {
      const words = s.split(/\s+/).length;
      if (words < 14) return [s];
      const parts = s.split(/,\s+(?:and|but|so)\s+|;\s+/);
      if (parts.length < 2) return [s];
      return parts.map((p, i) => capitalise(i === parts.length - 1 ? p : ensureStop(p)));
    });
  } else if (style.rhythm === 'long') {
    const joined: string[] = [];
    for (const s of out) {
      const prev = joined[joined.length - 1];
      if (prev && prev.split(/\s+/).length < 9 && s.split(/\s+/).length < 9 && /\.$/.test(prev)) {
        joined[joined.length - 1] = `${prev.slice(0, -1)}; ${lowerFirst(s)}`;
      } else joined.push(s);
    }
    out = joined;
  }
  return out.map(ensureStop);
}

/** The first letter in capitals, unless the word is written in mixed case (iPhone, eBay). */
export function capitalise(s: string): string {
  const m = /^([\s"'“‘(\-–—*]*)(\p{Ll})/u.exec(s);
  if (!m || /^[\s"'“‘(\-–—*]*\p{Ll}+\p{Lu}/u.test(s)) return s;
  return m[1] + m[2].toUpperCase() + s.slice(m[0].length);
}

/** A word said twice in a row ("the the"); letters, not `\w`, so "Lucía a" is no "a a". */
export const DOUBLED_WORD = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/giu;

/** One sentence in clean English: a capital to start, no doubled word, no space before a comma,
 *  no ",." and one stop at the end. The user's own casing (SaaS, CTO) is kept. */
export function tidySentence(sentence: string): string {
  const t = sentence
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[,;:]+(?=[.!?])/g, '')
    .replace(DOUBLED_WORD, '$1')
    .replace(/^[\s,;:.\-–—]+/u, '')
    .trim();
  return t ? ensureStop(capitalise(t)) : '';
}

/** The sentence's first letter in lower case, to go on inside another sentence; "I", an
 *  acronym, a mixed-case word (SaaS, iPhone) and a name ("Maria stopped working nights") keep theirs. */
export function lowerFirst(s: string): string {
  const first = /^[\p{L}'’-]+/u.exec(s)?.[0] ?? '';
  if (!/^\p{Lu}\p{Ll}*$/u.test(first) || first === 'I' || /^[A-Z][a-z]+\s+[A-Z]/.test(s)) return s;
  const tags = wordTags(s)[0] ?? [];
  if (tags.some((t) => t === 'ProperNoun' || t === 'Person' || t === 'Place' || t === 'Organization')) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function ensureStop(s: string): string {
  const t = s.trim().replace(/[\s,;:\-–—]+$/u, '');
  if (!t) return t;
  return /[.!?…]["'”’)\]]*$/u.test(t) ? t : `${t}.`;
}
