-- Realtime is a signal to pull; these tables announce their changes.
alter publication supabase_realtime add table public.stories, public.clients, public.todo_profiles,
  public.todo_user_preferences, public.leads;
