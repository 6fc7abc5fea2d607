// Turns one parsed request into one SQL statement and a note on how to answer with its result.
import type { ReadQuery } from './ast.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { REST_LIMITS } from './limits.ts';
import { parseColumnsParam } from './query-parser.ts';
import { readSql, type BuildContext } from './read-builder.ts';
import { mediaTypeRefused, type AcceptInfo, type Prefer } from './request-headers.ts';
import { RestError, unknownTable } from './rest-error.ts';
import { pickFunction, rpcSql, type RpcOutput } from './rpc-builder.ts';
import { ident, Params, qualified } from './sql.ts';
import { deleteSql, insertSql, tableSource, updateSql, type InsertInput, type JsonObject } from './write-builder.ts';

export interface Plan {
  /** Null when there is nothing to run (an empty PATCH). */
  sql: string | null;
  params: unknown[];
  /** rows: {body, page, total}; affected: a row count; object: one row as an object; scalar: {body}. */
  output: RpcOutput | 'affected';
  status: number;
  offset: number;
  /** return=headers-only on insert: answer with a Location built from these key columns. */
  location?: { table: string; keys: string[] };
  /** A read (GET/HEAD of a table, or any rpc): Content-Range names the rows, and 206 a part. */
  read?: boolean;
  /** Prefer: resolution applies (the table has a primary key, or on_conflict names the columns). */
  resolutionApplies?: boolean;
  /** An upsert merging duplicates: 200 instead of 201 when no row was inserted. */
  upsert?: boolean;
  /** The statement answers one row `{page, inserted}` instead of a row count. */
  counted?: boolean;
  /** Prefer: max-affected=N with handling=strict: more rows changed is refused and rolled back. */
  maxAffected?: number;
  /** count=planned|estimated: the planner's estimate, from EXPLAIN of this statement. */
  planned?: { sql: string; params: unknown[]; mode: 'planned' | 'estimated' };
}

export interface PlanRequest {
  method: string;
  name: string;
  query: ReadQuery;
  params: URLSearchParams;
  prefer: Prefer;
  accept: AcceptInfo;
  range: { offset: number; limit?: number } | null;
  /** The parsed JSON body (POST/PATCH), already checked to be an object or an array of objects. */
  body: JsonObject | JsonObject[] | undefined;
}

const context = (catalog: Catalog, query: ReadQuery): BuildContext => ({
  catalog,
  params: new Params(),
  embedded: query.embedded,
  usedEmbeds: new Set(),
  nextAlias: 1,
});

