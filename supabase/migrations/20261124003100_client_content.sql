-- LinkedIn content and funnel strategies generated for a client (spec areas §2.5), kept with the
-- client so their coach finds last week's posts again, on any device and offline. Written only by
-- the generate-linkedin / generate-funnel functions, as the caller, under the id of the request
-- (the outbox entry's mutation_id), so a replayed request never stores a result twice. Read by the
-- client's coach, the client's own account and admins; synced to devices like stories (pull only:
-- private.sync_writable_columns has no entry for it, so push_mutation refuses writes).
create table public.client_content (
  id uuid primary key,
  client_id uuid not null references public.clients (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.todo_profiles (id) on delete cascade,
  kind text not null check (kind in ('linkedin', 'funnel')),
  content text not null check (length(content) between 1 and 60000),
  engine text check (engine is null or length(engine) <= 200),
  story_ids uuid[] not null default '{}' check (cardinality(story_ids) between 0 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz,
  sync_txid bigint not null default 0
);
create index client_content_client on public.client_content (client_id, created_at desc);
create index client_content_sync_txid on public.client_content (sync_txid, id);
alter table public.client_content enable row level security;

create trigger client_content_touch before insert or update on public.client_content
  for each row execute function private.touch_row();
create trigger client_content_sync_txid before insert or update on public.client_content
  for each row execute function private.stamp_sync_txid();

create policy "Admins read every client's content" on public.client_content
  for select to authenticated using (public.is_admin());
create policy "Coaches read their clients' content" on public.client_content
  for select to authenticated using (public.coaches_client(client_id));
create policy "Clients read content made for them" on public.client_content
  for select to authenticated using (public.is_own_client_record(client_id));
-- The function stores a result as its caller: only for a client the caller may work with.
create policy "Coaches, clients and admins store content for a client they reach" on public.client_content
  for insert to authenticated with check (
    user_id = auth.uid()
    and (public.is_admin() or public.coaches_client(client_id) or public.is_own_client_record(client_id))
  );

-- The synced tables' key columns, now with client_content (pull_changes and pull_rows check
-- table names against this list). Every table of the earlier definitions stays (story_comments:
-- 20261124000200); a later migration that redefines this must keep client_content.
create or replace function private.sync_key_column(p_table text) returns text
language sql immutable as $$
  select case p_table
    when 'stories' then 'id'
    when 'clients' then 'id'
    when 'todo_profiles' then 'id'
    when 'todo_user_preferences' then 'user_id'
    when 'story_comments' then 'id'
    when 'client_content' then 'id'
  end
$$;

alter publication supabase_realtime add table public.client_content;
