// The instructions a language model gets. Frameworks and tones come from the one definition
// the app uses; the rules are the composer's: the user's facts only, the framework's arc. The
// material is what the offline writer reads: private notes removed before any text leaves the
// server, an interview reduced to the client's answers and routed to the sections they answer,
// and the facts (numbers, before/after, names) listed so none is dropped.
import { FRAMEWORKS, NAMED_TONES, STACK_ORDER, isFrameworkType, ownerFirstName } from '../domain/frameworks.ts';
import { pronounsLabel, type Pronouns } from '../domain/pronouns.ts';
import { stripPrivateNotes } from '../composer/conversation.ts';
import { findFacts } from '../composer/facts.ts';
import { storyText, type StoryLike } from '../composer/story-source.ts';
import type { Selection } from '../composer/passage.ts';
import { selectFromTranscript, transcriptPassages } from '../composer/transcript.ts';
import { factsBlock, storyHeading } from './prompt-facts.ts';

const RULES = [
  'Use only facts that appear in the material below. Never invent names, numbers, places, clients or claims.',
  'Keep the facts listed under "Facts to keep" in the words given (amounts, percentages, before/after results, names): a number is the strongest proof a story has. A before/after result belongs where the story tells the result.',
  "The interviewer's questions, header lines and notes are not story text. Notes marked private have been removed; never guess at them.",
  'Return only the story text: no title, no headings, no notes about how it was written.',
];

export function toneDescription(tone: string | null | undefined, ownerName: string): string {
  const named = NAMED_TONES.find((t) => t.value === tone);
  if (named) return `${named.label}: ${named.description}`;
  if (tone === 'professional' || tone === 'authoritative') return 'Professional and authoritative.';
  const first = ownerFirstName(ownerName);
  return `${first}'s voice: conversational and intimate, the way ${first} tells a story.`;
}

export interface StoryPromptInput {
  frameworkType: string;
  answers?: Record<string, string> | null;
  text?: string | null;
  isTranscript?: boolean;
  tone?: string | null;
  clientName?: string | null;
  /** The client record's pronouns, for a story told about the client; null: not set ("they"). */
  pronouns?: Pronouns | null;
  additionalContext?: string | null;
  ownerName: string;
  /** Sentences the offline reader already routed to this framework's sections (full stack). */
  selection?: Selection;
  /** first: the founder's own story; third: written about a client (the default with a client). */
  person?: 'first' | 'third';
}

/** The client's answers from an interview, by the section each one answers, then the rest. */
function routedTranscript(input: StoryPromptInput, text: string): string {
  const type = isFrameworkType(input.frameworkType) ? input.frameworkType : 'five_point';
  const passages = transcriptPassages(text);
  if (!passages.length) return `## What they said\n${text}`;
  const selection = input.selection ?? selectFromTranscript(passages, [...new Set([type, ...STACK_ORDER])])[type] ?? {};
  const routed = new Set<string>();
  const blocks: string[] = [];
  for (const section of FRAMEWORKS[type].sections) {
    const chosen = selection[section.id] ?? [];
    if (!chosen.length) continue;
    chosen.forEach((p) => routed.add(p.text));
    blocks.push(`## ${section.label} (from the interview)\n${chosen.map((p) => p.text).join(' ')}`);
  }
  const rest = passages.filter((p) => !routed.has(p.text)).map((p) => p.text);
  if (rest.length)
    blocks.push(
      `## The rest of the client's answers, in order (use what fits this story, leave the rest)\n${rest.join(' ')}`,
    );
  return blocks.join('\n\n');
}

function personRule(input: StoryPromptInput): string {
  const person = input.person ?? (input.clientName ? 'third' : 'first');
  if (person !== 'third' || !input.clientName) return 'Write in the first person of the storyteller.';
  const rule = `Write in the third person about ${input.clientName}: it is their story, told by their coach.`;
  // Not set: the model chooses as before (the offline writer says "they").
  const label = pronounsLabel(input.pronouns);
  return label ? `${rule} Refer to ${input.clientName} as ${label}.` : rule;
}