export function planTable(catalog: Catalog, req: PlanRequest): Plan {
  const table = catalog.tables.get(req.name);
  if (!table) throw unknownTable(req.name);
  const ctx = context(catalog, req.query);
  const source = tableSource(table);
  const representation = req.prefer.return === 'representation';
  const fromMutation = (statement: string) =>
    readSql(ctx, {
      from: '_src as _t0',
      ctes: [`_src as (${statement})`],
      source,
      select: req.query.select,
      root: { where: [], order: [] },
      count: false,
      stripNulls: req.accept.stripNulls,
    });

  if (req.method === 'GET' || req.method === 'HEAD') {
    const root = { ...req.query.root };
    if (root.limit === undefined && root.offset === undefined && req.range) {
      root.offset = req.range.offset;
      root.limit = req.range.limit;
    }
    // As PostgREST's db-max-rows: a larger or missing limit is cut, and Content-Range says so.
    root.limit = Math.min(root.limit ?? REST_LIMITS.rowsPerRead, REST_LIMITS.rowsPerRead);
    const input = {
      from: `${qualified(table.name)} as _t0`,
      source: { ...source, rowIsTable: true },
      select: req.query.select,
      root,
      count: req.prefer.count === 'exact' || req.prefer.count === 'estimated',
      stripNulls: req.accept.stripNulls,
      csv: req.accept.shape === 'csv',
    };
    const sql = readSql(ctx, input);
    const mode = req.prefer.count;
    let planned: Plan['planned'];
    if (mode === 'planned' || mode === 'estimated') {
      const countCtx = context(catalog, req.query);
      const counting = readSql(countCtx, { ...input, countOnly: true });
      planned = { sql: `explain (format json) ${counting}`, params: countCtx.params.values, mode };
    }
    return {
      sql,
      params: ctx.params.values,
      output: 'rows',
      status: 200,
      offset: root.offset ?? 0,
      planned,
      read: true,
    };
  }

  // CSV is served for reads of tables and views only.
  if (req.accept.shape === 'csv') throw mediaTypeRefused('text/csv');
  if (req.method === 'POST') {
    const resolutionApplies = table.primaryKey.length > 0 || req.params.has('on_conflict');
    return { ...planInsert(ctx, table, req, fromMutation), resolutionApplies };
  }

  if (req.method === 'PATCH' || req.method === 'DELETE') {
    // As pg-safeupdate refuses it for hosted projects: one request must not change every row.
    if (req.query.root.where.length === 0) {
      throw new RestError(400, '21000', `${req.method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
    }
    let statement: string | null;
    if (req.method === 'PATCH') {
      if (Array.isArray(req.body) || req.body === undefined) {
        throw new RestError(400, 'PGRST102', 'A PATCH body must be one JSON object');
      }
      statement = updateSql(ctx, table, req.body, req.query.root.where, representation);
    } else {
      statement = deleteSql(ctx, table, req.query.root.where, representation);
    }
    if (statement === null)
      return {
        sql: null,
        params: [],
        output: representation ? 'rows' : 'affected',
        status: representation ? 200 : 204,
        offset: 0,
      };
    const strict = req.prefer.handling === 'strict' ? req.prefer['max-affected'] : undefined;
    return representation
      ? {
          sql: fromMutation(statement),
          params: ctx.params.values,
          output: 'rows',
          status: 200,
          offset: 0,
          maxAffected: strict,
        }
      : { sql: statement, params: ctx.params.values, output: 'affected', status: 204, offset: 0, maxAffected: strict };
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
}

export function planRpc(catalog: Catalog, req: PlanRequest): Plan {
  let args: JsonObject;
  if (req.method === 'GET' || req.method === 'HEAD') args = Object.fromEntries(req.query.extra);
  else if (req.method === 'POST') {
    if (Array.isArray(req.body)) throw new RestError(400, 'PGRST102', 'RPC arguments must be one JSON object');
    args = req.body ?? {};
  } else throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for RPC');
  if (req.accept.shape === 'csv') throw mediaTypeRefused('text/csv');
  const fn = pickFunction(catalog, req.name, Object.keys(args));
  // PostgREST would run it read-only and answer 405 only when it reached a write, so the answer
  // (or its timing) would tell what the function read first: refuse before it runs.
  if (fn.volatile && (req.method === 'GET' || req.method === 'HEAD')) {
    throw new RestError(
      405,
      'PGRST101',
      `The function ${fn.name} must be called with POST`,
      null,
      'GET and HEAD may call only STABLE or IMMUTABLE functions',
      { allow: 'POST' },
    );
  }
  const maxAffected = req.prefer.handling === 'strict' ? req.prefer['max-affected'] : undefined;
  if (maxAffected !== undefined && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const ctx = context(catalog, req.query);
  const root = { ...req.query.root };
  if (root.limit === undefined && root.offset === undefined && req.range) {
    root.offset = req.range.offset;
    root.limit = req.range.limit;
  }
  const { sql, output } = rpcSql(
    ctx,
    fn,
    args,
    { ...req.query, root },
    {
      count: req.prefer.count !== undefined,
      stripNulls: req.accept.stripNulls,
    },
  );
  return { sql, params: ctx.params.values, output, status: 200, offset: root.offset ?? 0, read: true, maxAffected };
}

function planInsert(
  ctx: BuildContext,
  table: TableInfo,
  req: PlanRequest,
  fromMutation: (sql: string) => string,
): Plan {
  const source = tableSource(table);
  const representation = req.prefer.return === 'representation';
  const rows = Array.isArray(req.body) ? req.body : [req.body ?? {}];
  const columnsParam = req.params.get('columns');
  const columns = columnsParam ? parseColumnsParam(columnsParam) : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const onConflict = req.params.get('on_conflict');
  const insertInput = {
    table,
    rows,
    columns,
    missingDefault: req.prefer.missing === 'default',
    resolution: req.prefer.resolution,
    onConflict: onConflict ? parseColumnsParam(onConflict) : undefined,
    returning: representation,
  };
  if (req.prefer.return === 'headers-only' && rows.length > 0 && table.primaryKey.length > 0) {
    const statement = insertSql(ctx, { ...insertInput, returning: true });
    const keys = table.primaryKey;
    const sql = readSql(ctx, {
      from: '_src as _t0',
      ctes: [`_src as (${statement})`],
      source,
      select: keys.map((name) => ({ kind: 'column' as const, field: { name, path: [] } })),
      root: { where: [], order: [] },
      count: false,
      stripNulls: false,
    });
    return {
      sql,
      params: ctx.params.values,
      output: 'rows',
      status: 201,
      offset: 0,
      location: { table: table.name, keys },
    };
  }
  const upsert = req.prefer.resolution === 'merge-duplicates';
  if (rows.length === 0)
    return {
      sql: null,
      params: [],
      output: representation ? 'rows' : 'affected',
      status: upsert ? 200 : 201,
      offset: 0,
    };
  if (upsert) return planUpsert(ctx, insertInput, req);
  const statement = insertSql(ctx, insertInput);
  return representation
    ? { sql: fromMutation(statement), params: ctx.params.values, output: 'rows', status: 201, offset: 0 }
    : { sql: statement, params: ctx.params.values, output: 'affected', status: 201, offset: 0 };
}

/**
 * An upsert merging duplicates answers 201 when it inserted a row and 200 when it only updated
 * (PostgREST's UpsertSpec). `xmax = 0` marks a row the statement inserted rather than updated.
 */
function planUpsert(ctx: BuildContext, input: InsertInput, req: PlanRequest): Plan {
  const statement = `${insertSql(ctx, { ...input, returning: true })}, (_t0.xmax = 0) as _pgrst_inserted`;
  const ins = `_ins as (${statement})`;
  const inserted = '(select count(*) from _ins where _pgrst_inserted) as inserted';
  if (req.prefer.return !== 'representation') {
    const sql = `with ${ins} select count(*) as page, count(*) filter (where _pgrst_inserted) as inserted from _ins`;
    return { sql, params: ctx.params.values, output: 'affected', status: 201, offset: 0, upsert: true, counted: true };
  }
  const columns = [...input.table.columns.keys()].map(ident).join(', ');
  const sql = readSql(ctx, {
    from: '_src as _t0',
    ctes: [ins, `_src as (select ${columns} from _ins)`],
    source: tableSource(input.table),
    select: req.query.select,
    root: { where: [], order: [] },
    count: false,
    stripNulls: req.accept.stripNulls,
    extra: inserted,
  });
  return { sql, params: ctx.params.values, output: 'rows', status: 201, offset: 0, upsert: true };
}
