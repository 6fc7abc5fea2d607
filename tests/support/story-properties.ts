// The properties every text of the default writer must have, checked by the composer's unit
// tests and the generation functions' integration tests: sentences that start with a capital and
// end with punctuation, no sentence told twice, no private note, no interviewer line, no
// checklist, no framework question, prompt or guidance, a length within the story bounds.
import {
  answerText,
  STORY_MAX_WORDS,
  STORY_MIN_WORDS,
  wordCount,
} from '../../supabase/functions/_shared/composer/mod.ts';
import { escapeRegExp } from '../../supabase/functions/_shared/composer/nlp.ts';
import { FRAMEWORKS } from '../../src/domain/frameworks.ts';
import type { Interview } from './interviews.ts';

/** The frameworks' own words (questions, purposes, guidance, prompts): a story never says them. */
const FRAMEWORK_LINES = Object.values(FRAMEWORKS).flatMap((f) => [
  f.context.question,
  f.context.purpose,
  f.context.headline,
  f.context.outcome,
  f.description,
  ...f.tips,
  ...f.sections.flatMap((s) => s.prompts),
]);

export function storyProblems(text: string, interview?: Interview, lengthBounds = true): string[] {
  const problems: string[] = [];
  const words = wordCount(text);
  if (lengthBounds && (words < STORY_MIN_WORDS || words > STORY_MAX_WORDS)) problems.push(`length ${words} words`);
  if (/Questions this story can still answer|Questions to go deeper/i.test(text))
    problems.push('checklist in the text');
  if (/,\s*\./.test(text)) problems.push('",." in the text');
  for (const line of FRAMEWORK_LINES) if (text.includes(line)) problems.push(`framework line: ${line}`);
  if (/\?/.test(text.split(/\n/)[0])) problems.push(`a question in the opening: ${text.split(/\n/)[0]}`);
  // Letters, not \w: "Lucía a voice message" has no doubled "a".
  const doubled = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/iu;
  if (doubled.test(text.replace(/\b(?:that that|had had)\b/gi, '')))
    problems.push(`doubled word: ${doubled.exec(text)?.[0]}`);
  // A name contracted ("Maria'd been"), or "they" with a singular verb: the retelling slipped.
  const contracted = /\b(?!(?:They|She|He|We|You|It|There|That|Who)['’])\p{Lu}\p{Ll}+['’]d\b/u;
  if (contracted.test(text)) problems.push(`a name contracted: ${contracted.exec(text)?.[0]}`);
  if (/\bthey (?:was|is|has)\b/i.test(text))
    problems.push(`they with a singular verb: ${/\bthey (?:was|is|has)\b/i.exec(text)?.[0]}`);
  const seen = new Set<string>();
  for (const paragraph of text.split(/\n+/)) {
    const line = paragraph.replace(/^- /, '').trim();
    if (!line) continue;
    if (!/[.!?:…"”)]$/.test(line)) problems.push(`no end punctuation: "${line.slice(-40)}"`);
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      if (!/^["“(]?[\p{Lu}\d$€£]/u.test(sentence) && !/^\p{Ll}+\p{Lu}/u.test(sentence))
        problems.push(`no capital: "${sentence.slice(0, 40)}"`);
      const key = sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (key.split(' ').length > 3 && seen.has(key)) problems.push(`sentence twice: "${sentence.slice(0, 40)}"`);
      seen.add(key);
    }
  }
  if (interview) {
    for (const secret of interview.privateText) if (text.includes(secret)) problems.push(`private note: ${secret}`);
    for (const line of interview.interviewerLines) if (text.includes(line)) problems.push(`interviewer line: ${line}`);
    const header = interview.text.split('\n')[0];
    if (text.includes(header)) problems.push(`header line: ${header}`);
  }
  return problems;
}

/** Words retold in the third person, and what was said: "pay their people properly" was said "pay
 *  our people properly"; "Harbor Dental Group has four locations", "They have four locations". */
const RETOLD: Record<string, string> = {
  their: '(?:our|my|us|me|we|I|their|them|they)',
  them: '(?:our|my|us|me|we|I|their|them|they)',
  they: '(?:our|my|us|me|we|I|their|them|they)',
  she: '(?:I|she)',
  he: '(?:I|he)',
  her: '(?:my|me|her)',
  his: '(?:my|his)',
  him: '(?:me|him)',
  herself: '(?:myself|herself)',
  himself: '(?:myself|himself)',
  has: '(?:has|have)',
  is: '(?:is|are)',
  was: '(?:was|were)',
  // "Hartley & Cole is a conveyancing firm with twelve people": said "…firm, twelve people".
  with: '(?:with|,)',
};

/**
 * A story opens with the story: after at most one short lead, its first paragraph goes on in the
 * speaker's own words (its last three, as retold: "We do same-day repairs" is told "Priya and the
 * team do same-day repairs"); a story that opens on its steps goes on in its first step.
 */
export function openingProblems(text: string, interview: Interview): string[] {
  const [first, item] = text.split('\n\n')[0].split('\n');
  const [, told] = item ? [first, item] : first.split(/(?<=[.!])\s+/);
  // "Priya’s customers are mostly commuters": "Mostly commuters." given its subject.
  const firstName = interview.clientName.split(' ')[0];
  const second = told
    ?.replace(/^(?:\S+['’]s|Our|My) (?:clients|customers|patients) are (\p{Ll})/u, (_, c: string) => c.toUpperCase())
    // "before Marco and the team start": said "before we start".
    .replaceAll(`${firstName} and the team`, 'we');
  const spoken = second?.split(/\s+/).slice(-3).join(' ').replace(/[.!]$/, '');
  if (!spoken) return [`no words of the speaker's after the lead: ${first}`];
  const said = spoken
    .split(' ')
    // "Kwame runs BrightFloor": said "I run BrightFloor".
    .map(
      (w) =>
        (w === firstName ? '(?:I|we|me|us)' : w === 'we' ? '[Ww]e' : undefined) ??
        // "Hydrolite, Sam’s first one": said "my first one".
        (w.replace(/['’]s$/, '') === firstName ? '(?:my|our)' : undefined) ??
        RETOLD[w.toLowerCase()] ??
        (/^[a-z]+s$/.test(w) ? `${w.slice(0, -1)}s?` : escapeRegExp(w)),
    )
    .join('\\s+');
  // As the writer read it: a transcript typed with no punctuation has its sentences back.
  const heard = `${interview.text}\n${answerText(interview.text)}`;
  return new RegExp(said).test(heard) ? [] : [`the first paragraph is not the speaker's words: ${first}`];
}