export function storyPrompt(input: StoryPromptInput): { system: string; user: string } {
  const f = FRAMEWORKS[isFrameworkType(input.frameworkType) ? input.frameworkType : 'five_point'];
  const system = [
    `You are a storytelling coach who writes brand stories for founders. You are writing the "${f.title}" story: ${f.description}`,
    `It answers the question "${f.context.question}" ${f.context.purpose}`,
    `Follow the framework's arc, in this order: ${f.sections.map((s) => s.label).join(', ')}. Use every section that has material.`,
    `Tone: ${toneDescription(input.tone, input.ownerName)}`,
    'Length: 150 to 400 words, in short paragraphs.',
    personRule(input),
    ...RULES,
  ].join('\n');
  const parts: string[] = [];
  if (input.clientName) parts.push(`The story is for: ${input.clientName}`);
  const answered = f.sections.filter((s) => input.answers?.[s.id]?.trim());
  // Private notes ("Coach note: … do not mention it") never leave the server.
  const material: string[] = [];
  for (const s of answered) {
    const answer = stripPrivateNotes(input.answers![s.id].trim());
    material.push(answer);
    parts.push(`## ${s.label}\n(${s.prompts.join(' ')})\n${answer}`);
  }
  const text = stripPrivateNotes(input.text?.trim() ?? '');
  if (text) {
    const said = input.isTranscript ? routedTranscript(input, text) : `## What they wrote\n${text}`;
    material.push(said.replace(/^## .*$/gm, ''));
    parts.push(said);
  }
  const context = stripPrivateNotes(input.additionalContext?.trim() ?? '');
  if (context) {
    material.push(context);
    parts.push(`## Additional context\n${context}`);
  }
  const facts = factsBlock(findFacts(material.join('\n\n')));
  if (facts) parts.push(facts);
  return { system, user: parts.join('\n\n') || 'No material was given.' };
}

/** The stories as the model reads them: private notes and old checklists gone (storyText),
 *  each headed by its title, framework and status label, then the facts to build on. */
function storiesBlock(stories: StoryLike[], factsHeading: string): string {
  const blocks = stories.map((s, i) => `## Story ${i + 1}: ${storyHeading(s)}\n${storyText(s)}`);
  const facts = factsBlock(
    stories.flatMap((s) => findFacts(storyText(s))),
    factsHeading,
  );
  return [...blocks, facts].filter(Boolean).join('\n\n');
}

export function linkedinPrompt(clientName: string | null, stories: StoryLike[]): { system: string; user: string } {
  return {
    system: [
      'You turn finished brand stories into LinkedIn posts.',
      'Write one post per story. Start each post with a line "Post N (from "<story title>")".',
      'Each post is under 1300 characters, opens with a hook, ends with a question, and has at most 3 hashtags.',
      "Hashtags are topics the story is about (noun phrases, industry words), never a person's name and never a filler word such as #Story or #Person.",
      'When a story has a number or a before/after result, build the hook on it.',
      ...RULES.slice(0, 3),
    ].join('\n'),
    user: `${clientName ? `For: ${clientName}\n\n` : ''}${storiesBlock(stories, 'Proof to build hooks on')}`,
  };
}

export function funnelPrompt(clientName: string | null, stories: StoryLike[]): { system: string; user: string } {
  return {
    system: [
      'You build a sales funnel strategy from brand stories.',
      'Give a structured plan with the stages Attract, Engage, Convert, Deliver and refer. For each stage name the stories (by title) it uses, the line to lead with, and concrete actions.',
      "Build the hooks on the client's proof listed below (numbers, before/after results), never on a line that only introduces the text.",
      ...RULES.slice(0, 3),
    ].join('\n'),
    user: `${clientName ? `For: ${clientName}\n\n` : ''}${storiesBlock(stories, 'Proof to build hooks on')}`,
  };
}

/** What the offline assistant reads the question as, passed on so a model answers the same ask. */
const ASKS: Record<string, string> = {
  pitch:
    'The user wants a 30-second pitch (40 to 110 words) built from their stories: who it is for (their audience), what makes them different, and their strongest proof.',
  numbers:
    'The user wants the numbers in their stories: list each number with the story it came from, strongest proof first, and say which to lead with.',
  audience:
    'The user asks about their audience: talk about THEIR audience, quoting the words their stories use, and how to narrow it.',
  linkedin: 'The user wants a LinkedIn post: write it from the story they name (or their most recent story).',
  progress: 'The user asks about their progress: say which of the six stories are complete and which to do next.',
  gaps: 'The user asks what the stack is missing: name its weakest stories first and, for each, the questions its text does not answer yet (its framework sections, a number, a name, a before and after), as questions to answer or to ask the client.',
  summary:
    'The user wants a summary of the story they name (or their most recent story), in as many sentences as they ask for (two when they do not say), in their own words where possible.',
};

export function assistantSystem(ownerName: string, stories: StoryLike[], intent?: string, clientName?: string): string {
  const first = ownerFirstName(ownerName);
  const block = stories.length ? storiesBlock(stories, 'Numbers and names in these stories') : 'None yet.';
  return [
    `You are ${first} AI, the assistant of a storytelling and personal-branding coaching app.`,
    'The app helps founders build six brand stories (target audience, differentiation, job story, backstory, impact story, portfolio story), generate them from answers or interview transcripts, and turn them into LinkedIn content and funnels.',
    clientName
      ? `The user is a coach (or an admin) asking about their client ${clientName}. Answer the question asked, briefly and practically, from ${clientName}'s stories below, and speak of ${clientName} by name, not as "you". Never invent facts about ${clientName}. Give a progress report only when asked about progress.`
      : "Answer the question asked, briefly and practically, from the user's own stories below. Never invent facts about the user. Give a progress report only when asked about progress.",
    intent && ASKS[intent] ? ASKS[intent] : '',
    clientName ? `${clientName}'s stories:\n\n${block}` : `The user's stories:\n\n${block}`,
  ]
    .filter(Boolean)
    .join('\n');
}
