// The assistant without a language model: it reads the question, looks at the user's own
// stories and answers that question from them: a pitch, the numbers to lead with, their
// audience, a post from the story they name; or from the frameworks and playbooks: which
// framework to do next and why, what a section needs. Progress only when asked for it.
// A coach or an admin who names a client gets the same answers from that client's stories,
// said of the client (`about`, assistant-voice.ts).
import { FRAMEWORKS, ownerFirstName, type Framework } from '../domain/frameworks.ts';
import { statusLabel } from '../domain/story-rules.ts';
import { clientsAnswer, clientsHint, type ClientStack } from './assistant-coach.ts';
import { gapsAnswer } from './assistant-gaps.ts';
import { audienceAnswer, linkedinAnswer, numbersAnswer, pitchAnswer, summaryAnswer } from './assistant-grounded.ts';
import { detectIntent } from './assistant-intents.ts';
import { namedStory, stackOf } from './assistant-sources.ts';
import { voiceOf, type StoryOwner, type Voice } from './assistant-voice.ts';
import { hasHardNumber } from './facts.ts';
import { keywords } from './nlp.ts';
import { storyLabel, storyText, type StoryLike } from './story-source.ts';
import { composeStory } from './story.ts';
import { capitalise } from './tones.ts';

export interface AssistantRequest {
  message: string;
  history?: { role: string; content: string }[];
  stories: StoryLike[];
  ownerName?: string;
  /** The client whose stories these are, when a coach or an admin asked about one by name. */
  about?: StoryOwner | null;
  /** The clients the caller may ask about, by name, for an answer with no stories to go on. */
  clientNames?: string[];
  /** A coach's clients and their stories, for "How are my clients doing?". */
  clientStacks?: ClientStack[];
  /** How many clients the caller can read in all (`clientStacks` may hold fewer). */
  clientCount?: number;
  /** The caller's own coach, for a client who has one (else sessions are booked with the owner). */
  coachName?: string | null;
}

export interface AssistantAnswer {
  answer: string;
  /** What the answer is about, for tests and logs. */
  intent: string;
}

function mentionedFramework(text: string): Framework | null {
  const lower = text.toLowerCase();
  for (const f of Object.values(FRAMEWORKS)) {
    if (lower.includes(f.title.toLowerCase()) || lower.includes(f.type.replace(/_/g, ' '))) return f;
  }
  if (/\baudience|ideal client/.test(lower)) return FRAMEWORKS.target_audience;
  if (/\bimpact|transformation|case stud/.test(lower)) return FRAMEWORKS.impact_story;
  if (/\bdifferent|stand out|positioning/.test(lower)) return FRAMEWORKS.differentiation;
  if (/\borigin|backstory|my story\b/.test(lower)) return FRAMEWORKS.backstory;
  if (/\bprocess|portfolio/.test(lower)) return FRAMEWORKS.portfolio_story;
  return null;
}

function sectionGuide(f: Framework): string {
  return f.sections.map((s) => `- ${s.label}: ${s.prompts.slice(0, 2).join(' ')}`).join('\n');
}

/** "You have 2 of 6 stack stories complete (Target Audience, Backstory)." */
function progressLine(done: readonly string[], v: Voice): string {
  const titles = done.map((t) => FRAMEWORKS[t as keyof typeof FRAMEWORKS].title);
  return `${capitalise(v.who)} ${v.verb('have')} ${done.length} of 6 stack stories complete${titles.length ? ` (${titles.join(', ')})` : ''}.`;
}

function nextAnswer(stories: StoryLike[], owner: string, v: Voice): string {
  const { done, next } = stackOf(stories);
  if (!next)
    return v.own
      ? `${progressLine(done, v)} Your story stack is complete. Turn it into LinkedIn posts, build your funnel from the selected stories, and book a session with ${owner} to plan what comes next.`
      : `${progressLine(done, v)} ${capitalise(v.whose)} story stack is complete. In Monetization, turn it into LinkedIn posts and a funnel for ${v.them}.`;
  return [
    progressLine(done, v),
    `${v.own ? 'Do' : `${capitalise(v.whose)} next story is`} the ${next.title}${v.own ? ' next' : ''}. ${next.context.purpose} ${next.context.outcome}`,
    `It answers "${next.context.question}" Start with these sections:\n${sectionGuide(next)}`,
    v.own
      ? `Open it from your overview, or go to /dashboard/stories/create?type=${next.type}.`
      : `Generate it from an interview with ${v.them} on the Stories page (From Interview), or open ${v.their} stack from My Clients.`,
  ].join('\n\n');
}

