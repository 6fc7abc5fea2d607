// The offline composer's framework story: from the answers (or a transcript, or written text)
// and a tone, a readable story of 150 to 400 words that follows the framework's arc, uses every
// answered section and says nothing that is not in its input.
import { FRAMEWORKS, isFrameworkType, type Framework, type FrameworkType } from '../../../../src/domain/frameworks.ts';
import { withTrailingFullStop } from '../../../../src/domain/story-rules.ts';
import { beatOf } from './arcs.ts';
import { splitSentences, wordCount } from './nlp.ts';
import { ensureStop, pick, seedOf, styleSentences, toneStyle, type ToneStyle } from './tones.ts';
import { selectFromTranscript, transcriptPassages, type Selection } from './transcript.ts';
import { joinParagraphs, type ComposedParagraph, type Composition, type SourceRef } from './types.ts';

export const STORY_MIN_WORDS = 150;
export const STORY_MAX_WORDS = 400;

export interface StoryRequest {
  frameworkType: string;
  /** Section id → the user's answer. */
  answers?: Record<string, string> | null;
  /** A transcript (isTranscript) or text the user wrote. */
  text?: string | null;
  isTranscript?: boolean;
  tone?: string | null;
  clientName?: string | null;
  additionalContext?: string | null;
  /** Sentences already chosen for this framework (the full stack shares a transcript out). */
  selection?: Selection;
}

interface Part {
  sectionId: string;
  label: string;
  topic: string;
  sentences: string[];
  source: SourceRef;
}

const excerptOf = (text: string, max = 280) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

function partsFromAnswers(framework: Framework, answers: Record<string, string>): Part[] {
  const parts: Part[] = [];
  for (const s of framework.sections) {
    const text = answers[s.id];
    if (typeof text !== 'string' || !text.trim()) continue;
    parts.push({
      sectionId: s.id,
      label: s.label,
      topic: beatOf(framework.type, s.id, s.label).topic,
      sentences: splitSentences(text),
      source: { kind: 'answer', label: s.label, excerpt: excerptOf(text), sectionId: s.id },
    });
  }
  return parts;
}

function partsFromSelection(framework: Framework, selection: Selection, kind: 'transcript' | 'answer'): Part[] {
  const parts: Part[] = [];
  for (const s of framework.sections) {
    const passages = selection[s.id];
    if (!passages?.length) continue;
    const sentences = passages.map((p) => p.text);
    parts.push({
      sectionId: s.id,
      label: s.label,
      topic: beatOf(framework.type, s.id, s.label).topic,
      sentences,
      source: {
        kind,
        label: kind === 'transcript' ? `Transcript (${s.label})` : `Your text (${s.label})`,
        excerpt: excerptOf(sentences.join(' ')),
        sectionId: s.id,
      },
    });
  }
  return parts;
}

/** Text the user wrote (not a transcript): every sentence kept, in order, under the section it fits. */
function partsFromWrittenText(framework: Framework, text: string): Part[] {
  const passages = transcriptPassages(text);
  const chosen = selectFromTranscript(passages, [framework.type], 50)[framework.type];
  const placed = new Map<number, string>();
  for (const [sectionId, list] of Object.entries(chosen)) for (const p of list) placed.set(p.index, sectionId);
  const order = framework.sections.map((s) => s.id);
  let current = order[0];
  const bySection: Selection = {};
  for (const p of passages) {
    current = placed.get(p.index) ?? current;
    (bySection[current] ??= []).push(p);
  }
  if (passages.length === 0) {
    // Too short to split into answer sentences: one part with the text as written.
    const s = framework.sections[0];
    return [
      {
        sectionId: s.id,
        label: s.label,
        topic: beatOf(framework.type, s.id, s.label).topic,
        sentences: splitSentences(text),
        source: { kind: 'answer', label: 'Your text', excerpt: excerptOf(text), sectionId: s.id },
      },
    ];
  }
  return partsFromSelection(framework, bySection, 'answer');
}

const clause = (sentence: string) => {
  const s = sentence.trim().replace(/[.!?…]+$/u, '');
  return /^(?:I\b|[A-Z]{2,})/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
};

