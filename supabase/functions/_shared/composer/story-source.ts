// A story record as the functions receive it, and the text the composer reads from it.
import { frameworkTitle } from '../domain/frameworks.ts';
import { isVoiceKey } from '../domain/voice-notes.ts';
import { stripPrivateNotes } from './conversation.ts';
import { mendTyped } from './typed.ts';
import { isAboutTheServed } from './typed-served.ts';

export interface StoryLike {
  id?: string | null;
  title?: string | null;
  description?: string | null;
  framework_type?: string | null;
  generated_content?: string | null;
  content?: unknown;
  status?: string | null;
  /** Where each paragraph of the generated text came from (the composer's SourceRef list). */
  generation_sources?: unknown;
}

/** What may leave the story: no private note, no coaching checklist an older version wrote
 *  into the text ("Questions this story can still answer: …"). */
export function publicWords(text: string): string {
  const checklist = text.search(/^\s*Questions this story can still answer:/im);
  return stripPrivateNotes(checklist >= 0 ? text.slice(0, checklist) : text);
}

/** The story's words: its generated text, else its answers in order, else its description. */
export function storyText(story: StoryLike): string {
  if (typeof story.generated_content === 'string' && story.generated_content.trim())
    return publicWords(story.generated_content);
  if (typeof story.content === 'string' && story.content.trim()) return publicWords(story.content);
  if (story.content && typeof story.content === 'object') {
    const told = toldAnswers(story, answersOf(story)).map((a) => a.text);
    if (told.length) return publicWords(told.join('\n'));
  }
  return publicWords(story.description ?? '');
}

/** The typed answers by section. Answers only: a `<section>__voice` key holds a recording's
 *  path, not words. */
const answersOf = (story: StoryLike): [string, string][] =>
  Object.entries((story.content ?? {}) as Record<string, unknown>).filter(
    (e): e is [string, string] => !isVoiceKey(e[0]) && typeof e[1] === 'string' && e[1].trim() !== '',
  );

/** Typed in a hurry, the answers as the story tells them: "i stay in the hotel" is "I stay in the
 *  hotel", "grew up on a farm" is "I grew up …", "love hosting" (of the people served) "They love
 *  hosting" (`mendTyped`), each sentence with its capital. */
function toldAnswers(story: StoryLike, answers: [string, string][]): StoryPassage[] {
  const context = answers.map(([, v]) => v).join('\n');
  return answers.map(([sectionId, value], i) => ({
    sectionId,
    text: sentenceCase(
      mendTyped(value.trim(), context, { served: isAboutTheServed(story.framework_type, sectionId), opens: i === 0 }),
    ),
  }));
}

/** Each sentence and line starting with a capital, as typed answers often do not. */
const sentenceCase = (text: string) =>
  text.replace(
    /(^|[.!?]\s+|\n\s*(?:[-*•]\s+|\d+[.)]\s+)?)(\p{Ll})/gu,
    (_, before: string, c: string) => before + c.toUpperCase(),
  );

export function storyLabel(story: StoryLike): string {
  const title = story.title?.trim();
  if (title) return title;
  return story.framework_type ? frameworkTitle(story.framework_type) : 'Untitled story';
}

export interface StoryPassage {
  /** The framework section the words answer, when the story keeps its answers by section. */
  sectionId: string | null;
  text: string;
}

/** The story's answers by section, then its generated text: what the assistant quotes from. */
export function storyPassages(story: StoryLike): StoryPassage[] {
  return rawPassages(story)
    .map((p) => ({ sectionId: p.sectionId, text: publicWords(p.text) }))
    .filter((p) => p.text.trim() !== '');
}

/** The person's own words behind a generated text: the answers and interview passages its
 *  paragraphs were written from (not the framework guidance around them). */
function sourcedWords(story: StoryLike): StoryPassage[] {
  if (!Array.isArray(story.generation_sources)) return [];
  const typed = (story.generation_sources as { kind?: unknown; excerpt?: unknown }[])
    .filter((s) => s?.kind === 'answer' && typeof s.excerpt === 'string')
    .map((s) => s.excerpt as string)
    .join('\n');
  return (story.generation_sources as unknown[]).flatMap((s) => {
    const ref = s as { kind?: unknown; excerpt?: unknown; sectionId?: unknown } | null;
    if (!ref || (ref.kind !== 'transcript' && ref.kind !== 'answer') || typeof ref.excerpt !== 'string') return [];
    // A source cut short (an older story's, at 280 characters) ends at its last whole sentence.
    const cut = ref.excerpt.trim().endsWith('…');
    const text = cut ? ref.excerpt.trim().replace(/(?<=[.!?]["”’)]*)\s[^.!?]*…$/u, '') : ref.excerpt.trim();
    if (text.endsWith('…')) return [];
    return [
      {
        sectionId: typeof ref.sectionId === 'string' ? ref.sectionId : null,
        // An answer's words as the story told them (mended); an interview's as spoken.
        text:
          ref.kind === 'answer'
            ? mendTyped(text, typed, {
                served: isAboutTheServed(
                  story.framework_type,
                  typeof ref.sectionId === 'string' ? ref.sectionId : null,
                ),
              })
            : text,
      },
    ];
  });
}

function rawPassages(story: StoryLike): StoryPassage[] {
  const out: StoryPassage[] = [];
  if (story.content && typeof story.content === 'object') {
    out.push(...toldAnswers(story, answersOf(story)));
  } else if (typeof story.content === 'string' && story.content.trim())
    out.push({ sectionId: null, text: story.content.trim() });
  const sourced = sourcedWords(story);
  if (sourced.length) out.push(...sourced);
  else if (typeof story.generated_content === 'string' && story.generated_content.trim())
    out.push({ sectionId: null, text: story.generated_content.trim() });
  if (!out.length && story.description?.trim()) out.push({ sectionId: null, text: story.description.trim() });
  return out;
}
