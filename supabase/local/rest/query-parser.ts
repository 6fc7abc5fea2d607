// Parses PostgREST's query-string grammar (select lists, filters, logic trees, order, paging)
// into the typed AST of ast.ts. Anything it cannot read is a 400 PGRST100, never a guess.
import {
  filterOperatorSchema,
  isValueSchema,
  pagingSchema,
  type Condition,
  type Field,
  type Modifiers,
  type OrderTerm,
  type ReadQuery,
} from './ast.ts';
import { regexProblem, REST_LIMITS, tooComplex } from './limits.ts';
import { checkName, parseField, splitTopLevel, unquote } from './parse-text.ts';
import { parseError } from './rest-error.ts';
import { parseSelect } from './select-parser.ts';

export { parseField, splitTopLevel } from './parse-text.ts';
export { aggregatesRefused, parseSelect } from './select-parser.ts';

const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const MODIFIER_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and']);
function parseList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError(`"failed to parse filter" in needs a list like (a,b): ${value}`);
  const inside = value.slice(1, -1);
  const items = inside === '' ? [] : splitTopLevel(inside).map(unquote);
  if (items.length > REST_LIMITS.inList) {
    throw tooComplex(
      `An in list may hold at most ${REST_LIMITS.inList} values (this one has ${items.length})`,
      'Split the request, or filter on a range instead',
    );
  }
  return items;
}

/** `[not.]op.value` for a column. In logic trees quoted values are unquoted. */
function parseFilter(field: Field, expression: string, inTree: boolean): Condition {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const head = dot < 0 ? rest : rest.slice(0, dot);
  // `like(any)`, `fts(english)`: an operator with a modifier in parentheses.
  const modified = head.match(/^([a-z]+)\(([^()]*)\)$/);
  const opText = modified ? modified[1] : head;
  const parsedOp = filterOperatorSchema.safeParse(opText);
  const modifier = modified?.[2];
  const badModifier =
    modifier !== undefined &&
    !(FTS.has(opText) && /^[a-z_][a-z0-9_]*$/i.test(modifier)) &&
    !(QUANTIFIABLE.has(opText) && (modifier === 'any' || modifier === 'all'));
  if (dot < 0 || !parsedOp.success || badModifier) {
    throw parseError(
      `"failed to parse filter (${expression})" (line 1, column 1)`,
      `unexpected "${opText.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  const op = parsedOp.data;
  const raw = rest.slice(dot + 1);
  const value = inTree ? unquote(raw) : raw;
  if (op === 'match' || op === 'imatch') {
    const problem = regexProblem(value);
    if (problem) throw tooComplex(`"failed to parse filter (${op})": ${problem}`);
  }
  if (op === 'in') return { kind: 'filter', field, negate, op, value: raw, list: parseList(raw) };
  if (modifier !== undefined && FTS.has(op)) return { kind: 'filter', field, negate, op, value, language: modifier };
  if (modifier === 'any' || modifier === 'all') {
    if (!value.startsWith('{') || !value.endsWith('}'))
      throw parseError(`"failed to parse filter (${expression})"`, `${op}(${modifier}) needs a list like {a,b}`);
    const inside = value.slice(1, -1);
    const list = inside === '' ? [] : splitTopLevel(inside).map(unquote);
    if (list.length > REST_LIMITS.inList) throw tooComplex(`A list may hold at most ${REST_LIMITS.inList} values`);
    for (const item of list) {
      const problem = op === 'match' || op === 'imatch' ? regexProblem(item) : null;
      if (problem) throw tooComplex(`"failed to parse filter (${op})": ${problem}`);
    }
    return { kind: 'filter', field, negate, op, value, list, quantifier: modifier };
  }
  if (op === 'is') {
    const v = isValueSchema.safeParse(value.toLowerCase());
    if (!v.success)
      throw parseError(`"failed to parse filter (${expression})"`, 'is accepts null, true, false or unknown');
    return { kind: 'filter', field, negate, op, value: v.data };
  }
  return { kind: 'filter', field, negate, op, value };
}

/** `(a.eq.1,and(b.eq.2,c.gt.3))` for the `or`/`and` keys. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, raw: string, depth = 1): Condition {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${raw.slice(0, 200)})"`, 'expecting "(" ... ")"');
  }
  if (depth > REST_LIMITS.logicDepth) {
    throw tooComplex(`Logic trees (or=, and=) may nest at most ${REST_LIMITS.logicDepth} levels`);
  }
  const conditions = splitTopLevel(raw.slice(1, -1)).map((part): Condition => {
    const nested = part.match(/^(not\.)?(and|or)(\(.*\))$/s);
    if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3], depth + 1);
    const dot = part.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${raw})"`, `cannot read condition "${part}"`);
    return parseFilter(parseField(part.slice(0, dot)), part.slice(dot + 1), true);
  });
  return { kind: 'group', op, negate, conditions };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const parts = term.split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'];
    while (parts.length > 1) {
      const last = parts[parts.length - 1];
      if (last === 'asc' || last === 'desc') descending = last === 'desc';
      else if (last === 'nullsfirst' || last === 'nullslast') nulls = last === 'nullsfirst' ? 'first' : 'last';
      else break;
      parts.pop();
    }
    if (parts.length !== 1) throw parseError(`"failed to parse order (${raw})"`, `unexpected modifier in "${term}"`);
    const related = parts[0].match(/^([^()]+)\(([^()]+)\)$/);
    if (related) return { field: parseField(related[2]), relation: related[1], descending, nulls };
    return { field: parseField(parts[0]), descending, nulls };
  });
}

