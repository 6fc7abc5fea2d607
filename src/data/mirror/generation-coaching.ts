// The coaching a generation returned beside its text (`coaching`: questions the story can still
// answer; `hints`: how to make it stronger), kept on this device with the text it goes with: the
// story row holds the text alone, and the result panel shows the coaching beside it while the
// text is still the one it was written for.
import { z } from 'zod';
import { GENERATED_CONTENT_MAX_CHARS } from '../../domain/limits';
import type { StoryCoaching } from '../../domain/story-hints';
import { db as defaultDb, type StoryStackDb } from './db';

const LINE_MAX_CHARS = 1_000;
const LINES_MAX = 30;
const ID_MAX_CHARS = 100;

const linesSchema = z.array(z.string().trim().min(1).max(LINE_MAX_CHARS)).max(LINES_MAX);
const textSchema = z.string().max(GENERATED_CONTENT_MAX_CHARS);
const perTypeSchema = z.record(z.string().max(ID_MAX_CHARS), linesSchema);

/** The parts of a generate-story answer read here; anything else in it is left alone. */
const storyAnswerSchema = z.object({
  generated_story: textSchema,
  story_id: z.string().min(1).max(ID_MAX_CHARS),
  coaching: linesSchema.optional(),
  hints: linesSchema.optional(),
});

/** generate-full-stack: texts, story ids, coaching and hints keyed by framework type. */
const stackAnswerSchema = z.object({
  results: z.record(z.string().max(ID_MAX_CHARS), textSchema),
  stories: z.record(z.string().max(ID_MAX_CHARS), z.string().min(1).max(ID_MAX_CHARS)),
  coaching: perTypeSchema.optional(),
  hints: perTypeSchema.optional(),
});

const recordSchema = z.object({ text: z.string(), coaching: linesSchema, hints: linesSchema.default([]) });

const keyOf = (storyId: string) => `coaching:${storyId}`;

/** Keeps the coaching of a finished generation (from the outbox or a streamed answer). */
export async function keepGenerationCoaching(
  call: { name: string; result: unknown },
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const records: { key: string; value: { text: string } & StoryCoaching }[] = [];
  if (call.name === 'generate-story') {
    const parsed = storyAnswerSchema.safeParse(call.result);
    if (!parsed.success || (!parsed.data.coaching && !parsed.data.hints)) return;
    const { story_id, generated_story, coaching = [], hints = [] } = parsed.data;
    records.push({ key: keyOf(story_id), value: { text: generated_story, coaching, hints } });
  } else if (call.name === 'generate-full-stack') {
    const parsed = stackAnswerSchema.safeParse(call.result);
    if (!parsed.success) return;
    const { results, stories, coaching = {}, hints = {} } = parsed.data;
    for (const [type, storyId] of Object.entries(stories)) {
      const text = results[type];
      if (text === undefined || (!coaching[type] && !hints[type])) continue;
      records.push({
        key: keyOf(storyId),
        value: { text, coaching: coaching[type] ?? [], hints: hints[type] ?? [] },
      });
    }
  }
  if (records.length) await target.kv.bulkPut(records);
}

/** The coaching for the story's current generated text; empty when none is known for it. */
export async function readGenerationCoaching(
  story: { id: string; generated_content: string | null },
  target: StoryStackDb = defaultDb,
): Promise<StoryCoaching> {
  const record = recordSchema.safeParse((await target.kv.get(keyOf(story.id)))?.value);
  if (!record.success || !story.generated_content) return { coaching: [], hints: [] };
  if (record.data.text.trim() !== story.generated_content.trim()) return { coaching: [], hints: [] };
  return { coaching: record.data.coaching, hints: record.data.hints };
}
