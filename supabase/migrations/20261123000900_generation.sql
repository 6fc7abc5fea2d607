-- AI generation on the server. Every request is remembered by its mutation id, so a replay from
-- a device's outbox gets the first answer back and nothing is generated or inserted twice; the
-- same table is the per-user rate limit. A generation that replaces a story's text keeps the old
-- text in the story's version history.

create table public.generation_requests (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  function_name text not null check (length(function_name) between 1 and 64),
  state text not null default 'running' check (state in ('running', 'done')),
  result jsonb,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index generation_requests_user on public.generation_requests (user_id, created_at);
alter table public.generation_requests enable row level security;
-- Written only through claim_generation / finish_generation / release_generation below.
create policy "Users read their own generation requests" on public.generation_requests
  for select to authenticated using (user_id = auth.uid());

-- Claims a request id for the caller. Answers {state: new} (go ahead), {state: done, result}
-- (a replay), {state: running, retry_after} (the first attempt is still at work) or
-- {state: limited, retry_after} (more than p_limit requests in the last p_window_seconds).
create or replace function public.claim_generation(
  p_id uuid, p_function text, p_limit integer, p_window_seconds integer
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  existing public.generation_requests;
  recent integer;
  oldest timestamptz;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'Sign in to generate';
  end if;
  select * into existing from public.generation_requests where id = p_id;
  if found then
    if existing.user_id <> uid then
      raise exception using errcode = '42501', message = 'This request belongs to another account';
    end if;
    if existing.state = 'done' then
      return jsonb_build_object('state', 'done', 'result', existing.result);
    end if;
    -- An attempt that died without finishing (a crashed worker) is taken over after 5 minutes.
    if existing.created_at > now() - interval '5 minutes' then
      return jsonb_build_object('state', 'running', 'retry_after', 10);
    end if;
    update public.generation_requests set created_at = now() where id = p_id;
    return jsonb_build_object('state', 'new');
  end if;
  select count(*), min(created_at) into recent, oldest from (
    select created_at from public.generation_requests
    where user_id = uid and created_at > now() - make_interval(secs => p_window_seconds)
    order by created_at desc limit greatest(p_limit, 1)
  ) w;
  if recent >= p_limit then
    return jsonb_build_object('state', 'limited', 'retry_after',
      greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => p_window_seconds) - now()))))::integer);
  end if;
  insert into public.generation_requests (id, user_id, function_name)
    values (p_id, uid, left(p_function, 64)) on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('state', 'running', 'retry_after', 10);
  end if;
  return jsonb_build_object('state', 'new');
end $$;

create or replace function public.finish_generation(p_id uuid, p_result jsonb) returns void
language sql security definer set search_path = '' as $$
  update public.generation_requests set state = 'done', result = p_result, finished_at = now()
  where id = p_id and user_id = auth.uid();
$$;

-- A failed attempt gives its claim back so the retry can run (it still counted for the limit
-- while it ran).
create or replace function public.release_generation(p_id uuid) returns void
language sql security definer set search_path = '' as $$
  delete from public.generation_requests where id = p_id and user_id = auth.uid() and state = 'running';
$$;

revoke all on function public.claim_generation(uuid, text, integer, integer) from public, anon;
revoke all on function public.finish_generation(uuid, jsonb) from public, anon;
revoke all on function public.release_generation(uuid) from public, anon;
grant execute on function public.claim_generation(uuid, text, integer, integer) to authenticated;
grant execute on function public.finish_generation(uuid, jsonb) to authenticated;
grant execute on function public.release_generation(uuid) to authenticated;

-- Where each paragraph of a generated text came from (the offline composer fills it).
alter table public.stories add column generation_sources jsonb
  check (generation_sources is null or octet_length(generation_sources::text) <= 200000);

-- A story's earlier texts. Readable by whoever can read the story; added by whoever can.
create table public.story_versions (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.stories (id) on delete cascade,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  reason text not null check (reason in ('typed', 'generated', 'restored', 'suggestion', 'replaced_by_generation')),
  title text,
  content jsonb,
  generated_content text check (generated_content is null or length(generated_content) <= 200000),
  generation_engine text,
  created_at timestamptz not null default now()
);
create index story_versions_story on public.story_versions (story_id, created_at);
alter table public.story_versions enable row level security;
create policy "People who can read a story read its versions" on public.story_versions
  for select to authenticated using (exists (select 1 from public.stories s where s.id = story_id));
create policy "People who can read a story add its versions" on public.story_versions
  for insert to authenticated with check (
    created_by = auth.uid() and exists (select 1 from public.stories s where s.id = story_id)
  );
grant select, insert on public.story_versions to authenticated;

-- A single generation lands: the text it replaces goes to the version history, then the story
-- gets the new text and moves to in_review. Runs as the caller, so row-level security decides.
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
  return updated;
end $$;
revoke all on function public.apply_generation(uuid, text, text, text, jsonb) from public, anon;
grant execute on function public.apply_generation(uuid, text, text, text, jsonb) to authenticated;
