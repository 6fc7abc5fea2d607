// The story's person (issue 20) through the API: a story coach A generated for the client
// persona's record (user_id = coach A) is the client's for review. The client reads and answers
// the coach's comments and suggestions, comments back and changes the story; coach A suggests as
// the reviewer; nobody else reads the thread. Runs on PGlite and, with DATABASE_URL
// (scripts/with-postgres.sh), on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersonas, ids, resetWorld, type PersonaSet, type UserPersona } from '../support/personas.ts';
import { pullAll } from '../support/pull-all.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let personas: PersonaSet;

beforeAll(async () => {
  standIn = await startTestStandIn();
  personas = await createPersonas(standIn);
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(async () => {
  await standIn.db.exec('delete from public.story_comments');
  await resetWorld(standIn.db);
});

async function push(
  persona: UserPersona,
  table: string,
  op: 'insert' | 'update',
  rowId: string,
  values: Record<string, unknown>,
  baseVersion: number | null = null,
) {
  return personas.client(persona).rpc('push_mutation', {
    mutation: { id: randomUUID(), table, op, row_id: rowId, base_version: baseVersion, values },
  });
}

async function comment(persona: UserPersona, storyId: string, values: Record<string, unknown>) {
  const id = randomUUID();
  const result = await push(persona, 'story_comments', 'insert', id, {
    story_id: storyId,
    author_id: ids[persona],
    ...values,
  });
  return { id, ...result };
}

const readThread = async (p: UserPersona, storyId: string) =>
  ((await personas.client(p).from('story_comments').select('id, body').eq('story_id', storyId)).data ?? []).map(
    (c: { body: string }) => c.body,
  );

describe('a story the coach generated for a client with an account', () => {
  it('is the client’s to read and answer; the coach reviews it; nobody else sees the thread', async () => {
    // The coach suggests: they are the reviewer of their client's story, not its owner.
    const note = await comment('coachA', ids.storyOfA, { body: 'Name the founder you picture.' });
    expect(note.error).toBeNull();
    const suggestion = await comment('coachA', ids.storyOfA, {
      kind: 'suggestion',
      section_id: 'overview',
      body: 'Sharper.',
      suggested_text: 'Founders who write at 6 a.m.',
    });
    expect(suggestion.error).toBeNull();
    expect(suggestion.data.status).toBe('applied');

    // The client reads the thread, over REST and through the sync pull.
    expect((await readThread('client', ids.storyOfA)).sort()).toEqual(['Name the founder you picture.', 'Sharper.']);
    expect(await pullAll(personas.client('client'), 'story_comments')).toHaveLength(2);

    // The client comments back, and may not suggest to themselves.
    const reply = await comment('client', ids.storyOfA, { body: 'Thanks, changing it.' });
    expect(reply.error).toBeNull();
    const own = await comment('client', ids.storyOfA, {
      kind: 'suggestion',
      section_id: 'overview',
      body: 'Me to me',
      suggested_text: 'x',
    });
    expect(own.error?.code).toBe('42501');

    // The client accepts: the suggestion's status, then the section's new text on the story.
    const accepted = await push('client', 'story_comments', 'update', suggestion.id, { status: 'accepted' }, 1);
    expect(accepted.error).toBeNull();
    expect(accepted.data.row.status).toBe('accepted');
    const story = await push(
      'client',
      'stories',
      'update',
      ids.storyOfA,
      { content: { overview: 'Founders who write at 6 a.m.' } },
      1,
    );
    expect(story.error).toBeNull();
    expect(story.data.status).toBe('applied');
    expect(story.data.row.user_id).toBe(ids.coachA);
    // The server records who changed it (the coach's device names the client from this).
    expect(story.data.row.updated_by).toBe(ids.client);

    // The coach cannot answer for the client; the coach reads the client's reply.
    const coachAnswers = await push('coachA', 'story_comments', 'update', reply.id, { status: 'resolved' }, 1);
    expect(coachAnswers.error?.code).toBe('42501');
    expect(await readThread('coachA', ids.storyOfA)).toContain('Thanks, changing it.');

    // Nobody outside the client, their coach and admins reads it or writes to it.
    expect(await readThread('coachB', ids.storyOfA)).toEqual([]);
    expect(await readThread('founder', ids.storyOfA)).toEqual([]);
    expect((await readThread('admin', ids.storyOfA)).length).toBe(3);
    expect((await comment('coachB', ids.storyOfA, { body: 'Not mine.' })).error?.code).toBe('42501');
    expect((await comment('founder', ids.storyOfA, { body: 'Nor mine.' })).error?.code).toBe('42501');
    const founderEdit = await push('founder', 'stories', 'update', ids.storyOfA, { title: 'Mine now' }, 2);
    expect(founderEdit.data?.status === 'applied').toBe(false);
  });

  it('cannot be moved, handed to another author or deleted by the client', async () => {
    const moved = await push('client', 'stories', 'update', ids.storyOfA, { client_id: ids.clientOfB }, 1);
    expect(moved.error?.code).toBe('42501');
    const handed = await push('client', 'stories', 'update', ids.storyOfA, { user_id: ids.client }, 1);
    expect(handed.error?.code).toBe('42501');
    // Nor deleted: the coach's work stays (the author and the coach delete).
    const removed = await push(
      'client',
      'stories',
      'update',
      ids.storyOfA,
      { deleted_at: new Date().toISOString() },
      1,
    );
    expect(removed.error?.message).toBe("Only the story's author or coach can delete it");
  });
});

describe('a story for a client without an account', () => {
  it('has no person yet: its coach reviews it (and suggests) alone', async () => {
    const suggestion = await comment('coachB', ids.storyOfB, {
      kind: 'suggestion',
      section_id: 'overview',
      body: 'For Bea to see once she joins.',
      suggested_text: 'Speed you can feel.',
    });
    expect(suggestion.error).toBeNull();
    expect(await readThread('coachB', ids.storyOfB)).toEqual(['For Bea to see once she joins.']);
  });
});
