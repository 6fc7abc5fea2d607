// Seeded generators of hostile requests for the fuzz suite: the same seed makes the same requests,
// so a failure found in CI replays on any machine (FUZZ_SEED=<n>). Inputs lean on what has broken
// stand-ins before: NUL bytes, deep nesting, huge numbers, odd operators, broken JWTs, long lists.

import { filterOperatorSchema } from '../../supabase/local/rest/ast.ts';

export type Random = () => number;
export { seededRandom } from './seeded-random.ts';

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, max: number) => Math.floor(random() * max);

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\n',
  'authenticated\nx: 1',
  "'; drop table stories; --",
  '"',
  '\\',
  '%',
  '%00',
  '%zz',
  '()',
  '(((',
  ')',
  ',',
  '.',
  '*',
  '->',
  '->>',
  'null',
  'true',
  '1e309',
  '-0',
  '99999999999999999999999',
  'NaN',
  '\ud800',
  '😀',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '2026-13-45T99:99:99Z',
  '{"a":1}',
  '[1,2',
  '^(a*)(a*)\\2\\1x$',
  '(a{1,200}){1,200}b',
  '[[:alpha:]',
  '\\d+',
];

export function nastyString(random: Random): string {
  if (random() < 0.6) return pick(random, NASTY_STRINGS);
  const length = int(random, 40);
  let out = '';
  for (let i = 0; i < length; i++)
    out += String.fromCharCode(random() < 0.9 ? 32 + int(random, 95) : int(random, 0x3000));
  return out;
}

