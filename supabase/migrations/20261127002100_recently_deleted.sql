-- Recently deleted (issue 21): a deleted story is a tombstone (deleted_at) that stays listed and
-- restorable on every device for 30 days; a restore is an ordinary update setting deleted_at back
-- to null (push_mutation, row-level security decides who may). After 30 days the row is purged.
--
-- Tombstones were kept 90 days so that every device's pull sees the delete. A device that sleeps
-- through a purge learns of it through the purge mark and sync_keys (20261123000500), and a change
-- it replays to a purged row is refused as not found and kept for the user (Needs attention), so
-- 30 days loses nothing.
create or replace function private.purge_tombstones(keep interval default interval '30 days')
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  purged_stories integer;
  purged_clients integer;
  story_mark bigint;
  client_mark bigint;
begin
  if keep < interval '30 days' then
    raise exception using errcode = '22023', message = 'Tombstones must be kept for at least 30 days';
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
