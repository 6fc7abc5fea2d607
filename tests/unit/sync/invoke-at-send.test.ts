// A generation queued while offline reads the story when it is SENT: answers corrected while it
// waited are the ones the server gets, and the story's edits reach the server before the call.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { queueStoryGeneration, sendGenerationNow } from '../../../src/data/mirror/generation';
import { createStory } from '../../../src/data/mirror/stories';
import { typeSection } from '../../support/type-section';
import type { StoryRow } from '../../../src/data/mirror/types';
import type { MutationRequest } from '../../../src/domain/sync-protocol';
import { createDexieStore } from '../../../src/sync/local-store';
import { makeHarness, type FakeServer } from './fakes';

afterEach(() => setDataDeps());

type Sent = { name: string; body: { story: { content: unknown }; tone: string; generationMethod: string } };
const invokes = (server: FakeServer) => server.calls.filter((c) => c.kind === 'invoke').map((c) => c.body as Sent);
/** The server calls in order: 'invoke', or the content a push carried. */
const order = (server: FakeServer) =>
  server.calls.flatMap((c) =>
    c.kind === 'invoke'
      ? ['invoke']
      : c.kind === 'push'
        ? [`push ${JSON.stringify((c.body as MutationRequest).values.content ?? null)}`]
        : c.kind === 'push-batch'
          ? (c.body as MutationRequest[]).map((m) => `push ${JSON.stringify(m.values.content ?? null)}`)
          : [],
  );

async function storyOnServer(h: ReturnType<typeof makeHarness>, answer: string): Promise<StoryRow> {
  const id = await createStory({ title: 'Backstory', framework_type: 'backstory', content: { origin: answer } }, h.db);
  await h.engine.run({ pull: false });
  return (await h.db.stories.get(id)) as StoryRow;
}

describe('a generation request reads the story at send time', () => {
  it('sends the answer corrected after it was queued offline, after the correction itself', async () => {
    const h = makeHarness();
    const story = await storyOnServer(h, 'I sold forty loaves.');
    h.online.value = false;
    await queueStoryGeneration(story, 'questions', 'warm_encouraging', null, h.db);
    await typeSection(story.id, 'origin', 'I sold four hundred loaves a day.', h.db);
    h.online.value = true;
    await h.engine.run({ pull: false });

    const [sent] = invokes(h.server);
    expect(sent.body.story.content).toEqual({ origin: 'I sold four hundred loaves a day.' });
    expect(sent.body).toMatchObject({ tone: 'warm_encouraging', generationMethod: 'questions' });
    expect(order(h.server).slice(-2)).toEqual([`push {"origin":"I sold four hundred loaves a day."}`, 'invoke']);
  });

  it('moves the request behind an edit queued after it, so the server has what the request read', async () => {
    const h = makeHarness();
    const story = await storyOnServer(h, 'first answer');
    h.online.value = false;
    await typeSection(story.id, 'origin', 'second answer', h.db);
    // The edit before the request was sent once (its answer was lost): nothing coalesces into it.
    await h.db.outbox.toCollection().modify({ sent: true });
    await queueStoryGeneration(story, 'questions', 'warm_encouraging', null, h.db);
    await typeSection(story.id, 'origin', 'third answer', h.db);
    h.online.value = true;
    await h.engine.run({ pull: false });

    expect(order(h.server).slice(-3)).toEqual([
      'push {"origin":"second answer"}',
      'push {"origin":"third answer"}',
      'invoke',
    ]);
    expect(invokes(h.server)).toHaveLength(1);
    expect(invokes(h.server)[0].body.story.content).toEqual({ origin: 'third answer' });
  });

  it('reads the transcript at send time in transcript mode', async () => {
    const h = makeHarness();
    const id = await createStory(
      { title: 'Interview', framework_type: 'backstory', content: { transcript: 'Dana: old words.' } },
      h.db,
    );
    const story = (await h.db.stories.get(id)) as StoryRow;
    h.online.value = false;
    await queueStoryGeneration(story, 'transcript', 'professional', null, h.db);
    await typeSection(id, 'transcript', 'Dana: corrected words.', h.db);
    h.online.value = true;
    await h.engine.run({ pull: false });
    expect(invokes(h.server)[0].body).toMatchObject({
      story: { content: 'Dana: corrected words.' },
      isTranscript: true,
    });
  });

  it('does not send a request that moved behind a new edit between listing and sending', async () => {
    const h = makeHarness();
    const story = await storyOnServer(h, 'listed');
    await queueStoryGeneration(story, 'questions', 'warm_encouraging', null, h.db);
    const store = createDexieStore(h.db);
    const [listed] = await store.sendable(h.clock.t);
    expect(listed.kind).toBe('invoke');
    await typeSection(story.id, 'origin', 'typed after listing', h.db);
    expect(await store.markInflight(listed)).toBeNull();
    await h.engine.run({ pull: false });
    expect(invokes(h.server)).toHaveLength(1);
    expect(invokes(h.server)[0].body.story.content).toEqual({ origin: 'typed after listing' });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('holds a request the page streams itself until the stream ends, so the server never sees it twice at once', async () => {
    const h = makeHarness();
    const story = await storyOnServer(h, 'streamed');
    const id = await queueStoryGeneration(story, 'questions', 'warm_encouraging', null, h.db, h.clock.t + 120_000);
    await h.engine.run({ pull: false });
    expect(invokes(h.server)).toHaveLength(0);
    // The stream ended: the saved copy goes at once (the server answers it with the stored result).
    await sendGenerationNow(id, h.db);
    await h.engine.run({ pull: false });
    expect(invokes(h.server)).toHaveLength(1);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('sends a held request by itself once its hold is over (the page died mid-stream)', async () => {
    const h = makeHarness();
    const story = await storyOnServer(h, 'page closed');
    await queueStoryGeneration(story, 'questions', 'warm_encouraging', null, h.db, h.clock.t + 120_000);
    h.clock.t += 120_001;
    await h.engine.run({ pull: false });
    expect(invokes(h.server)).toHaveLength(1);
  });
});
