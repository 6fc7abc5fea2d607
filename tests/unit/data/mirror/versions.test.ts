// Version history on the device: typing keeps versions by the rule, not per keystroke; a restore
// keeps the current text first and goes through the one write path; versions queue behind their
// story.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { createDatabase, type StoryStackDb } from '../../../../src/data/mirror/db';
import { writeStoryText } from '../../../../src/data/story-text';
import { rememberUser } from '../../../../src/data/remote/session-cache';
import { createStory, updateStory } from '../../../../src/data/mirror/stories';
import type { MutationEntry, StoryRow } from '../../../../src/data/mirror/types';
import { keepCurrentText, recordTextAfter, restoreVersion, storyVersions } from '../../../../src/data/mirror/versions';
import { VERSION_PAUSE_MS } from '../../../../src/domain/version-rules';

const USER = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-11-24T10:00:00Z');
let n = 0;
let db: StoryStackDb;
let now = T0;

beforeEach(async () => {
  localStorage.clear();
  now = T0;
  setDataDeps({ now: () => now });
  db = createDatabase(`versions-${n++}`);
  await rememberUser({ id: USER, email: 'founder@example.com', role: 'client', name: 'Founder' }, db);
});
afterEach(() => setDataDeps());

const sectionsOf = async (id: string) => ((await db.stories.get(id)) as StoryRow).content as Record<string, string>;

async function type(storyId: string, text: string) {
  const expected = (await sectionsOf(storyId)).hook ?? '';
  return writeStoryText({ userId: USER, storyId, sectionId: 'hook', text, expected }, db);
}

const applyVia = (storyId: string) => ({
  async applySection(sectionId: string, text: string) {
    const expected = (await sectionsOf(storyId))[sectionId] ?? '';
    return (await writeStoryText({ userId: USER, storyId, sectionId, text, expected }, db)) === 'saved';
  },
  setGenerated: (text: string | null) => updateStory(storyId, { generated_content: text }, db),
});

describe('typing', () => {
  it('keeps one version per sitting, not one per keystroke', async () => {
    const id = await createStory({ title: 'Origin', framework_type: 'backstory', content: {} }, db);
    for (const text of ['W', 'We', 'We s', 'We started in a garage.']) {
      now += 1000;
      await type(id, text);
    }
    expect(await storyVersions(id, db)).toEqual([]);

    now += VERSION_PAUSE_MS;
    await type(id, 'We started in a garage in 2019.');
    now += 1000;
    await type(id, 'We started in a garage in 2019 with $400.');
    const versions = await storyVersions(id, db);
    expect(versions.map((v) => [v.reason, (v.content as Record<string, string>).hook])).toEqual([
      ['typed', 'We started in a garage.'],
    ]);
    expect(versions[0].created_by).toBe(USER);
  });

  it("queues each version as an insert in its story's queue, after the story's entry", async () => {
    const id = await createStory({ title: 'Origin', framework_type: 'backstory', content: { hook: 'First' } }, db);
    now += VERSION_PAUSE_MS;
    await type(id, 'Second');
    const entries = (await db.outbox.orderBy('seq').toArray()) as MutationEntry[];
    expect(entries.map((e) => [e.table, e.op, e.queueKey])).toEqual([
      ['stories', 'insert', `stories:${id}`],
      ['story_versions', 'insert', `stories:${id}`],
    ]);
    expect(entries[1].values).toMatchObject({ story_id: id, reason: 'typed', content: { hook: 'First' } });
  });

  it('an edit of the generated story keeps the generated text it replaces after a pause', async () => {
    const id = await createStory(
      { title: 'Origin', framework_type: 'backstory', content: { hook: 'H' }, generated_content: 'The AI draft.' },
      db,
    );
    now += VERSION_PAUSE_MS;
    await updateStory(id, { generated_content: 'My edit of the draft.' }, db);
    const [kept] = await storyVersions(id, db);
    expect(kept.generated_content).toBe('The AI draft.');
  });
});

describe('restore', () => {
  it('puts the old text back and keeps the text it replaces as a version first', async () => {
    const id = await createStory({ title: 'Origin', framework_type: 'backstory', content: { hook: 'Old hook' } }, db);
    now += VERSION_PAUSE_MS;
    await type(id, 'New hook');
    const [old] = await storyVersions(id, db);
    expect(old.content).toEqual({ hook: 'Old hook' });
    now += 1000;
    await type(id, 'New hook, typed further');

    now += 1000;
    await restoreVersion(old.id, applyVia(id), db);

    expect((await sectionsOf(id)).hook).toBe('Old hook');
    const versions = await storyVersions(id, db);
    expect(versions.map((v) => [v.reason, (v.content as Record<string, string>).hook])).toEqual([
      ['restored', 'Old hook'],
      ['typed', 'New hook, typed further'],
      ['typed', 'Old hook'],
    ]);
    // The restore went through the one write path: the story's entry carries the restored text.
    const storyEntry = (await db.outbox.where('[table+rowId]').equals(['stories', id]).last()) as MutationEntry;
    expect(storyEntry.values.content).toEqual({ hook: 'Old hook' });
  });

  it('restores the generated text as well, and never loses the replaced generated text', async () => {
    const id = await createStory(
      { title: 'Origin', framework_type: 'backstory', content: { hook: 'H' }, generated_content: 'Draft one.' },
      db,
    );
    await keepCurrentText(id, 'restore', { content: { hook: 'H' }, generated_content: 'x' }, db);
    const [first] = await storyVersions(id, db);
    now += 1000;
    await updateStory(id, { generated_content: 'Draft two.' }, db);
    now += 1000;
    await restoreVersion(first.id, applyVia(id), db);
    expect((await db.stories.get(id))?.generated_content).toBe('Draft one.');
    const texts = (await storyVersions(id, db)).map((v) => v.generated_content);
    expect(texts).toContain('Draft two.');
  });

  it('records an accepted suggestion once, even when asked twice', async () => {
    const id = await createStory({ title: 'Origin', framework_type: 'backstory', content: { hook: 'Mine' } }, db);
    await keepCurrentText(id, 'suggestion', { content: { hook: 'Coach' }, generated_content: null }, db);
    await type(id, 'Coach');
    await recordTextAfter(id, 'suggestion', db);
    await recordTextAfter(id, 'suggestion', db);
    expect((await storyVersions(id, db)).map((v) => v.reason)).toEqual(['suggestion', 'typed']);
  });
});
