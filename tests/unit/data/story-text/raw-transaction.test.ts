// The keystroke's transaction runs in bare IndexedDB (story-text/raw-transaction.ts): Dexie's
// live queries must still see it, and a refusal from the browser must leave nothing half-written.
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type StoryStackDb } from '../../../../src/data/mirror/db';
import { rememberUser } from '../../../../src/data/remote/session-cache';
import { createStory } from '../../../../src/data/mirror/stories';
import { pendingStoryGeneration, queueStoryGeneration } from '../../../../src/data/mirror/generation';
import { isQuotaError, writeStoryText } from '../../../../src/data/story-text';
import { SIGNAL_WINDOW_MS } from '../../../../src/data/story-text/raw-transaction';
import type { StoryRow } from '../../../../src/data/mirror/types';

const USER = '11111111-1111-4111-8111-111111111111';
let n = 0;
let db: StoryStackDb;

beforeEach(async () => {
  db = createDatabase(`story-text-raw-${n++}`);
  await rememberUser({ id: USER, email: 'coach@example.com', role: 'coach', name: 'Coach' }, db);
});
afterEach(() => {
  vi.restoreAllMocks();
  db.close();
});

const sectionText = (row: StoryRow | undefined, key: string) =>
  typeof row?.content === 'object' ? row.content[key] : undefined;

describe('the bare transaction of a keystroke', () => {
  it('is seen by a live query of the story, as a Dexie write would be', async () => {
    const id = await createStory({ title: 'Shop', framework_type: 'backstory', content: { origin: '' } }, db);
    const seen: (string | undefined)[] = [];
    const subscription = liveQuery(() => db.stories.get(id)).subscribe((row) => seen.push(sectionText(row, 'origin')));
    await vi.waitFor(() => expect(seen).toEqual(['']));

    await writeStoryText(
      { userId: USER, storyId: id, sectionId: 'origin', text: 'It opened in 2009.', expected: '' },
      db,
    );

    await vi.waitFor(() => expect(seen.at(-1)).toBe('It opened in 2009.'));
    subscription.unsubscribe();
  });

  it('writes nothing when the browser refuses a write for quota, and rejects with the quota error', async () => {
    const id = await createStory({ title: 'Shop', framework_type: 'backstory', content: { origin: 'a' } }, db);
    const outboxBefore = await db.outbox.toArray();
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'outbox') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });

    const refused = writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: 'ab', expected: 'a' }, db);

    await expect(refused).rejects.toSatisfy(isQuotaError);
    vi.restoreAllMocks();
    // The row's put was issued before the outbox's failed: the transaction took both back.
    expect(sectionText(await db.stories.get(id), 'origin')).toBe('a');
    expect(await db.outbox.toArray()).toEqual(outboxBefore);
  });

  it('reads the newest outbox entry of the story and merges the keystroke into it', async () => {
    const id = await createStory({ title: 'Shop', framework_type: 'backstory', content: { origin: '' } }, db);
    const other = await createStory({ title: 'Other', framework_type: 'backstory', content: { origin: '' } }, db);
    for (const text of ['a', 'ab', 'abc'])
      await writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text, expected: text.slice(0, -1) }, db);

    const entries = await db.outbox.toArray();
    expect(entries.map((e) => (e.kind === 'mutation' ? e.rowId : null))).toEqual([id, other]);
    const mine = entries[0];
    expect(mine.kind === 'mutation' && (mine.values.content as Record<string, string>).origin).toBe('abc');
  });

  it('tells live queries of a run of keystrokes at most once a window, the first at once and the last always', async () => {
    const id = await createStory({ title: 'Shop', framework_type: 'backstory', content: { origin: '' } }, db);
    // A pause before the run (longer than a window after the last signal of the tests before).
    await new Promise((done) => setTimeout(done, 2 * SIGNAL_WINDOW_MS));
    const runs: number[] = [];
    const seen: (string | undefined)[] = [];
    const subscription = liveQuery(() => {
      runs.push(Date.now());
      return db.stories.get(id);
    }).subscribe((row) => seen.push(sectionText(row, 'origin')));
    await vi.waitFor(() => expect(seen).toEqual(['']));

    const started = Date.now();
    await writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: 'I', expected: '' }, db);
    // The first keystroke after a pause reaches the live query without waiting for the window.
    await vi.waitFor(() => expect(seen.at(-1)).toBe('I'), { timeout: 250 });
    let text = 'I';
    const typing = 'n 2009 the first shop opened.';
    for (const char of typing) {
      await writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: text + char, expected: text }, db);
      text += char;
      await new Promise((done) => setTimeout(done, 20)); // a fast typist: 50 keystrokes a second
    }
    await vi.waitFor(() => expect(seen.at(-1)).toBe(`I${typing}`), { timeout: SIGNAL_WINDOW_MS * 3 });
    subscription.unsubscribe();

    // 30 keystrokes over about 0.6 s: the query ran for a handful of them, not for each.
    const during = runs.filter((at) => at >= started).length;
    const windows = Math.ceil((Date.now() - started) / SIGNAL_WINDOW_MS) + 1;
    expect(during).toBeLessThanOrEqual(windows);
    expect(during).toBeLessThan(typing.length / 3);
  });

  it("does not wake a live query of the story's generation request, which a new request does wake", async () => {
    const id = await createStory({ title: 'Shop', framework_type: 'backstory', content: { origin: '' } }, db);
    let runs = 0;
    const pending: (string | null)[] = [];
    const generation = liveQuery(() => {
      runs += 1;
      return pendingStoryGeneration(id, db);
    }).subscribe((entry) => pending.push(entry?.id ?? null));
    const seen: (string | undefined)[] = [];
    const story = liveQuery(() => db.stories.get(id)).subscribe((row) => seen.push(sectionText(row, 'origin')));
    await vi.waitFor(() => expect(pending).toEqual([null]));

    let text = '';
    for (const char of 'It opened in 2009.') {
      await writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: text + char, expected: text }, db);
      text += char;
    }
    // Every keystroke's signal has gone out (the last one always does) and reached the story's query.
    await vi.waitFor(() => expect(seen.at(-1)).toBe(text), { timeout: SIGNAL_WINDOW_MS * 3 });
    await new Promise((done) => setTimeout(done, SIGNAL_WINDOW_MS));
    expect(runs).toBe(1);

    const requested = await queueStoryGeneration(
      { id, framework_type: 'backstory', title: 'Shop', content: { origin: text }, generation_method: null },
      'questions',
      'professional',
      USER,
      db,
    );
    await vi.waitFor(() => expect(pending.at(-1)).toBe(requested));
    generation.unsubscribe();
    story.unsubscribe();
  });
});
