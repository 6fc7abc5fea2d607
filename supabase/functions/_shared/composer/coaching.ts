// What is shown beside a story, never inside it: the framework's questions the story has not
// answered yet, and hints that would make it stronger (a number, a before and an after).
import type { Framework } from '../domain/frameworks.ts';
import { measuredUnit, sentenceFacts } from './facts.ts';

/** A time said in words: "within a month", "in a year", "in one afternoon", "after a week". */
const SAYS_WHEN =
  /\b(?:within|in|after|over|for)\s+(?:a|an|one|two|three|four|five|six|a few|a couple of)\s+(?:days?|weeks?|months?|years?|quarters?|afternoons?|mornings?|evenings?|weekends?)\b/i;

interface AnsweredPart {
  sectionId: string;
  sentences: string[];
}

const BEFORE_PARTS = new Set(['client_before', 'problem', 'situation']);
const AFTER_PARTS = new Set(['transformation', 'client_after', 'result', 'resolution', 'quality_standards']);

/** "30% of bread thrown away" in the before and "down to 8%" in the after: a before and an after
 *  told in their own parts, measured alike (a percentage, money, time by its period). */
function beforeAndAfterAcrossParts(parts: AnsweredPart[]): boolean {
  const units = (ids: Set<string>) =>
    new Set(
      parts
        .filter((p) => ids.has(p.sectionId))
        .flatMap((p) => p.sentences.flatMap(sentenceFacts))
        .map(measuredUnit)
        .filter((u): u is string => u !== null),
    );
  const before = units(BEFORE_PARTS);
  return [...units(AFTER_PARTS)].some((u) => before.has(u));
}

export function coachingFor(framework: Framework, parts: AnsweredPart[]): { coaching: string[]; hints: string[] } {
  const answered = new Set(parts.map((p) => p.sectionId));
  const open = framework.sections.filter((s) => !answered.has(s.id));
  // Every part told: the follow-up question of each (the first asks for what is already there).
  const coaching = (
    open.length > 0 ? open.flatMap((s) => s.prompts.slice(0, 2)) : framework.sections.flatMap((s) => s.prompts.slice(1))
  ).slice(0, 6);
  // The numbers of what the story tells (names are not needed here, and the full tagger is slow).
  const facts = parts.flatMap((p) => p.sentences.flatMap(sentenceFacts));
  const hints: string[] = [];
  if (!facts.some((f) => f.kind !== 'timeframe' && f.kind !== 'duration'))
    hints.push('Add one number that proves it: a result, an amount, a percentage or a count.');
  if (
    (framework.type === 'impact_story' || framework.type === 'portfolio_story') &&
    !facts.some((f) => f.kind === 'change') &&
    !beforeAndAfterAcrossParts(parts)
  )
    hints.push('Give a before and an after with a number for each, like "from 81% to 96%".');
  // "within a month", "in one afternoon" say when, though they prove too little to be facts.
  const saysWhen = parts.some((p) => p.sentences.some((x) => SAYS_WHEN.test(x)));
  if (!saysWhen && !facts.some((f) => f.kind === 'timeframe' || f.kind === 'duration'))
    hints.push('Say when it happened or how long it took ("in six weeks", "in 2021").');
  if (open.length > 0) hints.push(`Not told yet: ${open.map((s) => s.label).join(', ')}.`);
  return { coaching, hints };
}
