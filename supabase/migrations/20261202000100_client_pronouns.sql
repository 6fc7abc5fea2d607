-- A client record's pronouns: how the writer refers to the client in the stories told about them
-- ("She was an engineer…"). One of 'she', 'he', 'they'; null = not set, and the writer then says
-- "they", as before. The same choices as src/domain/pronouns.ts (the add-client and edit-client
-- forms) and the functions' prompts (supabase/functions/_shared/domain/pronouns.ts).
--
-- Written like the other client fields: by the coach (or the client's own account, or an admin)
-- through push_mutation, so it syncs and works offline. Row-level security and the update guard
-- (private.guard_client_update) are unchanged: they decide on coach_id, user_id and deleted_at
-- only. Every other reader of client rows (pull_changes, pull_rows, push_mutation's answers,
-- Realtime) sends the whole row (to_jsonb), so the new column reaches devices without a change.
--
-- Only a table and a function this project's migrations created are altered or replaced: valid
-- for any migration role that owns the earlier objects (hosted Supabase's non-superuser postgres).

alter table public.clients
  add column if not exists pronouns text check (pronouns is null or pronouns in ('she', 'he', 'they'));

-- The definition of 20261124005100_story_versions_sync.sql (the newest) plus 'pronouns' for
-- clients. client_content stays absent on purpose (pull only). A later migration that redefines
-- this must keep every table here.
create or replace function private.sync_writable_columns(p_table text) returns text[]
language sql immutable as $$
  select case p_table
    when 'stories' then array['id', 'title', 'description', 'framework_type', 'status', 'content',
      'generated_content', 'generation_engine', 'user_id', 'client_id', 'full_stack_generation',
      'generation_method', 'deleted_at']
    when 'clients' then array['id', 'name', 'email', 'company', 'pronouns', 'coach_id', 'user_id', 'deleted_at']
    when 'todo_profiles' then array['name', 'email']
    when 'todo_user_preferences' then array['user_id', 'preferences']
    when 'story_comments' then array['id', 'story_id', 'section_id', 'author_id', 'kind', 'body',
      'suggested_text', 'status', 'deleted_at']
    when 'story_versions' then array['id', 'story_id', 'created_by', 'reason', 'title', 'content',
      'generated_content', 'generation_engine', 'created_at']
  end
$$;
