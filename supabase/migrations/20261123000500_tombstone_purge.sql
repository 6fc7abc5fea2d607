-- Tombstones are purged after the longest offline period the product supports (90 days, as for
-- applied_mutations), and a device that slept through a purge learns which rows are gone.
--
-- A deleted story or client stays as a tombstone (deleted_at) so every device's pull sees the
-- delete. After 90 days the row itself is deleted (its files go with it: remove_story_files).
-- A device whose pull cursor is still behind a purged tombstone would never see that delete, so
-- each purge records the highest transaction id it removed, pull_changes reports it, and such a
-- device compares its rows with the keys the server still has (sync_keys) once.

create table private.sync_purges (
  table_name text primary key,
  purged_through_txid bigint not null
);

-- Hard-deletes tombstones older than `keep` (at least 90 days). Returns how many rows went.
create or replace function private.purge_tombstones(keep interval default interval '90 days')
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  purged_stories integer;
  purged_clients integer;
  story_mark bigint;
  client_mark bigint;
begin
  if keep < interval '90 days' then
    raise exception using errcode = '22023', message = 'Tombstones must be kept for at least 90 days';
  end if;
  with gone as (
    delete from public.stories where deleted_at < now() - keep returning sync_txid
  ) select count(*), max(sync_txid) into purged_stories, story_mark from gone;
  -- A purged client's live stories lose their client_id (on delete set null): an update, so it
  -- reaches devices through the ordinary pull.
  with gone as (
    delete from public.clients where deleted_at < now() - keep returning sync_txid
  ) select count(*), max(sync_txid) into purged_clients, client_mark from gone;
  if story_mark is not null then
    insert into private.sync_purges as p values ('stories', story_mark)
    on conflict (table_name) do update set purged_through_txid = greatest(p.purged_through_txid, excluded.purged_through_txid);
  end if;
  if client_mark is not null then
    insert into private.sync_purges as p values ('clients', client_mark)
    on conflict (table_name) do update set purged_through_txid = greatest(p.purged_through_txid, excluded.purged_through_txid);
  end if;
  return purged_stories + purged_clients;
end $$;
revoke all on function private.purge_tombstones(interval) from public, anon, authenticated;

create index if not exists stories_deleted_at on public.stories (deleted_at) where deleted_at is not null;
create index if not exists clients_deleted_at on public.clients (deleted_at) where deleted_at is not null;

-- The purge mark of a synced table, or null. Readable through pull_changes only.
create or replace function private.purged_through(p_table text) returns bigint
language sql stable security definer set search_path = '' as $$
  select purged_through_txid from private.sync_purges where table_name = p_table
$$;
revoke all on function private.purged_through(text) from public, anon;
grant execute on function private.purged_through(text) to authenticated, service_role;

-- pull_changes as before, plus purged_through: the highest transaction id a purge removed from
-- this table (null when none). A device whose cursor is at or below it may have missed deletes.
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
      else jsonb_build_object('txid', (last_row ->> 'sync_txid')::bigint, 'key', last_row ->> key_col) end,
    'purged_through', private.purged_through(table_name));
end $$;
revoke all on function public.pull_changes(text, bigint, uuid, integer) from public, anon;
grant execute on function public.pull_changes(text, bigint, uuid, integer) to authenticated, service_role;

-- Every key of a synced table the caller may read (tombstones included), in key order after
-- `after_key`, at most max_rows: what a device compares its rows with after a purge it missed.
create or replace function public.sync_keys(
  table_name text,
  after_key uuid default null,
  max_rows integer default 1000
) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp as $$
declare
  key_col text := private.sync_key_column(table_name);
  found jsonb;
begin
  if key_col is null then
    raise exception using errcode = '22023', message = 'Unknown sync table';
  end if;
  if max_rows is null or max_rows < 1 or max_rows > 5000 then
    raise exception using errcode = '22023', message = 'max_rows must be between 1 and 5000';
  end if;
  execute format(
    'select coalesce(jsonb_agg(k order by k), ''[]''::jsonb) from ('
    '  select %2$I as k from public.%1$I where $1::uuid is null or %2$I > $1 order by %2$I limit $2) t',
    table_name, key_col) into found using after_key, max_rows;
  return found;
end $$;
revoke all on function public.sync_keys(text, uuid, integer) from public, anon;
grant execute on function public.sync_keys(text, uuid, integer) to authenticated, service_role;
