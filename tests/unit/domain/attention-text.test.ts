import { describe, expect, it } from 'vitest';
import {
  isTextPlace,
  losingTexts,
  mergePrefill,
  mineText,
  placeLabel,
  readableValue,
  readableValues,
  recordName,
  refusalText,
  storyEditPath,
} from '../../../src/domain/attention-text';

describe('attention page words', () => {
  it('names records and places readably', () => {
    expect(recordName('stories', { title: 'My origin' })).toBe('Story “My origin”');
    expect(recordName('clients', { name: 'Ada' })).toBe('Client “Ada”');
    expect(recordName('stories', { title: '  ' })).toBe('Story');
    expect(placeLabel('content', 'overview', 'backstory')).toBe('Overview');
    expect(placeLabel('content', 'manual', 'nope')).toBe('Your story');
    expect(placeLabel('title', null, 'backstory')).toBe('Title');
  });

  it('shows values as text, not JSON, for story content', () => {
    expect(readableValue('deleted_at', null)).toBe('Not deleted');
    expect(readableValue('deleted_at', '2026-01-01')).toBe('Deleted');
    expect(readableValue('status', 'in_review')).toBe('In Review');
    expect(readableValue('content', '')).toBe('(empty)');
    expect(readableValues({ title: 'T', content: { overview: 'Hello' } }, 'backstory')).toEqual([
      { label: 'Title', text: 'T' },
      { label: 'Overview', text: 'Hello' },
    ]);
  });

  it('offers merge by hand only for text and prefills both texts', () => {
    expect(isTextPlace('content', 'a', 'b')).toBe(true);
    expect(isTextPlace('content', undefined, 'b')).toBe(true);
    expect(isTextPlace('deleted_at', null, 'x')).toBe(false);
    expect(mergePrefill('a ', 'b')).toBe('a\n\nb');
    expect(mergePrefill('', 'b')).toBe('b');
    expect(mergePrefill('same', 'same')).toBe('same');
  });

  it('tells which text lost for each answer', () => {
    const conflicts = [
      { field: 'content', key: 'overview', mine: 'M', theirs: 'T' },
      { field: 'title', key: null, mine: 'm', theirs: 't' },
      { field: 'content', key: 'origin', mine: 'M2', theirs: 'T2' },
    ];
    const out = losingTexts(
      conflicts,
      [{ pick: 'mine' }, { pick: 'theirs' }, { pick: 'merged', value: 'X' }],
      'backstory',
    );
    expect(out[0]).toMatchObject({ label: 'Overview', kept: 'mine', lost: [{ side: 'Theirs', text: 'T' }] });
    expect(out[1]).toMatchObject({ label: 'Title', kept: 'theirs', lost: [{ side: 'Mine', text: 'm' }] });
    expect(out[2]).toMatchObject({ kept: 'merged', keptText: 'X', lost: [{ side: 'Mine' }, { side: 'Theirs' }] });
  });

  it('a kept deletion shows the text it gives up, not "Not deleted"', () => {
    const mineRow = {
      title: 'Bakery',
      content: { overview: 'Typed after it was deleted', overview__voice: 'story/rec.webm', origin: '' },
      deleted_at: null,
    };
    const place = { field: 'deleted_at', key: null, mine: null, theirs: '2026-11-22T10:00:00.000Z' };
    const text = 'Title\nBakery\n\nOverview\nTyped after it was deleted';
    expect(mineText(place, mineRow, 'backstory')).toBe(text);
    const [out] = losingTexts([place], [{ pick: 'theirs' }], 'backstory', mineRow);
    expect(out).toMatchObject({ kept: 'theirs', lost: [{ side: 'Mine', text }] });
  });

  it('builds the builder link for stories only', () => {
    expect(storyEditPath('stories', 'id1', { framework_type: 'backstory' })).toBe(
      '/dashboard/stories/create?type=backstory&storyId=id1',
    );
    expect(storyEditPath('stories', 'id1', {})).toBe('/dashboard/stories/create?storyId=id1');
    expect(storyEditPath('clients', 'id1', {})).toBeNull();
  });
});

describe('refusalText', () => {
  it('says what a raw PostgreSQL or PostgREST refusal means, never its wording', () => {
    const raw = [
      'new row violates row-level security policy for table "stories"',
      'permission denied for table stories',
      'new row for relation "stories" violates check constraint "stories_title_length"',
      'value too long for type character varying(200)',
      'null value in column "title" of relation "stories" violates not-null constraint',
      'insert or update on table "stories" violates foreign key constraint "stories_client_id_fkey"',
      'duplicate key value violates unique constraint "stories_pkey"',
      "PGRST204: Could not find the 'mood' column of 'stories' in the schema cache",
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
      'TypeError: x is undefined\n    at handler (index.ts:3:9)',
    ];
    for (const message of raw) {
      const plain = refusalText(message);
      expect(plain, message).not.toBe(message);
      expect(plain, message).not.toMatch(/violates|relation|constraint|PGRST|schema cache|<|\bat\b handler/);
    }
    expect(refusalText(raw[0])).toBe(
      'The server did not allow this change: you may no longer have access to this item.',
    );
    expect(refusalText(raw[3])).toMatch(/length limit/);
  });

  it("keeps the migrations' own refusals, which are written for people, and says something when there is nothing", () => {
    expect(refusalText('Only the story’s owner can answer a suggestion')).toBe(
      'Only the story’s owner can answer a suggestion',
    );
    expect(refusalText('A story cannot be handed to another owner')).toBe('A story cannot be handed to another owner');
    expect(refusalText('')).toBe('This change could not be saved on the server.');
    expect(refusalText(null)).toBe('This change could not be saved on the server.');
  });
});