function frameworkAnswer(framework: Framework, stories: StoryLike[], v: Voice): string {
  const story = stories.find((s) => s.framework_type === framework.type);
  return [
    `${framework.title}: ${framework.description}`,
    `It answers "${framework.context.question}" ${framework.context.purpose}`,
    `What each section needs:\n${sectionGuide(framework)}`,
    `Tips: ${framework.tips.join(' ')}`,
    story
      ? `${capitalise(v.who)} already ${v.verb('have')} "${storyLabel(story)}" for this framework (${statusLabel(story.status ?? 'draft')}).`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

const TRANSCRIPT_ANSWER = [
  'From one transcript you can get one story or the whole stack:',
  '- One story: open the builder for a framework, choose Upload Transcript, add the file (or paste the text) and press Generate. The parts of the interview that answer that framework are picked out.',
  '- The full stack (coaches and admins): on the Stories page choose From Interview or Generate Full Stack, pick the client, add the transcript and a tone. Six stories are created in review, each built from the part of the interview that answers it.',
  'Interviews work best when the client speaks in full sentences about their clients, their origin, a client they helped and how they work. Notes marked private (such as "Coach note: … do not mention it") are left out of every story.',
].join('\n');

function writeAnswer(framework: Framework | null, stories: StoryLike[], v: Voice): string {
  const target =
    stories.find((s) => (framework ? s.framework_type === framework.type : true) && storyText(s).trim()) ?? null;
  if (target) {
    const composed = composeStory({
      frameworkType: target.framework_type ?? 'five_point',
      answers: target.content && typeof target.content === 'object' ? (target.content as Record<string, string>) : null,
      text: typeof target.content === 'string' ? target.content : storyText(target),
      tone: null,
    });
    return `Here is a draft built from ${v.whose} story "${storyLabel(target)}":\n\n${composed.text}`;
  }
  const f = framework ?? stackOf(stories).next ?? FRAMEWORKS.target_audience;
  return v.own
    ? `I write from your own answers, so I need a few first. Open the ${f.title} framework and answer these:\n${sectionGuide(f)}\nThen press Generate, or ask me again.`
    : `I write from ${v.whose} own answers, and ${v.their} ${f.title} has none yet. Ask ${v.them} these, or generate the stack from an interview:\n${sectionGuide(f)}`;
}

/** "How do I make my Job Story stronger?": what that story tells and what it does not yet, from
 *  the parts its words came from, with the framework's question for each part still open. */
function storyAdvice(story: StoryLike): string {
  const type = story.framework_type ?? '';
  const framework = type in FRAMEWORKS ? FRAMEWORKS[type as keyof typeof FRAMEWORKS] : null;
  if (!framework) return '';
  // Typed answers say which parts are told; a story written from an interview says it less surely
  // (one answer can tell three parts), so it gets the story's own question instead.
  const answered =
    story.content && typeof story.content === 'object'
      ? new Set(
          Object.entries(story.content as Record<string, unknown>)
            .filter(([, v]) => typeof v === 'string' && v.trim())
            .map(([k]) => k),
        )
      : null;
  const open = answered ? framework.sections.filter((s) => !answered.has(s.id)) : [];
  const said = answered ? framework.sections.filter((s) => answered.has(s.id)).map((s) => s.label) : [];
  const text = storyText(story);
  return [
    answered
      ? `"${storyLabel(story)}" tells ${said.join(', ') || 'none of its parts yet'}.`
      : `Read "${storyLabel(story)}" as a stranger would and ask: does it answer "${framework.context.question}" ${framework.context.purpose}`,
    open.length
      ? `Not told yet, and the question that gets it:\n${open
          .slice(0, 3)
          .map((s) => `- ${s.label}: ${s.prompts[0]}`)
          .join('\n')}`
      : answered
        ? 'Every part of it is told: make each one specific (a name, a moment, the words someone said).'
        : '',
    hasHardNumber(text) ? '' : 'It has no number yet: add one result you can measure, with a before and an after.',
    `${framework.tips[0]}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function compellingAnswer(message: string, stories: StoryLike[], v: Voice): string {
  const named = namedStory(message, stories);
  if (named) return storyAdvice(named);
  const withText = stories.filter((s) => storyText(s).trim());
  const numbers = numbersAnswer(withText, v).split('\n\n');
  const bare = withText.filter((s) => !/\d/.test(storyText(s))).map((s) => `"${storyLabel(s)}"`);
  return [
    'A story sells when it is specific: one real person, one moment, one number, and the words people actually said.',
    withText.length ? numbers[numbers.length - 1] : '',
    bare.length ? `These stories have no number or result yet: ${bare.join(', ')}. Add the before and after.` : '',
    'Open with the moment things changed, not with background. Cut any sentence a stranger could have written about anyone.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** What the question asks for, as the offline assistant reads it (a model is told the same). */
export function assistantIntent(message: string): string {
  return detectIntent(message.trim(), mentionedFramework(message) !== null);
}

export function composeAssistantAnswer(request: AssistantRequest): AssistantAnswer {
  const message = request.message.trim();
  const answer = answerFor(request, message);
  // A coach with no stories of their own asked about "my" stack: their clients' are one name away.
  const hint = clientsHint(request.about, request.clientNames, request.stories);
  return hint && STORY_INTENTS.has(answer.intent) ? { ...answer, answer: `${answer.answer}\n\n${hint}` } : answer;
}

/** The answers read from the stories (a question about the app is answered the same for all). */
const STORY_INTENTS = new Set([
  'gaps',
  'pitch',
  'numbers',
  'summary',
  'linkedin',
  'progress',
  'write',
  'audience',
  'compelling',
  'general',
]);

function answerFor(request: AssistantRequest, message: string): AssistantAnswer {
  const lower = message.toLowerCase();
  const stories = request.stories;
  const v = voiceOf(request.about);
  const owner = ownerFirstName(request.coachName || request.ownerName || 'Stacy');
  const framework = mentionedFramework(message);
  const intent = detectIntent(message, framework !== null);
  switch (intent) {
    case 'one-vs-stack':
      return {
        answer:
          'Generate one story when you are working on a single framework and want to shape it section by section. Generate the full stack when you have a good interview or transcript: you get all six stories at once, in review, to edit one by one.',
        intent,
      };
    case 'transcript':
      return { answer: TRANSCRIPT_ANSWER, intent };
    case 'pitch':
      return { answer: pitchAnswer(stories, v), intent };
    case 'numbers':
      return { answer: numbersAnswer(stories, v), intent };
    case 'summary':
      return { answer: summaryAnswer(message, stories, v), intent };
    case 'linkedin':
      return { answer: linkedinAnswer(message, stories, v), intent };
    case 'progress':
      return { answer: nextAnswer(stories, owner, v), intent };
    case 'gaps':
      return { answer: gapsAnswer(message, stories, v), intent };
    case 'clients':
      // A founder's "my clients" are their own customers, not records here: their stories answer.
      if (!request.clientStacks?.length) return { answer: generalAnswer(message, stories, v, request.about), intent };
      return {
        answer: clientsAnswer(request.clientStacks, request.clientCount ?? request.clientStacks.length),
        intent,
      };
    case 'write':
      return { answer: writeAnswer(framework, stories, v), intent };
    case 'audience':
      return { answer: audienceAnswer(stories, v), intent };
    case 'monetization':
      return {
        answer: `Your stories are sales assets. Use the target audience story to choose who you speak to, the differentiation and impact stories in sales conversations, and the backstory to build trust in content. ${/funnel/.test(lower) ? 'In Monetization, choose Funnel, select your stories and generate: each stage of the funnel gets the stories that do its job and the line to lead with.' : 'The Monetization area has playbooks for LinkedIn content, funnels and coaching packages.'}`,
        intent,
      };
    case 'compelling':
      return { answer: compellingAnswer(message, stories, v), intent };
    case 'framework':
      return { answer: frameworkAnswer(framework ?? FRAMEWORKS.five_point, stories, v), intent };
    default:
      return { answer: generalAnswer(message, stories, v, request.about), intent };
  }
}

/** Anything else: the sentences of their stories that speak to the question, and where to go next. */
function generalAnswer(message: string, stories: StoryLike[], v: Voice, about?: StoryOwner | null): string {
  // "What does Aisha say about shifts?" asks about shifts: her name is in every story of hers.
  const named = new Set(about ? keywords(about.name) : []);
  const roots = new Set(keywords(message).filter((k) => !named.has(k)));
  const seen = new Set<string>();
  const hits = stories
    .flatMap((s) =>
      storyText(s)
        .split(/(?<=[.!?])\s+/)
        .map((text) => ({ text: text.trim(), story: s })),
    )
    .filter((h) => roots.size && keywords(h.text).filter((k) => roots.has(k)).length >= Math.min(2, roots.size))
    // The full stack lends one sentence to two stories: it is quoted once.
    .filter((h) => !seen.has(h.text) && seen.add(h.text))
    .slice(0, 3);
  const { next } = stackOf(stories);
  const lines = [
    hits.length
      ? `Here is what ${v.whose} stories already say about that:\n${hits.map((h) => `- "${h.text}" (${storyLabel(h.story)})`).join('\n')}`
      : v.own
        ? 'I answer best about your own stories: ask me for a 30-second pitch, the numbers to lead with, how to narrow your audience, or a LinkedIn post from one of your stories.'
        : `I answer best about ${v.whose} stories: ask me for ${v.their} 30-second pitch, the numbers ${v.they} should lead with, ${v.their} audience, or a LinkedIn post from one of ${v.their} stories.`,
  ];
  if (next)
    lines.push(
      `When ${v.who === 'you' ? 'you are' : `${v.who} is`} ready, the ${next.title} is the next story to write: it answers "${next.context.question}"`,
    );
  return lines.join('\n\n');
}
