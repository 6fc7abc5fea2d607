// SQL for columns, computed fields, filters, order and paging of one level of a read.
// Operators: https://docs.postgrest.org/en/v13/references/api/tables_views.html#operators
import type { Condition, Field, Modifiers, OrderTerm } from './ast.ts';
import type { Catalog, ColumnInfo, TableInfo } from './catalog.ts';
import type { Params } from './sql.ts';
import { RestError, unknownColumn } from './rest-error.ts';
import { ident, qualified } from './sql.ts';

/** What rows are read from: a table or view, or a function's result columns. */
export interface Source {
  name: string;
  columns: Map<string, ColumnInfo>;
  table: TableInfo | null;
  /** The alias is a row of the table itself (not a CTE), so computed fields can take it. */
  rowIsTable?: boolean;
  /** The embeds of this level by output name, for null filters and related orders. */
  embeds?: Map<string, EmbedRef>;
}

export interface EmbedRef {
  target: Source;
  toOne: boolean;
  /** `exists (…)`: the parent row has a related row. */
  exists: string;
  /** One column of the related row (to-one embeds). */
  column: (sql: string) => string;
  alias: string;
}

export interface BuildContext {
  catalog: Catalog;
  params: Params;
  embedded: Map<string, Modifiers>;
  /** Embedded modifier keys that matched an embed (the rest are reported as PGRST108). */
  usedEmbeds: Set<string>;
  nextAlias: number;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A computed field: a function of schema public taking the row (PostgREST's "computed columns"). */
export function computedSql(source: Source, alias: string, name: string): string | null {
  const fn = source.table?.computed.get(name);
  if (!fn) return null;
  const row = source.rowIsTable ? alias : `${alias}::${qualified(source.table!.name)}`;
  return `${qualified(fn.name)}(${row})`;
}

export function fieldSql(ctx: BuildContext, source: Source, alias: string, field: Field): string {
  let sql: string;
  if (source.columns.has(field.name)) sql = `${alias}.${ident(field.name)}`;
  else {
    const computed = computedSql(source, alias, field.name);
    if (computed === null) throw unknownColumn(source.name, field.name);
    sql = computed;
  }
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `${ctx.params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const pattern = (op: string, value: string) => (op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value);

function filterSql(ctx: BuildContext, f: string, c: Extract<Condition, { kind: 'filter' }>): string {
  if (c.op === 'in') {
    const list = c.list ?? [];
    return list.length === 0 ? 'false' : `${f} in (${list.map((v) => ctx.params.add(v)).join(', ')})`;
  }
  if (c.op === 'is') return `${f} is ${c.value}`;
  const search = TEXT_SEARCH[c.op];
  if (search) {
    const language = c.language === undefined ? '' : `${ctx.params.add(c.language)}::regconfig, `;
    return `${f} @@ ${search}(${language}${ctx.params.add(c.value)})`;
  }
  if (c.quantifier) {
    const list = c.list ?? [];
    if (list.length === 0) return c.quantifier === 'any' ? 'false' : 'true';
    const terms = list.map((v) => `${f} ${COMPARISON[c.op]} ${ctx.params.add(pattern(c.op, v))}`);
    return `(${terms.join(c.quantifier === 'any' ? ' or ' : ' and ')})`;
  }
  return `${f} ${COMPARISON[c.op]} ${ctx.params.add(pattern(c.op, c.value))}`;
}

export function conditionSql(ctx: BuildContext, source: Source, alias: string, condition: Condition): string {
  let sql: string;
  if (condition.kind === 'group') {
    const parts = condition.conditions.map((c) => conditionSql(ctx, source, alias, c));
    sql = parts.length === 0 ? 'true' : `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
  } else if (isEmbedName(source, condition.field)) {
    // Null filtering on embedded resources: `users=not.is.null` keeps rows that have one.
    if (condition.op !== 'is' || condition.value !== 'null') {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${condition.field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    sql = `not ${source.embeds!.get(condition.field.name)!.exists}`;
  } else {
    sql = filterSql(ctx, fieldSql(ctx, source, alias, condition.field), condition);
  }
  return condition.negate ? `not ${sql.startsWith('(') ? sql : `(${sql})`}` : sql;
}

const isEmbedName = (source: Source, field: Field) =>
  field.path.length === 0 && !source.columns.has(field.name) && source.embeds?.has(field.name) === true;

/** `order=users(name)`: only a to-one embed of this level orders its parent. */
function relatedSql(ctx: BuildContext, source: Source, o: OrderTerm & { relation: string }): string {
  const ref = source.embeds?.get(o.relation);
  if (!ref) {
    throw new RestError(
      400,
      'PGRST108',
      `'${o.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${o.relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!ref.toOne) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${o.relation}' is not possible`,
      `'${source.name}' and '${o.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return ref.column(fieldSql(ctx, ref.target, ref.alias, o.field));
}

export function orderSql(ctx: BuildContext, source: Source, alias: string, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const expr = o.relation
      ? relatedSql(ctx, source, { ...o, relation: o.relation })
      : fieldSql(ctx, source, alias, o.field);
    return `${expr} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function pagingSql(m: Pick<Modifiers, 'limit' | 'offset'>): string {
  return `${m.limit !== undefined ? ` limit ${m.limit}` : ''}${m.offset ? ` offset ${m.offset}` : ''}`;
}

export function whereSql(conditions: string[]): string {
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}
