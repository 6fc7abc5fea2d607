// Bodies of function calls built when the call is sent, from the row it is about as the mirror
// has it then. A generation queued offline thus reads the answers corrected while it waited (its
// entry sits in the row's queue, after the row's own edits, so the server has them too).
import { modeOfStory, storyGenerationBody, type GenerationMode } from '../../domain/generation-request';
import type { StoryStackDb } from './db';
import type { InvokeEntry, InvokeRecipe, MirrorRow, StoryRow } from './types';

const MODES: readonly GenerationMode[] = ['questions', 'transcript', 'manual'];

const RECIPES: Record<InvokeRecipe, (row: MirrorRow, queued: Record<string, unknown>) => Record<string, unknown>> = {
  'story-generation': (row, queued) => {
    const story = row as StoryRow;
    const mode = MODES.find((m) => m === queued.generationMethod) ?? modeOfStory(story);
    return storyGenerationBody(story, mode, typeof queued.tone === 'string' ? queued.tone : '');
  },
};

/** The body to send now: read from the entry's row, or the queued body (no row to read, or it is gone). */
export async function invokeBodyAtSend(db: StoryStackDb, entry: InvokeEntry): Promise<Record<string, unknown>> {
  const from = entry.readFrom;
  if (!from) return entry.body;
  const row = (await db.rows(from.table).get(from.rowId)) as MirrorRow | undefined;
  if (!row || row.deleted_at) return entry.body;
  return RECIPES[from.recipe](row, entry.body);
}
