// postgres_changes filters as realtime-js sends them: `column=op.value`, several joined with
// commas (AND), any op negated with `not.`; ops eq neq lt lte gt gte in. Values may be quoted
// PostgREST-style ("a,b"). Pure: parsed once at join, matched against each changed row.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const OPS: readonly string[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];

export interface FilterCondition {
  column: string;
  op: FilterOp;
  negate: boolean;
  values: string[];
}

export type FilterParse = { ok: true; conditions: FilterCondition[] } | { ok: false; reason: string };

/** Splits on `sep` outside double quotes and parentheses. */
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth = Math.max(0, depth - 1);
    if (ch === sep && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

export function parseFilter(filter: string | undefined, columns: ReadonlySet<string>): FilterParse {
  if (filter === undefined || filter.trim() === '') return { ok: true, conditions: [] };
  const conditions: FilterCondition[] = [];
  for (const raw of splitOutside(filter, ',')) {
    const match = /^([^=]+)=(.*)$/s.exec(raw.trim());
    if (!match) return { ok: false, reason: `Invalid filter "${raw}": expected column=operator.value` };
    const column = match[1].trim();
    let rest = match[2];
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    if (!OPS.includes(op)) {
      return { ok: false, reason: `Invalid filter "${raw}": operator must be one of ${OPS.join(', ')}` };
    }
    if (!columns.has(column)) return { ok: false, reason: `Invalid filter "${raw}": unknown column ${column}` };
    const value = dot < 0 ? '' : rest.slice(dot + 1);
    let values: string[];
    if (op === 'in') {
      const list = /^\((.*)\)$/s.exec(value.trim());
      if (!list) return { ok: false, reason: `Invalid filter "${raw}": in needs a list like in.(a,b)` };
      values = list[1].trim() === '' ? [] : splitOutside(list[1], ',').map(unquote);
    } else {
      values = [unquote(value)];
    }
    conditions.push({ column, op: op as FilterOp, negate, values });
  }
  return { ok: true, conditions };
}

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

/** The row value as text the way Postgres prints it (jsonb values come as JSON). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function compare(a: string, b: string, type: string | undefined): number {
  if (type && NUMERIC_TYPES.has(type)) {
    const x = Number(a);
    const y = Number(b);
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x === y ? 0 : x < y ? -1 : 1;
  }
  if (type === 'timestamptz' || type === 'timestamp' || type === 'date') {
    const x = Date.parse(a);
    const y = Date.parse(b);
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x === y ? 0 : x < y ? -1 : 1;
  }
  if (type === 'bool') {
    const norm = (s: string) =>
      ['t', 'true'].includes(s.toLowerCase()) ? 'true' : ['f', 'false'].includes(s.toLowerCase()) ? 'false' : s;
    return norm(a) === norm(b) ? 0 : norm(a) < norm(b) ? -1 : 1;
  }
  if (type === 'uuid') return a.toLowerCase() === b.toLowerCase() ? 0 : a.toLowerCase() < b.toLowerCase() ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function conditionHolds(c: FilterCondition, value: string | null, type: string | undefined): boolean {
  // Like SQL: a comparison with null is never true (and `not` of it is not true either).
  if (value === null) return false;
  const v = c.values[0] ?? '';
  switch (c.op) {
    case 'eq':
      return compare(value, v, type) === 0;
    case 'neq':
      return compare(value, v, type) !== 0;
    case 'lt':
      return compare(value, v, type) < 0;
    case 'lte':
      return compare(value, v, type) <= 0;
    case 'gt':
      return compare(value, v, type) > 0;
    case 'gte':
      return compare(value, v, type) >= 0;
    case 'in':
      return c.values.some((x) => compare(value, x, type) === 0);
  }
}

export function rowMatches(
  conditions: readonly FilterCondition[],
  row: Record<string, unknown>,
  columnTypes: ReadonlyMap<string, string>,
): boolean {
  return conditions.every((c) => {
    const value = asText(row[c.column]);
    if (value === null) return false;
    const holds = conditionHolds(c, value, columnTypes.get(c.column));
    return c.negate ? !holds : holds;
  });
}
