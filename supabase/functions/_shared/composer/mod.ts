// The offline composer: a deterministic writer with no network, the default engine.
export { OFFLINE_ENGINE, type Composition, type ComposedParagraph, type SourceRef } from './types.ts';
export { composeStory, STORY_MAX_WORDS, STORY_MIN_WORDS, type StoryRequest } from './story.ts';
export { composeFullStack } from './full-stack.ts';
export type { Pronouns } from './person.ts';
export { composeLinkedIn, LINKEDIN_MAX_CHARS, LINKEDIN_MAX_HASHTAGS } from './linkedin.ts';
export { composeFunnel } from './funnel.ts';
export { composeAssistantAnswer } from './assistant.ts';
export { entities, splitSentences, keywords, wordCount } from './nlp.ts';
export { TONE_IDS, toneStyle } from './tones.ts';
export type { StoryLike } from './story-source.ts';
export { findFacts, sentenceFacts, proofScore, hasHardNumber, FACT_WEIGHT, type Fact, type FactKind } from './facts.ts';
export {
  readConversation,
  stripPrivateNotes,
  isPrivateNote,
  answerText,
  type Conversation,
  type Turn,
  type AnswerBlock,
} from './conversation.ts';
