// Change capture for the stand-in (hosted Supabase reads the WAL instead): a row trigger on
// every table in the supabase_realtime publication stores each change in
// _realtime_local.changes and NOTIFYs its id (a row can exceed NOTIFY's 8 kB payload limit).
// Installed from TypeScript after migrations, never in supabase/migrations: it is stand-in
// machinery only. Idempotent; safe for several stand-ins sharing one Postgres.
import type { Database, Queryable } from '../db.ts';

export const CHANGES_CHANNEL = '_realtime_local_changes';
const TRIGGER_NAME = '_realtime_local_capture';

const INSTALL_SQL = `
create schema if not exists _realtime_local;
revoke all on schema _realtime_local from public;

create table if not exists _realtime_local.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  commit_timestamp text not null,
  created_at timestamptz not null default now()
);

-- security definer: the writer may be anon or authenticated, who cannot see this schema.
create or replace function _realtime_local.capture() returns trigger
language plpgsql security definer set search_path = '' as $fn$
declare
  change_id bigint;
begin
  insert into _realtime_local.changes (schema_name, table_name, type, record, old_record, commit_timestamp)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  returning id into change_id;
  perform pg_notify('${CHANGES_CHANNEL}', change_id::text);
  return null;
end $fn$;

do $do$
declare
  t record;
begin
  -- Tables that left the publication stop announcing changes.
  for t in
    select tg.tgrelid::regclass as rel from pg_trigger tg
    where tg.tgname = '${TRIGGER_NAME}'
      and not exists (
        select 1 from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and format('%I.%I', p.schemaname, p.tablename)::regclass = tg.tgrelid)
  loop
    execute format('drop trigger %I on %s', '${TRIGGER_NAME}', t.rel);
  end loop;
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'
  loop
    if not exists (
      select 1 from pg_trigger
      where tgname = '${TRIGGER_NAME}' and tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass
    ) then
      execute format(
        'create trigger %I after insert or update or delete on %I.%I for each row execute function _realtime_local.capture()',
        '${TRIGGER_NAME}', t.schemaname, t.tablename);
    end if;
  end loop;
end $do$;
`;

export async function installCapture(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Two stand-ins starting on one Postgres must not race on the DDL.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['_realtime_local.install']);
    await tx.exec(INSTALL_SQL);
  });
}

export interface ChangeRow {
  id: string;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

export async function readChange(db: Queryable, id: string): Promise<ChangeRow | null> {
  if (!/^\d{1,19}$/.test(id)) return null;
  const { rows } = await db.query<{
    id: string | number;
    schema_name: string;
    table_name: string;
    type: ChangeRow['type'];
    record: Record<string, unknown> | null;
    old_record: Record<string, unknown> | null;
    commit_timestamp: string;
  }>(
    'select id, schema_name, table_name, type, record, old_record, commit_timestamp from _realtime_local.changes where id = $1',
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: String(r.id),
    schema: r.schema_name,
    table: r.table_name,
    type: r.type,
    record: r.record,
    oldRecord: r.old_record,
    commitTimestamp: r.commit_timestamp,
  };
}

/**
 * Drops changes that every listener has had time to read. By age rather than on read, because
 * several stand-ins may listen on one Postgres and each must still find the row.
 */
export async function pruneChanges(db: Queryable, olderThanSeconds: number): Promise<void> {
  await db.query('delete from _realtime_local.changes where created_at < now() - make_interval(secs => $1)', [
    olderThanSeconds,
  ]);
}

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  schema: string;
  table: string;
  columns: ColumnInfo[];
  columnTypes: Map<string, string>;
  primaryKey: string[];
  rlsEnabled: boolean;
}

/** The tables in the supabase_realtime publication with their columns, keys and RLS flag. */
export async function loadPublishedTables(db: Queryable): Promise<Map<string, TableInfo>> {
  const { rows } = await db.query<{
    schema: string;
    table: string;
    column: string;
    type: string;
    is_pk: boolean;
    rls: boolean;
  }>(
    `select p.schemaname as schema, p.tablename as table, a.attname as column, ty.typname as type,
            coalesce(a.attnum = any (i.indkey::int2[]), false) as is_pk, c.relrowsecurity as rls
     from pg_publication_tables p
     join pg_namespace n on n.nspname = p.schemaname
     join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type ty on ty.oid = a.atttypid
     left join pg_index i on i.indrelid = c.oid and i.indisprimary
     where p.pubname = 'supabase_realtime'
     order by p.schemaname, p.tablename, a.attnum`,
  );
  const tables = new Map<string, TableInfo>();
  for (const r of rows) {
    const key = `${r.schema}.${r.table}`;
    let info = tables.get(key);
    if (!info) {
      info = {
        schema: r.schema,
        table: r.table,
        columns: [],
        columnTypes: new Map(),
        primaryKey: [],
        rlsEnabled: r.rls,
      };
      tables.set(key, info);
    }
    info.columns.push({ name: r.column, type: r.type });
    info.columnTypes.set(r.column, r.type);
    if (r.is_pk) info.primaryKey.push(r.column);
  }
  return tables;
}
