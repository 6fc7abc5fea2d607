// Story-stack strength: how ready a story is to persuade, scored from what the founder wrote,
// and the one change that would raise it most. Pure: the overview scores the stack, the builder
// scores the story as the user types.
//
// A story scores out of 100:
//   sections answered    40  each framework section with at least ANSWERED_WORDS words
//   length               20  words written against the framework's target
//   concrete detail      24  a number (8), a name or place (8), a before and after (8)
//   key question         16  the section that answers the framework's question, answered
// A story written as free text (manual or transcript mode) is scored on that text: its length
// stands in for the sections, and the key question counts half once it reaches half the target.
// A story with no answers at all but a generated text (a full stack made from an interview) is
// scored on that text the same way: "Completed" beside "Strength 0/100" told a coach nothing.
import { FRAMEWORKS, STACK_ORDER, type Framework, type FrameworkType, type StackFrameworkType } from './frameworks.ts';
import type { StoryContent } from './story-rules.ts';

export const ANSWERED_WORDS = 12;
/** Words per section a strong answer runs to; the story's target is this times its sections. */
export const TARGET_WORDS_PER_SECTION = 40;

const WEIGHT = { sections: 40, length: 20, number: 8, name: 8, beforeAfter: 8, keyQuestion: 16 } as const;

/** The section whose answer is the framework's question (`context.question`) answered. */
export const KEY_SECTION: Readonly<Record<FrameworkType, string>> = {
  target_audience: 'overview',
  differentiation: 'comparison_test',
  job_story: 'expected_outcome',
  backstory: 'pivotal_moments',
  impact_story: 'client_after',
  portfolio_story: 'process_steps',
  five_point: 'resolution',
  mad_libs: 'result',
};

export interface Improvement {
  /** Stable id, e.g. "section:pain_points", "detail:number", "start:backstory". */
  readonly id: string;
  /** Points the story (or, for the stack, the stack) would gain. */
  readonly gain: number;
  readonly message: string;
}

export interface StoryStrength {
  readonly score: number;
  readonly parts: { sections: number; length: number; detail: number; keyQuestion: number };
  readonly words: number;
  readonly targetWords: number;
  /** Every improvement still open, largest gain first. */
  readonly improvements: readonly Improvement[];
}

const FREE_TEXT_KEYS = ['manual', 'text', 'transcript'] as const;

export const wordCount = (text: string): number => (text.trim() ? text.trim().split(/\s+/).length : 0);

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|double|twice|triple)\b/i;
/** Any digit (years, money, percentages, counts) or a number written out. */
export const hasNumber = (text: string): boolean => /\d/.test(text) || NUMBER_WORDS.test(text);

const NOT_NAMES = new Set([
  'I',
  "I'm",
  "I've",
  "I'd",
  "I'll",
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'CEO',
  'OK',
]);

/**
 * A capitalised word that does not start a sentence: a person, company, product or place
 * ("Maria", "Deloitte", "Lisbon"). Capitalised sentence openers and "I" do not count.
 */
export function hasNameOrPlace(text: string): boolean {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const words = sentence.trim().split(/\s+/).slice(1);
    for (const raw of words) {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '');
      if (/^\p{Lu}[\p{L}'’-]+/u.test(word) && !NOT_NAMES.has(word)) return true;
    }
  }
  return false;
}

const BEFORE =
  /\b(before|used to|at first|back then|when (i|we|they|she|he) started|struggl\w*|was stuck|were stuck)\b/i;
const AFTER =
  /\b(after|now|today|since then|these days|went from|ended up|as a result|within \w+ (days|weeks|months))\b/i;
/** Both a "then" and a "now": the contrast that makes change believable. */
export const hasBeforeAndAfter = (text: string): boolean =>
  /\bwent from\b.+\bto\b/i.test(text) || (BEFORE.test(text) && AFTER.test(text));

