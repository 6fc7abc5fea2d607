// Builds the SQL for reading rows: select lists with embeddings, filters, order and paging.
// The JSON is built by Postgres (json_agg) and comes back as one text value.
// Embedding: https://docs.postgrest.org/en/v13/references/api/resource_embedding.html
import type { Field, Modifiers, SelectItem } from './ast.ts';
import {
  conditionSql,
  fieldSql,
  orderSql,
  pagingSql,
  whereSql,
  type BuildContext,
  type EmbedRef,
  type Source,
} from './filter-sql.ts';
import { findRelationship, isToOne, type Relationship } from './relationships.ts';
import { CatalogMiss, RestError } from './rest-error.ts';
import { ident, qualified } from './sql.ts';

export { conditionSql, fieldSql, whereSql, type BuildContext, type Source } from './filter-sql.ts';

function outputName(field: Field): string {
  return field.path.length > 0 ? field.path[field.path.length - 1].key : field.name;
}

/** One output of a select list: `sql as name`, or `alias.*` (name null). */
interface Output {
  sql: string;
  name: string | null;
}

const render = (outputs: Output[]) => outputs.map((o) => (o.name === null ? o.sql : `${o.sql} as ${ident(o.name)}`));

type Embed = Extract<SelectItem, { kind: 'embed' }>;

/**
 * The select list for one level. Returns the outputs and, for `!inner` embeds, the conditions
 * that the parent's rows must meet. `depth` counts embedding levels (the root's embeds are 1).
 */
function selectOutputs(
  ctx: BuildContext,
  source: Source,
  alias: string,
  items: SelectItem[],
  depth: number,
): { outputs: Output[]; parentConditions: string[]; embeds: Map<string, EmbedRef> } {
  const embeds = new Map<string, EmbedRef>();
  const outputs: Output[] = [];
  const parentConditions: string[] = [];
  const embedNames = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star') {
      outputs.push({ sql: `${alias}.*`, name: null });
    } else if (item.kind === 'column') {
      const expr = fieldSql(ctx, source, alias, item.field);
      outputs.push({ sql: item.cast ? `${expr}::${item.cast}` : expr, name: item.alias ?? outputName(item.field) });
    } else {
      // PostgREST joins each embed as "<parent>_<name>_<depth>": the same name twice fails in SQL.
      const name = item.alias ?? item.relation;
      if (embedNames.has(name)) {
        throw new RestError(400, '42712', `table name "${source.name}_${name}_${depth}" specified more than once`);
      }
      embedNames.add(name);
      const embed = embedSql(ctx, source, alias, item, depth);
      embeds.set(name, embed.ref);
      outputs.push(...embed.outputs);
      if (item.inner) parentConditions.push(embed.exists);
    }
  }
  return { outputs, parentConditions, embeds };
}

export function selectListSql(
  ctx: BuildContext,
  source: Source,
  alias: string,
  items: SelectItem[],
): { columns: string[]; parentConditions: string[]; embeds: Map<string, EmbedRef> } {
  const { outputs, parentConditions, embeds } = selectOutputs(ctx, source, alias, items, 1);
  return { columns: render(outputs), parentConditions, embeds };
}

function joinConditions(rel: Relationship, alias: string, junction: string, parentAlias: string): string[] {
  if (!rel.junction) {
    return rel.parentColumns.map((col, i) => `${alias}.${ident(rel.targetColumns[i])} = ${parentAlias}.${ident(col)}`);
  }
  const { toParent, toTarget } = rel.junction;
  return [
    ...toTarget.columns.map((col, i) => `${junction}.${ident(col)} = ${alias}.${ident(toTarget.refColumns[i])}`),
    ...toParent.columns.map((col, i) => `${junction}.${ident(col)} = ${parentAlias}.${ident(toParent.refColumns[i])}`),
  ];
}

/** A spread lifts the embedded columns, so `*` must be spelled out to name each one. */
function spelledOut(items: SelectItem[], target: Source): SelectItem[] {
  return items.flatMap((item): SelectItem[] =>
    item.kind === 'star'
      ? [...target.columns.keys()].map((name) => ({ kind: 'column' as const, field: { name, path: [] } }))
      : [item],
  );
}