/** A framework's own shape, before the parts: the brand-story line, the job story. */
function shapeParagraph(framework: Framework, parts: Part[], style: ToneStyle): ComposedParagraph | null {
  const first = (id: string) => parts.find((p) => p.sectionId === id)?.sentences[0];
  if (framework.type === 'mad_libs') {
    const [m, p, s, r] = ['target_market', 'problem', 'solution', 'result'].map(first);
    if (!m || !p || !s || !r) return null;
    const text = style.formal
      ? `For ${clause(m)}, the problem is clear: ${clause(p)}. The answer: ${clause(s)}. The result: ${clause(r)}.`
      : `Here is the brand story in four lines. Who it is for: ${clause(m)}. The problem: ${clause(p)}. The solution: ${clause(s)}. The result: ${clause(r)}.`;
    return {
      text,
      source: {
        kind: 'answer',
        label: 'Target Market, Problem, Solution, Result',
        excerpt: excerptOf([m, p, s, r].join(' ')),
      },
    };
  }
  if (framework.type === 'job_story') {
    const [sit, mot, out] = ['situation', 'motivation', 'expected_outcome'].map(first);
    if (!sit || !mot || !out) return null;
    return {
      text: `When ${clause(sit)}, the want is simple: ${clause(mot)}, so that ${clause(out)}.`,
      source: {
        kind: 'answer',
        label: 'Situation, Motivation, Expected Outcome',
        excerpt: excerptOf([sit, mot, out].join(' ')),
      },
    };
  }
  return null;
}

function partParagraph(framework: Framework, part: Part, style: ToneStyle, seed: number, i: number): ComposedParagraph {
  const leadIn = style.ordinal
    ? i === 0
      ? style.leadIns[0]
      : style.leadIns[1 + ((i - 1) % (style.leadIns.length - 1))]
    : pick(style.leadIns, seed + i);
  const lead = leadIn.replace('{topic}', part.topic);
  let sentences = styleSentences(part.sentences, style);
  if (style.numbersFirst) {
    const withNum = sentences.filter((s) => /\d/.test(s));
    sentences = [...withNum, ...sentences.filter((s) => !/\d/.test(s))];
  }
  let body: string;
  if (framework.type === 'portfolio_story' && part.sectionId === 'process_steps' && sentences.length > 1) {
    body = `${lead}\n${sentences.map((s) => `- ${s}`).join('\n')}`;
  } else {
    body = `${lead} ${sentences.join(' ')}`;
  }
  const aside = style.asides.length > 0 && i === 1 ? ` ${pick(style.asides, seed)}` : '';
  return { text: `${body}${aside}`, source: part.source };
}

const frameworkSource = (framework: Framework, excerpt: string): SourceRef => ({
  kind: 'framework',
  label: `${framework.title} framework`,
  excerpt,
});

function fitLength(parts: Part[], budget: number): void {
  const total = () => parts.reduce((n, p) => n + wordCount(p.sentences.join(' ')), 0);
  // Longest parts give up their last sentences first; every part keeps at least one.
  while (total() > budget) {
    const longest = [...parts]
      .filter((p) => p.sentences.length > 1)
      .sort((a, b) => wordCount(b.sentences.join(' ')) - wordCount(a.sentences.join(' ')))[0];
    if (!longest) break;
    longest.sentences.pop();
  }
  // Single very long sentences (text with no punctuation) are shortened at a word boundary.
  while (total() > budget) {
    const longest = [...parts].sort((a, b) => wordCount(b.sentences[0] ?? '') - wordCount(a.sentences[0] ?? ''))[0];
    const words = (longest?.sentences[0] ?? '').split(/\s+/);
    if (!longest || words.length <= 12) break;
    longest.sentences[0] = `${words.slice(0, Math.max(12, Math.floor(words.length * 0.7))).join(' ')}…`;
  }
}

