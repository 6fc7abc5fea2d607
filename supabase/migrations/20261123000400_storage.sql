-- Files: voice notes (recordings), transcript and interview originals (documents), and the
-- product's downloads (resources). Plain SQL that runs on hosted Supabase (where the storage
-- schema already exists) and on the stand-in (whose bootstrap makes it).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('recordings', 'recordings', false, 26214400, array['audio/*']),
  ('documents', 'documents', false, 26214400, null),
  ('resources', 'resources', true, null, null)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The story an object belongs to: the first folder of its name, "{story_id}/...".
create or replace function private.story_of_object(object_name text) returns uuid
language sql immutable set search_path = '' as $$
  select case when split_part(object_name, '/', 1) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              and position('/' in object_name) > 0
    then split_part(object_name, '/', 1)::uuid end
$$;

-- Security invoker on purpose: the caller's own row-level security on public.stories decides.
create or replace function private.can_read_story(story uuid) returns boolean
language sql stable security invoker set search_path = '' as $$
  select exists (select 1 from public.stories where id = story)
$$;

-- FOR KEY SHARE applies the stories' UPDATE policies as well as their SELECT policies, so this is
-- true exactly when the caller may update the story (and it takes no lock a writer would wait on).
create or replace function private.can_update_story(story uuid) returns boolean
language sql volatile security invoker set search_path = '' as $$
  select exists (select 1 from public.stories where id = story for key share)
$$;

grant execute on function private.story_of_object(text), private.can_read_story(uuid),
  private.can_update_story(uuid) to anon, authenticated, service_role;

create policy "Readers of a story read its files" on storage.objects
  for select to authenticated using (
    bucket_id in ('recordings', 'documents') and private.can_read_story(private.story_of_object(name))
  );
create policy "Writers of a story add its files" on storage.objects
  for insert to authenticated with check (
    bucket_id in ('recordings', 'documents') and private.can_update_story(private.story_of_object(name))
  );
create policy "Writers of a story replace its files" on storage.objects
  for update to authenticated
  using (bucket_id in ('recordings', 'documents') and private.can_update_story(private.story_of_object(name)))
  with check (bucket_id in ('recordings', 'documents') and private.can_update_story(private.story_of_object(name)));
create policy "Writers of a story delete its files" on storage.objects
  for delete to authenticated using (
    bucket_id in ('recordings', 'documents') and private.can_update_story(private.story_of_object(name))
  );

create policy "Everyone reads resources" on storage.objects
  for select to anon, authenticated using (bucket_id = 'resources');
create policy "Admins add resources" on storage.objects
  for insert to authenticated with check (bucket_id = 'resources' and public.is_admin());
create policy "Admins replace resources" on storage.objects
  for update to authenticated using (bucket_id = 'resources' and public.is_admin())
  with check (bucket_id = 'resources' and public.is_admin());
create policy "Admins delete resources" on storage.objects
  for delete to authenticated using (bucket_id = 'resources' and public.is_admin());

-- A story's files go when the story row itself goes (its tombstone purged, or its owner's account
-- deleted): a tombstone alone keeps them, since a device that kept typing may still restore the
-- story. Hosted Storage refuses plain deletes from storage.objects unless this setting is on.
create or replace function private.remove_story_files() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects
    where bucket_id in ('recordings', 'documents') and private.story_of_object(name) = old.id;
  return null;
end $$;

create trigger stories_remove_files after delete on public.stories
  for each row execute function private.remove_story_files();
