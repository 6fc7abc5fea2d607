// Version history of a story's text (synced table story_versions). Versions are written in the
// same Dexie transaction as the change that keeps them, with an insert entry in the story's own
// outbox queue (so the story reaches the server first); the rule for when is
// src/domain/version-rules.ts. Versions from the server (a generation's, another device's) are
// pulled into the mirror like every synced row, so history reads offline.
import Dexie from 'dexie';
import {
  keepsVersionBefore,
  reasonAfter,
  sameText,
  type VersionEvent,
  type VersionText,
} from '../../domain/version-rules';
import { contentSections } from '../../domain/story-places';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { notifyOutboxChange, queueMutation, rowQueueKey, type RowChange } from './outbox';
import { RowNotFoundError } from './row-writes';
import { lastUser } from '../remote/session-cache';
import type { StoryRow, VersionReason, VersionRow } from './types';

/** A story's newest version. Call inside a transaction that includes `versions` (or outside one). */
export function newestVersion(target: StoryStackDb, storyId: string): Promise<VersionRow | undefined> {
  return target.versions
    .where('[story_id+created_at]')
    .between([storyId, Dexie.minKey], [storyId, Dexie.maxKey])
    .last();
}

/** A story's versions, newest first. */
export async function storyVersions(storyId: string, target: StoryStackDb = defaultDb): Promise<VersionRow[]> {
  const rows = await target.versions
    .where('[story_id+created_at]')
    .between([storyId, Dexie.minKey], [storyId, Dexie.maxKey])
    .toArray();
  return rows.filter((r) => !r.deleted_at).reverse();
}

function textOf(row: Pick<StoryRow, 'title' | 'content' | 'generated_content'>): VersionText {
  return { title: row.title, content: row.content, generated_content: row.generated_content };
}

/**
 * One version of `row`'s text and its insert entry's change (in the story's own queue), strictly
 * after `newest`. Pure, so a transaction that does not go through Dexie writes the same records.
 */
export function versionOf(
  row: StoryRow,
  reason: VersionReason,
  userId: string | null,
  newest: VersionRow | undefined,
): { version: VersionRow; change: RowChange } {
  const now = dataDeps.now();
  // Strictly after the newest version, so the history's order is the order things happened
  // (two versions of one action can fall on the same millisecond).
  const at = Math.max(now, newest ? Date.parse(newest.created_at) + 1 : 0);
  const version: VersionRow = {
    id: dataDeps.uuid(),
    story_id: row.id,
    created_by: userId,
    reason,
    title: row.title,
    content: row.content,
    generated_content: row.generated_content,
    generation_engine: row.generation_engine,
    created_at: new Date(at).toISOString(),
    updated_at: new Date(now).toISOString(),
    version: 0,
    deleted_at: null,
    base: null,
  };
  const { id, base: _b, updated_at: _u, version: _v, deleted_at: _d, ...values } = version;
  const change: RowChange = {
    table: 'story_versions',
    rowId: id,
    op: 'insert',
    values,
    baseVersion: null,
    userId,
    queueKey: rowQueueKey('stories', row.id),
  };
  return { version, change };
}

/**
 * Writes one version of `row`'s text with its insert entry. Must run inside a 'rw' transaction
 * over versions and the outbox.
 */
export async function addVersionInTx(
  target: StoryStackDb,
  row: StoryRow,
  reason: VersionReason,
  userId: string | null,
): Promise<VersionRow> {
  const { version, change } = versionOf(row, reason, userId, await newestVersion(target, row.id));
  await target.versions.put(version);
  await queueMutation(target, change);
  return version;
}

/** Whether the rule keeps the text of `row` before a change to `after` (version-rules). Pure. */
export function keepsTextBefore(
  row: StoryRow,
  after: VersionText,
  event: VersionEvent,
  newest: VersionRow | undefined,
): boolean {
  return keepsVersionBefore({
    event,
    before: textOf(row),
    after,
    lastChangedAt: Date.parse(row.updated_at),
    createdAt: Date.parse(row.created_at),
    newest: newest ? { createdAt: Date.parse(newest.created_at), text: newest } : null,
    now: dataDeps.now(),
  });
}

/**
 * The rule applied to a change of `row` to `after`: keeps the text before it when the rule says
 * so. Must run inside a 'rw' transaction over versions and the outbox.
 */
export async function keepBeforeInTx(
  target: StoryStackDb,
  row: StoryRow,
  after: VersionText,
  event: VersionEvent,
  userId: string | null,
): Promise<boolean> {
  const keep = keepsTextBefore(row, after, event, await newestVersion(target, row.id));
  if (keep) await addVersionInTx(target, row, 'typed', userId);
  return keep;
}

/**
 * Before a restore or an accepted suggestion: keeps the story's current text (unless it is
 * already the newest version or has no words). `after` is the text about to be put in.
 */
export async function keepCurrentText(
  storyId: string,
  event: Exclude<VersionEvent, 'typed'>,
  after: VersionText,
  target: StoryStackDb = defaultDb,
): Promise<boolean> {
  const kept = await target.transaction('rw', [target.stories, target.versions, target.outbox, target.kv], async () => {
    const row = await target.stories.get(storyId);
    if (!row) throw new RowNotFoundError('The story');
    return keepBeforeInTx(target, row, after, event, (await lastUser(target))?.id ?? null);
  });
  if (kept) notifyOutboxChange();
  return kept;
}

/** After a restore, an accepted suggestion or a generation: records the text it put in. */
export async function recordTextAfter(
  storyId: string,
  event: Exclude<VersionEvent, 'typed'>,
  target: StoryStackDb = defaultDb,
): Promise<VersionRow | null> {
  const reason = reasonAfter(event);
  if (!reason) return null;
  const made = await target.transaction('rw', [target.stories, target.versions, target.outbox, target.kv], async () => {
    const row = await target.stories.get(storyId);
    if (!row) throw new RowNotFoundError('The story');
    const newest = await newestVersion(target, storyId);
    if (newest && newest.reason === reason && sameText(newest, row)) return null;
    return addVersionInTx(target, row, reason, (await lastUser(target))?.id ?? null);
  });
  if (made) notifyOutboxChange();
  return made;
}

export class RestoreNotSavedError extends Error {
  constructor() {
    super('The restored text could not be saved on this device.');
    this.name = 'RestoreNotSavedError';
  }
}

/**
 * Puts a version's text back into its story. The current text is kept as a version first, each
 * section goes through `applySection` (the builder's writer, so the one write path and its
 * conflict checks), the generated text too (GENERATED_PLACE), and the result is recorded as a
 * 'restored' version. Nothing is destroyed: the replaced text stays in the history.
 */
export async function restoreVersion(
  versionId: string,
  deps: {
    applySection(sectionId: string, text: string): Promise<boolean>;
    setGenerated(text: string | null): Promise<void>;
  },
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const version = await target.versions.get(versionId);
  if (!version) throw new RowNotFoundError('The version');
  const story = await target.stories.get(version.story_id);
  if (!story) throw new RowNotFoundError('The story');
  await keepCurrentText(story.id, 'restore', version, target);
  const current = contentSections(story.content);
  const wanted = contentSections(version.content);
  for (const key of new Set([...Object.keys(current), ...Object.keys(wanted)])) {
    const text = wanted[key] ?? '';
    if ((current[key] ?? '') === text) continue;
    if (!(await deps.applySection(key, text))) throw new RestoreNotSavedError();
  }
  if ((story.generated_content ?? '') !== (version.generated_content ?? ''))
    await deps.setGenerated(version.generated_content);
  await recordTextAfter(story.id, 'restore', target);
}
