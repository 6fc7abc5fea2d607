// The instructions a language model gets. Frameworks and tones come from the one definition
// the app uses; the rules are the composer's: the user's facts only, the framework's arc.
import { FRAMEWORKS, NAMED_TONES, isFrameworkType, ownerFirstName } from '../../../../src/domain/frameworks.ts';
import { stripPrivateNotes } from '../composer/conversation.ts';
import { storyLabel, storyText, type StoryLike } from '../composer/story-source.ts';

const RULES = [
  'Use only facts that appear in the material below. Never invent names, numbers, places, clients or claims.',
  'Write in the first person of the storyteller unless the material says otherwise.',
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
  additionalContext?: string | null;
  ownerName: string;
}

export function storyPrompt(input: StoryPromptInput): { system: string; user: string } {
  const f = FRAMEWORKS[isFrameworkType(input.frameworkType) ? input.frameworkType : 'five_point'];
  const system = [
    `You are a storytelling coach who writes brand stories for founders. You are writing the "${f.title}" story: ${f.description}`,
    `It answers the question "${f.context.question}" ${f.context.purpose}`,
    `Follow the framework's arc, in this order: ${f.sections.map((s) => s.label).join(', ')}. Use every section that has material.`,
    `Tone: ${toneDescription(input.tone, input.ownerName)}`,
    'Length: 150 to 400 words, in short paragraphs.',
    ...RULES,
  ].join('\n');
  const parts: string[] = [];
  if (input.clientName) parts.push(`The story is for: ${input.clientName}`);
  const answered = f.sections.filter((s) => input.answers?.[s.id]?.trim());
  // Private notes ("Coach note: … do not mention it") never leave the server.
  for (const s of answered)
    parts.push(`## ${s.label}\n(${s.prompts.join(' ')})\n${stripPrivateNotes(input.answers![s.id].trim())}`);
  const text = stripPrivateNotes(input.text?.trim() ?? '');
  if (text)
    parts.push(
      input.isTranscript
        ? `## Transcript (the interviewer's questions are not story text; pick out what answers each section)\n${text}`
        : `## What they wrote\n${text}`,
    );
  const context = stripPrivateNotes(input.additionalContext?.trim() ?? '');
  if (context) parts.push(`## Additional context\n${context}`);
  return { system, user: parts.join('\n\n') || 'No material was given.' };
}

function storiesBlock(stories: StoryLike[]): string {
  return stories
    .map((s, i) => `## Story ${i + 1}: "${storyLabel(s)}" (${s.framework_type ?? 'story'})\n${storyText(s)}`)
    .join('\n\n');
}

export function linkedinPrompt(clientName: string | null, stories: StoryLike[]): { system: string; user: string } {
  return {
    system: [
      'You turn finished brand stories into LinkedIn posts.',
      'Write one post per story. Start each post with a line "Post N (from "<story title>")".',
      'Each post is under 1300 characters, opens with a hook, ends with a question, and has at most 3 hashtags.',
      ...RULES.slice(0, 1),
    ].join('\n'),
    user: `${clientName ? `For: ${clientName}\n\n` : ''}${storiesBlock(stories)}`,
  };
}

export function funnelPrompt(clientName: string | null, stories: StoryLike[]): { system: string; user: string } {
  return {
    system: [
      'You build a sales funnel strategy from brand stories.',
      'Give a structured plan with the stages Attract, Engage, Convert, Deliver and refer. For each stage name the stories (by title) it uses, the line to lead with, and concrete actions.',
      ...RULES.slice(0, 1),
    ].join('\n'),
    user: `${clientName ? `For: ${clientName}\n\n` : ''}${storiesBlock(stories)}`,
  };
}

export function assistantSystem(ownerName: string, stories: StoryLike[]): string {
  const first = ownerFirstName(ownerName);
  const mine = stories.length
    ? stories.map((s) => `- "${storyLabel(s)}" (${s.framework_type}, ${s.status ?? 'draft'})`).join('\n')
    : '- none yet';
  return [
    `You are ${first} AI, the assistant of a storytelling and personal-branding coaching app.`,
    'The app helps founders build six brand stories (target audience, differentiation, job story, backstory, impact story, portfolio story), generate them from answers or interview transcripts, and turn them into LinkedIn content and funnels.',
    "Answer briefly and practically. Use the user's own stories below when they help; never invent facts about the user.",
    `The user's stories:\n${mine}`,
  ].join('\n');
}
