-- Pull that commit order cannot fool, and batch push.
--
-- The pull cursor used to be (updated_at, key), with updated_at stamped before commit: under
-- concurrent writers a row could commit behind a cursor a device had already passed, and that
-- device never saw it. Now each write stamps the id of its transaction (sync_txid), and a pull
-- only returns rows whose transaction id is below the oldest transaction still running
-- (pg_snapshot_xmin of the current snapshot): every transaction below it has finished, so no
-- row can later appear behind the cursor. version and updated_at are unchanged.

-- 0 for rows written before this migration: they sort first and are past every horizon.
alter table public.todo_profiles add column sync_txid bigint not null default 0;
alter table public.clients add column sync_txid bigint not null default 0;
alter table public.stories add column sync_txid bigint not null default 0;
alter table public.todo_user_preferences add column sync_txid bigint not null default 0;

create index todo_profiles_sync_txid on public.todo_profiles (sync_txid, id);
create index clients_sync_txid on public.clients (sync_txid, id);
create index stories_sync_txid on public.stories (sync_txid, id);
create index todo_user_preferences_sync_txid on public.todo_user_preferences (sync_txid, user_id);

-- The top-level transaction id, also inside a subtransaction (push_mutations' per-item blocks).
create or replace function private.stamp_sync_txid() returns trigger
language plpgsql as $$
begin
  new.sync_txid := pg_current_xact_id()::text::bigint;
  return new;
end $$;

create trigger todo_profiles_sync_txid before insert or update on public.todo_profiles
  for each row execute function private.stamp_sync_txid();
create trigger clients_sync_txid before insert or update on public.clients
  for each row execute function private.stamp_sync_txid();
create trigger stories_sync_txid before insert or update on public.stories
  for each row execute function private.stamp_sync_txid();
create trigger todo_user_preferences_sync_txid before insert or update on public.todo_user_preferences
  for each row execute function private.stamp_sync_txid();

-- The key column of a synced table, or null for any other name (the identifier check).
create or replace function private.sync_key_column(p_table text) returns text
language sql immutable as $$
  select case p_table
    when 'stories' then 'id'
    when 'clients' then 'id'
    when 'todo_profiles' then 'id'
    when 'todo_user_preferences' then 'user_id'
  end
$$;

-- Rows of one synced table after the cursor (after_txid, after_key), in (sync_txid, key) order,
-- at most max_rows, tombstones included. Security invoker: row-level security decides what the
-- caller sees. Returns {rows, next}: next is the cursor after the last row (null when none).
create or replace function public.pull_changes(
  table_name text,
  after_txid bigint default null,
  after_key uuid default null,
  max_rows integer default 500
) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp as $$
declare
  key_col text := private.sync_key_column(table_name);
  -- Taken before the rows are read: whatever finished before it is visible to the read.
  horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  page jsonb;
  last_row jsonb;
begin
  if key_col is null then
    raise exception using errcode = '22023', message = 'Unknown sync table',
      detail = 'pull_changes reads stories, clients, todo_profiles or todo_user_preferences';
  end if;
  if max_rows is null or max_rows < 1 or max_rows > 1000 then
    raise exception using errcode = '22023', message = 'max_rows must be between 1 and 1000';
  end if;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(t) order by t.sync_txid, t.%2$I), ''[]''::jsonb) from ('
    '  select * from public.%1$I'
    '  where sync_txid < $1 and ($2::bigint is null or (sync_txid, %2$I) > ($2, coalesce($3, ''00000000-0000-0000-0000-000000000000''::uuid)))'
    '  order by sync_txid, %2$I limit $4) t',
    table_name, key_col) into page using horizon, after_txid, after_key, max_rows;
  last_row := page -> -1;
  return jsonb_build_object(
    'rows', page,
    'next', case when last_row is null then null
      else jsonb_build_object('txid', (last_row ->> 'sync_txid')::bigint, 'key', last_row ->> key_col) end);
end $$;
revoke all on function public.pull_changes(text, bigint, uuid, integer) from public, anon;
grant execute on function public.pull_changes(text, bigint, uuid, integer) to authenticated, service_role;

-- The rows of one synced table with the given keys (at most 1000), whatever their position:
-- a device re-reads rows it skipped while it had unsent changes for them.
create or replace function public.pull_rows(table_name text, keys uuid[]) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp as $$
declare
  key_col text := private.sync_key_column(table_name);
  found jsonb;
begin
  if key_col is null then
    raise exception using errcode = '22023', message = 'Unknown sync table';
  end if;
  if keys is null or cardinality(keys) > 1000 then
    raise exception using errcode = '22023', message = 'pull_rows takes up to 1000 keys';
  end if;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(t) order by t.%2$I), ''[]''::jsonb) from public.%1$I t where t.%2$I = any ($1)',
    table_name, key_col) into found using keys;
  return found;
end $$;
revoke all on function public.pull_rows(text, uuid[]) from public, anon;
grant execute on function public.pull_rows(text, uuid[]) to authenticated, service_role;

-- Many mutations in one transaction, results in order. Each is push_mutation itself (same
-- replay and base_version rules) in its own subtransaction, so one refused mutation becomes
-- {status: 'error', code, message} and the others still apply. At most 100 per call
-- (PUSH_BATCH_MAX_MUTATIONS in src/domain/limits.ts).
create or replace function public.push_mutations(mutations jsonb) returns jsonb
language plpgsql security invoker set search_path = public, pg_temp as $$
declare
  item jsonb;
  results jsonb := '[]'::jsonb;
  err_code text;
  err_message text;
begin
  if mutations is null or jsonb_typeof(mutations) <> 'array' then
    raise exception using errcode = '22023', message = 'mutations must be an array';
  end if;
  if jsonb_array_length(mutations) > 100 then
    raise exception using errcode = '22023', message = 'A batch holds at most 100 mutations';
  end if;
  for item in select e.value from jsonb_array_elements(mutations) with ordinality as e(value, n) order by e.n loop
    begin
      results := results || jsonb_build_array(public.push_mutation(item));
    exception when others then
      get stacked diagnostics err_code = returned_sqlstate, err_message = message_text;
      results := results || jsonb_build_array(
        jsonb_build_object('status', 'error', 'code', err_code, 'message', err_message));
    end;
  end loop;
  return results;
end $$;
revoke all on function public.push_mutations(jsonb) from public, anon;
grant execute on function public.push_mutations(jsonb) to authenticated, service_role;
