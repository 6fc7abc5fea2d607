// Writes a text with the configured engine: a language model when one is set, else the
// offline composer. Returns the text, the engine's name and, from the composer, the source of
// every paragraph.
import { withTrailingFullStop } from '../domain/story-rules.ts';
import {
  composeAssistantAnswer,
  composeFunnel,
  composeLinkedIn,
  composeStory,
  OFFLINE_ENGINE,
  type ComposedParagraph,
  type StoryLike,
} from '../composer/mod.ts';
import { assistantIntent, type AssistantRequest } from '../composer/assistant.ts';
import { stripPrivateNotes } from '../composer/conversation.ts';
import { assistantSystem, funnelPrompt, linkedinPrompt, storyPrompt, type StoryPromptInput } from './prompts.ts';
import type { ChatMessage, TextProvider } from './provider.ts';

export interface Generated {
  text: string;
  engine: string;
  sources: ComposedParagraph['source'][] | null;
  /** The composer's questions still open and hints: shown beside the story, never in it. */
  coaching?: string[];
  hints?: string[];
}

export async function generateStory(
  provider: TextProvider | null,
  input: StoryPromptInput & { selection?: Parameters<typeof composeStory>[0]['selection'] },
  onDelta?: (text: string) => void,
): Promise<Generated> {
  if (!provider) {
    const c = composeStory(input);
    return {
      text: c.text,
      engine: OFFLINE_ENGINE,
      sources: c.paragraphs.map((p) => p.source),
      coaching: c.coaching ?? [],
      hints: c.hints ?? [],
    };
  }
  const prompt = storyPrompt(input);
  const text = await provider.complete({
    system: prompt.system,
    messages: [{ role: 'user', content: prompt.user }],
    onDelta,
  });
  return { text: withTrailingFullStop(text.trim()), engine: provider.label, sources: null };
}

/** What a client's LinkedIn text and funnel strategy differ in: the composer, the prompt, the length. */
const CLIENT_CONTENT = {
  linkedin: { compose: composeLinkedIn, prompt: linkedinPrompt, maxTokens: 2400 },
  funnel: { compose: composeFunnel, prompt: funnelPrompt, maxTokens: 2000 },
} as const;

export type ClientContentKind = keyof typeof CLIENT_CONTENT;

/** A LinkedIn text or a funnel strategy for a client, from the selected stories. */
export async function generateClientContent(
  kind: ClientContentKind,
  provider: TextProvider | null,
  clientName: string | null,
  stories: StoryLike[],
): Promise<Generated> {
  const { compose, prompt, maxTokens } = CLIENT_CONTENT[kind];
  if (!provider) {
    const c = compose({ client: { name: clientName }, stories });
    return { text: c.text, engine: OFFLINE_ENGINE, sources: c.paragraphs.map((p) => p.source) };
  }
  const p = prompt(clientName, stories);
  const text = await provider.complete({
    system: p.system,
    messages: [{ role: 'user', content: p.user }],
    maxTokens,
  });
  return { text: text.trim(), engine: provider.label, sources: null };
}

export async function generateAnswer(
  provider: TextProvider | null,
  input: Omit<AssistantRequest, 'history'> & { history: ChatMessage[]; ownerName: string },
  onDelta?: (text: string) => void,
): Promise<Generated> {
  const intent = assistantIntent(input.message);
  // A coach's clients and how far each stack has come is a count of records, told the same with
  // or without a model.
  if (!provider || (intent === 'clients' && input.clientStacks?.length)) {
    const a = composeAssistantAnswer(input);
    return { text: a.answer, engine: OFFLINE_ENGINE, sources: null };
  }
  // The chat is the user's own, but a pasted interview can carry a private note: it stays here.
  const history = input.history.slice(-20).map((m) => ({ ...m, content: stripPrivateNotes(m.content) }));
  const text = await provider.complete({
    system: assistantSystem(input.ownerName, input.stories, intent, input.about?.name),
    messages: [...history, { role: 'user', content: stripPrivateNotes(input.message) }],
    onDelta,
  });
  return { text: text.trim(), engine: provider.label, sources: null };
}
