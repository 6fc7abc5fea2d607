-- Coach review (issue 10): comments on a story, on one section or the whole story, and suggested
-- rewrites of a section that the story's owner accepts or declines. Synced through the mirror
-- like stories (sync_txid, version, tombstones), so a coach can review offline.
--
-- Who reads them: the story's owner, the coach of the story's client, and admins (the same people
-- who may review). Authors edit their own text; the story's owner answers a suggestion.

create table public.story_comments (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.stories (id) on delete cascade,
  -- A section id of the story's framework, or null for the story as a whole.
  section_id text check (section_id is null or section_id ~ '^[a-z0-9_]{1,64}$'),
  author_id uuid not null default auth.uid() references public.todo_profiles (id) on delete cascade,
  kind text not null default 'comment' check (kind in ('comment', 'suggestion')),
  body text not null check (length(btrim(body)) between 1 and 5000),
  suggested_text text check (suggested_text is null or length(suggested_text) <= 20000),
  status text not null default 'open' check (status in ('open', 'accepted', 'declined', 'resolved')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz,
  sync_txid bigint not null default 0,
  check ((kind = 'suggestion') = (suggested_text is not null and section_id is not null))
);
create index story_comments_story on public.story_comments (story_id);
create index story_comments_sync_txid on public.story_comments (sync_txid, id);
create index story_comments_deleted_at on public.story_comments (deleted_at) where deleted_at is not null;
alter table public.story_comments enable row level security;

create trigger story_comments_touch before insert or update on public.story_comments
  for each row execute function private.touch_row();
create trigger story_comments_sync_txid before insert or update on public.story_comments
  for each row execute function private.stamp_sync_txid();

-- The people who review a story: its owner, the coach of its client, admins.
create or replace function public.can_review_story(p_story_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.stories s
    where s.id = p_story_id
      and (s.user_id = auth.uid() or public.coaches_client(s.client_id) or public.is_admin())
  )
$$;
revoke all on function public.can_review_story(uuid) from public, anon;
grant execute on function public.can_review_story(uuid) to authenticated, service_role;

create or replace function public.owns_story(p_story_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.stories where id = p_story_id and user_id = auth.uid())
$$;
revoke all on function public.owns_story(uuid) from public, anon;
grant execute on function public.owns_story(uuid) to authenticated, service_role;

-- An author changes their own words; the story's owner only answers (status). Nobody moves a
-- comment to another story or author.
create or replace function private.guard_story_comment_update() returns trigger
language plpgsql as $$
begin
  if private.is_privileged_caller() then
    return new;
  end if;
  if new.story_id <> old.story_id or new.author_id <> old.author_id or new.kind <> old.kind
     or new.section_id is distinct from old.section_id then
    raise exception using errcode = '42501', message = 'A comment stays on its story and section';
  end if;
  if old.author_id <> auth.uid()
     and (new.body <> old.body or new.suggested_text is distinct from old.suggested_text
          or new.deleted_at is distinct from old.deleted_at) then
    raise exception using errcode = '42501', message = 'Only the author can change a comment';
  end if;
  if new.status <> old.status and not (public.owns_story(new.story_id) or old.author_id = auth.uid()) then
    raise exception using errcode = '42501', message = 'Only the story''s owner can answer a suggestion';
  end if;
  return new;
end $$;

create trigger story_comments_guard before update on public.story_comments
  for each row execute function private.guard_story_comment_update();

create policy "Reviewers read a story's comments" on public.story_comments
  for select to authenticated using (public.can_review_story(story_id));
create policy "Reviewers comment on a story" on public.story_comments
  for insert to authenticated with check (
    author_id = auth.uid() and public.can_review_story(story_id)
    -- Suggestions come from the coach or an admin, not from the owner to themselves.
    and (kind = 'comment' or not public.owns_story(story_id) or public.is_admin())
  );
create policy "Reviewers update comments they may change" on public.story_comments
  for update to authenticated
  using (public.can_review_story(story_id) and (author_id = auth.uid() or public.owns_story(story_id)))
  with check (public.can_review_story(story_id));

-- Sync: the generic push and pull learn the table.
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
  end
$$;

create or replace function private.sync_key_column(p_table text) returns text
language sql immutable as $$
  select case p_table
    when 'stories' then 'id'
    when 'clients' then 'id'
    when 'todo_profiles' then 'id'
    when 'todo_user_preferences' then 'user_id'
    when 'story_comments' then 'id'
  end
$$;

alter publication supabase_realtime add table public.story_comments;
