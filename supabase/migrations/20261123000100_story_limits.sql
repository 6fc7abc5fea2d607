-- A story's content is a map of section id to text (or one text), bounded in size. The limits
-- are the app's (src/domain/limits.ts): 200,000 characters in all, at most 50 sections with ids
-- of 1 to 100 characters. The app counts UTF-16 units, Postgres counts characters, so whatever
-- the app accepts is accepted here.
create or replace function private.story_content_ok(c jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case jsonb_typeof(c)
    when 'string' then char_length(c #>> '{}') <= 200000
    when 'object' then (
      select coalesce(bool_and(jsonb_typeof(e.v) = 'string' and char_length(e.k) between 1 and 100), true)
        and coalesce(sum(char_length(e.v #>> '{}')), 0) <= 200000
        and count(*) <= 50
      from jsonb_each(c) as e(k, v))
    else false
  end
$$;
revoke all on function private.story_content_ok(jsonb) from public;
grant execute on function private.story_content_ok(jsonb) to anon, authenticated, service_role;

alter table public.stories drop constraint if exists stories_content_check;
alter table public.stories add constraint stories_content_shape check (private.story_content_ok(content));
