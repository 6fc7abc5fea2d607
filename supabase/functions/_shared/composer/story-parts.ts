// The parts of a story before they are written: each framework section's sentences, cut to the
// story's length, the process's steps gathered, repeats dropped, and a long part told one
// paragraph an answer (story.ts writes them).
import type { Framework } from '../domain/frameworks.ts';
import { beatOf } from './arcs.ts';
import { ENDED_UP, proofScore } from './facts.ts';
import { isFragment, taggedWords, wordCount } from './nlp.ts';
import { isStep, stepRank } from './sequence.ts';
import type { SourceRef } from './types.ts';

export interface Part {
  sectionId: string;
  label: string;
  topic: string;
  sentences: string[];
  source: SourceRef;
  /** From a transcript: the index of the part's first passage (where it was told). */
  first?: number;
  /** From a transcript: the answer each sentence came from (`sentences`' twin). */
  blocks?: number[];
  /** Typed as a list ("1. free call", "- overnight stay"): each line an item. */
  typedAsList?: boolean;
}

/** A paragraph's source is the whole of the person's words it was written from (what the
 *  assistant, the pitch and the funnel read of a generated story), cut only past this. */
const SOURCE_MAX_CHARS = 2400;

export const excerptOf = (text: string, max = SOURCE_MAX_CHARS) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

/** What makes a sentence worth keeping beyond its numbers: a thought or words someone said, a
 *  remembered scene (kept longer); a fragment with no verb ("Three weeks after.", "Suit and tie,
 *  the whole thing.") goes first. */
