// LinkedIn posts from finished stories: one post per story, each under 1,300 characters with at
// most three hashtags, each naming the story it came from. Only the story's own sentences.
import { isStockLine } from './assistant-sources.ts';
import { proofScore } from './facts.ts';
import { splitSentences } from './nlp.ts';
import { storyLabel, storyText, type StoryLike } from './story-source.ts';
import { pick, seedOf, styleSentences, toneStyle } from './tones.ts';
import { hashtag, topics } from './topics.ts';
import { joinParagraphs, type ComposedParagraph, type Composition } from './types.ts';

export const LINKEDIN_MAX_CHARS = 1300;
export const LINKEDIN_MAX_HASHTAGS = 3;

const FRAMEWORK_TAG: Record<string, string> = {
  target_audience: '#KnowYourAudience',
  differentiation: '#Positioning',
  job_story: '#CustomerNeeds',
  backstory: '#FounderStory',
  impact_story: '#ClientSuccess',
  portfolio_story: '#HowIWork',
  five_point: '#Storytelling',
  mad_libs: '#BrandStory',
};

const CLOSING_QUESTION: Record<string, string> = {
  target_audience: 'Does this sound like you? Tell me in the comments.',
  differentiation: 'What do you look for before you choose who to work with?',
  job_story: 'What was the moment you knew you needed help?',
  backstory: 'What moment shaped the way you work today?',
  impact_story: 'What change would make the biggest difference for you this year?',
  portfolio_story: 'How do you like to work with the people you hire?',
  five_point: 'Have you lived a moment like this one?',
  mad_libs: 'Who do you know who needs to hear this?',
};

/** Hashtags: the story's own topics (noun phrases, never names or filler), at most three, no
 *  two sharing a word; the framework's tag only when the story names no topic. */
export function hashtagsFor(story: StoryLike, text: string): string[] {
  const tags: string[] = [];
  const used = new Set<string>();
  for (const { phrase } of topics(text)) {
    if (tags.length >= LINKEDIN_MAX_HASHTAGS) break;
    const words = phrase.toLowerCase().split(/\s+/);
    if (words.some((w) => used.has(w) || used.has(w.replace(/s$/, '')))) continue;
    words.forEach((w) => used.add(w.replace(/s$/, '')));
    tags.push(hashtag(phrase));
  }
  if (tags.length === 0) tags.push(FRAMEWORK_TAG[story.framework_type ?? ''] ?? '#Storytelling');
  return tags;
}

/** One post from one story. */
export function linkedinPost(story: StoryLike, index: number, tone?: string | null): ComposedParagraph {
  const text = storyText(story);
  const label = storyLabel(story);
  const style = toneStyle(tone);
  // Sentences of the story that carry its content: no lead-ins ("Now, the origin."), none of the
  // writer's stock lines or framework guidance, no question; the strongest proof is the hook.
  const said = splitSentences(text).filter(
    (s) => s.split(/\s+/).length >= 6 && !/^[-•]/.test(s) && !/\?["'”’)]*$/.test(s) && !isStockLine(s),
  );
  const strongest = said.reduce((best, s) => (proofScore(s) > proofScore(best) ? s : best), said[0] ?? '');
  const sentences = styleSentences(strongest ? [strongest, ...said.filter((s) => s !== strongest)] : said, style);
  const tags = hashtagsFor(story, said.join(' ') || text);
  const header = `Post ${index + 1} (from "${label}")`;
  const question = CLOSING_QUESTION[story.framework_type ?? ''] ?? CLOSING_QUESTION.five_point;
  const hook = sentences[0] ?? label;
  const body: string[] = [];
  const build = () =>
    [header, '', hook, '', body.join(' '), '', question, '', tags.join(' ')].join('\n').replace(/\n{3,}/g, '\n\n');
  for (const s of sentences.slice(1, 6)) {
    body.push(s);
    if (build().length >= LINKEDIN_MAX_CHARS) {
      body.pop();
      break;
    }
  }
  let post = build();
  if (post.length >= LINKEDIN_MAX_CHARS)
    post = `${post.slice(0, LINKEDIN_MAX_CHARS - 2 - tags.join(' ').length).trimEnd()}…\n${tags.join(' ')}`;
  return {
    text: post,
    source: { kind: 'story', label, excerpt: text.slice(0, 280), storyId: story.id ?? undefined },
  };
}

export function composeLinkedIn(input: {
  client?: { name?: string | null } | null;
  stories: StoryLike[];
  tone?: string | null;
}): Composition {
  const posts = input.stories.map((s, i) => linkedinPost(s, i, input.tone));
  const name = input.client?.name?.trim();
  const seed = seedOf(posts.map((p) => p.text).join('|'));
  const intro: ComposedParagraph = {
    text: `LinkedIn content${name ? ` for ${name}` : ''}: ${posts.length} post${posts.length === 1 ? '' : 's'}, one per story. ${pick(
      ['Post one or two a week and reply to every comment.', 'Space them out over the week and answer every comment.'],
      seed,
    )}`,
    source: {
      kind: 'framework',
      label: 'LinkedIn playbook',
      excerpt: 'LinkedIn posts under 1300 characters; max 3 hashtags; 3-5 posts a week.',
    },
  };
  return joinParagraphs([intro, ...posts]);
}
