// The /rest/v1 query-string parser on its own (no server): the grammar supabase-js and the sync
// engine send, and the inputs it must refuse with PGRST100.
import { describe, expect, it } from 'vitest';
import {
  parseLogicTree,
  parseOrder,
  parseReadQuery,
  parseSelect,
  splitTopLevel,
} from '../../supabase/local/rest/query-parser.ts';
import { RestError } from '../../supabase/local/rest/rest-error.ts';

const field = (name: string) => ({ name, path: [] });

describe('select lists', () => {
  it('reads columns, aliases, casts, JSON paths and embeddings', () => {
    expect(
      parseSelect(
        'id,label:name,version::text,hook:content->>hook,coach:todo_profiles!coach_id(email),stories!inner(id,status)',
      ),
    ).toEqual([
      { kind: 'column', field: field('id'), alias: undefined, cast: undefined },
      { kind: 'column', field: field('name'), alias: 'label', cast: undefined },
      { kind: 'column', field: field('version'), alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: { name: 'content', path: [{ arrow: '->>', key: 'hook' }] },
        alias: 'hook',
        cast: undefined,
      },
      {
        kind: 'embed',
        relation: 'todo_profiles',
        hint: 'coach_id',
        inner: false,
        alias: 'coach',
        spread: false,
        select: [{ kind: 'column', field: field('email'), alias: undefined, cast: undefined }],
      },
      {
        kind: 'embed',
        relation: 'stories',
        hint: undefined,
        inner: true,
        alias: undefined,
        spread: false,
        select: [
          { kind: 'column', field: field('id'), alias: undefined, cast: undefined },
          { kind: 'column', field: field('status'), alias: undefined, cast: undefined },
        ],
      },
    ]);
    expect(parseSelect('*,clients(*)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'clients',
        hint: undefined,
        inner: false,
        alias: undefined,
        spread: false,
        select: [{ kind: 'star' }],
      },
    ]);
  });

  it.each(['id,', 'stories(id', 'id::text from x', '...name', 'id)'])('refuses %j', (select) => {
    expect(() => parseSelect(select)).toThrow(RestError);
  });
});

describe('filters and logic trees', () => {
  it('reads the sync cursor', () => {
    const tree = parseLogicTree(
      'or',
      false,
      '(updated_at.gt.2026-01-01T00:00:00+00:00,and(updated_at.eq.2026-01-01T00:00:00+00:00,id.gt.7b7e))',
    );
    expect(tree).toEqual({
      kind: 'group',
      op: 'or',
      negate: false,
      conditions: [
        { kind: 'filter', field: field('updated_at'), negate: false, op: 'gt', value: '2026-01-01T00:00:00+00:00' },
        {
          kind: 'group',
          op: 'and',
          negate: false,
          conditions: [
            { kind: 'filter', field: field('updated_at'), negate: false, op: 'eq', value: '2026-01-01T00:00:00+00:00' },
            { kind: 'filter', field: field('id'), negate: false, op: 'gt', value: '7b7e' },
          ],
        },
      ],
    });
  });

  it('reads quoted values, in-lists and not', () => {
    const tree = parseLogicTree('and', true, '(name.in.("a,b",c),company.not.eq."x)y",email.is.NULL)');
    expect(tree).toMatchObject({
      negate: true,
      conditions: [
        { op: 'in', list: ['a,b', 'c'] },
        { op: 'eq', negate: true, value: 'x)y' },
        { op: 'is', value: 'null' },
      ],
    });
  });

  it('sorts query parameters into root filters, embedded modifiers and arguments', () => {
    const query = parseReadQuery(
      new URLSearchParams(
        'select=id,stories(id)&name=eq.A&stories.order=id.desc&stories.limit=2&stories.status=eq.draft&code=abc&limit=5&offset=10',
      ),
      new Set(['code']),
    );
    expect(query.root).toEqual({
      where: [{ kind: 'filter', field: field('name'), negate: false, op: 'eq', value: 'A' }],
      order: [],
      limit: 5,
      offset: 10,
    });
    expect(query.embedded.get('stories')).toEqual({
      where: [{ kind: 'filter', field: field('status'), negate: false, op: 'eq', value: 'draft' }],
      order: [{ field: field('id'), descending: true, nulls: undefined }],
      limit: 2,
    });
    expect(query.extra.get('code')).toBe('abc');
  });

  it('reads order terms', () => {
    expect(parseOrder('updated_at.asc,id.desc.nullslast,name')).toEqual([
      { field: field('updated_at'), descending: false, nulls: undefined },
      { field: field('id'), descending: true, nulls: 'last' },
      { field: field('name'), descending: false, nulls: undefined },
    ]);
  });

  it.each(['id=zz.1', 'id=eq', 'or=(a.eq.1', 'or=a.eq.1', 'limit=ten', 'email=is.maybe', 'order=id.sideways.desc'])(
    'refuses %s',
    (qs) => {
      expect(() => parseReadQuery(new URLSearchParams(qs))).toThrow(RestError);
    },
  );

  it('splits on commas outside quotes and parentheses only', () => {
    expect(splitTopLevel('a,"b,c",d(e,f)')).toEqual(['a', '"b,c"', 'd(e,f)']);
  });
});
