// Bounds on what one REST request may ask of the database. PGlite runs every query on the
// server's one thread and cannot be interrupted (statement_timeout is not honoured there), so a
// request that would run long is refused before it reaches SQL, with a clear 400.
import { RestError } from './rest-error.ts';

export const REST_LIMITS = {
  /** Levels of embedding: `stories(clients(...))` is two. The app uses one. */
  embedDepth: 3,
  /** Columns and embeds named in one select, at every level together (Postgres allows 1,664 targets). */
  selectItems: 300,
  /** Embedded resources in one select list, at every level together. */
  embeds: 10,
  /** Items of one `in.(...)` list. */
  inList: 500,
  /** Nesting of `or=(...)` / `and=(...)` trees. */
  logicDepth: 8,
  /** Filter conditions in one request, trees included. */
  conditions: 200,
  /** JSON path steps on one column (`content->a->b`). */
  jsonPath: 16,
  /** Characters of a `match` / `imatch` pattern. */
  regexLength: 256,
  /** Rows in one POST. */
  rowsPerWrite: 1000,
  /** Rows one read of a table answers at most, as hosted Supabase's `max_rows` (supabase/config.toml). */
  rowsPerRead: 1000,
  /** Bound parameters of one statement (Postgres's protocol allows 65,535). */
  parameters: 30_000,
} as const;

export const tooComplex = (message: string, hint: string | null = null) =>
  new RestError(400, 'PGRST100', message, null, hint);

/**
 * A reason to refuse a POSIX regular expression, or null. Back-references make matching
 * exponential in Postgres (`^(a*)(a*)\2\1x$` on 2,000 characters ran for many seconds), and a
 * counted repetition inside a repeated group builds an automaton large enough to exhaust memory
 * (`(a{1,200}){1,200}b`). Classic nested `(a+)+` is cheap in Postgres's engine and allowed.
 */
export function regexProblem(pattern: string): string | null {
  if (pattern.length > REST_LIMITS.regexLength) {
    return `The pattern is longer than ${REST_LIMITS.regexLength} characters`;
  }
  const groups: boolean[] = [false]; // per open group: does it contain a counted repetition?
  let closedGroupCounted: boolean | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    const afterGroup = closedGroupCounted;
    closedGroupCounted = null;
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'Back-references (\\1 … \\9) are not supported in filters';
      i++;
      continue;
    }
    if (ch === '[') {
      // Skip a bracket expression; `]` right after `[` or `[^` is a literal.
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j++;
      i = j;
      continue;
    }
    if (ch === '(') {
      groups.push(false);
      continue;
    }
    if (ch === ')') {
      if (groups.length > 1) {
        const counted = groups.pop()!;
        closedGroupCounted = counted;
        if (counted) groups[groups.length - 1] = true;
      }
      continue;
    }
    const quantifier = ch === '*' || ch === '+' || ch === '?' || ch === '{';
    if (quantifier && afterGroup === true && (ch === '{' || ch === '*' || ch === '+')) {
      return 'A repeated group may not contain a counted repetition like {2,5}';
    }
    if (ch === '{') groups[groups.length - 1] = true;
  }
  return null;
}
