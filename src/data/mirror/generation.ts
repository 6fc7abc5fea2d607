// Generation requests go through the outbox like every write: durable on this device first,
// sent when online (after the story's own queued edits), replay-safe by their mutation_id. This
// module queues them and tells the screens where each one is.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  answersChangedSinceGeneration,
  storyGenerationBody,
  type GenerationMode,
  type GenerationStory,
} from '../../domain/generation-request';
import type { StoryCoaching } from '../../domain/story-hints';
import type { SyncTable } from '../../domain/sync-protocol';
import { db as defaultDb, type StoryStackDb } from './db';
import { readGenerationCoaching } from './generation-coaching';
import { enqueueInvoke, hasPendingEntries, notifyOutboxChange } from './outbox';
import type { InvokeEntry, StoryRow } from './types';
import { storyVersions } from './versions';

export type GenerationFunction =
  | 'generate-story'
  | 'generate-story-simple'
  | 'generate-full-stack'
  | 'generate-linkedin'
  | 'generate-funnel'
  | 'storystack-ai';

/** Queues a function call; returns its entry id (= the mutation_id the server sees). */
export function queueGeneration(
  name: GenerationFunction,
  body: Record<string, unknown>,
  options: {
    after?: { table: SyncTable; rowId: string };
    userId?: string | null;
    waitsFor?: readonly { table: SyncTable; rowId: string }[];
  } = {},
  target: StoryStackDb = defaultDb,
): Promise<string> {
  return enqueueInvoke(name, body, target, options);
}

/**
 * Queues the story's generation: the answers, transcript or text are read from the story when
 * the request is sent (after the story's own edits), with the tone and mode chosen now.
 * `holdUntil`: the page streams the same request itself; the saved copy waits until then (or
 * until `sendGenerationNow`), so the server never sees it twice at once ("already running" is
 * not a failure to show).
 */
export function queueStoryGeneration(
  story: GenerationStory,
  mode: GenerationMode,
  tone: string,
  userId: string | null,
  target: StoryStackDb = defaultDb,
  holdUntil?: number,
): Promise<string> {
  return enqueueInvoke('generate-story', storyGenerationBody(story, mode, tone), target, {
    after: { table: 'stories', rowId: story.id },
    userId,
    recipe: 'story-generation',
    holdUntil,
  });
}

/**
 * waiting: on this device, not sent yet (offline, or behind the story's edits);
 * sending: a request is out; retrying: the last attempt failed and a retry is scheduled;
 * failed: the server refused it for good (in "needs attention"); done: the server took it.
 */
export interface GenerationStatus {
  state: 'waiting' | 'sending' | 'retrying' | 'failed' | 'done';
  message: string | null;
  status: number | null;
  attempts: number;
  nextAttemptAt: number | null;
}

export async function readGenerationStatus(
  entryId: string,
  target: StoryStackDb = defaultDb,
): Promise<GenerationStatus> {
  const entry = await target.outbox.where('id').equals(entryId).first();
  if (entry) {
    const state = entry.state === 'inflight' ? 'sending' : entry.lastError ? 'retrying' : 'waiting';
    return {
      state,
      message: entry.lastError,
      status: null,
      attempts: entry.attempts,
      nextAttemptAt: entry.nextAttemptAt || null,
    };
  }
  const refused = await target.attention.filter((r) => r.entry.id === entryId).first();
  if (refused)
    return {
      state: 'failed',
      message: refused.message,
      status: refused.status,
      attempts: refused.entry.attempts,
      nextAttemptAt: null,
    };
  return { state: 'done', message: null, status: null, attempts: 0, nextAttemptAt: null };
}

export function useGenerationStatus(entryId: string | null): GenerationStatus | undefined {
  return useLiveQuery(async () => (entryId ? readGenerationStatus(entryId) : undefined), [entryId]);
}

/** Sends a waiting request at the next sync run instead of after its backoff. */
export async function sendGenerationNow(entryId: string, target: StoryStackDb = defaultDb): Promise<void> {
  const entry = await target.outbox.where('id').equals(entryId).first();
  if (entry && entry.state !== 'inflight') await target.outbox.put({ ...entry, nextAttemptAt: 0 });
  notifyOutboxChange();
}

/** Drops a refused request from "needs attention" (the dialog retries with a new request). */
export async function forgetRefusedGeneration(entryId: string, target: StoryStackDb = defaultDb): Promise<void> {
  const records = await target.attention.filter((r) => r.entry.id === entryId).toArray();
  await target.attention.bulkDelete(records.map((r) => r.id));
}

function isStoryGeneration(e: { kind: string }, storyId: string): boolean {
  const entry = e as InvokeEntry;
  return (
    entry.kind === 'invoke' && entry.name === 'generate-story' && (entry.body.story as { id?: string })?.id === storyId
  );
}

/**
 * The story's generation request still on this device (waiting offline or being sent), if any.
 * Read by kind within the story's queue, so the story's keystrokes (same queue, kind 'mutation')
 * do not wake a live query of it.
 */
export async function pendingStoryGeneration(
  storyId: string,
  target: StoryStackDb = defaultDb,
): Promise<InvokeEntry | null> {
  const requests = await target.outbox
    .where('[kind+queueKey]')
    .equals(['invoke', `stories:${storyId}`])
    .toArray();
  return (requests.find((e) => isStoryGeneration(e, storyId)) as InvokeEntry | undefined) ?? null;
}

export function usePendingStoryGeneration(storyId: string | null | undefined): InvokeEntry | null | undefined {
  return useLiveQuery(async () => (storyId ? pendingStoryGeneration(storyId) : null), [storyId]);
}

/** Ids of stories with a generation request waiting on this device. */
export function useStoriesWaitingForGeneration(): Set<string> | undefined {
  return useLiveQuery(async () => {
    const requests = await defaultDb.outbox
      .where('[kind+queueKey]')
      .between(['invoke', Dexie.minKey], ['invoke', Dexie.maxKey])
      .toArray();
    const entries = requests.filter((e) => e.kind === 'invoke' && e.name === 'generate-story');
    return new Set(
      entries.map((e) => ((e as InvokeEntry).body.story as { id?: string })?.id).filter((id): id is string => !!id),
    );
  }, []);
}

/** True when the story's answers changed after its generated text was made (see the domain rule). */
export function useAnswersChangedSinceGeneration(story: StoryRow): boolean {
  const versions = useLiveQuery(() => storyVersions(story.id), [story.id]);
  return versions ? answersChangedSinceGeneration(story, versions) : false;
}

const NO_COACHING: StoryCoaching = { coaching: [], hints: [] };

/** The coaching kept for the story's current generated text (src/data/mirror/generation-coaching.ts). */
export function useGenerationCoaching(story: { id: string; generated_content: string | null }): StoryCoaching {
  return useLiveQuery(() => readGenerationCoaching(story), [story.id, story.generated_content]) ?? NO_COACHING;
}

/** True while edits of the story wait on this device (a direct call would not see them on the server). */
export function storyHasPendingEdits(storyId: string, target: StoryStackDb = defaultDb): Promise<boolean> {
  return hasPendingEntries(target, 'stories', storyId);
}
