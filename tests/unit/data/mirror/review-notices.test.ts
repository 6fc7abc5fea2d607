import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../../src/data/mirror/db';
import { reviewSignature } from '../../../../src/data/mirror/review-notices';
import type { CommentRow, StoryRow } from '../../../../src/data/mirror/types';

const STORY = '33333333-3333-4333-8333-333333333333';
let n = 0;

const story = (text: string, updatedAt: string) =>
  ({
    id: STORY,
    user_id: '11111111-1111-4111-8111-111111111111',
    client_id: null,
    framework_type: 'backstory',
    title: 'Backstory',
    status: 'draft',
    content: { hook: text },
    generated_content: null,
    updated_at: updatedAt,
    deleted_at: null,
  }) as unknown as StoryRow;

describe('the bell’s review signature', () => {
  it('stays the same while the user types into a story, and moves when a pull, a comment or an answer arrives', async () => {
    const db = createDatabase(`review-signature-${n++}`);
    await db.stories.put(story('We opened', '2026-11-28T10:00:00.000Z'));
    const before = await reviewSignature(db);

    // Keystrokes: the row's text and updated_at change on this device only.
    await db.stories.put(story('We opened the first shop', '2026-11-28T10:00:01.000Z'));
    await db.stories.put(story('We opened the first shop in 2009.', '2026-11-28T10:00:02.000Z'));
    expect(await reviewSignature(db)).toBe(before);

    // A pull moved past other people's stories.
    await db.cursors.put({ table: 'stories', userId: null, txid: 42, key: STORY, skipped: {} });
    const pulled = await reviewSignature(db);
    expect(pulled).not.toBe(before);

    // A comment arrives, then is answered.
    const comment = { id: 'c1', story_id: STORY, status: 'open' } as unknown as CommentRow;
    await db.comments.put(comment);
    const commented = await reviewSignature(db);
    expect(commented).not.toBe(pulled);
    await db.comments.put({ ...comment, status: 'accepted' } as CommentRow);
    expect(await reviewSignature(db)).not.toBe(commented);
  });
});
