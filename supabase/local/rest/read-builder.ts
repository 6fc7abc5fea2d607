// Builds the SQL for reading rows: select lists with embeddings, filters, order and paging.
// The JSON is built by Postgres (json_agg) and comes back as one text value.
import type { Condition, Field, Modifiers, OrderTerm, SelectItem } from './ast.ts';
import type { Catalog, ColumnInfo, TableInfo } from './catalog.ts';
import { findRelationship } from './relationships.ts';
import { CatalogMiss, RestError, unknownColumn } from './rest-error.ts';
import { ident, qualified, type Params } from './sql.ts';

/** What rows are read from: a table, or a function's result columns. */
export interface Source {
  name: string;
  columns: Map<string, ColumnInfo>;
  table: TableInfo | null;
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
  isdistinct: 'is distinct from',
};

export function fieldSql(ctx: BuildContext, source: Source, alias: string, field: Field): string {
  if (!source.columns.has(field.name)) throw unknownColumn(source.name, field.name);
  let sql = `${alias}.${ident(field.name)}`;
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `${ctx.params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

export function conditionSql(ctx: BuildContext, source: Source, alias: string, condition: Condition): string {
  let sql: string;
  if (condition.kind === 'group') {
    const parts = condition.conditions.map((c) => conditionSql(ctx, source, alias, c));
    sql = parts.length === 0 ? 'true' : `(${parts.join(condition.op === 'and' ? ' and ' : ' or ')})`;
  } else {
    const f = fieldSql(ctx, source, alias, condition.field);
    if (condition.op === 'in') {
      const list = condition.list ?? [];
      sql = list.length === 0 ? 'false' : `${f} in (${list.map((v) => ctx.params.add(v)).join(', ')})`;
    } else if (condition.op === 'is') {
      sql = `${f} is ${condition.value}`;
    } else {
      const value =
        condition.op === 'like' || condition.op === 'ilike' ? condition.value.replace(/\*/g, '%') : condition.value;
      sql = `${f} ${COMPARISON[condition.op]} ${ctx.params.add(value)}`;
    }
  }
  return condition.negate ? `not ${sql.startsWith('(') ? sql : `(${sql})`}` : sql;
}

function orderSql(ctx: BuildContext, source: Source, alias: string, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (o) =>
      `${fieldSql(ctx, source, alias, o.field)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

function pagingSql(m: Pick<Modifiers, 'limit' | 'offset'>): string {
  return `${m.limit !== undefined ? ` limit ${m.limit}` : ''}${m.offset ? ` offset ${m.offset}` : ''}`;
}

export function whereSql(conditions: string[]): string {
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

function outputName(field: Field): string {
  return field.path.length > 0 ? field.path[field.path.length - 1].key : field.name;
}

/**
 * The select list for one level. Returns the column expressions and, for `!inner` embeds,
 * the conditions that the parent's rows must meet.
 */
export function selectListSql(
  ctx: BuildContext,
  source: Source,
  alias: string,
  items: SelectItem[],
): { columns: string[]; parentConditions: string[] } {
  const columns: string[] = [];
  const parentConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      columns.push(`${alias}.*`);
    } else if (item.kind === 'column') {
      const expr = fieldSql(ctx, source, alias, item.field);
      columns.push(`${item.cast ? `${expr}::${item.cast}` : expr} as ${ident(item.alias ?? outputName(item.field))}`);
    } else {
      const embed = embedSql(ctx, source, alias, item);
      columns.push(`${embed.value} as ${ident(item.alias ?? item.relation)}`);
      if (item.inner) parentConditions.push(embed.exists);
    }
  }
  return { columns, parentConditions };
}

function embedSql(
  ctx: BuildContext,
  source: Source,
  parentAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
): { value: string; exists: string } {
  const noRelationship = () =>
    new CatalogMiss(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${item.relation}' in the schema cache`,
    );
  if (!source.table) throw noRelationship();
  const rel = findRelationship(ctx.catalog, source.table, item.relation, item.hint);
  if (rel === 'unknown-table') throw noRelationship();
  const n = ctx.nextAlias++;
  const alias = `_t${n}`;
  const target: Source = { name: rel.target.name, columns: rel.target.columns, table: rel.target };
  const join = rel.fk.columns.map((col, i) =>
    rel.kind === 'many-to-one'
      ? `${alias}.${ident(rel.fk.refColumns[i])} = ${parentAlias}.${ident(col)}`
      : `${alias}.${ident(col)} = ${parentAlias}.${ident(rel.fk.refColumns[i])}`,
  );
  const key = ctx.embedded.has(item.alias ?? item.relation) ? (item.alias ?? item.relation) : item.relation;
  const modifiers = ctx.embedded.get(key);
  if (modifiers) ctx.usedEmbeds.add(key);
  const filters = (modifiers?.where ?? []).map((c) => conditionSql(ctx, target, alias, c));
  const inner = selectListSql(ctx, target, alias, item.select);
  const conditions = [...join, ...filters, ...inner.parentConditions];
  const from = ` from ${qualified(rel.target.name)} as ${alias}${whereSql(conditions)}`;
  const exists = `exists (select 1${from})`;
  const row = `_e${n}`;
  const list = inner.columns.join(', ');
  if (rel.kind === 'many-to-one') {
    return { value: `(select row_to_json(${row}) from (select ${list}${from} limit 1) as ${row})`, exists };
  }
  const order = orderSql(ctx, target, alias, modifiers?.order ?? []);
  const paging = pagingSql(modifiers ?? {});
  return {
    value: `(select coalesce(json_agg(${row}), '[]') from (select ${list}${from}${order}${paging}) as ${row})`,
    exists,
  };
}

export interface ReadPlanInput {
  /** A FROM item that binds `_t0`, e.g. `public."stories" as _t0`. */
  from: string;
  /** CTEs to put before the statement (without `with`). */
  ctes?: string[];
  source: Source;
  select: SelectItem[];
  root: Modifiers;
  count: boolean;
  stripNulls: boolean;
}

/** One statement answering `body` (JSON array text), `page` (rows in it) and `total` (when counted). */
export function readSql(ctx: BuildContext, input: ReadPlanInput): string {
  const alias = '_t0';
  const list = selectListSql(ctx, input.source, alias, input.select);
  const filters = input.root.where.map((c) => conditionSql(ctx, input.source, alias, c));
  const where = whereSql([...filters, ...list.parentConditions]);
  const order = orderSql(ctx, input.source, alias, input.root.order);
  const inner = `select ${list.columns.join(', ')} from ${input.from}${where}${order}${pagingSql(input.root)}`;
  const agg = `coalesce(json_agg(_r), '[]')`;
  const body = input.stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
  const total = input.count ? `, (select count(*) from ${input.from}${where}) as total` : '';
  for (const key of ctx.embedded.keys()) {
    if (!ctx.usedEmbeds.has(key)) {
      throw new RestError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
  const ctes = input.ctes && input.ctes.length > 0 ? `with ${input.ctes.join(', ')} ` : '';
  return `${ctes}select ${body} as body, count(*) as page${total} from (${inner}) as _r`;
}
