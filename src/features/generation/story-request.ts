// The generate-story body for a story as the mirror has it: the answers (questions mode), the
// transcript or the written text, and the method it records.
import type { StoryRow } from '../../data/types';
import { isVoiceKey } from '../../domain/voice-notes';

export type GenerationMode = 'questions' | 'transcript' | 'manual';

export function modeOfStory(story: StoryRow): GenerationMode {
  if (typeof story.content === 'string') return 'manual';
  if (story.generation_method === 'transcript') return 'transcript';
  if (story.generation_method === 'manual') return 'manual';
  const answered = Object.entries(story.content).some(
    ([k, v]) => !['transcript', 'manual', 'text'].includes(k) && !isVoiceKey(k) && typeof v === 'string' && v.trim(),
  );
  if (answered) return 'questions';
  if ((story.content.transcript ?? '').trim()) return 'transcript';
  return 'manual';
}

export function storyGenerationBody(story: StoryRow, mode: GenerationMode, tone: string): Record<string, unknown> {
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
