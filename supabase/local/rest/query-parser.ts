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
  type SelectItem,
} from './ast.ts';
import { regexProblem, REST_LIMITS, tooComplex } from './limits.ts';
import { parseError, RestError } from './rest-error.ts';

// `count()`, `amount.sum()`, `id.count()::int`: aggregate functions in a select list.
const AGGREGATE_PATTERN = /(^|[.:])(count|sum|avg|max|min)\(\s*\)(::[a-z0-9_ ]+)?$/i;
const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

export const aggregatesRefused = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const MODIFIER_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and']);
// One word (text, int4, uuid[]) or one of the few multi-word type names: never free text.
const CAST_PATTERN =
  /^([a-z_][a-z0-9_]*|double precision|character varying|timestamp with(out)? time zone|time with(out)? time zone)(\[\])?$/i;

/** Splits on `sep` outside double quotes, parentheses and braces (`like(any).{a,b}`). */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < input.length) {
        current += ch + input[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse" unbalanced parentheses in (${input})`);
    } else if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse" unbalanced quotes or parentheses in (${input})`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function checkName(name: string, what: string): string {
  if (name.length === 0 || name.includes('\0')) throw parseError(`"failed to parse" empty or invalid ${what}`);
  return name;
}

export function parseField(raw: string): Field {
  const pieces = raw.split(/(->>?)/);
  if ((pieces.length - 1) / 2 > REST_LIMITS.jsonPath) {
    throw tooComplex(`A JSON path may have at most ${REST_LIMITS.jsonPath} steps`);
  }
  const name = checkName(unquote(pieces[0]), 'column name');
  const path: Field['path'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] === '->>' ? '->>' : '->';
    path.push({ arrow, key: checkName(unquote(pieces[i + 1] ?? ''), 'JSON key') });
  }
  return { name, path };
}

/** Counts embeds across one select parameter, so its whole tree stays within the limits. */
interface SelectBudget {
  embeds: number;
  items: number;
}

function parseSelectItem(raw: string, depth: number, budget: SelectBudget): SelectItem {
  budget.items += 1;
  if (budget.items > REST_LIMITS.selectItems) {
    throw tooComplex(`A select may name at most ${REST_LIMITS.selectItems} columns and embeds`);
  }
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (item === '') throw parseError('"failed to parse select parameter" empty item');
  // Hosted Supabase runs PostgREST with db-aggregates-enabled off.
  if (AGGREGATE_PATTERN.test(item)) throw aggregatesRefused();
  const spread = item.startsWith('...');
  const text = spread ? item.slice(3) : item;
  const alias = text.match(/^([^:"(]+):(?!:)(.*)$/s);
  const body = alias ? alias[2] : text;
  const aliasName = alias ? checkName(alias[1], 'alias') : undefined;
  const open = body.indexOf('(');
  if (open > 0 && body.endsWith(')')) {
    if (depth >= REST_LIMITS.embedDepth) {
      throw tooComplex(
        `Embedding is limited to ${REST_LIMITS.embedDepth} levels`,
        'Ask for the deeper rows in a second request',
      );
    }
    budget.embeds += 1;
    if (budget.embeds > REST_LIMITS.embeds) {
      throw tooComplex(`A select may embed at most ${REST_LIMITS.embeds} resources`);
    }
    const [relation, ...modifiers] = body.slice(0, open).split('!');
    let hint: string | undefined;
    let inner = false;
    for (const m of modifiers) {
      if (m === 'inner') inner = true;
      else if (m === 'left') inner = false;
      else if (hint === undefined) hint = checkName(m, 'embedding hint');
      else throw parseError(`"failed to parse select parameter" too many hints in (${item})`);
    }
    const inside = body.slice(open + 1, -1);
    return {
      kind: 'embed',
      relation: checkName(unquote(relation), 'relation'),
      hint,
      inner,
      alias: aliasName,
      spread,
      select: inside.trim() === '' ? [] : parseSelectLevel(inside, depth + 1, budget),
    };
  }
  if (spread) throw parseError(`"failed to parse select parameter" only an embedded resource can be spread (${item})`);
  const castAt = body.lastIndexOf('::');
  const fieldText = castAt >= 0 ? body.slice(0, castAt) : body;
  const cast = castAt >= 0 ? body.slice(castAt + 2) : undefined;
  if (cast !== undefined && !CAST_PATTERN.test(cast))
    throw parseError(`"failed to parse select parameter" invalid cast (${cast})`);
  if (/[()]/.test(fieldText)) throw parseError(`"failed to parse select parameter" (${item})`);
  return { kind: 'column', field: parseField(fieldText), alias: aliasName, cast };
}

function parseSelectLevel(select: string, depth: number, budget: SelectBudget): SelectItem[] {
  return splitTopLevel(select).map((item) => parseSelectItem(item, depth, budget));
}

export function parseSelect(select: string): SelectItem[] {
  return parseSelectLevel(select, 0, { embeds: 0, items: 0 });
}

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
