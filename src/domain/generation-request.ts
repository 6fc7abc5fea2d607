// The generate-story body for a story as the mirror has it: the answers (questions mode), the
// transcript or the written text, and the method it records. Built when the request is SENT
// (src/data/mirror/invoke-bodies.ts), so answers corrected while it waited are the ones used.
import { isVoiceKey } from './voice-notes.ts';

export type GenerationMode = 'questions' | 'transcript' | 'manual';

/** The parts of a story a generation reads. */
export interface GenerationStory {
  id: string;
  title: string;
  framework_type: string;
  content: Record<string, string> | string;
  generation_method: string | null;
}

const TEXT_KEYS = ['transcript', 'manual', 'text'];

export function modeOfStory(story: GenerationStory): GenerationMode {
  if (typeof story.content === 'string') return 'manual';
  if (story.generation_method === 'transcript') return 'transcript';
  if (story.generation_method === 'manual') return 'manual';
  const answered = Object.entries(story.content).some(
    ([k, v]) => !TEXT_KEYS.includes(k) && !isVoiceKey(k) && typeof v === 'string' && v.trim(),
  );
  if (answered) return 'questions';
  if ((story.content.transcript ?? '').trim()) return 'transcript';
  return 'manual';
}

export function storyGenerationBody(
  story: GenerationStory,
  mode: GenerationMode,
  tone: string,
): Record<string, unknown> {
  const content = story.content;
  const text =
    typeof content === 'string'
      ? content
      : mode === 'transcript'
        ? (content.transcript ?? '')
        : (content.manual ?? content.text ?? '');
  return {
    story: {
      id: story.id,
      title: story.title,
      framework_type: story.framework_type,
      content: mode === 'questions' && typeof content === 'object' ? content : text,
    },
    isTranscript: mode === 'transcript',
    tone,
    generationMethod: mode,
  };
}

/**
 * What a generation reads from a story's content, in a form two contents can be compared by:
 * every non-empty text (answers, transcript, written text) trimmed, voice-note keys left out.
 */
export function generationInputKey(content: Record<string, unknown> | string | null | undefined): string {
  if (content == null) return '';
  if (typeof content === 'string') return JSON.stringify(content.trim());
  const entries = Object.entries(content)
    .filter((e): e is [string, string] => !isVoiceKey(e[0]) && typeof e[1] === 'string' && e[1].trim() !== '')
    .map(([k, v]) => [k, v.trim()])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** A kept version of a story's text, as far as telling what a generation read goes. */
export interface GeneratedVersion {
  reason: string;
  content: Record<string, string> | string | null;
  generated_content: string | null;
  created_at: string;
  deleted_at?: string | null;
}

/**
 * True when the story's answers (transcript, text) differ from those its generated text was made
 * from: the newest 'generated' version holding that text records the story as it was then. False
 * when no such version is known (nothing to compare with).
 */
export function answersChangedSinceGeneration(
  story: { content: Record<string, string> | string; generated_content: string | null },
  versions: readonly GeneratedVersion[],
): boolean {
  const text = story.generated_content;
  if (!text?.trim()) return false;
  const made = versions
    .filter((v) => v.reason === 'generated' && !v.deleted_at && v.generated_content === text && v.content !== null)
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
    .at(-1);
  if (!made) return false;
  return generationInputKey(made.content) !== generationInputKey(story.content);
}
