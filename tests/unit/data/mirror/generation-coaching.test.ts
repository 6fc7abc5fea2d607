// The coaching a generation returns is kept with the text it goes with, and only shown for it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../../src/data/mirror/db';
import { keepGenerationCoaching, readGenerationCoaching } from '../../../../src/data/mirror/generation-coaching';

let n = 0;
const freshDb = () => createDatabase(`coaching-${Date.now()}-${n++}`);
const NONE = { coaching: [], hints: [] };

describe('generation coaching on the device', () => {
  it('keeps the coaching and hints of a generate-story answer for its story and text', async () => {
    const db = freshDb();
    const result = {
      generated_story: 'The story.',
      story_id: 's1',
      coaching: ['Who was the client?'],
      hints: ['Add a number.'],
    };
    await keepGenerationCoaching({ name: 'generate-story', result }, db);
    await expect(readGenerationCoaching({ id: 's1', generated_content: 'The story.' }, db)).resolves.toEqual({
      coaching: ['Who was the client?'],
      hints: ['Add a number.'],
    });
    // Edited or regenerated since: the coaching no longer describes the text.
    await expect(readGenerationCoaching({ id: 's1', generated_content: 'My own text.' }, db)).resolves.toEqual(NONE);
    await expect(readGenerationCoaching({ id: 's2', generated_content: 'The story.' }, db)).resolves.toEqual(NONE);
  });

  it('keeps each story of a full stack under its own id', async () => {
    const db = freshDb();
    const result = {
      success: true,
      results: { backstory: 'Back.', impact_story: 'Impact.' },
      stories: { backstory: 'b1', impact_story: 'i1' },
      coaching: { backstory: ['Where did it start?'], impact_story: [] },
      hints: { backstory: [], impact_story: ['Name the result.'] },
    };
    await keepGenerationCoaching({ name: 'generate-full-stack', result }, db);
    await expect(readGenerationCoaching({ id: 'b1', generated_content: 'Back.' }, db)).resolves.toEqual({
      coaching: ['Where did it start?'],
      hints: [],
    });
    await expect(readGenerationCoaching({ id: 'i1', generated_content: 'Impact.' }, db)).resolves.toEqual({
      coaching: [],
      hints: ['Name the result.'],
    });
  });

  it('ignores other functions and answers without readable coaching', async () => {
    const db = freshDb();
    await keepGenerationCoaching({ name: 'generate-linkedin', result: { story_id: 's1', coaching: ['x'] } }, db);
    await keepGenerationCoaching({ name: 'generate-story', result: { generated_story: 'T', story_id: 's1' } }, db);
    await keepGenerationCoaching(
      { name: 'generate-story', result: { generated_story: 'T', story_id: 's1', coaching: [42] } },
      db,
    );
    expect(await db.kv.count()).toBe(0);
  });
});
