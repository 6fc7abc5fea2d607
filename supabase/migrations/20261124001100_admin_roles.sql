-- Admin area (issue 10): the platform always keeps at least one admin, and the waitlist announces
-- new sign-ups so the admin's lead screen refreshes live.
--
-- Roles are changed by admins only and never by their holder (private.guard_profile_update in
-- 20261121000200_profiles.sql). What was missing: an admin could demote the last other admin, or
-- tombstone or delete the last admin's profile, leaving nobody able to manage roles (the
-- "first user becomes admin" rule only applies to an empty table). This trigger refuses any
-- change that would leave no active admin, whoever makes it (service role included).

create or replace function private.guard_last_admin() returns trigger
language plpgsql set search_path = '' as $$
declare
  leaving boolean;
begin
  if tg_op = 'DELETE' then
    -- An account deleted as a whole (auth user removed by the service role, cascading here) is the
    -- operator's decision; an admin deleting a profile row through the API is checked.
    leaving := old.role = 'admin' and old.deleted_at is null and not private.is_privileged_caller();
  else
    leaving := old.role = 'admin' and old.deleted_at is null
      and (new.role is distinct from 'admin' or new.deleted_at is not null);
  end if;
  if not leaving then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Two admins demoting each other at the same moment must not both succeed: one waits for the
  -- other, then counts again with the other's change visible (read committed: a new snapshot).
  perform pg_advisory_xact_lock(hashtext('storystack.last_admin'));
  if not exists (
    select 1 from public.todo_profiles
    where role = 'admin' and deleted_at is null and id <> old.id
  ) then
    raise exception using errcode = '23514',
      message = 'The last admin cannot be removed. Make another user an admin first.',
      hint = 'StoryStack always keeps at least one admin.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

drop trigger if exists todo_profiles_last_admin on public.todo_profiles;
create trigger todo_profiles_last_admin before update of role, deleted_at or delete on public.todo_profiles
  for each row execute function private.guard_last_admin();

-- The admin's waitlist view refreshes when someone joins (admins alone may read it, so realtime
-- delivers the rows to admins alone).
alter publication supabase_realtime add table public.waitlist_signups;