export function composeStory(request: StoryRequest): Composition {
  const type: FrameworkType = isFrameworkType(request.frameworkType) ? request.frameworkType : 'five_point';
  const framework = FRAMEWORKS[type];
  const style = toneStyle(request.tone);
  const answers = request.answers ?? {};
  const text = request.text?.trim() ?? '';

  let parts: Part[];
  if (request.selection) parts = partsFromSelection(framework, request.selection, 'transcript');
  else if (Object.values(answers).some((v) => typeof v === 'string' && v.trim()))
    parts = partsFromAnswers(framework, answers);
  else if (text && request.isTranscript) {
    parts = partsFromSelection(framework, selectFromTranscript(transcriptPassages(text), [type])[type], 'transcript');
    // A transcript none of whose sentences fits the framework is used as written text.
    if (parts.length === 0) parts = partsFromWrittenText(framework, text);
  } else if (text) parts = partsFromWrittenText(framework, text);
  else parts = [];

  const seed = seedOf(`${type}|${request.tone ?? ''}|${parts.map((p) => p.sentences.join(' ')).join('|')}`);
  const context = request.additionalContext?.trim() ?? '';
  const scaffoldWords = 60;
  fitLength(parts, STORY_MAX_WORDS - scaffoldWords - Math.min(wordCount(context), 60));

  const who = request.clientName?.trim() || 'you';
  const opening: ComposedParagraph = {
    text: pick(style.openings, seed).replace('{question}', framework.context.question).replace('{who}', who),
    source: frameworkSource(framework, framework.context.question),
  };
  const paragraphs: ComposedParagraph[] = [opening];
  const shape = shapeParagraph(framework, parts, style);
  if (shape) paragraphs.push(shape);
  parts.forEach((part, i) => paragraphs.push(partParagraph(framework, part, style, seed, i)));
  if (context) {
    const sentences = styleSentences(splitSentences(context), style);
    const words = sentences.join(' ').split(/\s+/);
    const kept = words.length > 60 ? `${words.slice(0, 60).join(' ')}…` : sentences.join(' ');
    paragraphs.push({
      text: kept,
      source: { kind: 'answer', label: 'Additional context', excerpt: excerptOf(context) },
    });
  }

  // Thin input: the framework's own guidance and the questions still open fill the story out.
  const closing = pick(style.closings, seed + 7);
  const count = () => paragraphs.reduce((n, p) => n + wordCount(p.text), 0) + wordCount(closing);
  if (count() < STORY_MIN_WORDS) {
    const why = style.formal
      ? `${framework.context.purpose} ${framework.context.outcome}`
      : `Why does this matter? ${framework.context.purpose} The aim: ${framework.context.outcome.charAt(0).toLowerCase()}${framework.context.outcome.slice(1)}`;
    paragraphs.push({ text: ensureStop(why), source: frameworkSource(framework, framework.context.purpose) });
  }
  if (count() < STORY_MIN_WORDS) {
    const answered = new Set(parts.map((p) => p.sectionId));
    const open = framework.sections.filter((s) => !answered.has(s.id));
    const prompts = (open.length > 0 ? open : framework.sections).flatMap((s) => s.prompts.slice(0, 2));
    const intro = open.length > 0 ? 'Questions this story can still answer:' : 'Questions to go deeper with next time:';
    paragraphs.push({
      text: `${intro}\n${prompts
        .slice(0, 6)
        .map((q) => `- ${q}`)
        .join('\n')}`,
      source: frameworkSource(framework, prompts.slice(0, 6).join(' ')),
    });
  }
  if (count() < STORY_MIN_WORDS) {
    paragraphs.push({ text: framework.tips.join(' '), source: frameworkSource(framework, framework.tips.join(' ')) });
  }
  if (count() < STORY_MIN_WORDS) {
    const more = framework.sections.flatMap((s) => s.prompts.slice(2));
    if (more.length)
      paragraphs.push({
        text: `And to go further:\n${more.map((q) => `- ${q}`).join('\n')}`,
        source: frameworkSource(framework, more.join(' ')),
      });
  }
  paragraphs.push({ text: closing, source: frameworkSource(framework, framework.context.outcome) });

  const composition = joinParagraphs(paragraphs);
  return { ...composition, text: withTrailingFullStop(composition.text) };
}
