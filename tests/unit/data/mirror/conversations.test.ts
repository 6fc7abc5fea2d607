// A message written offline is answered where its call was sent, and only once, however many
// contexts hear that the call is done.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  conversationKey,
  fileQueuedAnswer,
  readConversation,
  updateConversation,
} from '../../../../src/data/mirror/conversations';
import { createDatabase } from '../../../../src/data/mirror/db';

let n = 0;
const freshDb = () => createDatabase(`conversations-${Date.now()}-${n++}`);
const KEY = conversationKey('u1', 'ask');

async function waitingMessage(db: ReturnType<typeof freshDb>, content: string) {
  await updateConversation(
    KEY,
    () => [{ id: 'm1', role: 'user', content, timestamp: 1, state: 'waiting', entryId: 'e1' }],
    db,
  );
}

describe('answers to messages sent from the outbox', () => {
  it('files the answer after its message, once, with the engine named', async () => {
    const db = freshDb();
    await waitingMessage(db, 'How do I open my Backstory?');
    const done = {
      entryId: 'e1',
      name: 'storystack-ai',
      result: { answer: 'Start where it began.', engine: 'Offline composer' },
    };
    await expect(fileQueuedAnswer(done, db)).resolves.toBe(true);
    await expect(fileQueuedAnswer(done, db)).resolves.toBe(true); // a second context heard it too
    const messages = await readConversation(KEY, db);
    expect(messages.map((m) => [m.role, m.content, m.state])).toEqual([
      ['user', 'How do I open my Backstory?', 'sent'],
      ['assistant', 'Start where it began.', undefined],
    ]);
    expect(messages[1]).toMatchObject({ engine: 'Offline composer', isStory: false });
  });

  it('marks the answer to a request to write as a story', async () => {
    const db = freshDb();
    await waitingMessage(db, 'Write my Backstory');
    await fileQueuedAnswer({ entryId: 'e1', name: 'storystack-ai', result: { answer: 'Once…' } }, db);
    expect((await readConversation(KEY, db))[1]).toMatchObject({ role: 'assistant', isStory: true });
  });

  it('leaves conversations alone for other calls and for answers with no text', async () => {
    const db = freshDb();
    await waitingMessage(db, 'Hello?');
    await expect(
      fileQueuedAnswer({ entryId: 'e1', name: 'generate-story', result: { answer: 'x' } }, db),
    ).resolves.toBe(false);
    await expect(fileQueuedAnswer({ entryId: 'e1', name: 'storystack-ai', result: { error: 'x' } }, db)).resolves.toBe(
      false,
    );
    await expect(fileQueuedAnswer({ entryId: 'e2', name: 'storystack-ai', result: { answer: 'x' } }, db)).resolves.toBe(
      false,
    );
    expect(await readConversation(KEY, db)).toHaveLength(1);
  });
});
