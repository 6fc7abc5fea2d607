import { describe, expect, it } from 'vitest';
import { applyConflictChoices, diffValues, mergeKeyed, mergeRow, mergeValue } from '../../../src/domain/merge';

describe('mergeValue: base vs mine vs theirs', () => {
  const cases: [string, unknown, unknown, unknown, unknown, boolean][] = [
    // name, base, mine, theirs, expected, conflict
    ['nobody changed', 'a', 'a', 'a', 'a', false],
    ['only mine changed', 'a', 'b', 'a', 'b', false],
    ['only theirs changed', 'a', 'a', 'c', 'c', false],
    ['both made the same change', 'a', 'b', 'b', 'b', false],
    ['both changed differently', 'a', 'b', 'c', 'b', true],
    ['mine cleared, theirs untouched', 'a', null, 'a', null, false],
    ['no base, same value', undefined, 'x', 'x', 'x', false],
    ['no base, different values', undefined, 'x', 'y', 'x', true],
    ['objects compare by value', { a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1, b: 3 }, { a: 1, b: 3 }, false],
  ];
  it.each(cases)('%s', (_name, base, mine, theirs, expected, conflict) => {
    expect(mergeValue(base, mine, theirs)).toEqual({ value: expected, conflict });
  });
});

describe('mergeKeyed: story content per section', () => {
  const cases: {
    name: string;
    base: unknown;
    mine: unknown;
    theirs: unknown;
    value: unknown;
    conflicts: string[];
  }[] = [
    {
      name: 'different sections merge',
      base: { hook: 'h', problem: 'p' },
      mine: { hook: 'H mine', problem: 'p' },
      theirs: { hook: 'h', problem: 'P theirs' },
      value: { hook: 'H mine', problem: 'P theirs' },
      conflicts: [],
    },
    {
      name: 'same section changed on both sides conflicts',
      base: { hook: 'h' },
      mine: { hook: 'mine' },
      theirs: { hook: 'theirs' },
      value: { hook: 'mine' },
      conflicts: ['hook'],
    },
    {
      name: 'sections added on each side both stay',
      base: {},
      mine: { a: '1' },
      theirs: { b: '2' },
      value: { a: '1', b: '2' },
      conflicts: [],
    },
    {
      name: 'a section removed by theirs and untouched by mine goes',
      base: { a: '1', b: '2' },
      mine: { a: '1', b: '2' },
      theirs: { a: '1' },
      value: { a: '1' },
      conflicts: [],
    },
    {
      name: 'a section removed by theirs but edited by mine conflicts',
      base: { a: '1' },
      mine: { a: 'edited' },
      theirs: {},
      value: { a: 'edited' },
      conflicts: ['a'],
    },
    {
      name: 'content held as one text merges as a whole',
      base: 'old',
      mine: 'mine',
      theirs: 'old',
      value: 'mine',
      conflicts: [],
    },
  ];
  it.each(cases)('$name', ({ base, mine, theirs, value, conflicts }) => {
    const r = mergeKeyed('content', base, mine, theirs);
    expect(r.value).toEqual(value);
    expect(r.conflicts.map((c) => c.key ?? '*')).toEqual(conflicts.map((c) => c));
  });

  it('text vs object conflicts as a whole field', () => {
    const r = mergeKeyed('content', 'old', { a: '1' }, 'new');
    expect(r.conflicts).toEqual([{ field: 'content', key: null, base: 'old', mine: { a: '1' }, theirs: 'new' }]);
  });
});

describe('mergeRow', () => {
  const fields = ['title', 'status', 'content'];
  const base = { title: 'T', status: 'draft', content: { hook: 'h', problem: 'p' }, version: 3 };

  it('merges different fields and sections, last writer per field', () => {
    const mine = { ...base, title: 'T mine', content: { hook: 'h mine', problem: 'p' } };
    const theirs = { ...base, status: 'published', content: { hook: 'h', problem: 'p theirs' }, version: 4 };
    const r = mergeRow(base, mine, theirs, { fields, keyedFields: ['content'] });
    expect(r.conflicts).toEqual([]);
    expect(r.merged).toEqual({
      title: 'T mine',
      status: 'published',
      content: { hook: 'h mine', problem: 'p theirs' },
    });
  });

  it('reports both-changed fields and keeps the losing text in the conflict', () => {
    const mine = { ...base, title: 'Mine', content: { hook: 'mine', problem: 'p' } };
    const theirs = { ...base, title: 'Theirs', content: { hook: 'theirs', problem: 'p' } };
    const r = mergeRow(base, mine, theirs, { fields, keyedFields: ['content'] });
    expect(r.conflicts).toEqual([
      { field: 'title', key: null, base: 'T', mine: 'Mine', theirs: 'Theirs' },
      { field: 'content', key: 'hook', base: 'h', mine: 'mine', theirs: 'theirs' },
    ]);
    const resolved = applyConflictChoices(r.merged, r.conflicts, [
      { pick: 'theirs' },
      { pick: 'merged', value: 'mine + theirs' },
    ]);
    expect(resolved).toEqual({ title: 'Theirs', status: 'draft', content: { hook: 'mine + theirs', problem: 'p' } });
    expect(() => applyConflictChoices(r.merged, r.conflicts, [{ pick: 'mine' }])).toThrow();
  });

  it('diffValues lists only changed fields', () => {
    expect(diffValues(base, { ...base, title: 'x' }, fields)).toEqual({ title: 'x' });
    expect(diffValues(null, { title: 'x' }, fields)).toEqual({ title: 'x' });
  });
});