function embedSql(
  ctx: BuildContext,
  source: Source,
  parentAlias: string,
  item: Embed,
  depth: number,
): { outputs: Output[]; exists: string; ref: EmbedRef } {
  if (!source.table) {
    throw new CatalogMiss(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${item.relation}' in the schema cache`,
    );
  }
  const rel = findRelationship(ctx.catalog, source.table, item.relation, item.hint);
  const n = ctx.nextAlias++;
  const alias = `_t${n}`;
  const junction = `_j${n}`;
  const target: Source = { name: rel.target.name, columns: rel.target.columns, table: rel.target, rowIsTable: true };
  const name = item.alias ?? item.relation;
  const key = ctx.embedded.has(name) ? name : item.relation;
  const modifiers: Modifiers | undefined = ctx.embedded.get(key);
  if (modifiers) ctx.usedEmbeds.add(key);
  const select = item.spread ? spelledOut(item.select, target) : item.select;
  const inner = selectOutputs(ctx, target, alias, select, depth + 1);
  const level: Source = { ...target, embeds: inner.embeds };
  const filters = (modifiers?.where ?? []).map((c) => conditionSql(ctx, level, alias, c));
  const conditions = [...joinConditions(rel, alias, junction, parentAlias), ...filters, ...inner.parentConditions];
  const tables = `${qualified(rel.target.name)} as ${alias}${rel.junction ? `, ${qualified(rel.junction.table.name)} as ${junction}` : ''}`;
  const from = ` from ${tables}${whereSql(conditions)}`;
  const exists = `exists (select 1${from})`;
  const toOne = isToOne(rel);
  const ref: EmbedRef = { target, toOne, exists, alias, column: (expr) => `(select ${expr}${from} limit 1)` };
  // `users()` embeds nothing: it only filters (with !inner), and the key is left out.
  if (select.length === 0) return { outputs: [], exists, ref };
  const row = `_e${n}`;
  const list = render(inner.outputs).join(', ');
  const order = orderSql(ctx, level, alias, modifiers?.order ?? []);
  if (toOne) {
    const rows = `(select ${list}${from}${order} limit 1) as ${row}`;
    if (!item.spread) return { outputs: [{ sql: `(select row_to_json(${row}) from ${rows})`, name }], exists, ref };
    return {
      outputs: namesOf(inner.outputs).map((col) => ({ sql: `(select ${row}.${ident(col)} from ${rows})`, name: col })),
      exists,
      ref,
    };
  }
  const rows = `(select ${list}${from}${order}${pagingSql(modifiers ?? {})}) as ${row}`;
  if (!item.spread)
    return { outputs: [{ sql: `(select coalesce(json_agg(${row}), '[]') from ${rows})`, name }], exists, ref };
  // PostgREST 13 spreads a to-many embed as one array per column.
  return {
    outputs: namesOf(inner.outputs).map((col) => ({
      sql: `(select coalesce(json_agg(${row}.${ident(col)}), '[]') from ${rows})`,
      name: col,
    })),
    exists,
    ref,
  };
}

const namesOf = (outputs: Output[]) => outputs.flatMap((o) => (o.name === null ? [] : [o.name]));

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
  /** Answer CSV as PostgREST does: a header of the first row's keys, then each row's text. */
  csv?: boolean;
  /** Only `select 1 from … where …` (for EXPLAIN's row estimate). */
  countOnly?: boolean;
  /** One more output column of the answer row (e.g. `(…) as inserted`). */
  extra?: string;
}

/** One statement answering `body` (JSON array text), `page` (rows in it) and `total` (when counted). */
export function readSql(ctx: BuildContext, input: ReadPlanInput): string {
  const alias = '_t0';
  const list = selectListSql(ctx, input.source, alias, input.select);
  const level: Source = { ...input.source, embeds: list.embeds };
  const filters = input.root.where.map((c) => conditionSql(ctx, level, alias, c));
  const where = whereSql([...filters, ...list.parentConditions]);
  const order = orderSql(ctx, level, alias, input.root.order);
  const inner = `select ${list.columns.join(', ')} from ${input.from}${where}${order}${pagingSql(input.root)}`;
  const agg = `coalesce(json_agg(_r), '[]')`;
  const body = input.csv ? csvSql(inner) : input.stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
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
  if (input.countOnly) return `${ctes}select 1 from ${input.from}${where}`;
  const extra = input.extra ? `, ${input.extra}` : '';
  return `${ctes}select ${body} as body, count(*) as page${total}${extra} from (${inner}) as _r`;
}

/** PostgREST's asCsvF: the first row's keys, a newline, then each row's record text without its parentheses. */
function csvSql(inner: string): string {
  const header = `(select coalesce(string_agg(_a.k, ','), '') from (select json_object_keys(_s.r) as k from (select row_to_json(_h) as r from (${inner}) as _h limit 1) as _s) as _a)`;
  return `${header} || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`;
}
