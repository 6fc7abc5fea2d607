-- Profiles: one per auth user, made by trigger. The first user ever becomes admin.
create table public.todo_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  name text check (name is null or length(name) <= 200),
  role text not null default 'user' check (role in ('admin', 'coach', 'user', 'client')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
create index todo_profiles_sync_cursor on public.todo_profiles (updated_at, id);
alter table public.todo_profiles enable row level security;

create trigger todo_profiles_touch before insert or update on public.todo_profiles
  for each row execute function private.touch_row();

-- Role helpers: security definer so policies can read profiles without recursing into their own RLS.
create or replace function public.app_role() returns text
language sql stable security definer set search_path = '' as $$
  select role from public.todo_profiles where id = auth.uid() and deleted_at is null
$$;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(public.app_role() = 'admin', false)
$$;

create or replace function public.is_coach() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(public.app_role() = 'coach', false)
$$;

-- Nobody changes their own role or id; only an admin (or the service role) changes roles.
create or replace function private.guard_profile_update() returns trigger
language plpgsql as $$
begin
  if new.id <> old.id then
    raise exception using errcode = '42501', message = 'A profile id cannot change';
  end if;
  if new.role <> old.role and not (private.is_privileged_caller() or public.is_admin()) then
    raise exception using errcode = '42501', message = 'Only an admin can change roles';
  end if;
  if new.role <> old.role and new.id = auth.uid() and not private.is_privileged_caller() then
    raise exception using errcode = '42501', message = 'You cannot change your own role';
  end if;
  return new;
end $$;

create trigger todo_profiles_guard before update on public.todo_profiles
  for each row execute function private.guard_profile_update();

create policy "Users read their own profile" on public.todo_profiles
  for select to authenticated using (id = auth.uid());
create policy "Admins read every profile" on public.todo_profiles
  for select to authenticated using (public.is_admin());
create policy "Users update their own profile" on public.todo_profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());
create policy "Admins update every profile" on public.todo_profiles
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "Admins delete profiles" on public.todo_profiles
  for delete to authenticated using (public.is_admin());
