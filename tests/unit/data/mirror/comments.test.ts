import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { addComment, deleteComment, setCommentStatus, storyComments } from '../../../../src/data/mirror/comments';
import { createDatabase, type StoryStackDb } from '../../../../src/data/mirror/db';
import { noticeReview } from '../../../../src/data/mirror/review-notices';
import { rememberUser } from '../../../../src/data/remote/session-cache';
import { SignedOutError } from '../../../../src/data/story-text';
import type { ClientRow, CommentRow, MutationEntry, StoryRow } from '../../../../src/data/mirror/types';

const COACH = '11111111-1111-4111-8111-111111111111';
const CLIENT = '22222222-2222-4222-8222-222222222222';
const STORY = '33333333-3333-4333-8333-333333333333';
let n = 0;

async function deviceOf(userId: string, role: 'coach' | 'client' = 'coach'): Promise<StoryStackDb> {
  const db = createDatabase(`comments-${n++}`);
  await rememberUser({ id: userId, email: `${role}@example.com`, role, name: role }, db);
  return db;
}

afterEach(() => setDataDeps());

describe('comment writes', () => {
  it('puts the comment and its outbox entry in the mirror together, ready for sync', async () => {
    const db = await deviceOf(COACH);
    const id = await addComment(
      { storyId: STORY, sectionId: 'hook', body: '  Start with the number. ', suggestedText: 'Forty clients later…' },
      db,
    );
    expect(await db.comments.get(id)).toMatchObject({
      story_id: STORY,
      section_id: 'hook',
      author_id: COACH,
      kind: 'suggestion',
      body: 'Start with the number.',
      status: 'open',
      base: null,
    });
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({ table: 'story_comments', rowId: id, op: 'insert' });
    expect(entry.values).toMatchObject({ story_id: STORY, author_id: COACH, kind: 'suggestion', status: 'open' });
    expect(entry.values).not.toHaveProperty('base');

    await setCommentStatus(id, 'accepted', db);
    await deleteComment(id, db);
    expect(await storyComments(STORY, db)).toEqual([]);
    const ops = ((await db.outbox.toArray()) as MutationEntry[]).map((e) => e.op);
    expect(ops[0]).toBe('insert');
  });

  it('refuses blank or overlong text, suggestions without a section, and a signed-out device', async () => {
    const db = await deviceOf(COACH);
    await expect(addComment({ storyId: STORY, sectionId: null, body: '   ' }, db)).rejects.toThrow();
    await expect(addComment({ storyId: STORY, sectionId: null, body: 'x'.repeat(5001) }, db)).rejects.toThrow();
    await expect(
      addComment({ storyId: STORY, sectionId: null, body: 'ok', suggestedText: 'new text' }, db),
    ).rejects.toThrow('A suggestion belongs to one section');
    await expect(addComment({ storyId: STORY, sectionId: 'Bad Id!', body: 'ok' }, db)).rejects.toThrow();
    expect(await db.comments.count()).toBe(0);
    const nobody = createDatabase(`comments-${n++}`);
    await expect(addComment({ storyId: STORY, sectionId: null, body: 'ok' }, nobody)).rejects.toBeInstanceOf(
      SignedOutError,
    );
  });
});