/** Nested arrays or objects up to 1,500 deep (deeper ones overflow JSON.stringify here). */
export function deepValue(random: Random): unknown {
  let value: unknown = 'x';
  const arrays = random() < 0.5;
  for (let i = 0, depth = 40 + int(random, 1500); i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

export function nastyJson(random: Random, depth = 0): unknown {
  const roll = random();
  if (roll < 0.05) return deepValue(random);
  if (depth > 3 || roll < 0.45) {
    return pick(random, [
      nastyString(random),
      int(random, 1000) - 500,
      1e308 * (random() < 0.5 ? 10 : 1),
      Number.MAX_SAFE_INTEGER + 2,
      -1.5,
      true,
      false,
      null,
    ]);
  }
  if (roll < 0.7) return Array.from({ length: int(random, 4) }, () => nastyJson(random, depth + 1));
  const out: Record<string, unknown> = {};
  for (let i = 0; i < int(random, 5); i++) out[pick(random, FIELD_NAMES)] = nastyJson(random, depth + 1);
  return out;
}

/**
 * A valid body with one or two fields made hostile: most requests then pass the first checks and
 * reach deeper code (a NUL in the password of an otherwise good sign-up reaches the hashing).
 */
export function mutated(random: Random, template: Record<string, unknown>): Record<string, unknown> {
  const out = { ...template };
  const keys = Object.keys(out);
  for (let i = 0, n = 1 + int(random, 2); i < n; i++) out[pick(random, keys)] = nastyJson(random);
  if (random() < 0.2) out[pick(random, FIELD_NAMES)] = nastyJson(random);
  return out;
}

/** A body: mostly JSON (objects, arrays of rows, scalars, deep nesting), sometimes not JSON at all. */
export function nastyBody(random: Random): string {
  const roll = random();
  if (roll < 0.08) return pick(random, ['', '{', '{"a":', 'null', '[]', '"\u0000"', 'not json', '\u0000']);
  if (roll < 0.14) {
    const depth = 20 + int(random, 3000);
    return random() < 0.5 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  }
  if (roll < 0.22)
    return JSON.stringify(Array.from({ length: int(random, 1500) }, () => ({ name: 'x', email: 'x@y.z' })));
  if (roll < 0.4) return JSON.stringify(Array.from({ length: int(random, 4) }, () => nastyJson(random, 1)));
  return JSON.stringify(nastyJson(random, 0.5 < random() ? 1 : 0));
}

export const TABLES = [
  'stories',
  'todo_profiles',
  'clients',
  'todo_user_preferences',
  'leads',
  'waitlist_signups',
  'applied_mutations',
  'no_such_table',
  'pg_catalog.pg_user',
  '..',
  '%00',
];
export const RPCS = [
  'check_beta_code',
  'join_waitlist',
  'push_mutation',
  'clear_beta_lockouts',
  'is_admin',
  'app_role',
  'coaches_client',
  'no_such_function',
];
const FIELD_NAMES = [
  'id',
  'title',
  'content',
  'description',
  'user_id',
  'email',
  'name',
  'role',
  'updated_at',
  'code',
  'address',
  'p_client_id',
  'data',
  'password',
  'ban_duration',
  'app_metadata',
  'user_metadata',
  'no_such_column',
  'content->a',
  'content->>hook',
  '',
];
// Every operator the stand-in knows, negated ones, and some it does not.
const OPERATORS = [...filterOperatorSchema.options, 'fts', 'not.eq', 'not.in', 'bogus', ''];

function selectClause(random: Random, depth = 0): string {
  const parts = Array.from({ length: 1 + int(random, 3) }, () => {
    if (depth < 6 && random() < 0.25) return `${pick(random, TABLES)}(${selectClause(random, depth + 1)})`;
    return pick(random, [...FIELD_NAMES, '*', 'count()', 'id::text', 'alias:title', '!inner']);
  });
  return parts.join(',');
}

function logicTree(random: Random, depth = 0): string {
  const items = Array.from({ length: 1 + int(random, 3) }, () =>
    depth < 12 && random() < 0.3
      ? `${pick(random, ['or', 'and', 'not.or'])}(${logicTree(random, depth + 1)})`
      : `${pick(random, FIELD_NAMES)}.${pick(random, OPERATORS)}.${nastyString(random)}`,
  );
  return items.join(',');
}

/** A query string for a REST path: select, filters, order, limits, logic trees, in lists. */
export function restQuery(random: Random): string {
  const params = new URLSearchParams();
  if (random() < 0.7) params.set('select', selectClause(random));
  for (let i = 0; i < int(random, 4); i++) {
    const op = pick(random, OPERATORS);
    const value =
      op.endsWith('in') && random() < 0.5
        ? `(${Array.from({ length: int(random, 900) }, (_, n) => n).join(',')})`
        : nastyString(random);
    params.append(pick(random, FIELD_NAMES), `${op}.${value}`);
  }
  if (random() < 0.25) params.set(pick(random, ['or', 'and']), `(${logicTree(random)})`);
  if (random() < 0.2) params.set('order', `${pick(random, FIELD_NAMES)}.${pick(random, ['asc', 'desc', 'x'])}`);
  if (random() < 0.2) params.set('limit', nastyString(random));
  if (random() < 0.1) params.set('offset', nastyString(random));
  if (random() < 0.1) params.set('on_conflict', pick(random, FIELD_NAMES));
  return params.toString();
}

/** Claims a token signed with the right secret may still carry: the server must refuse them cleanly. */
export function nastyClaims(random: Random, base: Record<string, unknown>): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return pick(random, [
    { ...base, role: 'authenticated\nx-injected: 1', exp: now + 600 },
    { ...base, role: nastyString(random), exp: now + 600 },
    { ...base, sub: nastyJson(random), exp: now + 600 },
    { ...base, exp: undefined },
    { ...base, exp: nastyJson(random) },
    { ...base, nbf: now + 3600, exp: now + 7200 },
    { ...base, aud: nastyJson(random), exp: now + 600 },
    { ...base, session_id: nastyJson(random), exp: now + 600 },
    { ...base, email: nastyJson(random), app_metadata: nastyJson(random), exp: now + 600 },
  ]);
}

/** Bearer values: the given valid tokens, and broken ones. */
export function nastyToken(random: Random, valid: string[]): string {
  const roll = random();
  if (roll < 0.5) return pick(random, valid);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return pick(random, [
    'not.a.jwt',
    '',
    'a.b.c',
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`,
    `${b64({ alg: 'HS256' })}.${b64({ role: 'authenticated\n', sub: '\u0000' })}.sig`,
    `${b64({ alg: 'HS256' })}.not-base64!.sig`,
    'x'.repeat(3000),
    nastyString(random),
  ]);
}

export const PREFERS = [
  'return=representation',
  'return=minimal',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'count=exact',
  'count=bogus',
  'missing=default',
  'tx=rollback',
  'return=representation, count=exact',
];
export const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'application/vnd.pgrst.object+json',
  'bogus',
];
export const ACCEPTS = ['application/json', 'application/vnd.pgrst.object+json', 'text/csv', '*/*', 'bogus/type'];
