// Builds the call of a function of schema public with named arguments (POST body or GET query).
// Arguments are typed by json_to_record with the types the catalog gives, like PostgREST does.
import type { ReadQuery } from './ast.ts';
import type { Catalog, FunctionInfo } from './catalog.ts';
import { readSql, type BuildContext } from './read-builder.ts';
import { CatalogMiss } from './rest-error.ts';
import { ident, qualified } from './sql.ts';
import type { JsonObject } from './write-builder.ts';

export type RpcOutput = 'void' | 'scalar' | 'rows' | 'object';

function describe(name: string, keys: string[]): string {
  return keys.length === 0
    ? `Could not find the function public.${name} without parameters in the schema cache`
    : `Could not find the function public.${name}(${[...keys].sort().join(', ')}) in the schema cache`;
}

export function pickFunction(catalog: Catalog, name: string, keys: string[]): FunctionInfo {
  const overloads = catalog.functions.get(name) ?? [];
  const fits = overloads.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    if (fn.args.some((a) => a.name === '')) return false;
    const required = fn.args.slice(0, fn.args.length - fn.defaults);
    return keys.every((k) => names.has(k)) && required.every((a) => keys.includes(a.name));
  });
  if (fits.length === 0) {
    throw new CatalogMiss(
      404,
      'PGRST202',
      describe(name, keys),
      null,
      'Check the function name and its parameter names',
    );
  }
  // Prefer the overload that uses the most of the given arguments with the fewest left to defaults.
  return fits.sort((a, b) => a.args.length - b.args.length)[0];
}

export function argumentNames(catalog: Catalog, name: string): Set<string> {
  return new Set((catalog.functions.get(name) ?? []).flatMap((fn) => fn.args.map((a) => a.name)));
}

export function rpcSql(
  ctx: BuildContext,
  fn: FunctionInfo,
  args: JsonObject,
  query: ReadQuery,
  options: { count: boolean; stripNulls: boolean },
): { sql: string; output: RpcOutput } {
  const given = fn.args.filter((a) => Object.prototype.hasOwnProperty.call(args, a.name));
  const ctes: string[] = [];
  let fromPrefix = '';
  let argsFrom = '';
  if (given.length > 0) {
    const p = ctx.params.add(JSON.stringify(args));
    const columns = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
    ctes.push(`_args as (select * from json_to_record(${p}::json) as _a(${columns}))`);
    fromPrefix = '_args cross join lateral ';
    argsFrom = ' from _args';
  }
  const call = `${qualified(fn.name)}(${given.map((a) => `${ident(a.name)} := _args.${ident(a.name)}`).join(', ')})`;
  const withClause = ctes.length > 0 ? `with ${ctes.join(', ')} ` : '';
  if (fn.returnsVoid) {
    return { sql: `${withClause}select ${call} is null as done${argsFrom}`, output: 'void' };
  }
  if (!fn.resultColumns) {
    if (!fn.returnsSet)
      return { sql: `${withClause}select to_json(${call})::text as body${argsFrom}`, output: 'scalar' };
    const paging = `${query.root.limit !== undefined ? ` limit ${query.root.limit}` : ''}${query.root.offset ? ` offset ${query.root.offset}` : ''}`;
    const total = options.count ? `, (select count(*) from ${fromPrefix}${call} as _t0) as total` : '';
    return {
      sql: `${withClause}select coalesce(json_agg(_r.v), '[]')::text as body, count(*) as page${total} from (select _t0 as v from ${fromPrefix}${call} as _t0${paging}) as _r`,
      output: 'rows',
    };
  }
  const sql = readSql(ctx, {
    from: `${fromPrefix}${call} as _t0`,
    ctes,
    source: { name: fn.name, columns: fn.resultColumns, table: null },
    select: query.select,
    root: query.root,
    count: options.count,
    stripNulls: options.stripNulls,
  });
  return { sql, output: fn.returnsSet ? 'rows' : 'object' };
}
