-- Clients (a coach's client records) and stories (the story stack).
create table public.clients (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  email text check (email is null or length(email) <= 320),
  company text check (company is null or length(company) <= 200),
  coach_id uuid references public.todo_profiles (id) on delete set null,
  -- The client's own account, when they have one (the spec's "owner").
  user_id uuid references public.todo_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
create index clients_coach on public.clients (coach_id);
create index clients_user on public.clients (user_id);
create index clients_sync_cursor on public.clients (updated_at, id);
alter table public.clients enable row level security;

create trigger clients_touch before insert or update on public.clients
  for each row execute function private.touch_row();

-- A coach's access follows the role: a coach demoted by an admin no longer reaches the clients
-- still assigned to them (their own stories stay theirs).
create or replace function public.coaches_client(p_client_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_coach() and exists (
    select 1 from public.clients
    where id = p_client_id and coach_id = auth.uid() and deleted_at is null
  )
$$;

create or replace function public.is_own_client_record(p_client_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.clients where id = p_client_id and user_id = auth.uid())
$$;

-- Only an admin moves a client to another coach or another account. Deleting (the tombstone)
-- is the coach's decision, not the client's.
create or replace function private.guard_client_update() returns trigger
language plpgsql as $$
begin
  if private.is_privileged_caller() or public.is_admin() then
    return new;
  end if;
  if new.coach_id is distinct from old.coach_id or new.user_id is distinct from old.user_id then
    raise exception using errcode = '42501', message = 'Only an admin can reassign a client';
  end if;
  if new.deleted_at is distinct from old.deleted_at and old.coach_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'Only the coach can delete a client record';
  end if;
  return new;
end $$;

create trigger clients_guard before update on public.clients
  for each row execute function private.guard_client_update();

create policy "Admins manage every client" on public.clients
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "Coaches read their clients" on public.clients
  for select to authenticated using (coach_id = auth.uid() and public.is_coach());
-- Linking a client record to someone's account (user_id) is an admin's act: otherwise a coach
-- could attach any account to themselves and read its profile.
create policy "Coaches add clients to themselves" on public.clients
  for insert to authenticated with check (coach_id = auth.uid() and user_id is null and public.is_coach());
create policy "Coaches update their clients" on public.clients
  for update to authenticated using (coach_id = auth.uid() and public.is_coach())
  with check (coach_id = auth.uid() and public.is_coach());
create policy "Coaches delete their clients" on public.clients
  for delete to authenticated using (coach_id = auth.uid() and public.is_coach());
create policy "Clients read their own client record" on public.clients
  for select to authenticated using (user_id = auth.uid());
create policy "Clients update their own client record" on public.clients
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());

-- Coaches see the profiles of their clients; clients see their coach's profile.
create policy "Coaches read their clients' profiles" on public.todo_profiles
  for select to authenticated using (
    public.is_coach()
    and exists (select 1 from public.clients c where c.user_id = todo_profiles.id and c.coach_id = auth.uid())
  );
create policy "Clients read their coach's profile" on public.todo_profiles
  for select to authenticated using (
    exists (select 1 from public.clients c where c.coach_id = todo_profiles.id and c.user_id = auth.uid())
  );

create table public.stories (
  id uuid primary key default gen_random_uuid(),
  title text not null default '' check (length(title) <= 300),
  description text check (description is null or length(description) <= 2000),
  framework_type text not null default 'five_point' check (framework_type in (
    'target_audience', 'differentiation', 'job_story', 'backstory', 'impact_story',
    'portfolio_story', 'five_point', 'mad_libs')),
  status text not null default 'draft' check (status in ('draft', 'in_review', 'published')),
  -- Section id -> text; some flows hold a single text instead.
  content jsonb not null default '{}'::jsonb
    check (jsonb_typeof(content) in ('object', 'string') and octet_length(content::text) <= 1000000),
  generated_content text check (generated_content is null or length(generated_content) <= 200000),
  -- Which engine wrote generated_content (offline composer, a model name).
  generation_engine text check (generation_engine is null or length(generation_engine) <= 200),
  user_id uuid not null default auth.uid() references public.todo_profiles (id) on delete cascade,
  client_id uuid references public.clients (id) on delete set null,
  full_stack_generation boolean not null default false,
  generation_method text check (generation_method in (
    'transcript', 'ai', 'interview', 'manual', 'questions', 'framework')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
create index stories_user on public.stories (user_id);
create index stories_client on public.stories (client_id);
create index stories_sync_cursor on public.stories (updated_at, id);
alter table public.stories enable row level security;

create trigger stories_touch before insert or update on public.stories
  for each row execute function private.touch_row();

create or replace function private.guard_story_update() returns trigger
language plpgsql as $$
begin
  if new.user_id <> old.user_id and not (private.is_privileged_caller() or public.is_admin()) then
    raise exception using errcode = '42501', message = 'A story cannot be handed to another owner';
  end if;
  return new;
end $$;

create trigger stories_guard before update on public.stories
  for each row execute function private.guard_story_update();

create policy "Admins manage every story" on public.stories
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "Users read their own stories" on public.stories
  for select to authenticated using (user_id = auth.uid());
create policy "Users write their own stories" on public.stories
  for insert to authenticated with check (
    user_id = auth.uid()
    and (client_id is null or public.coaches_client(client_id) or public.is_own_client_record(client_id))
  );
create policy "Users update their own stories" on public.stories
  for update to authenticated using (user_id = auth.uid()) with check (
    user_id = auth.uid()
    and (client_id is null or public.coaches_client(client_id) or public.is_own_client_record(client_id))
  );
create policy "Users delete their own stories" on public.stories
  for delete to authenticated using (user_id = auth.uid());
create policy "Coaches read their clients' stories" on public.stories
  for select to authenticated using (public.coaches_client(client_id));
create policy "Coaches update their clients' stories" on public.stories
  for update to authenticated using (public.coaches_client(client_id)) with check (public.coaches_client(client_id));
create policy "Coaches delete their clients' stories" on public.stories
  for delete to authenticated using (public.coaches_client(client_id));
create policy "Clients read stories about them" on public.stories
  for select to authenticated using (public.is_own_client_record(client_id));
