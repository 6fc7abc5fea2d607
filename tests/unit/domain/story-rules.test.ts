import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../../src/domain/frameworks.ts';
import {
  byUpdatedDesc,
  countAnswered,
  defaultStoryTitle,
  filterAndSortStories,
  indexStories,
  searchIndex,
  generatedStoryDescription,
  generatedStoryTitle,
  isStoryStatus,
  matchesSearch,
  sectionText,
  statusLabel,
  withTrailingFullStop,
} from '../../../src/domain/story-rules.ts';

describe('titles and descriptions', () => {
  it.each([
    ['Backstory', undefined, 'Untitled Backstory'],
    ['Backstory', null, 'Untitled Backstory'],
    ['Backstory', '  ', 'Untitled Backstory'],
    ['Impact Story', 'Dana', "Dana's Impact Story"],
  ])('defaultStoryTitle(%j, %j) = %j', (framework, client, expected) => {
    expect(defaultStoryTitle(framework, client)).toBe(expected);
  });

  it('generated titles and descriptions', () => {
    expect(generatedStoryTitle('Dana', 'Job Story')).toBe("Dana's Job Story");
    expect(generatedStoryDescription("Dana's Job Story", 'Dana')).toBe("AI-generated Dana's Job Story for Dana");
    expect(generatedStoryDescription("Dana's Job Story", 'Dana', true)).toBe(
      "AI-generated Dana's Job Story for Dana from interview",
    );
  });
});

describe('withTrailingFullStop', () => {
  it.each([
    ['It worked', 'It worked.'],
    ['It worked.', 'It worked.'],
    ['It worked!  \n', 'It worked!'],
    ['Did it?', 'Did it?'],
    ['She said "yes."', 'She said "yes."'],
    ['(done.)', '(done.)'],
    ['Wait…', 'Wait…'],
    ['', ''],
    ['   ', ''],
    ['Line one\nline two', 'Line one\nline two.'],
  ])('%j → %j', (input, expected) => {
    expect(withTrailingFullStop(input)).toBe(expected);
  });
});

describe('statuses', () => {
  it.each([
    ['draft', 'Draft', true],
    ['in_review', 'In Review', true],
    ['published', 'Published', true],
    ['archived', 'archived', false],
  ])('%s → %s', (status, label, known) => {
    expect(statusLabel(status)).toBe(label);
    expect(isStoryStatus(status)).toBe(known);
  });
});

describe('answered counting', () => {
  const f = FRAMEWORKS.mad_libs;
  it.each([
    [{}, 0],
    [{ target_market: 'Founders' }, 1],
    [{ target_market: 'Founders', problem: '   ' }, 1],
    [{ target_market: 'a', problem: 'b', solution: 'c', result: 'd' }, 4],
    [{ unrelated: 'x' }, 0],
    ['a whole string', 0],
    [null, 0],
  ])('%j → %i of 4', (content, answered) => {
    expect(countAnswered(f, content)).toEqual({ answered, total: 4 });
  });

  it('reads section text safely', () => {
    expect(sectionText({ a: 'x' }, 'a')).toBe('x');
    expect(sectionText({ a: 'x' }, 'b')).toBe('');
    expect(sectionText('text', 'a')).toBe('');
    expect(sectionText(undefined, 'a')).toBe('');
  });
});

describe('search and order', () => {
  it.each([
    [{ title: 'My Backstory', description: null }, 'back', true],
    [{ title: 'My Backstory', description: null }, 'BACK', true],
    [{ title: 'x', description: 'About Growth' }, 'growth', true],
    [{ title: 'x', description: 'y' }, 'z', false],
    [{ title: 'x', description: 'y' }, '  ', true],
    [{ title: null, description: undefined }, 'a', false],
  ])('matchesSearch(%j, %j) = %s', (story, query, expected) => {
    expect(matchesSearch(story, query)).toBe(expected);
  });

  const rows = [
    { id: 'a', title: 'Alpha', description: null, status: 'draft', updated_at: '2026-01-01T00:00:00Z' },
    { id: 'b', title: 'Beta', description: 'alpha mention', status: 'published', updated_at: '2026-03-01T00:00:00Z' },
    { id: 'c', title: 'Gamma', description: null, status: 'in_review', updated_at: '2026-02-01T00:00:00Z' },
  ];

  it.each([
    ['', 'all', ['b', 'c', 'a']],
    ['alpha', 'all', ['b', 'a']],
    ['alpha', 'draft', ['a']],
    ['', 'in_review', ['c']],
    ['zzz', 'all', []],
  ] as const)('query %j status %s → %j', (query, status, ids) => {
    expect(filterAndSortStories(rows, query, status).map((r) => r.id)).toEqual(ids);
    // The list's index gives the same answer.
    expect(searchIndex(indexStories(rows), query, status).map((r) => r.id)).toEqual(ids);
  });

  it('the index searches once-lowered text and takes an extra filter', () => {
    const index = indexStories(rows);
    expect(searchIndex(index, '  ALPHA ', 'all', (s) => s.id !== 'b').map((r) => r.id)).toEqual(['a']);
    // A term spanning title and description does not match across the two fields.
    expect(searchIndex(index, 'beta alpha', 'all')).toEqual([]);
  });

  it('breaks updated_at ties by id', () => {
    const t = '2026-01-01T00:00:00Z';
    expect(
      [
        { id: 'b', updated_at: t },
        { id: 'a', updated_at: t },
      ]
        .sort(byUpdatedDesc)
        .map((r) => r.id),
    ).toEqual(['a', 'b']);
  });
});
