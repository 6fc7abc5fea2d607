-- The story's person (issue 20): a story that has a client_id is that client's story for review,
-- reading and progress, whoever wrote it (a coach's Generate Full Stack or From Interview writes
-- user_id = the coach). The person is the client record's account when the story has a client,
-- else the author; a story for a client without an account has no person yet (its coach reviews
-- it). src/domain/story-person.ts holds the same rule for the app.
--
-- The person has the owner's part in review: reads and answers the coach's comments and
-- suggestions (accepts or declines), and changes the story (accepting a suggestion rewrites a
-- section). The author keeps their rights; the client's coach and admins review as before.
-- Only functions this project's migrations created are replaced, and policies are added by name:
-- valid for any migration role that owns the earlier objects (hosted Supabase's postgres).

create or replace function private.story_person(p_user_id uuid, p_client_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select case
    when p_client_id is null then p_user_id
    else (select c.user_id from public.clients c where c.id = p_client_id)
  end
$$;
revoke all on function private.story_person(uuid, uuid) from public, anon;
grant execute on function private.story_person(uuid, uuid) to authenticated, service_role;

-- "Owns" in review means "is the story's person" (the earlier meaning was user_id = the caller).
-- The comment policies and the comment guard call this by name, so they follow.
create or replace function public.owns_story(p_story_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.stories s
    where s.id = p_story_id and private.story_person(s.user_id, s.client_id) = auth.uid()
  )
$$;

-- Reviewers: the author, the story's person, the coach of its client, admins.
create or replace function public.can_review_story(p_story_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.stories s
    where s.id = p_story_id
      and (s.user_id = auth.uid()
        or private.story_person(s.user_id, s.client_id) = auth.uid()
        or public.coaches_client(s.client_id)
        or public.is_admin())
  )
$$;

-- The person reads (already: "Clients read stories about them") and now changes the story. The
-- story stays on their own record; the author (user_id) cannot change (stories_guard).
drop policy if exists "Clients update stories about them" on public.stories;
create policy "Clients update stories about them" on public.stories
  for update to authenticated
  using (public.is_own_client_record(client_id))
  with check (public.is_own_client_record(client_id));

-- Deleting stays with the author, the client's coach and admins: the person changes the story but
-- does not remove their coach's work (no delete policy for them, and no tombstone either).
create or replace function private.guard_story_update() returns trigger
language plpgsql as $$
begin
  if private.is_privileged_caller() or public.is_admin() then
    return new;
  end if;
  if new.user_id <> old.user_id then
    raise exception using errcode = '42501', message = 'A story cannot be handed to another owner';
  end if;
  if new.deleted_at is distinct from old.deleted_at and old.user_id <> auth.uid()
     and not public.coaches_client(old.client_id) then
    raise exception using errcode = '42501', message = 'Only the story''s author or coach can delete it';
  end if;
  return new;
end $$;

-- Existing rows: no story changes hands (the rule is derived), but the comments on stories whose
-- person is now someone other than the author were unreadable to that person until now. Their
-- devices' pull cursors are past those rows, so stamp them again (the stamp trigger moves
-- sync_txid; touch_row moves updated_at and version) and the next pull brings them.
update public.story_comments sc set status = sc.status
from public.stories s
where s.id = sc.story_id
  and s.client_id is not null
  and private.story_person(s.user_id, s.client_id) is distinct from s.user_id;

-- Who changed a story last, so a coach's device can say "Fiona changed their Backstory" (and not
-- when the coach, an admin or a server job did). Set by the server from the caller, never written
-- by a device (it is not among private.sync_writable_columns).
alter table public.stories add column if not exists updated_by uuid;

create or replace function private.stamp_story_editor() returns trigger
language plpgsql as $$
begin
  if auth.uid() is not null then
    new.updated_by := auth.uid();
  elsif tg_op = 'UPDATE' then
    new.updated_by := old.updated_by;
  else
    new.updated_by := null;
  end if;
  return new;
end $$;

drop trigger if exists stories_editor on public.stories;
create trigger stories_editor before insert or update on public.stories
  for each row execute function private.stamp_story_editor();
