// Builds INSERT (with upsert), UPDATE and DELETE. Values travel as one JSON parameter per row
// and are typed by json_populate_record against the table's own row type.
import type { Condition } from './ast.ts';
import type { TableInfo } from './catalog.ts';
import { conditionSql, whereSql, type BuildContext, type Source } from './read-builder.ts';
import { CatalogMiss, RestError } from './rest-error.ts';
import { ident, qualified } from './sql.ts';

export type JsonObject = Record<string, unknown>;

export const tableSource = (table: TableInfo): Source => ({ name: table.name, columns: table.columns, table });

function checkColumns(table: TableInfo, columns: string[]): void {
  for (const c of columns) {
    if (!table.columns.has(c)) {
      throw new CatalogMiss(400, 'PGRST204', `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
}

export interface InsertInput {
  table: TableInfo;
  rows: JsonObject[];
  /** The `columns` parameter, or the union of the rows' keys. */
  columns: string[];
  /** Prefer missing=default: a key a row lacks takes the column default instead of null. */
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  onConflict?: string[];
  returning: boolean;
}

export function insertSql(ctx: BuildContext, input: InsertInput): string {
  const { table, rows, columns } = input;
  checkColumns(table, columns);
  const target = `${qualified(table.name)} as _t0`;
  let statement: string;
  if (columns.length === 0) {
    const first = [...table.columns.keys()][0];
    statement =
      rows.length === 1 || !first
        ? `insert into ${target} default values`
        : `insert into ${target} (${ident(first)}) values ${rows.map(() => '(default)').join(', ')}`;
  } else {
    const record = (p: string) => `(json_populate_record(null::${qualified(table.name)}, ${p}::json))`;
    const values = rows.map((row) => {
      // A row that has none of the columns binds nothing: an unused parameter fails the statement.
      let p: string | null = null;
      const cells = columns.map((c) => {
        if (!Object.prototype.hasOwnProperty.call(row, c)) return input.missingDefault ? 'default' : 'null';
        p ??= ctx.params.add(JSON.stringify(row));
        return `${record(p)}.${ident(c)}`;
      });
      return `(${cells.join(', ')})`;
    });
    statement = `insert into ${target} (${columns.map(ident).join(', ')}) values ${values.join(', ')}`;
  }
  if (input.resolution) {
    const conflict = input.onConflict ?? table.primaryKey;
    if (conflict.length === 0)
      throw new RestError(400, 'PGRST100', `Table '${table.name}' has no primary key: give on_conflict`);
    checkColumns(table, conflict);
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    const action =
      input.resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.join(', ')}`;
    statement += ` on conflict (${conflict.map(ident).join(', ')}) ${action}`;
  }
  return input.returning ? `${statement} returning _t0.*` : statement;
}

export function updateSql(
  ctx: BuildContext,
  table: TableInfo,
  patch: JsonObject,
  where: Condition[],
  returning: boolean,
): string | null {
  const columns = Object.keys(patch);
  checkColumns(table, columns);
  if (columns.length === 0) return null;
  const p = ctx.params.add(JSON.stringify(patch));
  const source = tableSource(table);
  const conditions = where.map((c) => conditionSql(ctx, source, '_t0', c));
  const list = columns.map(ident).join(', ');
  const values = columns.map((c) => `_v.${ident(c)}`).join(', ');
  const statement =
    `update ${qualified(table.name)} as _t0 set (${list}) = (select ${values} from json_populate_record(null::${qualified(table.name)}, ${p}::json) as _v)` +
    whereSql(conditions);
  return returning ? `${statement} returning _t0.*` : statement;
}

export function deleteSql(ctx: BuildContext, table: TableInfo, where: Condition[], returning: boolean): string {
  const source = tableSource(table);
  const conditions = where.map((c) => conditionSql(ctx, source, '_t0', c));
  const statement = `delete from ${qualified(table.name)} as _t0${whereSql(conditions)}`;
  return returning ? `${statement} returning _t0.*` : statement;
}
