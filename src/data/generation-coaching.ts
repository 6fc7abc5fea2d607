// The coaching hints a generation returned (`coaching` beside `generated_story`), kept on this
// device with the text they go with: the story row holds the text alone, and the result panel
// shows the hints beside it while the text is still the one they were written for.
import { z } from 'zod';
import { GENERATED_CONTENT_MAX_CHARS } from '../domain/limits';
import { db as defaultDb, type StoryStackDb } from './db';

const HINT_MAX_CHARS = 1_000;
const HINTS_MAX = 30;

const coachingSchema = z.array(z.string().trim().min(1).max(HINT_MAX_CHARS)).max(HINTS_MAX);

/** The part of a generate-story answer read here; anything else in it is left alone. */
const answerSchema = z.object({
  generated_story: z.string().max(GENERATED_CONTENT_MAX_CHARS),
  story_id: z.string().min(1).max(100),
  coaching: coachingSchema,
});

const recordSchema = z.object({ text: z.string(), coaching: coachingSchema });

const keyOf = (storyId: string) => `coaching:${storyId}`;

/** Keeps the hints of a finished generate-story call (from the outbox or the streamed answer). */
export async function keepGenerationCoaching(
  call: { name: string; result: unknown },
  target: StoryStackDb = defaultDb,
): Promise<void> {
  if (call.name !== 'generate-story') return;
  const parsed = answerSchema.safeParse(call.result);
  if (!parsed.success) return;
  const { story_id, generated_story, coaching } = parsed.data;
  await target.kv.put({ key: keyOf(story_id), value: { text: generated_story, coaching } });
}

/** The hints for the story's current generated text, or [] when none are known for it. */
export async function readGenerationCoaching(
  story: { id: string; generated_content: string | null },
  target: StoryStackDb = defaultDb,
): Promise<string[]> {
  const record = recordSchema.safeParse((await target.kv.get(keyOf(story.id)))?.value);
  if (!record.success || !story.generated_content) return [];
  return record.data.text.trim() === story.generated_content.trim() ? record.data.coaching : [];
}
