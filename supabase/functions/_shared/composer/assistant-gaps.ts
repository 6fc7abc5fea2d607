// "What's missing from my stack?", "What should I ask Aisha in our next session?": the stack's
// weakest stories first, each with what would make it stronger, said as questions to answer (or
// to ask the client). What each story needs is the shared domain's (domain/story-asks.ts), so the
// client's page and the assistant ask the same questions and agree on which story is weakest.
import { FRAMEWORKS, STACK_ORDER, type StackFrameworkType } from '../domain/frameworks.ts';
import type { StoryContent } from '../domain/story-rules.ts';
import { STRONG_STORY, storyAsks, type StoryAsks } from '../domain/story-asks.ts';
import { stackStrength } from '../domain/story-strength.ts';
import { capitalise } from './tones.ts';
import type { Voice } from './assistant-voice.ts';
import { storyPassages, type StoryLike } from './story-source.ts';

/** How many stories the answer lists, and how many questions each. */
const STORIES_SHOWN = 3;
const QUESTIONS_EACH = 2;

interface Gap extends StoryAsks {
  type: StackFrameworkType;
}

/** What each of the six stories still needs, weakest first. */
function stackGaps(stories: StoryLike[]): Gap[] {
  return STACK_ORDER.map((type): Gap => {
    const story = stories.find((s) => s.framework_type === type && storyPassages(s).length > 0);
    const asked = story && {
      content: (story.content ?? {}) as StoryContent,
      generated_content: story.generated_content,
      generation_sources: story.generation_sources,
    };
    return { type, ...storyAsks(type, asked) };
  }).sort((a, b) => a.score - b.score);
}

export function gapsAnswer(message: string, stories: StoryLike[], v: Voice): string {
  const gaps = stackGaps(stories);
  const score = stackStrength(
    stories.map((s) => ({
      id: s.id ?? '',
      framework_type: s.framework_type ?? '',
      content: (s.content ?? {}) as StoryContent,
      generated_content: s.generated_content as string | null | undefined,
    })),
  ).score;
  const weak = gaps.filter((g) => g.score < STRONG_STORY && g.asks.length).slice(0, STORIES_SHOWN);
  // "Is it ready to publish?" asks for a yes or a no first.
  const asksReady = /\bready\b/i.test(message);
  const head = `${asksReady ? (weak.length ? 'Not yet. ' : 'Yes. ') : ''}${capitalise(v.whose)} stack scores ${score}/100 for strength.`;
  if (!weak.length)
    return `${head} Every story is strong: specific, complete and on its question. ${v.own ? 'Publish them, then turn them into posts and a funnel in Monetization.' : `Publish the ones ${v.who} ${v.verb('approve')}, then turn them into posts and a funnel for ${v.them} in Monetization.`}`;
  const lines = weak.map((g) => {
    const started = stories.some((s) => s.framework_type === g.type && storyPassages(s).length > 0);
    return `- ${FRAMEWORKS[g.type].title} (${started ? `${g.score}/100` : 'not started'}): ${g.asks.slice(0, QUESTIONS_EACH).join(' ')}`;
  });
  return [
    `${head} ${v.own ? 'What would raise it most, weakest story first:' : `What to ask ${v.them} next, weakest story first:`}`,
    lines.join('\n'),
    v.own
      ? 'Answer them in the builder (Answer Questions), or record a voice note, then generate the story again.'
      : `Ask ${v.them} these in your next session, or send them ahead; then add ${v.their} answers in each story's builder, or generate the story again from the new interview.`,
  ].join('\n\n');
}
