// LinkedIn posts from finished stories: one post per story, each under 1,300 characters with at
// most three hashtags, each naming the story it came from. Only the story's own sentences.
import { isStockLine, withoutListWord } from './assistant-sources.ts';
import { withTheNamedPerson } from './facts.ts';
import { isFragment, leaningOn, leansOnSomeoneBefore, splitSentences } from './nlp.ts';
import { rankProofs, type Proof } from './proof.ts';
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

/** A sentence with "her", "him" or "them" and no name after its first word: it speaks of someone
 *  named elsewhere ("Nobody had ever explained it to her."). */
const onlyPointsAtSomeone = (s: string) =>
  /\b(?:she|he|her|him|they|them|their|his)\b/i.test(s) &&
  !/\s\p{Lu}\p{Ll}|\p{Lu}\p{Ll}+['’]s\b/u.test(s) &&
  !/^(?!(?:Nobody|Somebody|Someone|Everyone|Everybody|It|This|That|There|They|He|She|We|I|You)\b)\p{Lu}\p{Ll}/u.test(s);

/** "Lucía never forgot that.": a sentence about the one before it, which opens nothing. */
const POINTS_BACK = /\b(?:that|this)[.!]$/i;

/** A verb after "they" as it reads after a name. */
const SINGULAR: Record<string, string> = { were: 'was', are: 'is', have: 'has' };

/** A sentence that opens on someone's first name ("Lucía never forgot that."). */
const NAMED_FIRST =
  /^(?!(?:It|This|That|There|The|A|An|And|But|So|Then|When|In|After|Before|Every|Nobody|Everyone|Someone)\b)(\p{Lu}\p{Ll}+)\s+\p{Ll}/u;

/** A sentence whose subject is no one ("It was a mess", "There was a queue"). */
const EMPTY_SUBJECT = /^(?:it|this|that|there|here)\b/i;

/**
 * The hook's sentences: the proof's own (a before and its after both, in the order told); "she"
 * the one person the story names ("Lisa Chen was spending …"); else, when it leans on someone
 * named before it, the sentence that names them first.
 */
function hookLead(
  proof: Proof,
  said: string[],
  taken: (s: string) => boolean = () => false,
  /** Every sentence of the story, the short ones too ("Aisha's mum was a nurse."). */
  all: string[] = said,
): { lead: string[]; told: string[] } {
  const told = proof.at.map((i) => said[i]);
  const named = withTheNamedPerson(told[0], said.join(' '));
  if (named !== told[0]) return { lead: [named, ...told.slice(1)], told };
  // Not the story's first sentence, short ones included ("Sam sits inside the company." before
  // "They join the Monday meeting …").
  const opensTheStory = all.includes(told[0]) ? all.indexOf(told[0]) === 0 : told[0] === said[0];
  if (!opensTheStory && leansOnSomeoneBefore(told[0])) {
    // Who "they" are is most often said just before ("In 2020 Grace opened Stride …" before "And
    // now they have four rooms"), unless that sentence leans on someone too or says nothing of
    // anyone ("It was a mess …") or opens another post: then the story's opening, unless that
    // leans as well.
    const before = said[proof.at[0] - 1];
    // "Lucía never forgot that. In 2017 she was teaching …": the sentence before only points
    // back, at what came before it; the one it names is said by name instead.
    const lean = leaningOn(told[0]);
    const justBefore = all[all.indexOf(told[0]) - 1];
    const subject = justBefore && POINTS_BACK.test(justBefore) ? NAMED_FIRST.exec(justBefore)?.[1] : undefined;
    if (lean && subject && /^(?:she|he|they)$/i.test(lean.pronoun)) {
      // "they were teaching" is "Lucía was teaching" by name.
      const rest = told[0]
        .slice(lean.before.length + lean.pronoun.length)
        .replace(/^\s+(were|are|have)\b/i, (_, verb: string) => ` ${SINGULAR[verb.toLowerCase()]}`);
      return { lead: [`${lean.before}${subject}${rest}`, ...told.slice(1)], told };
    }
    // "Nobody had ever explained it to her." leans on her as much: no name, and a "her".
    const names = (s: string | undefined) =>
      !!s &&
      !POINTS_BACK.test(s) &&
      !leansOnSomeoneBefore(s) &&
      !EMPTY_SUBJECT.test(s) &&
      !taken(s) &&
      !onlyPointsAtSomeone(s) &&
      !isFragment(s);
    const at = all.indexOf(told[0]);
    const nearest = at > 0 ? all.slice(0, at).reverse().find(names) : undefined;
    const leant = names(before) ? before : (nearest ?? (leansOnSomeoneBefore(said[0]) && before ? before : said[0]));
    return { lead: [leant, ...told], told: [leant, ...told] };
  }
  return { lead: told, told };
}

/** The story's hook: its strongest proof (`rankProofs`) whose sentences no other post of the set
 *  opened on, the sentence that names who it is about included; else the strongest whose own
 *  sentences are new (a story that shares its opening with another). */
function hookOf(said: string[], set?: PostSet, all: string[] = said): { lead: string[]; told: string[] } {
  const ranked = rankProofs(said);
  const opened = (s: string) => set?.hooks?.has(s) ?? false;
  const taken = (sentences: string[]) => sentences.some(opened);
  for (const proof of ranked) {
    const hook = hookLead(proof, said, opened, all);
    if (!taken([...hook.told, ...hook.lead])) return hook;
  }
  const own = ranked.find((proof) => !taken(proof.at.map((j) => said[j])));
  if (own) return hookLead(own, said, opened, all);
  // Every sentence opened another post (a Job story told from the audience's lines): at least
  // not on the same last line, the one a reader remembers.
  const hooks = ranked.map((proof) => hookLead(proof, said, opened, all));
  return hooks.find((hook) => !set?.ends?.has(hook.told.at(-1) ?? '')) ?? hooks[0] ?? { lead: [], told: [] };
}

/** What a post knows of the set it is one of. */
export interface PostSet {
  /** Each topic's weight over the set's sentences (a sentence two stories share counted once). */
  across?: ReadonlyMap<string, number>;
  /** The words of the client's name, lower-cased: never a hashtag ("#Priya"). */
  names?: ReadonlySet<string>;
  /** The sentences earlier posts of the set opened on (filled in as posts are made). */
  hooks?: Set<string>;
  /** The last sentence of each earlier post's hook. */
  ends?: Set<string>;
}

/** "families" and "family" are one word for a tag. */
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');

/**
 * Hashtags: at most two of the story's own topics (noun phrases, never names or filler) that say
 * what it is about, then the kind of story ("#ClientSuccess"). A topic of two or three words
 * ("menu photos", "cloud bill") first; a single word only when it comes back, in the story or
 * across the set of posts, or is an acronym ("#AWS"), never a word said once in passing
 * ("#Fridge", "#Books"). No two tags share a word.
 */
export function hashtagsFor(story: StoryLike, text: string, { across, names }: PostSet = {}): string[] {
  const tags: string[] = [];
  const used = new Set<string>();
  const found = topics(text);
  const named = [...found.filter((t) => t.phrase.includes(' ')), ...found.filter((t) => !t.phrase.includes(' '))];
  for (const { phrase, weight } of named) {
    if (tags.length >= LINKEDIN_MAX_HASHTAGS - 1) break;
    const words = phrase.toLowerCase().split(/\s+/);
    // Said once: weight 2 (topics.ts); twice or more: 4 and up.
    const acronym = /^[A-Z]{2,5}s?$/.test(phrase);
    if (words.length === 1 && !acronym && Math.max(weight, across?.get(words[0]) ?? 0) < 4) continue;
    if (words.some((w) => used.has(singular(w)) || names?.has(w))) continue;
    words.forEach((w) => used.add(singular(w)));
    tags.push(hashtag(phrase));
  }
  tags.push(FRAMEWORK_TAG[story.framework_type ?? ''] ?? '#Storytelling');
  return tags;
}

/** Sentences of a story that carry its content: no lead-ins ("Now, the origin."), none of the
 *  writer's stock lines or framework guidance, no question. */
/** The story's own sentences (no framing line the writer added), the short ones too. */
const ownSentences = (text: string) => splitSentences(text).filter((s) => !isStockLine(s));

/** Of those, the ones a post may open on: six words or more, no list item, no question. */
const worthOpeningOn = (sentences: string[]) =>
  sentences.filter((s) => s.split(/\s+/).length >= 6 && !/^[-•]/.test(s) && !/\?["'”’)]*$/.test(s));

function saidIn(text: string): string[] {
  return worthOpeningOn(ownSentences(text));
}

/** One post from one story, one of `set`. */
export function linkedinPost(story: StoryLike, index: number, tone?: string | null, set?: PostSet): ComposedParagraph {
  const text = storyText(story);
  const label = storyLabel(story);
  const style = toneStyle(tone);
  // The strongest proof is the hook (hookOf); one that leans on someone it has not named ("By
  // Christmas they had six clinics") opens after the sentence that names them.
  const all = ownSentences(text);
  const said = worthOpeningOn(all);
  // Two posts of one set never open on the same sentence (a result two stories share).
  const { lead, told } = hookOf(said, set, all);
  // Both forms: another story may tell the same sentence with the person named.
  [...told, ...lead].forEach((s) => set?.hooks?.add(s));
  set?.ends?.add(told.at(-1) ?? '');
  const rest = said.filter((s) => !told.includes(s));
  // A list's first item opening the hook or the body: "First," belongs to a list the post does not tell.
  const sentences = styleSentences(
    [
      ...lead.map((s, i) => (i === 0 ? withoutListWord(s) : s)),
      ...rest.map((s, i) => (i === 0 ? withoutListWord(s) : s)),
    ],
    style,
  );
  const tags = hashtagsFor(story, said.join(' ') || text, set);
  const header = `Post ${index + 1} (from "${label}")`;
  const question = CLOSING_QUESTION[story.framework_type ?? ''] ?? CLOSING_QUESTION.five_point;
  const hook = sentences.slice(0, lead.length).join(' ') || label;
  const body: string[] = [];
  const build = () =>
    [header, '', hook, '', body.join(' '), '', question, '', tags.join(' ')].join('\n').replace(/\n{3,}/g, '\n\n');
  for (const s of sentences.slice(lead.length, 6)) {
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
  const sentences = new Set(input.stories.flatMap((story) => saidIn(storyText(story))));
  const across = new Map(topics([...sentences].join(' ')).map((t) => [t.phrase.toLowerCase(), t.weight]));
  const names = new Set((input.client?.name ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  const hooks = new Set<string>();
  const ends = new Set<string>();
  // A hook two stories share goes to the one it proves most (a before and its after outrank the
  // before told alone): the stories choose their hooks strongest first, and keep their order.
  // An Impact story first among equals: a client's result is its own.
  const strength = input.stories.map(
    (s) => (rankProofs(saidIn(storyText(s)))[0]?.score ?? -Infinity) + (s.framework_type === 'impact_story' ? 0.5 : 0),
  );
  const posts: ComposedParagraph[] = [];
  for (const i of input.stories.map((_, i) => i).sort((a, b) => strength[b] - strength[a] || a - b))
    posts[i] = linkedinPost(input.stories[i], i, input.tone, { across, names, hooks, ends });
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
