// The hints a generation returns are kept with the text they go with, and only shown for it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/data/db';
import { keepGenerationCoaching, readGenerationCoaching } from '../../../src/data/generation-coaching';

let n = 0;
const freshDb = () => createDatabase(`coaching-${Date.now()}-${n++}`);

describe('generation coaching on the device', () => {
  it('keeps the coaching of a generate-story answer for its story and text', async () => {
    const db = freshDb();
    const result = { generated_story: 'The story.', story_id: 's1', coaching: ['Add a number.', 'Name the client.'] };
    await keepGenerationCoaching({ name: 'generate-story', result }, db);
    await expect(readGenerationCoaching({ id: 's1', generated_content: 'The story.' }, db)).resolves.toEqual([
      'Add a number.',
      'Name the client.',
    ]);
    // Edited or regenerated since: the hints no longer describe the text.
    await expect(readGenerationCoaching({ id: 's1', generated_content: 'My own text.' }, db)).resolves.toEqual([]);
    await expect(readGenerationCoaching({ id: 's2', generated_content: 'The story.' }, db)).resolves.toEqual([]);
  });

  it('ignores other functions and answers without a readable coaching field', async () => {
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
