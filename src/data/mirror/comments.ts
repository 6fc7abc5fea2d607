// Coach review comments and suggestions (table story_comments), written like every synced row:
// the mirror first, with its outbox entry in the same transaction, so a coach reviews offline.
import { z } from 'zod';
import { dataDeps, nowIso } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { insertRow, patchRow } from './row-writes';
import { lastUser } from '../remote/session-cache';
import type { CommentRow } from './types';
import { SignedOutError } from './signed-out-error';
import { groupThousands } from '../../domain/numbers';

/** The same limits as public.story_comments. */
export const COMMENT_MAX_CHARS = 5000;
export const SUGGESTION_MAX_CHARS = 20000;

export const commentBodySchema = z
  .string()
  .trim()
  .min(1, 'Please write a comment first')
  .max(COMMENT_MAX_CHARS, `Comments can be at most ${groupThousands(COMMENT_MAX_CHARS)} characters`);

export const suggestionTextSchema = z
  .string()
  .trim()
  .min(1, 'Please write the suggested text first')
  .max(SUGGESTION_MAX_CHARS, `A suggestion can be at most ${groupThousands(SUGGESTION_MAX_CHARS)} characters`);

const sectionIdSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/)
  .nullable();

export interface NewComment {
  storyId: string;
  sectionId: string | null;
  body: string;
  /** A suggested rewrite of the section (then sectionId is required). */
  suggestedText?: string | null;
}

export async function addComment(input: NewComment, target: StoryStackDb = defaultDb): Promise<string> {
  const user = await lastUser(target);
  if (!user) throw new SignedOutError();
  const body = commentBodySchema.parse(input.body);
  const sectionId = sectionIdSchema.parse(input.sectionId);
  const suggestion = input.suggestedText == null ? null : suggestionTextSchema.parse(input.suggestedText);
  if (suggestion !== null && sectionId === null) throw new Error('A suggestion belongs to one section');
  const id = dataDeps.uuid();
  const now = nowIso();
  const row: CommentRow = {
    id,
    story_id: input.storyId,
    section_id: sectionId,
    author_id: user.id,
    kind: suggestion === null ? 'comment' : 'suggestion',
    body,
    suggested_text: suggestion,
    status: 'open',
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
    base: null,
  };
  const { base: _base, created_at: _c, updated_at: _u, version: _v, id: _id, ...values } = row;
  await insertRow(target, 'story_comments', id, row, values);
  return id;
}

/** The story's owner answers a suggestion; anyone who may review marks a comment resolved. */
export async function setCommentStatus(
  id: string,
  status: CommentRow['status'],
  target: StoryStackDb = defaultDb,
): Promise<void> {
  await patchRow<CommentRow>(target, 'story_comments', id, 'The comment', (row) =>
    row.status === status ? {} : { status },
  );
}

export async function deleteComment(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await patchRow<CommentRow>(target, 'story_comments', id, 'The comment', () => ({ deleted_at: nowIso() }));
}

/** Live comments of one story, oldest first (a conversation reads top to bottom). */
export async function storyComments(storyId: string, target: StoryStackDb = defaultDb): Promise<CommentRow[]> {
  const rows = await target.comments.where('story_id').equals(storyId).toArray();
  return rows.filter((r) => !r.deleted_at).sort((a, b) => a.created_at.localeCompare(b.created_at));
}