function answersOf(framework: Framework, content: StoryContent): { answers: Map<string, string>; freeText: string } {
  const answers = new Map<string, string>();
  if (typeof content === 'string') return { answers, freeText: content };
  const map = content ?? {};
  for (const s of framework.sections) answers.set(s.id, typeof map[s.id] === 'string' ? map[s.id].trim() : '');
  const freeText = FREE_TEXT_KEYS.map((k) => (typeof map[k] === 'string' ? map[k] : ''))
    .filter((t) => t.trim())
    .join('\n\n');
  return { answers, freeText };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function storyStrength(type: FrameworkType, content: StoryContent, generated?: string | null): StoryStrength {
  const framework = FRAMEWORKS[type];
  const { answers, freeText: typed } = answersOf(framework, content);
  const answered = typed.trim() !== '' || [...answers.values()].some((t) => t !== '');
  const freeText = answered ? typed : (generated ?? '').trim();
  const sectionTexts = [...answers.values()];
  const allText = [...sectionTexts, freeText].filter(Boolean).join('\n\n');
  const words = wordCount(allText);
  const targetWords = TARGET_WORDS_PER_SECTION * framework.sections.length;
  const answeredSections = framework.sections.filter((s) => wordCount(answers.get(s.id) ?? '') >= ANSWERED_WORDS);
  const freeTextOnly = answeredSections.length === 0 && wordCount(freeText) > 0;
  const improvements: Improvement[] = [];
  const perSection = WEIGHT.sections / framework.sections.length;

  let sections: number;
  if (freeTextOnly) {
    sections = WEIGHT.sections * Math.min(1, words / targetWords);
    if (sections < WEIGHT.sections)
      improvements.push({
        id: 'sections:questions',
        gain: WEIGHT.sections - sections,
        message: `Answer the ${framework.title} questions section by section: each one adds what a reader needs`,
      });
  } else {
    sections = perSection * answeredSections.length;
    for (const s of framework.sections) {
      const n = wordCount(answers.get(s.id) ?? '');
      if (n >= ANSWERED_WORDS) continue;
      improvements.push({
        id: `section:${s.id}`,
        gain: perSection + (s.id === KEY_SECTION[type] ? WEIGHT.keyQuestion : 0),
        message:
          n === 0
            ? `Answer “${s.label}”: ${s.prompts[0] ?? ''}`
            : `Say more in “${s.label}” (${ANSWERED_WORDS - n} more words at least)`,
      });
    }
  }

  const length = WEIGHT.length * Math.min(1, words / targetWords);
  if (length < WEIGHT.length)
    improvements.push({
      id: 'length',
      gain: WEIGHT.length - length,
      message: `Write about ${targetWords - words} more words: strong ${framework.title} stories run to ${targetWords}`,
    });

  const detailChecks = [
    ['number', hasNumber(allText), 'Add a number: how many, how much, how long or by when'],
    ['name', hasNameOrPlace(allText), 'Name a person, company or place your reader can picture'],
    [
      'before-after',
      hasBeforeAndAfter(allText),
      'Show the before and the after: where things were, and where they are now',
    ],
  ] as const;
  let detail = 0;
  for (const [id, present, message] of detailChecks) {
    if (present) detail += 8;
    else improvements.push({ id: `detail:${id}`, gain: 8, message });
  }

  const keySection = framework.sections.find((s) => s.id === KEY_SECTION[type]);
  let keyQuestion = 0;
  if (freeTextOnly) keyQuestion = words >= targetWords / 2 ? WEIGHT.keyQuestion / 2 : 0;
  else if (keySection && answeredSections.includes(keySection)) keyQuestion = WEIGHT.keyQuestion;
  if (freeTextOnly && keyQuestion < WEIGHT.keyQuestion)
    improvements.push({
      id: 'key-question',
      gain: WEIGHT.keyQuestion - keyQuestion,
      message: `Answer the question this story exists for: ${framework.context.question}`,
    });

  improvements.sort((a, b) => b.gain - a.gain || a.id.localeCompare(b.id));
  const score = Math.round(sections + length + detail + keyQuestion);
  return {
    score,
    parts: { sections: round(sections), length: round(length), detail, keyQuestion },
    words,
    targetWords,
    improvements: improvements.map((i) => ({ ...i, gain: round(i.gain) })),
  };
}

export interface StrengthStory {
  readonly id: string;
  readonly framework_type: string;
  readonly content: StoryContent;
  readonly generated_content?: string | null;
  readonly deleted_at?: string | null;
}

export interface StackStrength {
  /** Average of the six stack stories' best scores (a framework not started counts 0). */
  readonly score: number;
  readonly stories: Readonly<Record<StackFrameworkType, { storyId: string | null; score: number }>>;
  /** The one change that would raise the stack score most, or null when it is 100. */
  readonly top: (Improvement & { framework: StackFrameworkType; storyId: string | null }) | null;
}

export function stackStrength(stories: readonly StrengthStory[]): StackStrength {
  const perType = {} as Record<StackFrameworkType, { storyId: string | null; score: number }>;
  let top: StackStrength['top'] = null;
  const consider = (candidate: NonNullable<StackStrength['top']>) => {
    if (!top || candidate.gain > top.gain) top = candidate;
  };
  for (const type of STACK_ORDER) {
    let best: { story: StrengthStory; strength: StoryStrength } | null = null;
    for (const story of stories) {
      if (story.framework_type !== type || story.deleted_at) continue;
      const strength = storyStrength(type, story.content, story.generated_content);
      if (!best || strength.score > best.strength.score) best = { story, strength };
    }
    perType[type] = { storyId: best?.story.id ?? null, score: best?.strength.score ?? 0 };
    if (!best) {
      consider({
        id: `start:${type}`,
        gain: round(100 / STACK_ORDER.length / 2),
        message: `Start your ${FRAMEWORKS[type].title} story: ${FRAMEWORKS[type].context.question}`,
        framework: type,
        storyId: null,
      });
      continue;
    }
    const first = best.strength.improvements[0];
    if (first)
      consider({ ...first, gain: round(first.gain / STACK_ORDER.length), framework: type, storyId: best.story.id });
  }
  const score = Math.round(STACK_ORDER.reduce((sum, t) => sum + perType[t].score, 0) / STACK_ORDER.length);
  return { score, stories: perType, top };
}
