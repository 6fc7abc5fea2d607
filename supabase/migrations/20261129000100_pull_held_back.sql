-- Rows held back by a transaction still running (a flaky pull, seen in CI as a device that did not
-- see a story committed before it pulled).
--
-- pull_changes returns only rows whose transaction id is below the oldest transaction still
-- running (20261123000200_sync_pull.sql), so that no row can commit behind a device's cursor. A row
-- committed after that transaction began waits until it ends: correct, but the device could not tell.
-- Realtime wakes it when the row commits, the pull holds it back, and nothing wakes it again when the
-- older transaction ends (any transaction in the cluster: a slow import, another app's writes). Now
-- the last page says `held_back: true` when committed rows the caller may read wait behind the
-- horizon, and the device pulls again shortly (src/sync/runner.ts).
--
-- The same function as 20261123000500_tombstone_purge.sql plus held_back, with the planner settings
-- of 20261127000500_sync_scopes.sql kept (create or replace resets them).
create or replace function public.pull_changes(
  table_name text,
  after_txid bigint default null,
  after_key uuid default null,
  max_rows integer default 500
) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
set enable_sort = off set enable_bitmapscan = off as $$
declare
  key_col text := private.sync_key_column(table_name);
  -- Taken before the rows are read: whatever finished before it is visible to the read.
  horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  page jsonb;
  last_row jsonb;
  held_back boolean := false;
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
  -- Only the last page asks: a full page is followed by another pull at once. Every row at or past
  -- the horizon is past the cursor (a cursor is made of rows below an earlier, lower horizon).
  if jsonb_array_length(page) < max_rows then
    execute format('select exists (select 1 from public.%1$I where sync_txid >= $1)', table_name)
      into held_back using horizon;
  end if;
  last_row := page -> -1;
  return jsonb_build_object(
    'rows', page,
    'next', case when last_row is null then null
      else jsonb_build_object('txid', (last_row ->> 'sync_txid')::bigint, 'key', last_row ->> key_col) end,
    'purged_through', private.purged_through(table_name),
    'held_back', held_back);
end $$;
revoke all on function public.pull_changes(text, bigint, uuid, integer) from public, anon;
grant execute on function public.pull_changes(text, bigint, uuid, integer) to authenticated, service_role;
