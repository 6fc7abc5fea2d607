-- Version history (issue 8): every save that changes a story's text keeps a version, on the
-- device first and then here. public.story_versions (20261123000900_generation.sql) becomes a
-- synced table like story_comments: versions made offline arrive through the outbox as inserts
-- with a client-made id (push_mutation answers a replay with 'duplicate', so each arrives once),
-- and devices pull the versions of every story they may read, so history reads offline.
--
-- Versions are never changed or deleted by a client (no update or delete policy): a version is
-- a record of what the text was. They go with their story (on delete cascade).
--
-- Who reads them: whoever may read the story (the select policy of 20261123000900 asks the
-- stories table, so the owner, the coach of the story's client, the client and admins). Who adds
-- them: whoever may read the story, as themselves.

alter table public.story_versions
  add column updated_at timestamptz not null default now(),
  add column version integer not null default 1,
  add column deleted_at timestamptz,
  add column sync_txid bigint not null default 0;

-- The same limits as a story (private.story_content_ok, the title's 300 characters).
alter table public.story_versions
  add constraint story_versions_content_shape check (content is null or private.story_content_ok(content)),
  add constraint story_versions_title_size check (title is null or length(title) <= 300);

create index story_versions_sync_txid on public.story_versions (sync_txid, id);

create trigger story_versions_touch before insert or update on public.story_versions
  for each row execute function private.touch_row();
create trigger story_versions_sync_txid before insert or update on public.story_versions
  for each row execute function private.stamp_sync_txid();

-- A version made on a device carries the moment it was made (created_at), so history made
-- offline keeps its real dates.
create or replace function private.sync_writable_columns(p_table text) returns text[]
language sql immutable as $$
  select case p_table
    when 'stories' then array['id', 'title', 'description', 'framework_type', 'status', 'content',
      'generated_content', 'generation_engine', 'user_id', 'client_id', 'full_stack_generation',
      'generation_method', 'deleted_at']
    when 'clients' then array['id', 'name', 'email', 'company', 'coach_id', 'user_id', 'deleted_at']
    when 'todo_profiles' then array['name', 'email']
    when 'todo_user_preferences' then array['user_id', 'preferences']
    when 'story_comments' then array['id', 'story_id', 'section_id', 'author_id', 'kind', 'body',
      'suggested_text', 'status', 'deleted_at']
    when 'story_versions' then array['id', 'story_id', 'created_by', 'reason', 'title', 'content',
      'generated_content', 'generation_engine', 'created_at']
  end
$$;

-- Every table of the earlier definitions stays (story_comments: 20261124000200, client_content:
-- 20261124003100); a later migration that redefines these must keep story_versions.
create or replace function private.sync_key_column(p_table text) returns text
language sql immutable as $$
  select case p_table
    when 'stories' then 'id'
    when 'clients' then 'id'
    when 'todo_profiles' then 'id'
    when 'todo_user_preferences' then 'user_id'
    when 'story_comments' then 'id'
    when 'client_content' then 'id'
    when 'story_versions' then 'id'
  end
$$;

-- A generation lands: the text it replaces is kept ('replaced_by_generation', as before), and
-- the text it made is kept too ('generated'), so the history shows what each generation wrote
-- even after the user edits it.
create or replace function public.apply_generation(
  p_story_id uuid, p_text text, p_engine text, p_method text, p_sources jsonb
) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  old public.stories;
  updated jsonb;
begin
  select * into old from public.stories where id = p_story_id and deleted_at is null for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Story not found, or you are not allowed to change it';
  end if;
  if coalesce(old.generated_content, '') <> '' and old.generated_content is distinct from p_text then
    insert into public.story_versions (story_id, reason, title, content, generated_content, generation_engine)
      values (old.id, 'replaced_by_generation', old.title, old.content, old.generated_content, old.generation_engine);
  end if;
  update public.stories s set
    generated_content = p_text,
    generation_engine = left(p_engine, 200),
    generation_sources = p_sources,
    generation_method = coalesce(p_method, s.generation_method),
    status = 'in_review'
  where s.id = p_story_id
  returning to_jsonb(s.*) into updated;
  if updated is null then
    raise exception using errcode = '42501', message = 'You are not allowed to change this story';
  end if;
  if old.generated_content is distinct from p_text then
    -- A millisecond later than the version it replaces, so the two sort in the order they happened.
    insert into public.story_versions (story_id, reason, title, content, generated_content, generation_engine, created_at)
      values (old.id, 'generated', old.title, old.content, p_text, left(p_engine, 200), now() + interval '1 millisecond');
  end if;
  return updated;
end $$;
revoke all on function public.apply_generation(uuid, text, text, text, jsonb) from public, anon;
grant execute on function public.apply_generation(uuid, text, text, text, jsonb) to authenticated;

-- Versions are deleted only with their story (a purged tombstone, a deleted account). Devices
-- learn of such a removal the way they learn of purged stories: the table's purge mark moves,
-- and their next pull compares keys (sync_keys) and drops versions the server no longer has.
create or replace function private.mark_story_versions_purged() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.sync_purges as p (table_name, purged_through_txid)
  values ('story_versions', pg_current_xact_id()::text::bigint)
  on conflict (table_name) do update
    set purged_through_txid = greatest(p.purged_through_txid, excluded.purged_through_txid);
  return null;
end $$;
revoke all on function private.mark_story_versions_purged() from public, anon, authenticated;
create trigger story_versions_purged after delete on public.story_versions
  for each statement execute function private.mark_story_versions_purged();

alter publication supabase_realtime add table public.story_versions;
