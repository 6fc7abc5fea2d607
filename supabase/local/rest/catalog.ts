// The schema cache: tables, columns, keys, foreign keys and functions of schema `public`,
// read from pg_catalog as the database owner and kept until a request names something unknown.
import type { Queryable } from '../db.ts';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

/** A function taking the table's row type and returning one value: a computed field. */
export interface ComputedField {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  isView: boolean;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Primary key and unique constraints (column lists), for telling one-to-one from many-to-one. */
  uniques: string[][];
  /** Foreign keys of this table pointing at a table of `public` (for a view: its base table's). */
  foreignKeys: ForeignKey[];
  computed: Map<string, ComputedField>;
}

export interface FunctionInfo {
  name: string;
  /** Input arguments in order, with their types as format_type prints them. */
  args: { name: string; type: string }[];
  /** How many of the last arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** VOLATILE (may write): never run for GET or HEAD. */
  volatile: boolean;
  /** Result columns when the function returns rows (a table type or OUT/TABLE columns). */
  resultColumns: Map<string, ColumnInfo> | null;
}

export interface Catalog {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

const COLUMNS_SQL = `
select c.relname as table_name, c.relkind = 'v' as is_view, a.attname as column_name,
  format_type(a.atttypid, a.atttypmod) as type
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
select k.conname as name, k.contype as kind, c.relname as table_name, rc.relname as ref_table,
  array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
  array(select a.attname::text from unnest(coalesce(k.confkey, '{}')) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as ref_columns
from pg_constraint k
join pg_class c on c.oid = k.conrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_class rc on rc.oid = k.confrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = 'public' and (k.contype in ('p', 'u') or (k.contype = 'f' and rn.nspname = 'public'))`;

// Which base-table column each view column reads (by the rewrite rule's dependencies).
const VIEW_COLUMNS_SQL = `
select v.relname as view_name, t.relname as table_name, a.attname as column_name
from pg_class v
join pg_namespace vn on vn.oid = v.relnamespace and vn.nspname = 'public'
join pg_rewrite r on r.ev_class = v.oid
join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass
  and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
join pg_class t on t.oid = d.refobjid and t.oid <> v.oid and t.relkind in ('r', 'p')
join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = 'public'
join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
where v.relkind = 'v'`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void,
  p.pronargdefaults as defaults, p.provolatile = 'v' as volatile,
  coalesce(p.proargnames, '{}') as arg_names,
  coalesce(p.proargmodes::text[], '{}') as arg_modes,
  array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i) order by u.i) as arg_types,
  rt.relname as result_table,
  (select c.relname from pg_class c where p.pronargs = 1 and c.reltype = p.proargtypes[0]
     and c.relnamespace = n.oid) as row_table,
  format_type(p.prorettype, null) as return_type
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
left join pg_type ty on ty.oid = p.prorettype
left join pg_class rt on rt.oid = ty.typrelid and ty.typtype = 'c'
left join pg_namespace rtn on rtn.oid = rt.relnamespace and rtn.nspname = 'public'
where n.nspname = 'public' and p.prokind = 'f'`;

interface FunctionRow {
  name: string;
  returns_set: boolean;
  returns_void: boolean;
  defaults: number;
  volatile: boolean;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  result_table: string | null;
  row_table: string | null;
  return_type: string;
}

export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const [columns, constraints, viewColumns, functions] = [
    await db.query<{ table_name: string; is_view: boolean; column_name: string; type: string }>(COLUMNS_SQL),
    await db.query<{
      name: string;
      kind: string;
      table_name: string;
      ref_table: string | null;
      columns: string[];
      ref_columns: string[];
    }>(CONSTRAINTS_SQL),
    await db.query<{ view_name: string; table_name: string; column_name: string }>(VIEW_COLUMNS_SQL),
    await db.query<FunctionRow>(FUNCTIONS_SQL),
  ];
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        name: row.table_name,
        isView: row.is_view,
        columns: new Map(),
        primaryKey: [],
        uniques: [],
        foreignKeys: [],
        computed: new Map(),
      };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, { name: row.column_name, type: row.type });
  }
  for (const row of constraints.rows) {
    const table = tables.get(row.table_name);
    if (!table) continue;
    if (row.kind === 'p') table.primaryKey = row.columns;
    if (row.kind === 'p' || row.kind === 'u') table.uniques.push(row.columns);
    else if (row.ref_table && tables.has(row.ref_table)) {
      table.foreignKeys.push({
        name: row.name,
        table: row.table_name,
        columns: row.columns,
        refTable: row.ref_table,
        refColumns: row.ref_columns,
      });
    }
  }
  addViewKeys(tables, viewColumns.rows);
  const fns = new Map<string, FunctionInfo[]>();
  for (const row of functions.rows) {
    const modes = row.arg_modes.length > 0 ? row.arg_modes : row.arg_types.map(() => 'i');
    const args: FunctionInfo['args'] = [];
    const outColumns = new Map<string, ColumnInfo>();
    modes.forEach((mode, i) => {
      const name = row.arg_names[i] ?? '';
      const type = row.arg_types[i];
      if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, type });
      if (mode === 'o' || mode === 'b' || mode === 't') outColumns.set(name, { name, type });
    });
    const resultColumns = row.result_table
      ? (tables.get(row.result_table)?.columns ?? null)
      : outColumns.size > 0
        ? outColumns
        : null;
    const info: FunctionInfo = {
      name: row.name,
      args,
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      volatile: row.volatile,
      resultColumns,
    };
    fns.set(row.name, [...(fns.get(row.name) ?? []), info]);
    const rowTable = row.row_table ? tables.get(row.row_table) : undefined;
    if (rowTable && !row.returns_set && !row.result_table && !rowTable.columns.has(row.name)) {
      rowTable.computed.set(row.name, { name: row.name, type: row.return_type });
    }
  }
  return { tables, functions: fns };
}

/**
 * A view that shows a base table's columns under the same names takes that table's keys: its
 * foreign keys, the foreign keys pointing at it, and its unique keys (as PostgREST reads them from
 * the view definition).
 */
function addViewKeys(
  tables: Map<string, TableInfo>,
  rows: { view_name: string; table_name: string; column_name: string }[],
): void {
  const shown = new Map<string, Map<string, Set<string>>>();
  for (const row of rows) {
    const view = tables.get(row.view_name);
    if (!view?.columns.has(row.column_name)) continue;
    const byTable = shown.get(row.view_name) ?? new Map<string, Set<string>>();
    shown.set(row.view_name, byTable);
    const cols = byTable.get(row.table_name) ?? new Set<string>();
    byTable.set(row.table_name, cols);
    cols.add(row.column_name);
  }
  const baseKeys = [...tables.values()].map((t) => ({ table: t, keys: [...t.foreignKeys] }));
  for (const [viewName, byTable] of shown) {
    const view = tables.get(viewName)!;
    for (const [baseName, cols] of byTable) {
      const base = tables.get(baseName);
      if (!base) continue;
      const covers = (list: string[]) => list.every((c) => cols.has(c));
      if (covers(base.primaryKey) && view.primaryKey.length === 0) view.primaryKey = base.primaryKey;
      view.uniques.push(...base.uniques.filter(covers));
      for (const fk of base.foreignKeys) {
        if (covers(fk.columns)) view.foreignKeys.push({ ...fk, table: viewName });
      }
      for (const { table, keys } of baseKeys) {
        for (const fk of keys) {
          if (fk.refTable === baseName && covers(fk.refColumns)) table.foreignKeys.push({ ...fk, refTable: viewName });
        }
      }
    }
  }
}

/** A miss reloads the catalog at most once per this interval, however many requests miss. */
export const CATALOG_RELOAD_INTERVAL_MS = 2000;

/**
 * Loads once; after a miss, `refresh(seen)` gives a newer catalog. Every caller that misses in the
 * meantime shares one reload, and reloads start at most once per interval (by default
 * CATALOG_RELOAD_INTERVAL_MS), so a flood of requests naming unknown tables costs the database one
 * catalog read every two seconds (each such request waits for it instead).
 */
export class SchemaCache {
  private current: Promise<Catalog> | null = null;
  private latest: Catalog | null = null;
  private pending: Promise<Catalog> | null = null;
  private lastReloadAt = Number.NEGATIVE_INFINITY;
  /** Catalog reads so far (for tests and benchmarks). */
  reloads = 0;

  constructor(
    private readonly db: Queryable,
    private readonly nowMs: () => number = () => performance.now(),
    private readonly intervalMs = CATALOG_RELOAD_INTERVAL_MS,
  ) {}

  get(): Promise<Catalog> {
    if (!this.current) this.current = this.reload();
    return this.current;
  }

  refresh(seen?: Catalog): Promise<Catalog> {
    if (this.latest && seen && this.latest !== seen) return Promise.resolve(this.latest);
    if (this.pending) return this.pending;
    const wait = Math.max(0, this.lastReloadAt + this.intervalMs - this.nowMs());
    const pending = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
      this.current = this.reload();
      return this.current;
    });
    this.pending = pending;
    const clear = () => {
      if (this.pending === pending) this.pending = null;
    };
    pending.then(clear, clear);
    return pending;
  }

  private reload(): Promise<Catalog> {
    this.lastReloadAt = this.nowMs();
    this.reloads += 1;
    const loading = loadCatalog(this.db);
    loading.then(
      (catalog) => {
        this.latest = catalog;
      },
      () => {
        if (this.current === loading) this.current = null;
      },
    );
    return loading;
  }
}