describe('review notifications', () => {
  const pulled = (over: Partial<CommentRow>): CommentRow => {
    const row = {
      id: crypto.randomUUID(),
      story_id: STORY,
      section_id: null,
      author_id: COACH,
      kind: 'comment' as const,
      body: 'Lovely detail about the garage.',
      suggested_text: null,
      status: 'open' as const,
      created_at: new Date(Date.now() + 1000).toISOString(),
      updated_at: new Date().toISOString(),
      version: 1,
      deleted_at: null,
    };
    return { ...row, ...over, base: { ...row, ...over } };
  };

  it('tells the client once about a new comment or suggestion from someone else, not about old ones', async () => {
    const db = await deviceOf(CLIENT, 'client');
    await db.comments.put(pulled({ created_at: '2020-01-01T00:00:00Z' })); // before this device looked
    expect(await noticeReview(CLIENT, db)).toBe(0);

    await db.comments.put(pulled({}));
    await db.comments.put(pulled({ kind: 'suggestion', section_id: 'hook', suggested_text: 'x', body: 'Try this' }));
    await db.comments.put(pulled({ author_id: CLIENT, body: 'My own reply' }));
    expect(await noticeReview(CLIENT, db)).toBe(2);
    expect(await noticeReview(CLIENT, db)).toBe(0);
    const kinds = (await db.notifications.toArray()).map((x) => x.kind).sort();
    expect(kinds).toEqual(['comment', 'suggestion']);
  });

  it('tells the coach when a client record gains an account, not for those already linked', async () => {
    const db = await deviceOf(COACH);
    const base = {
      email: null,
      company: null,
      coach_id: COACH,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      version: 1,
      deleted_at: null,
      base: null,
    };
    await db.clients.put({ ...base, id: 'c1', name: 'Already', user_id: CLIENT });
    await db.clients.put({ ...base, id: 'c2', name: 'Bea', user_id: null });
    expect(await noticeReview(COACH, db)).toBe(0);
    await db.clients.update('c2', { user_id: '44444444-4444-4444-8444-444444444444' });
    expect(await noticeReview(COACH, db)).toBe(1);
    const [note] = await db.notifications.toArray();
    expect(note).toMatchObject({ kind: 'invitation', title: 'Bea joined StoryStack', link: '/dashboard/clients/c2' });
    expect(await noticeReview(COACH, db)).toBe(0);
  });

  it('names who did it and whose story it is, on both sides of a coach-written story', async () => {
    const record = {
      id: 'fiona-record',
      name: 'Fiona',
      email: null,
      company: null,
      coach_id: COACH,
      user_id: CLIENT,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      version: 1,
      deleted_at: null,
      base: null,
    } as ClientRow;
    const story = {
      id: STORY,
      title: 'Why I started',
      description: null,
      framework_type: 'backstory',
      status: 'in_review',
      content: {},
      generated_content: 'Text.',
      generation_engine: null,
      user_id: COACH,
      client_id: 'fiona-record',
      full_stack_generation: true,
      generation_method: 'interview',
      updated_by: COACH,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      version: 1,
      deleted_at: null,
      base: null,
    } as StoryRow;

    // The client's device: the coach's comment on the story the coach wrote for her.
    const client = await deviceOf(CLIENT, 'client');
    await client.clients.put(record);
    await client.stories.put(story);
    await client.profiles.put({ id: COACH, name: 'Carl Coach', email: 'carl@example.com', role: 'coach' } as never);
    expect(await noticeReview(CLIENT, client)).toBe(0);
    await client.comments.put(pulled({}));
    expect(await noticeReview(CLIENT, client)).toBe(1);
    expect((await client.notifications.toArray()).map((x) => x.title)).toEqual([
      'Carl Coach commented on your Backstory',
    ]);

    // The coach's device: her reply, her answer to his suggestion, and her change to the story.
    const coach = await deviceOf(COACH);
    await coach.clients.put(record);
    await coach.stories.put(story);
    expect(await noticeReview(COACH, coach)).toBe(0);
    const later = new Date(Date.now() + 5000).toISOString();
    await coach.comments.put(pulled({ author_id: CLIENT, body: 'Thanks!' }));
    await coach.comments.put(
      pulled({ kind: 'suggestion', section_id: 'origin', suggested_text: 'x', status: 'accepted', updated_at: later }),
    );
    await coach.stories.put({ ...story, updated_by: CLIENT, updated_at: later, version: 2 });
    expect(await noticeReview(COACH, coach)).toBe(3);
    expect(await noticeReview(COACH, coach)).toBe(0);
    expect((await coach.notifications.toArray()).map((x) => x.title).sort()).toEqual([
      'Fiona accepted your suggestion on their Backstory',
      'Fiona changed their Backstory',
      'Fiona commented on their Backstory',
    ]);
    // The coach's own change is not news to the coach.
    await coach.stories.put({ ...story, updated_by: COACH, updated_at: new Date(Date.now() + 9e7).toISOString() });
    expect(await noticeReview(COACH, coach)).toBe(0);
  });
});
