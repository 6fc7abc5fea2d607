// The one reader of `Authorization: Bearer …` (functions and stand-in alike).
import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../../supabase/functions/_shared/bearer.ts';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer  abc ', 'abc'],
    ['BEARER\tabc', 'abc'],
  ])('reads %j as the token', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([null, undefined, '', 'Bearer', 'Bearer    ', 'Basic abc', 'abc'])('finds no token in %j', (header) => {
    expect(bearerToken(header)).toBeNull();
  });
});
