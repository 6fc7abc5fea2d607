// What to ask next for one story of a stack: the framework's questions its parts do not answer
// yet (the key question first), then the detail a reader needs (a number, a name, a before and
// after), and its strength by the meter's rule. The app shows the first question on a client's
// page (offline too: it reads the mirror); the assistant lists the weakest stories' questions
// ("What should I ask Aisha in our next session?").
import { FRAMEWORKS, type FrameworkType } from './frameworks.ts';
import type { StoryContent } from './story-rules.ts';
import { KEY_SECTION, storyStrength } from './story-strength.ts';

/** A strong story, by the strength meter's colours: nothing in it needs asking first. */
export const STRONG_STORY = 80;

export interface AskedStory {
  readonly content: StoryContent;
  readonly generated_content?: string | null;
  /** Where the generated text came from: the answers and interview passages, by section. */
  readonly generation_sources?: unknown;
}

export interface StoryAsks {
  readonly score: number;
  readonly asks: readonly string[];
}

const DETAIL_ASKS: Readonly<Record<string, string>> = {
  'detail:number': 'What number shows it: how many, how much, how long or by when?',
  'detail:name': 'Which person, company or place, by name, can a reader picture?',
  'detail:before-after': 'Where were things before, and where are they now?',
};

/** A difference said against the others ("The big firms send a slide deck; I send myself", "Most
 *  shops just hand you a bill", "In this industry it is usually over seventy"): the Comparison
 *  Test told, though an interview's answer is often filed as the Differentiation's overview. */
const COMPARES =
  /\b(?:most|other|big|typical|traditional|usual|many)\s+(?:[\p{L}-]+\s+){0,2}?(?:firms?|shops?|agencies|companies|consultants|consultancies|practices|planners|advisers|advisors|accountants|competitors|providers|banks|cleaners|dentists|clinics|bakeries|studios|physios)\b|\bunlike\b|\binstead of\b|\bin this industry\b|\babove the market\b/iu;

/** The sections a story's words answer: typed by section, or the sources its text was written from. */
function toldSections(story: AskedStory): { told: Set<string>; texts: string[] } {
  const told = new Set<string>();
  const texts: string[] = [];
  if (story.content && typeof story.content === 'object')
    for (const [id, text] of Object.entries(story.content))
      if (typeof text === 'string' && text.trim()) {
        told.add(id);
        texts.push(text);
      }
  if (Array.isArray(story.generation_sources))
    for (const ref of story.generation_sources as { kind?: unknown; sectionId?: unknown; excerpt?: unknown }[]) {
      if (ref?.kind !== 'transcript' && ref?.kind !== 'answer') continue;
      if (typeof ref.sectionId === 'string') told.add(ref.sectionId);
      if (typeof ref.excerpt === 'string') texts.push(ref.excerpt);
    }
  if (typeof story.content === 'string') texts.push(story.content);
  if (story.generated_content) texts.push(story.generated_content);
  return { told, texts };
}

/** What to ask next for a story of `type` (none yet: its framework's question). */
export function storyAsks(type: FrameworkType, story: AskedStory | undefined): StoryAsks {
  const framework = FRAMEWORKS[type];
  if (!story) return { score: 0, asks: [framework.context.question] };
  const strength = storyStrength(type, story.content, story.generated_content);
  const { told, texts } = toldSections(story);
  if (texts.some((t) => COMPARES.test(t))) told.add('comparison_test');
  // With nothing to say which parts are told (free text, an older story), none is asked for.
  const open = [...told].some((id) => framework.sections.some((s) => s.id === id))
    ? framework.sections
        .filter((s) => !told.has(s.id))
        .sort((a, b) => Number(b.id === KEY_SECTION[type]) - Number(a.id === KEY_SECTION[type]))
        .map((s) => s.prompts[0])
    : [];
  const details = strength.improvements.flatMap((i) => (DETAIL_ASKS[i.id] ? [DETAIL_ASKS[i.id]] : []));
  return { score: strength.score, asks: [...open, ...details].filter(Boolean) };
}