function telling(sentence: string): number {
  if (/\b(?:thought|said|told|remember|realised|realized|knew|asked)\b|["“]/i.test(sentence)) return 6;
  return isFragment(sentence) ? -20 : 0;
}

/** Cuts the story to its budget: the sentences with the least proof go first (every part keeps
 *  one, and the strongest number of the story is never cut). */
export function fitLength(parts: Part[], budget: number): void {
  const total = () => parts.reduce((n, p) => n + wordCount(p.sentences.join(' ')), 0);
  // Each round scores every sentence again: a sentence's worth (a parse for a fragment) once.
  const worth = new Map<string, number>();
  const tellingOf = (sentence: string) => {
    if (!worth.has(sentence)) worth.set(sentence, proofScore(sentence) * 10 + telling(sentence));
    return worth.get(sentence)!;
  };
  while (total() > budget) {
    let weakest: { part: Part; i: number; score: number } | null = null;
    for (const part of parts) {
      if (part.sentences.length < 2) continue;
      part.sentences.forEach((sentence, i) => {
        // A part told from several answers loses each answer's last words first, not the whole
        // of its last answer: every turn of the story keeps how it began.
        const at = part.blocks ? part.blocks.slice(0, i).filter((b) => b === part.blocks![i]).length : i;
        const score = tellingOf(sentence) - at;
        if (!weakest || score < weakest.score) weakest = { part, i, score };
      });
    }
    if (!weakest) break;
    const { part, i } = weakest as { part: Part; i: number };
    part.sentences.splice(i, 1);
    part.blocks?.splice(i, 1);
  }
  // Single very long sentences (text with no punctuation) are shortened at a word boundary.
  while (total() > budget) {
    const longest = [...parts].sort((a, b) => wordCount(b.sentences[0] ?? '') - wordCount(a.sentences[0] ?? ''))[0];
    const words = (longest?.sentences[0] ?? '').split(/\s+/);
    if (!longest || words.length <= 12) break;
    longest.sentences[0] = `${words.slice(0, Math.max(12, Math.floor(words.length * 0.7))).join(' ')}…`;
  }
}

/** "First …", "Then …", "Finally …" said across several parts are one process: they are told
 *  together, in order, as the portfolio story's steps. The parts may hold them out of order (a
 *  "Then" sentence routed to an earlier part than its "First"): the opening words decide, then
 *  where each was told. */
export function gatherSteps(parts: Part[], framework: Framework): void {
  firstStepBeforeThen(parts);
  const steps = parts
    .flatMap((p, at) => p.sentences.filter(isStep).map((text, i) => ({ text, told: [p.first ?? at, i] })))
    .sort((a, b) => (stepRank(a.text) ?? 3) - (stepRank(b.text) ?? 3) || a.told[0] - b.told[0] || a.told[1] - b.told[1])
    .map((step) => step.text);
  if (steps.length < 2) return;
  for (const p of parts) {
    p.sentences = p.sentences.filter((x) => !isStep(x));
    delete p.blocks;
  }
  let home = parts.find((p) => p.sectionId === 'process_steps');
  if (!home) {
    const section = framework.sections.find((x) => x.id === 'process_steps')!;
    home = {
      sectionId: section.id,
      label: section.label,
      topic: beatOf(framework.type, section.id, section.label).topic,
      sentences: [],
      source: {
        kind: 'transcript',
        label: `Transcript (${section.label})`,
        excerpt: excerptOf(steps.join(' ')),
        sectionId: section.id,
      },
    };
    const at = framework.sections.findIndex((x) => x.id === 'process_steps');
    const before = parts.filter((p) => framework.sections.findIndex((x) => x.id === p.sectionId) < at).length;
    parts.splice(before, 0, home);
  }
  home.sentences = [...steps, ...home.sentences.filter((x) => !isStep(x))];
  for (let i = parts.length - 1; i >= 0; i--) if (parts[i].sentences.length === 0) parts.splice(i, 1);
}

/**
 * "Every batch is made on a Monday. Then it cures for six weeks …": with no "First", the sentence
 * just before the first "Then" is the first step (told "First, …" so the list reads in order).
 */
function firstStepBeforeThen(parts: Part[]): void {
  const all = parts.flatMap((p) => p.sentences);
  if (all.some((x) => stepRank(x) === 0)) return;
  for (const p of parts) {
    const at = p.sentences.findIndex((x) => stepRank(x) === 3);
    if (at < 0) continue;
    const before = p.sentences[at - 1];
    if (at > 0 && !isStep(before) && !isFragment(before) && !/[?:]$/.test(before)) {
      // A name keeps its capital ("First, Maria …"); "Every batch" does not.
      const name = taggedWords(before)[0]?.tags.some((t) => t === 'ProperNoun' || t === 'Person');
      p.sentences[at - 1] =
        `First, ${name || /^I\b/.test(before) ? before : before.charAt(0).toLowerCase() + before.slice(1)}`;
    }
    return;
  }
}

/** A Backstory opens on where it began, not on the summary of today ("I help founders …"): the
 *  overview follows the road there, as where it led ("Today, I'm a wedding photographer …"),
 *  before what it taught. */
export function overviewAfterTheStart(parts: Part[]): void {
  const at = parts.findIndex((p) => p.sectionId === 'overview');
  if (at !== 0 || !parts.some((p) => p.sectionId === 'origin' || p.sectionId === 'pivotal_moments')) return;
  // "I was in banking for nine years": an overview told in the past is where it began; "Since
  // then we've grown to five physios" is today, and closes the story.
  const today = (x: string) =>
    ENDED_UP.test(x) || /\b(?:am|is|are|do|does|runs?|helps?|works?|sees?|have|has)\b|['’](?:m|re|ve)\b/i.test(x);
  // Its first sentence says which ("That's when I thought, someone has to…" later is past too).
  const [opening = ''] = parts[at].sentences;
  if (/\b(?:was|were|had|used to|grew up)\b/i.test(opening) || !today(opening)) return;
  const [overview] = parts.splice(at, 1);
  // Not before "I'm Tomás, …": the story names them, and "Today, Tomás is Tomás" it must not say.
  if (!ENDED_UP.test(opening) && !/^(?:I['’]m|I am|[Mm]y name(?:['’]s| is))\s+\p{Lu}/u.test(opening))
    overview.sentences = [
      // A word that only opens the sentence goes lower-case; "I", a name or a product keeps its capital.
      `Today, ${/^(?:We|Our|My|The|A|An|It|This|There|They|He|She|Most|Many)\b/.test(opening) ? opening.charAt(0).toLowerCase() + opening.slice(1) : opening}`,
      ...overview.sentences.slice(1),
    ];
  // After the road there (its origin and turning points), before its lessons and values.
  const lastOfTheRoad = parts.reduce(
    (last, p, i) => (p.sectionId === 'origin' || p.sectionId === 'pivotal_moments' ? i : last),
    -1,
  );
  parts.splice(lastOfTheRoad + 1, 0, overview);
}

/** Each sentence told once: later repeats (the same words, any case) are dropped. */
export function dropRepeats(parts: Part[]): void {
  const seen = new Set<string>();
  for (const part of parts) {
    const kept = part.sentences.map((x) => {
      const key = x
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    part.sentences = part.sentences.filter((_, i) => kept[i]);
    part.blocks = part.blocks?.filter((_, i) => kept[i]);
  }
}

/** A long part told from several answers ("What made you leave?", "The early days?", "The
 *  hardest moment?", all turning points) is one paragraph per answer, not one wall of text. */
export function answerParagraphs(parts: Part[]): Part[] {
  return parts.flatMap((part) => {
    const { blocks } = part;
    if (!blocks || wordCount(part.sentences.join(' ')) < 90) return [part];
    const groups: { sentences: string[]; blocks: number[] }[] = [];
    part.sentences.forEach((sentence, i) => {
      const last = groups[groups.length - 1];
      if (last && (last.blocks[last.blocks.length - 1] === blocks[i] || wordCount(last.sentences.join(' ')) < 25)) {
        last.sentences.push(sentence);
        last.blocks.push(blocks[i]);
      } else groups.push({ sentences: [sentence], blocks: [blocks[i]] });
    });
    // A short last answer stays with the one before it.
    const tail = groups[groups.length - 1];
    if (groups.length > 1 && wordCount(tail.sentences.join(' ')) < 25) {
      groups.pop();
      groups[groups.length - 1].sentences.push(...tail.sentences);
    }
    // Each paragraph is traced to its own answer's words (a source's excerpt is what the
    // assistant and the funnel read a generated story through).
    return groups.map((g, i) => ({
      ...part,
      sentences: g.sentences,
      blocks: g.blocks,
      first: i === 0 ? part.first : undefined,
      source: { ...part.source, excerpt: excerptOf(g.sentences.join(' ')) },
    }));
  });
}
