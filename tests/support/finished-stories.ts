// A full stack's stories as the user has them once generated (every story the stack saved, with
// each paragraph's source), for the assistant, the posts and the funnel to read in tests.
import type { composeFullStack, StoryLike } from '../../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, STACK_ORDER } from '../../src/domain/frameworks.ts';

/** `owner`: the client the stories are for, in each title ("Maria Santos's Backstory"), as the
 *  full-stack function saves them. */
export const finishedStories = (stack: ReturnType<typeof composeFullStack>, owner?: string): StoryLike[] =>
  STACK_ORDER.filter((t) => stack[t].text.trim()).map((t) => ({
    id: t,
    title: owner ? `${owner}'s ${FRAMEWORKS[t].title}` : FRAMEWORKS[t].title,
    framework_type: t,
    generated_content: stack[t].text,
    generation_sources: stack[t].paragraphs.map((p) => p.source),
    status: 'completed',
  }));
