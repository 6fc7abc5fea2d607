-- Sync scopes: access changes reach every open device (issue 20 §3).
--
-- The pull cursor moves over rows whose stamp (sync_txid) changed. A row that becomes readable or
-- unreadable through row-level security keeps its stamp: a client moved to another coach, a client
-- record linked to an account or unlinked, a role change, an account deleted on the other side.
-- A device past that stamp would never learn. So each user has a scope version: triggers on the
-- tables that grant access bump it for every user whose reading may have changed, in the same
-- transaction. Devices read it at the start of every pull (rpc sync_scope) and hear of it through
-- Realtime (the table is published; each user receives only their own row). When it differs from
-- the version a device last settled, the device lists the keys and versions it may read now
-- (rpc sync_versions), drops what it may no longer read, and fetches by key what it lacks
-- (rpc pull_rows), whatever the row's stamp. The rule is generic: it does not restate any policy,
-- it only says whose access may have moved, so a later policy change needs no change here as long
-- as access still follows these columns (clients.coach_id / user_id / deleted_at, stories.user_id /
-- client_id, todo_profiles.role / deleted_at, and rows deleted from clients, stories, profiles).

-- version is the id of the last transaction that moved the user's scope: it only grows, and stays
-- growing even if the row is deleted and made again. No foreign key: a scope is bumped while an
-- account is being deleted, and must not fail that deletion; the profile's delete trigger removes
-- the row (a deleted account leaves nothing that names it).
create table public.sync_scopes (
  user_id uuid primary key,
  version bigint not null default 0,
  updated_at timestamptz not null default now()
);
alter table public.sync_scopes enable row level security;
create policy "Users read their own sync scope" on public.sync_scopes
  for select to authenticated using (user_id = auth.uid());
revoke insert, update, delete, truncate on public.sync_scopes from anon, authenticated;

-- Moves the scope of these users (nulls and deleted accounts ignored) to this transaction. Sorted, so two transactions
-- bumping the same users lock their rows in the same order.
create or replace function private.bump_sync_scopes(p_users uuid[]) returns void
language sql security definer set search_path = '' as $$
  insert into public.sync_scopes as s (user_id, version, updated_at)
  select u, pg_current_xact_id()::text::bigint, now()
  from (select distinct u from unnest(p_users) as u where u is not null) t
  -- An account being deleted has no scope to move (and must leave no row naming it).
  where exists (select 1 from public.todo_profiles p where p.id = t.u)
  order by u
  on conflict (user_id) do update set version = excluded.version, updated_at = excluded.updated_at
  where s.version is distinct from excluded.version
$$;
revoke all on function private.bump_sync_scopes(uuid[]) from public, anon, authenticated;

-- The people around a client record: its coach and its account.
create or replace function private.client_parties(p_client_id uuid) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce((select array[c.coach_id, c.user_id] from public.clients c where c.id = p_client_id), '{}')
$$;
revoke all on function private.client_parties(uuid) from public, anon, authenticated;

-- A client record moved (coach, account, deleted or restored), added with an account, or removed:
-- the old and the new coach and account may read other rows now (the record, its stories and their
-- comments and versions, its content, each other's profiles).
create or replace function private.clients_scope_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if new.user_id is not null then
      perform private.bump_sync_scopes(array[new.coach_id, new.user_id]);
    end if;
  elsif tg_op = 'DELETE' then
    perform private.bump_sync_scopes(array[old.coach_id, old.user_id]);
  elsif new.coach_id is distinct from old.coach_id or new.user_id is distinct from old.user_id
        or (new.deleted_at is null) <> (old.deleted_at is null) then
    perform private.bump_sync_scopes(array[old.coach_id, old.user_id, new.coach_id, new.user_id]);
  end if;
  return null;
end $$;
revoke all on function private.clients_scope_changed() from public, anon, authenticated;
create trigger clients_sync_scope after insert or update or delete on public.clients
  for each row execute function private.clients_scope_changed();

-- A story handed to another client or owner, or removed: its comments and versions (stamped long
-- ago) follow it, and the old side can no longer read it.
create or replace function private.stories_scope_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    perform private.bump_sync_scopes(array[old.user_id] || private.client_parties(old.client_id));
  elsif new.client_id is distinct from old.client_id or new.user_id is distinct from old.user_id then
    perform private.bump_sync_scopes(
      array[old.user_id, new.user_id] || private.client_parties(old.client_id) || private.client_parties(new.client_id));
  end if;
  return null;
end $$;
revoke all on function private.stories_scope_changed() from public, anon, authenticated;
create trigger stories_sync_scope after update of client_id, user_id or delete on public.stories
  for each row execute function private.stories_scope_changed();

-- A role changed, an account closed (tombstone) or deleted: the person and everyone linked to them
-- through a client record.
create or replace function private.profiles_scope_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  who uuid := coalesce(new.id, old.id);
begin
  if tg_op = 'UPDATE' and new.role is not distinct from old.role
     and (new.deleted_at is null) = (old.deleted_at is null) then
    return null;
  end if;
  perform private.bump_sync_scopes(array[who] || coalesce((
    select array_agg(p) from public.clients c, unnest(array[c.coach_id, c.user_id]) as p
    where c.coach_id = who or c.user_id = who), '{}'));
  if tg_op = 'DELETE' then
    delete from public.sync_scopes where user_id = who;
  end if;
  return null;
end $$;
revoke all on function private.profiles_scope_changed() from public, anon, authenticated;
create trigger todo_profiles_sync_scope after update of role, deleted_at or delete on public.todo_profiles
  for each row execute function private.profiles_scope_changed();

-- The caller's scope version (0 before anything moved it).
create or replace function public.sync_scope() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object('version',
    coalesce((select s.version from public.sync_scopes s where s.user_id = auth.uid()), 0))
$$;
revoke all on function public.sync_scope() from public, anon;
grant execute on function public.sync_scope() to authenticated, service_role;

-- Every key of a synced table the caller may read now with its version, in key order after
-- `after_key`, at most max_rows: {keys, versions}. What a device compares its mirror with when its
-- scope moved.
create or replace function public.sync_versions(
  table_name text,
  after_key uuid default null,
  max_rows integer default 5000
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
    'select jsonb_build_object(''keys'', coalesce(jsonb_agg(k order by k), ''[]''::jsonb),'
    '  ''versions'', coalesce(jsonb_agg(v order by k), ''[]''::jsonb)) from ('
    '  select %2$I as k, version as v from public.%1$I where $1::uuid is null or %2$I > $1 order by %2$I limit $2) t',
    table_name, key_col) into found using after_key, max_rows;
  return found;
end $$;
revoke all on function public.sync_versions(text, uuid, integer) from public, anon;
grant execute on function public.sync_versions(text, uuid, integer) to authenticated, service_role;

alter publication supabase_realtime add table public.sync_scopes;

-- First sync speed (issue 21): a page of pull_changes is the first max_rows rows after the cursor
-- that the caller may read. Planned as a bitmap scan and a sort, every page evaluated the policies
-- on every row after the cursor (a coach's 5,000 client stories: 15,000 evaluations in 5 pages);
-- read in (sync_txid, key) order from the index it stops at the page's last row. A later
-- `create or replace` of pull_changes must keep these settings.
alter function public.pull_changes(text, bigint, uuid, integer) set enable_sort = off;
alter function public.pull_changes(text, bigint, uuid, integer) set enable_bitmapscan = off;