function parsePaging(key: string, raw: string): number {
  const parsed = pagingSchema.safeParse(raw);
  if (!parsed.success) throw parseError(`"failed to parse ${key} parameter (${raw})"`, 'expecting a whole number');
  return parsed.data;
}

function emptyModifiers(): Modifiers {
  return { where: [], order: [] };
}

function applyModifier(target: Modifiers, key: string, value: string, negate: boolean): void {
  if (key === 'order') target.order.push(...parseOrder(value));
  else if (key === 'limit') target.limit = parsePaging(key, value);
  else if (key === 'offset') target.offset = parsePaging(key, value);
  else target.where.push(parseLogicTree(key as 'and' | 'or', negate, value));
}

/**
 * Reads a request's query string. `argumentNames` (RPC on GET) are taken as arguments, not filters.
 */
export function parseReadQuery(params: URLSearchParams, argumentNames: ReadonlySet<string> = new Set()): ReadQuery {
  const query: ReadQuery = {
    select: [{ kind: 'star' }],
    root: emptyModifiers(),
    embedded: new Map(),
    extra: new Map(),
  };
  const embedded = (path: string) => {
    let m = query.embedded.get(path);
    if (!m) {
      m = emptyModifiers();
      query.embedded.set(path, m);
    }
    return m;
  };
  for (const [key, value] of params) {
    // Postgres text cannot hold NUL; it would fail in SQL as 22021.
    if (key.includes('\0') || value.includes('\0')) {
      throw parseError('"failed to parse" query parameters may not contain the NUL character (%00)');
    }
    if (argumentNames.has(key)) {
      query.extra.set(key, value);
      continue;
    }
    if (key === 'select') {
      query.select = parseSelect(value);
      continue;
    }
    if (key === 'columns' || key === 'on_conflict') continue;
    if (RESERVED.has(key) || key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      const negate = key.startsWith('not.');
      applyModifier(query.root, negate ? key.slice(4) : key, value, negate);
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1];
    if (segments.length > 1 && MODIFIER_KEYS.has(last)) {
      const negate = segments[segments.length - 2] === 'not';
      const path = segments.slice(0, negate ? -2 : -1).join('.');
      applyModifier(embedded(checkName(path, 'relation')), last, value, negate && (last === 'or' || last === 'and'));
      continue;
    }
    if (segments.length > 1 && !key.includes('->')) {
      const path = segments.slice(0, -1).join('.');
      embedded(path).where.push(parseFilter(parseField(last), value, false));
      continue;
    }
    query.root.where.push(parseFilter(parseField(key), value, false));
  }
  const conditions = [...query.root.where, ...[...query.embedded.values()].flatMap((m) => m.where)];
  if (countConditions(conditions) > REST_LIMITS.conditions) {
    throw tooComplex(`A request may have at most ${REST_LIMITS.conditions} filter conditions`);
  }
  return query;
}

function countConditions(conditions: Condition[]): number {
  let n = 0;
  for (const c of conditions) n += c.kind === 'group' ? 1 + countConditions(c.conditions) : 1;
  return n;
}

/** `columns="id","name"` for inserts. */
export function parseColumnsParam(raw: string): string[] {
  return splitTopLevel(raw).map((c) => checkName(unquote(c.trim()), 'column name'));
}
