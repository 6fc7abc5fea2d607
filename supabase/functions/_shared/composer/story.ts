// The offline composer's framework story: from the answers (or a transcript, or written text)
// and a tone, a readable story of 150 to 400 words that follows the framework's arc, uses every
// answered section and says nothing that is not in its input.
import {
  FRAMEWORKS,
  isFrameworkType,
  type Framework,
  type FrameworkType,
  type StackFrameworkType,
} from '../domain/frameworks.ts';
import { withTrailingFullStop } from '../domain/story-rules.ts';
import { STACK_ORDER } from '../domain/frameworks.ts';
import { beatOf, BRIDGE_TONES, BRIDGES } from './arcs.ts';
import { readConversation, stripPrivateNotes, type Conversation } from './conversation.ts';
import { hasHardNumber } from './facts.ts';
import { coachingFor } from './coaching.ts';
import { companyName, nameTheProduct } from './company.ts';
import { speaksOfTheSentenceBefore, splitSentences, wordCount } from './nlp.ts';
import { selectionFromStack } from './from-stack.ts';
import { isStep, whenFirst } from './sequence.ts';
import { shareAcrossStack } from './stack-share.ts';
import { pronounsOfName, quoteWhatOthersSaid, toThirdPerson, type Pronouns } from './person.ts';
import { mendTyped, quotedTestimonialAnswer } from './typed.ts';
import { isAboutTheServed } from './typed-served.ts';
import {
  capitalise,
  DOUBLED_WORD,
  LEAD_LINES,
  leadFor,
  lowerFirst,
  styleSentences,
  tidySentence,
  toneStyle,
  type ToneStyle,
} from './tones.ts';
import type { Passage, Selection } from './passage.ts';
import { selectFromTranscript, transcriptPassages } from './transcript.ts';
import { joinParagraphs, type ComposedParagraph, type Composition } from './types.ts';
import {
  answerParagraphs,
  dropRepeats,
  excerptOf,
  fitLength,
  gatherSteps,
  overviewAfterTheStart,
  type Part,
} from './story-parts.ts';

/** A sentence that names the alternative a difference is measured against. */
const NAMES_ALTERNATIVE =
  /\b(?:most|other|big|typical|usual|traditional|larger|cheaper|generic)\s+\w+|\b(?:unlike|instead|than|compared|versus|vs\.?|elsewhere|competitors?|alternatives?)\b/i;

/** A story told from real material is better short than padded: below this the story is still
 *  only the person's words, and the framework's purpose goes beside it as a hint. */
export const STORY_MIN_WORDS = 30;
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
  /** first: the founder's own story; third: a coach writing for a client (the default when a
   *  client is named). */
  person?: 'first' | 'third';
  /** The name a third-person story uses for its teller (default: the client's first name). */
  teller?: string | null;
  /** The client record's pronouns, for the teller after their name ("she was"); null: "they". */
  pronouns?: Pronouns | null;
  /** The other one who answers in an interview of two (a co-founder): "we" is "Mia and Jon". */
  partner?: string | null;
  /** The company or product the speaker names (found in the input when not given). */
  company?: string | null;
  /** Openings and lines already used by the other stories of one full stack, so none repeats. */
  used?: Set<string>;
}

function partsFromAnswers(framework: Framework, answers: Record<string, string>): Part[] {
  const parts: Part[] = [];
  // Typed in a hurry: the answers mended together (a name capitalised in one is a name in all).
  const context = Object.values(answers)
    .filter((v) => typeof v === 'string')
    .join('\n');
  for (const s of framework.sections) {
    const text = answers[s.id];
    if (typeof text !== 'string' || !text.trim()) continue;
    const about = { served: isAboutTheServed(framework.type, s.id), opens: parts.length === 0 };
    const sentences = splitSentences(mendTyped(text, context, about));
    parts.push({
      sectionId: s.id,
      label: s.label,
      topic: beatOf(framework.type, s.id, s.label).topic,
      sentences: s.id === 'testimonial' ? quotedTestimonialAnswer(sentences) : sentences,
      source: { kind: 'answer', label: s.label, excerpt: excerptOf(text), sectionId: s.id },
      typedAsList: (text.match(/^\s*(?:[-*•]|\d+[.)])\s+\S/gm)?.length ?? 0) >= 2,
    });
  }
  return parts;
}

