-- Per-user preferences: private to their owner, not even admins read them.
create table public.todo_user_preferences (
  user_id uuid primary key default auth.uid() references public.todo_profiles (id) on delete cascade,
  preferences jsonb not null default '{
    "theme": "system",
    "notifications": {"email": true, "browser": true, "stories": true, "clients": true},
    "privacy": {"profile_visible": true, "show_email": false, "allow_messages": true}
  }'::jsonb check (jsonb_typeof(preferences) = 'object' and octet_length(preferences::text) <= 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
create index todo_user_preferences_sync_cursor on public.todo_user_preferences (updated_at, user_id);
alter table public.todo_user_preferences enable row level security;

create trigger todo_user_preferences_touch before insert or update on public.todo_user_preferences
  for each row execute function private.touch_row();

create policy "Users read their own preferences" on public.todo_user_preferences
  for select to authenticated using (user_id = auth.uid());
create policy "Users add their own preferences" on public.todo_user_preferences
  for insert to authenticated with check (user_id = auth.uid());
create policy "Users update their own preferences" on public.todo_user_preferences
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "Users delete their own preferences" on public.todo_user_preferences
  for delete to authenticated using (user_id = auth.uid());
