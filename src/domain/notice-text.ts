// What the bell says (issue 20): every notification names whose story it is and which one
// ("Fiona's Backstory is ready", never only "Your story is ready"), and a LinkedIn or funnel result
// says what it is. `person` is the client's name, or null when the story is the reader's own.
import { possessive } from './story-person.ts';

export type GenerationNoticeKind = 'story' | 'stack' | 'linkedin' | 'funnel';

const WHAT: Readonly<Record<GenerationNoticeKind, string>> = {
  story: 'story',
  stack: 'StoryStack',
  linkedin: 'LinkedIn content',
  funnel: 'funnel strategy',
};

/** "Fiona's Backstory", "Your Backstory" (capital) or "your Backstory". */
export function storyName(person: string | null, frameworkTitle: string | null, capital = false): string {
  return `${possessive(person, capital)} ${frameworkTitle ?? 'story'}`;
}

export function generationNotice(
  kind: GenerationNoticeKind,
  person: string | null,
  frameworkTitle: string | null,
  failed = false,
  /** How many stories a full stack wrote (the composer skips a type it has nothing for). */
  count = 6,
): { title: string; body: string } {
  const what = kind === 'story' ? (frameworkTitle ?? WHAT.story) : WHAT[kind];
  const whose = `${possessive(person, true)} ${what}`;
  if (failed)
    return { title: `${whose} could not be generated`, body: 'The generation failed. Open it and try again.' };
  const body: Record<GenerationNoticeKind, string> = {
    story: 'The generated text is waiting for review.',
    stack: `${count} new ${count === 1 ? 'story is' : 'stories are'} waiting for review in Stories.`,
    linkedin: 'A week of LinkedIn posts from the published stories: copy or download it.',
    funnel: 'A funnel strategy from the published stories: copy or download it.',
  };
  return { title: `${whose} is ready`, body: body[kind] };
}

/** A review event on a story, for the bell. `author` is who did it; `person` whose story it is. */
export function reviewNoticeTitle(
  event: 'comment' | 'suggestion' | 'accepted' | 'declined' | 'new-story' | 'changed-story',
  author: string,
  person: string | null,
  frameworkTitle: string | null,
): string {
  // The client acting on their own story: "Fiona changed their Backstory".
  const name =
    person !== null && person === author ? `their ${frameworkTitle ?? 'story'}` : storyName(person, frameworkTitle);
  switch (event) {
    case 'comment':
      return `${author} commented on ${name}`;
    case 'suggestion':
      return `${author} suggested a rewrite of ${name}`;
    case 'accepted':
      return `${author} accepted your suggestion on ${name}`;
    case 'declined':
      return `${author} declined your suggestion on ${name}`;
    case 'new-story':
      return `${author} started ${name}`;
    case 'changed-story':
      return `${author} changed ${name}`;
  }
}