/** Stories whose parts are facets, not a sequence: from an interview they keep the speaker's order
 *  (who "they" are is said before what they fear). Arcs (Impact, Backstory…) keep the framework's. */
const FACETED = new Set<FrameworkType>(['target_audience', 'job_story']);

function partsFromSelection(framework: Framework, selection: Selection, kind: 'transcript' | 'answer'): Part[] {
  const parts: (Part & { first: number })[] = [];
  for (const s of framework.sections) {
    const passages = selection[s.id];
    if (!passages?.length) continue;
    const sentences = passages.map((p) => p.text);
    parts.push({
      first: Math.min(...passages.map((p) => p.index)),
      blocks: passages.map((p) => p.block),
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
  if (kind === 'transcript' && FACETED.has(framework.type)) parts.sort((a, b) => a.first - b.first);
  return parts;
}

/** Every sentence, in order, under the section it fits; one that fits none goes on with the one
 *  before it. */
function everySentenceInOrder(framework: Framework, passages: Passage[]): Selection {
  const chosen = selectFromTranscript(passages, [framework.type], 50)[framework.type];
  const placed = new Map<number, string>();
  for (const [sectionId, list] of Object.entries(chosen)) for (const p of list) placed.set(p.index, sectionId);
  let current = framework.sections[0].id;
  const bySection: Selection = {};
  for (const p of passages) {
    current = placed.get(p.index) ?? current;
    (bySection[current] ??= []).push(p);
  }
  return bySection;
}

/** Text the user wrote (not a transcript): every sentence kept, in order, under the section it fits. */
function partsFromWrittenText(framework: Framework, text: string): Part[] {
  const passages = transcriptPassages(text);
  const bySection = everySentenceInOrder(framework, passages);
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

/** A sentence inside another: no closing stop, first letter lowered unless the word is a name,
 *  an acronym or written in mixed case (SaaS, iPhone, CTO, Dana). */
const clause = (sentence: string) => lowerFirst(sentence.trim().replace(/[.!?…,;:]+$/u, ''));

/** A framework's own shape, before the parts: the brand-story line, the job story. */
function shapeParagraph(framework: Framework, parts: Part[], style: ToneStyle): ComposedParagraph | null {
  const first = (id: string) => parts.find((p) => p.sectionId === id)?.sentences[0];
  if (framework.type === 'mad_libs') {
    const [m, p, s, r] = ['target_market', 'problem', 'solution', 'result'].map(first);
    if (!m || !p || !s || !r) return null;
    const text = style.formal
      ? `For ${clause(m)}, the problem is clear: ${clause(p)}. The answer: ${clause(s)}. The result: ${clause(r)}.`
      : `Who it is for: ${clause(m)}. The problem: ${clause(p)}. The solution: ${clause(s)}. The result: ${clause(r)}.`;
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
    // "When end of season, …" is no sentence: a situation typed as a note leads on a colon.
    const when = OPENS_ON_A_SUBJECT.test(sit) ? `When ${clause(sit)}, the want is simple` : capitalise(clause(sit));
    return {
      text: `${when}: ${clause(mot)}, so that ${clause(out)}.`,
      source: {
        kind: 'answer',
        label: 'Situation, Motivation, Expected Outcome',
        excerpt: excerptOf([sit, mot, out].join(' ')),
      },
    };
  }
  return null;
}

/** What a list typed with no verb is, formal and not. */
const LIST_LEADS: Record<string, [string, string]> = {
  values: ['The values behind it', 'What holds it all together'],
  tools_techniques: ['The tools behind it', 'The tools'],
};

/** A clause's subject first ("they get the invoice", "the booking.com invoice lands"). */
const OPENS_ON_A_SUBJECT =
  /^(?:they|we|I|he|she|it|there|their|the|a|an|our|my|his|her|its|every|each|someone|somebody|clients|customers|people)\b/i;

/** A sentence that leans on the one before it ("Their practice manager …", "That's mostly …"). */
const LEANS_BACK = /^(?:they|their|he|his|she|her|it|its|this|that|these|those)\b/i;

/**
 * The sentences that show a number first, each with the sentences that lean on it ("Now she
 * spends twenty minutes a week." "That's mostly reading the photo reports."), so a reorder never
 * leaves a "That's" after the wrong sentence.
 */
function numbersFirst(sentences: string[], shows: (sentence: string) => boolean): string[] {
  const units: string[][] = [];
  for (const s of sentences) {
    const last = units[units.length - 1];
    if (last && speaksOfTheSentenceBefore(s)) last.push(s);
    else units.push([s]);
  }
  const first = units.filter((u) => shows(u[0]));
  return [...first, ...units.filter((u) => !first.includes(u))].flat();
}

/** Parts that exist to show the numbers: their sentences with hard numbers come first. */
const PROOF_PARTS = new Set(['impact_story.client_after', 'differentiation.proof_points']);

/** The part's sentences as the story tells them: the tone's rhythm, the person, clean English. */
function partParagraph(
  framework: Framework,
  part: Part,
  style: ToneStyle,
  teller: Teller | null,
  used: Set<string>,
  named: { team: boolean },
  /** The story's first paragraph: no bridge that follows on from something leads into it. */
  opening = false,
): ComposedParagraph | null {
  let sentences = styleSentences(part.sentences, style);
  sentences = teller
    ? toThirdPerson(sentences, teller.name, named, teller.pronouns, teller.partner)
    : sentences.map(quoteWhatOthersSaid);
  sentences = sentences.map(tidySentence).filter((x) => x !== '');
  if (teller?.partner && teller.partnerPronouns)
    sentences = partnerByPronoun(sentences, teller.partner, teller.partnerPronouns);
  // Steps keep their order in every tone: a number first would put "Then" before "First".
  // Nor does a sentence that leans on the one before it ("Their practice manager … in 2021"
  // after "Harbor Dental Group has four locations").
  if (style.numbersFirst && part.sectionId !== 'process_steps')
    sentences = numbersFirst(sentences, (x) => /\d/.test(x) && !LEANS_BACK.test(x));
  if (sentences.length === 0) return null;
  // A paragraph does not open on "And" (said after something this paragraph may not hold).
  sentences[0] = sentences[0].replace(/^(?:And|Plus)\s+(\p{L})/u, (_, c: string) => c.toUpperCase());
  // A Job story is told from the moment that sends them looking: "They hire Marcus when a big
  // customer threatens to leave" reads "When a big customer threatens to leave, they hire
  // Marcus" (and is not the Target Audience's sentence word for word).
  if (framework.type === 'job_story') sentences = situationThenWant(sentences.map(whenFirst));
  // A list of values typed as a fragment ("Honesty, warmth and doing the work.") gets a subject,
  // and so does a list of tools ("Webflow, Little Hotelier, Mailchimp.").
  const listLead = LIST_LEADS[part.sectionId];
  if (
    listLead &&
    sentences.length === 1 &&
    /,|\band\b/.test(sentences[0]) &&
    sentences[0].split(/\s+/).length < 12 &&
    !/\b(?:I|we|my|our|he|she|they|is|are|was|were)\b/i.test(sentences[0])
  )
    // Tools are names ("Webflow"): each as typed.
    sentences = [
      `${listLead[style.formal ? 0 : 1]}: ${part.sectionId === 'values' ? clause(sentences[0]) : sentences[0].replace(/[.!]+$/, '')}.`,
    ];
  const steps = sentences.filter((x) => isStep(x) || /^step\b/i.test(x));
  const listed =
    framework.type === 'portfolio_story' &&
    part.sectionId === 'process_steps' &&
    (steps.length > 1 || (!!part.typedAsList && sentences.length > 1));
  const bridge =
    part.sectionId === 'process_steps' && !listed ? undefined : BRIDGES[`${framework.type}.${part.sectionId}`];
  if (PROOF_PARTS.has(`${framework.type}.${part.sectionId}`)) sentences = numbersFirst(sentences, hasHardNumber);
  // A bridge only where the words after it bear it out: a direct quote (in quotation marks) after
  // "In the client's words", not reported speech ("Their CTO told Fiona it was …"),
  // a number after "The proof is in the results", the alternative named after "Put it side by
  // side with the alternative" ("Big agencies send a junior", not "Lena only works with …").
  const quoted =
    (part.sectionId !== 'testimonial' || /["“]/.test(sentences[0])) &&
    (part.sectionId !== 'proof_points' || hasHardNumber(sentences[0])) &&
    (part.sectionId !== 'comparison_test' || NAMES_ALTERNATIVE.test(sentences[0]));
  const column = Math.max(0, BRIDGE_TONES.indexOf(style.id));
  // A bridge that follows on from something ("Then came the moment…", "Here is what changed")
  // does not open a story: only the first part's, or a label ("In the client's words").
  const later = framework.sections.findIndex((x) => x.id === part.sectionId) > 0;
  const followsOn =
    !!bridge &&
    (/^(?:and|then|so|after|next)\b|\bthen\b/i.test(bridge[column]) || (later && part.sectionId !== 'testimonial'));
  // "That was the turning point." points back at what came before it: a bridge would stand between.
  const pointsBack = /^(?:that|this)(?:['’]s|\s+(?:was|is|were|are)\b)/i.test(sentences[0]);
  const line =
    bridge && quoted && !pointsBack && !(opening && followsOn && !listed) && !used.has(bridge[column])
      ? bridge[column]
      : null;
  if (line) used.add(line);
  let body: string;
  if (listed) {
    // "- And at the end they come back": an item of a list is not joined to the one above it.
    const items = sentences.map((x) => x.replace(/^(?:And|Plus)\s+(\p{L})/u, (_, c: string) => c.toUpperCase()));
    body = `${line ?? 'Step by step:'}\n${items.map((x) => `- ${x}`).join('\n')}`;
  } else {
    body = [line, ...sentences].filter(Boolean).join(' ');
  }
  return { text: body, source: part.source };
}

/** Who a third-person story is about: their name and pronouns, and a co-founder who answers too,
 *  with the "he" or "she" the story may use for them (null: their name each time). */
interface Teller {
  name: string;
  pronouns: Pronouns;
  partner: string | null;
  partnerPronouns: Pronouns | null;
}

/** The co-founder's "he" or "she", worked out once a story: when the tagger knows the name as a
 *  man's or a woman's and the teller's is not the same ("Mia … Jon … He" can only be Jon). */
function partnerPronounsOf(name: string, pronouns: Pronouns, partner: string | null): Pronouns | null {
  const theirs = partner ? pronounsOfName(partner) : null;
  const tellers = pronouns === 'they' ? pronounsOfName(name) : pronouns;
  return theirs && tellers && theirs !== tellers ? theirs : null;
}

/** "Jon had a cart and no plan. Jon was a barista …": a co-founder told by name twice running in
 *  one paragraph is "he" (or "she") the second time. */
function partnerByPronoun(sentences: string[], partner: string, theirs: Pronouns): string[] {
  const opensOn = (x: string | undefined) => !!x && x.startsWith(`${partner} `);
  return sentences.map((x, i) =>
    i > 0 && opensOn(x) && opensOn(sentences[i - 1])
      ? `${theirs === 'he' ? 'He' : 'She'}${x.slice(partner.length)}`
      : x,
  );
}

/** "They've lived with a garden they hate for years." then "They want somewhere to eat outside.":
 *  the Job story's own form, "When they've lived with …, they want somewhere to eat outside." */
function situationThenWant(sentences: string[]): string[] {
  const at = sentences.findIndex((x) => SITUATION.test(x) && !/^When\b/.test(x) && !/[?!;:]/.test(x));
  const want = sentences.findIndex((x, i) => i > at && WANT.test(x));
  if (at < 0 || want < 0) return sentences;
  const joined = `When ${sentences[at].charAt(0).toLowerCase()}${sentences[at].slice(1).replace(/[.]$/, '')}, ${sentences[want].charAt(0).toLowerCase()}${sentences[want].slice(1)}`;
  return sentences.flatMap((x, i) => (i === at ? [joined] : i === want ? [] : [x]));
}
const SITUATION = /^They(?:['’]ve|['’]re| have| are| had| were| don['’]t| can['’]t| keep| spend| lose)\b/;
const WANT = /^They (?:just )?(?:want|need|would love|['’]d love)\b/;

/** Text with no speakers and no questions, one stretch of talk: a voice memo. */
const toldAlone = (conversation: Conversation, passages: Passage[]) =>
  !conversation.labelled && passages.every((p) => p.block === 0 && !p.hint);

function partsFor(type: FrameworkType, framework: Framework, request: StoryRequest): Part[] {
  const answers = Object.fromEntries(
    Object.entries(request.answers ?? {}).map(([k, v]) => [k, typeof v === 'string' ? stripPrivateNotes(v) : v]),
  );
  const text = request.text?.trim() ?? '';
  if (request.selection) return partsFromSelection(framework, request.selection, 'transcript');
  if (Object.values(answers).some((v) => typeof v === 'string' && v.trim()))
    return partsFromAnswers(framework, answers);
  if (text && request.isTranscript) {
    // The interview is shared out as for a full stack (stack-share.ts too), so this story gets
    // the answers about its own part: not every sentence that shares a word with it, not an
    // answer to another story's question ("Then I fix the listing" inside a client's result).
    const conversation = readConversation(text);
    const passages = transcriptPassages(text, conversation);
    let chosen: Selection;
    if (type === 'five_point' || type === 'mad_libs') {
      // Read as the full stack reads it, then told as one arc or as the brand's four blanks.
      const stack = selectFromTranscript(passages, STACK_ORDER);
      shareAcrossStack(stack as Record<StackFrameworkType, Selection>);
      chosen = selectionFromStack(type, stack as Record<StackFrameworkType, Selection>);
    } else if (type === 'backstory' && toldAlone(conversation, passages)) {
      // A voice memo of the speaker's own road ("I was a teacher … now we have our own studio"),
      // recorded for this story: all of it is the Backstory, in the order it was lived.
      chosen = everySentenceInOrder(framework, passages);
    } else {
      const selection = selectFromTranscript(passages, [...new Set<FrameworkType>([type, ...STACK_ORDER])]);
      shareAcrossStack(selection as Record<StackFrameworkType, Selection>, type);
      chosen = selection[type] ?? {};
    }
    const parts = partsFromSelection(framework, chosen, 'transcript');
    // Text with no speakers none of whose sentences fits is used as written text; a conversation
    // with nothing for this story stays empty (its answers are other stories'), never the whole
    // interview poured into this one's mould.
    return parts.length > 0 || conversation.labelled ? parts : partsFromWrittenText(framework, text);
  }
  if (text) return partsFromWrittenText(framework, mendTyped(stripPrivateNotes(text)));
  return [];
}

export function composeStory(request: StoryRequest): Composition {
  const type: FrameworkType = isFrameworkType(request.frameworkType) ? request.frameworkType : 'five_point';
  const framework = FRAMEWORKS[type];
  const style = toneStyle(request.tone);
  const used = request.used ?? new Set<string>();
  const parts = partsFor(type, framework, request);
  if (type === 'portfolio_story') gatherSteps(parts, framework);
  if (type === 'backstory') overviewAfterTheStart(parts);
  dropRepeats(parts);

  const context = stripPrivateNotes(request.additionalContext?.trim() ?? '');
  const scaffoldWords = 40;
  fitLength(parts, STORY_MAX_WORDS - scaffoldWords - Math.min(wordCount(context), 60));
  parts.splice(0, parts.length, ...answerParagraphs(parts));

  const person = request.person ?? (request.clientName?.trim() ? 'third' : 'first');
  const tellerName =
    person === 'third' ? request.teller?.trim() || request.clientName?.trim().split(/\s+/)[0] || null : null;
  const partner = request.partner?.trim() || null;
  const pronouns = request.pronouns ?? 'they';
  const teller: Teller | null = tellerName
    ? { name: tellerName, pronouns, partner, partnerPronouns: partnerPronounsOf(tellerName, pronouns, partner) }
    : null;
  const paragraphs: ComposedParagraph[] = [];
  // The brand-story and job-story statements are made from answers to their questions; from a
  // transcript the sentences are the speaker's own and do not fit the "When …, so that …" mould.
  const shape = parts.every((p) => p.source.kind === 'answer') ? shapeParagraph(framework, parts, style) : null;
  if (shape) {
    paragraphs.push({ ...shape, text: tidyText(shape.text) });
    // The statement used each part's first sentence: the parts go on from their second.
    for (const part of parts)
      if (
        ['target_market', 'problem', 'solution', 'result', 'situation', 'motivation', 'expected_outcome'].includes(
          part.sectionId,
        )
      )
        part.sentences = part.sentences.slice(1);
  }
  const named = { team: false };
  for (const part of parts) {
    const paragraph = partParagraph(framework, part, style, teller, used, named, paragraphs.length === 0);
    if (paragraph) paragraphs.push(paragraph);
  }
  if (context) {
    const sentences = styleSentences(splitSentences(context), style).map(tidySentence);
    const words = sentences.join(' ').split(/\s+/);
    const kept = words.length > 60 ? `${words.slice(0, 60).join(' ')}…` : sentences.join(' ');
    paragraphs.push({
      text: kept,
      source: { kind: 'answer', label: 'Additional context', excerpt: excerptOf(context) },
    });
  }

  // The story opens with the person's own first line for it, after a short lead in the tone
  // (never the framework's question). Thin input stays short: the framework's purpose and the
  // questions still open go beside the story (hints, coaching), never into it.
  const lead = leadFor(style, type);
  if (paragraphs.length > 0) {
    const first = { ...paragraphs[0] };
    // A finished story written again ("Write my portfolio story" from its text) already opens on
    // a lead, in this tone or another: it gets this one, once.
    const oldLead = LEAD_LINES.find((line) => first.text.startsWith(`${line} `));
    if (oldLead) first.text = first.text.slice(oldLead.length + 1);
    const list = /^- /m.test(first.text);
    // The first sentence, up to its stop; what follows keeps its own spacing (a list's lines).
    const headEnd = first.text.search(/[.!?](?=\s|$)/) + 1 || first.text.length;
    const head = first.text.slice(0, headEnd);
    if (!list && /\bit\b/i.test(head)) {
      const company =
        request.company === undefined
          ? companyName(stripPrivateNotes([request.text ?? '', ...Object.values(request.answers ?? {})].join('\n')))
          : request.company;
      first.text = nameTheProduct(head, company) + first.text.slice(headEnd);
    }
    // "Take one client. One client, Tom, came to us…": after a lead that says it, the name is enough.
    if (/\bone (?:client|customer|patient)\b/i.test(lead))
      first.text = first.text.replace(
        /^One (?:of (?:our|my|their) )?(?:client|customer|patient)s?, (\p{Lu}[\p{L}'’-]+),\s+/u,
        '$1 ',
      );
    // A story that opens on its steps opens with the lead on the list's first line.
    paragraphs[0] = { ...first, text: `${lead} ${first.text}` };
  }
  const composition = joinParagraphs(paragraphs);
  const { coaching, hints } = coachingFor(framework, parts);
  if (wordCount(composition.text) < STORY_MIN_WORDS) hints.unshift(framework.context.purpose);
  return { ...composition, text: withTrailingFullStop(composition.text), coaching, hints };
}

/** Clean English over a paragraph of several sentences. */
function tidyText(text: string): string {
  return capitalise(
    text
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/[,;:]+([.!?])/g, '$1')
      .replace(DOUBLED_WORD, '$1')
      .replace(/([.!?])\s+(\p{Ll})/gu, (_, stop: string, c: string) => `${stop} ${c.toUpperCase()}`),
  );
}
