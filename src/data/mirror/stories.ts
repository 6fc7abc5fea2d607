// Story writes. Each commits the row and its outbox entry in one transaction; the UI may call
// the change saved as soon as the promise resolves.
import type { z } from 'zod';
import { writableValues } from '../../domain/sync-protocol';
import { dataDeps, nowIso } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { journalDropStory } from '../story-text/journal';
import { deletedHereKey } from './conflict-records';
import { insertRow, patchRow } from './row-writes';
import { lastUser } from '../remote/session-cache';
import { keepBeforeInTx } from './versions';
import { storyInputSchema, storyPatchSchema, type StoryInput, type StoryPatch, type StoryRow } from './types';

/** A story row made on this device (base null: the server has not seen it yet). */
export function newStoryRow(parsed: z.output<typeof storyInputSchema>, id: string, userId: string | null): StoryRow {
  const now = nowIso();
  return {
    id,
    title: parsed.title,
    description: parsed.description,
    framework_type: parsed.framework_type,
    status: parsed.status,
    content: parsed.content,
    generated_content: parsed.generated_content,
    generation_engine: parsed.generation_engine,
    user_id: userId,
    client_id: parsed.client_id,
    full_stack_generation: parsed.full_stack_generation,
    generation_method: parsed.generation_method,
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
    base: null,
  };
}

/** Whether the mirror has the story (tombstones included). */
export async function storyExists(id: string, target: StoryStackDb = defaultDb): Promise<boolean> {
  return (await target.stories.get(id)) !== undefined;
}

/** Creates a story on this device; returns its id (a client-made UUID). */
export async function createStory(input: StoryInput, target: StoryStackDb = defaultDb): Promise<string> {
  const parsed = storyInputSchema.parse(input);
  const id = parsed.id ?? dataDeps.uuid();
  const userId = parsed.user_id ?? (await lastUser(target))?.id ?? null;
  const row = newStoryRow(parsed, id, userId);
  await insertRow(target, 'stories', id, row, writableValues('stories', row));
  return id;
}

export async function updateStory(id: string, patch: StoryPatch, target: StoryStackDb = defaultDb): Promise<void> {
  const parsed = storyPatchSchema.parse(patch);
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) if (v !== undefined) values[k] = v;
  if (values.content === undefined && values.generated_content === undefined) {
    await patchRow<StoryRow>(target, 'stories', id, 'The story', () => values);
    return;
  }
  // A change of the text (an edit of the generated story) keeps what it replaces by the same
  // rule as typing, in the same transaction as the change.
  await target.transaction('rw', [target.stories, target.versions, target.outbox, target.kv], async () => {
    const [row, user] = await Promise.all([target.stories.get(id), lastUser(target)]);
    if (row) await keepBeforeInTx(target, row, { ...row, ...values } as StoryRow, 'typed', user?.id ?? null);
    await patchRow<StoryRow>(target, 'stories', id, 'The story', () => values);
  });
}

/** Deletes a story as a tombstone (deleted_at), so other devices learn of it on their next pull. */
export async function deleteStory(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  // With a record that this browser deleted it: another tab still typing into the story is told
  // "deleted in another tab", even once the server has the deletion.
  // The record holds the deletion's time, so a later deletion from another device (after a
  // restore) is not taken for this one.
  const deletedAt = nowIso();
  await target.transaction('rw', target.stories, target.outbox, target.kv, async () => {
    await patchRow<StoryRow>(target, 'stories', id, 'The story', () => ({ deleted_at: deletedAt }));
    await target.kv.put({ key: deletedHereKey(id), value: deletedAt });
  });
  journalDropStory(id);
}
