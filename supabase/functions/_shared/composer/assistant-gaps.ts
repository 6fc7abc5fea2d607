// "What's missing from my stack?", "What should I ask Aisha in our next session?": the stack's
// weakest stories first, each with what would make it stronger, said as questions to answer (or
// to ask the client): the framework's questions its parts do not answer yet, then the detail a
// reader needs (a number, a name, a before and after). Scored by the rule of the strength meter
// (domain/story-strength.ts), so the app and the assistant agree on which story is weakest.
import { FRAMEWORKS, STACK_ORDER, type StackFrameworkType } from '../domain/frameworks.ts';
import type { StoryContent } from '../domain/story-rules.ts';
import { KEY_SECTION, stackStrength, storyStrength } from '../domain/story-strength.ts';
import { capitalise } from './tones.ts';
import type { Voice } from './assistant-voice.ts';
import { storyPassages, type StoryLike } from './story-source.ts';

/** A strong story, by the strength meter's colours: nothing in it needs asking first. */
const STRONG = 80;
/** How many stories the answer lists, and how many questions each. */
const STORIES_SHOWN = 3;
const QUESTIONS_EACH = 2;

const DETAIL_ASKS: Record<string, string> = {
  'detail:number': 'What number shows it: how many, how much, how long or by when?',
  'detail:name': 'Which person, company or place, by name, can a reader picture?',
  'detail:before-after': 'Where were things before, and where are they now?',
};

/** A difference said against the others ("The big firms send a slide deck; I send myself", "Most
 *  shops just hand you a bill", "In this industry it is usually over seventy"): the Comparison
 *  Test told, though an interview's answer is often filed as the Differentiation's overview. */
const COMPARES =
  /\b(?:most|other|big|typical|traditional|usual|many)\s+(?:[\p{L}-]+\s+){0,2}?(?:firms?|shops?|agencies|companies|consultants|consultancies|practices|planners|advisers|advisors|accountants|competitors|providers|banks|cleaners|dentists|clinics|bakeries|studios|physios)\b|\bunlike\b|\binstead of\b|\bin this industry\b|\babove the market\b/iu;

interface Gap {
  type: StackFrameworkType;
  score: number;
  asks: string[];
}

/** What each of the six stories still needs, weakest first. */
function stackGaps(stories: StoryLike[]): Gap[] {
  return STACK_ORDER.map((type): Gap => {
    const framework = FRAMEWORKS[type];
    const story = stories.find((s) => s.framework_type === type && storyPassages(s).length > 0);
    if (!story) return { type, score: 0, asks: [framework.context.question] };
    const content = (story.content ?? {}) as StoryContent;
    const strength = storyStrength(type, content, story.generated_content as string | null | undefined);
    // The parts its words answer: typed by section, or the interview passages it was written from,
    // and a comparison however it was filed.
    const passages = storyPassages(story);
    const told = new Set(passages.flatMap((p) => (p.sectionId ? [p.sectionId] : [])));
    if (passages.some((p) => COMPARES.test(p.text))) told.add('comparison_test');
    const open = told.size
      ? framework.sections
          .filter((s) => !told.has(s.id))
          .sort((a, b) => Number(b.id === KEY_SECTION[type]) - Number(a.id === KEY_SECTION[type]))
          .map((s) => s.prompts[0])
      : [];
    const details = strength.improvements.flatMap((i) => (DETAIL_ASKS[i.id] ? [DETAIL_ASKS[i.id]] : []));
    return { type, score: strength.score, asks: [...open, ...details].filter(Boolean) };
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
  const weak = gaps.filter((g) => g.score < STRONG && g.asks.length).slice(0, STORIES_SHOWN);
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
