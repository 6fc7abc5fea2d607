// The conformance suite's own schema (never in the app's migrations): users, channels with a
// one-to-one detail table, messages with a tsvector column, a self-referencing table, a
// many-to-many join, a view and a computed field. Loaded into each file's fresh stand-in.
import { restFetch } from '../../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../../support/stand-in.ts';

const FIXTURE_SQL = `
create table public.users (
  username text primary key,
  status text not null default 'ONLINE',
  catchphrase text,
  age_range int4range
);
create table public.channels (id bigint primary key, slug text not null unique);
create table public.channel_details (id bigint primary key references public.channels (id), details text);
create table public.messages (
  id bigint primary key,
  message text not null,
  username text not null references public.users (username),
  channel_id bigint not null references public.channels (id),
  search tsvector generated always as (to_tsvector('english', message)) stored
);
create table public.best_friends (
  id bigint primary key,
  first_user text not null references public.users (username),
  second_user text not null references public.users (username)
);
create table public.collections (
  id bigint primary key,
  description text not null,
  parent_id bigint references public.collections (id)
);
create table public.channel_members (
  channel_id bigint references public.channels (id),
  username text references public.users (username),
  primary key (channel_id, username)
);
create view public.online_users as select username, status from public.users where status = 'ONLINE';
create function public.shout(public.users) returns text language sql stable as $$ select upper($1.username) $$;
create function public.user_status(name_param text) returns text language sql stable as
  $$ select status from public.users where username = name_param $$;
create function public.channel_messages(channel bigint) returns setof public.messages language sql stable as
  $$ select * from public.messages where channel_id = channel order by id $$;
grant select, insert, update, delete on public.users, public.channels, public.channel_details, public.messages,
  public.best_friends, public.collections, public.channel_members, public.online_users
  to anon, authenticated, service_role;

insert into public.users values
  ('supabot', 'ONLINE', 'fat bot', '[1,3)'),
  ('kiwicopple', 'OFFLINE', 'bat bot', '[25,35)'),
  ('awailas', 'ONLINE', 'bat bot', '[25,35)'),
  ('dragarcia', 'ONLINE', 'fat bot', '[20,30)');
insert into public.channels values (1, 'public'), (2, 'random'), (3, 'quiet');
insert into public.channel_details values (1, 'Details for public channel');
insert into public.messages (id, message, username, channel_id) values
  (1, 'Hello World', 'supabot', 1),
  (2, 'Perfection is attained not when there is nothing more to add', 'supabot', 2),
  (3, 'Supabase Launch Week is on fire', 'kiwicopple', 1),
  (4, 'Some message on channel without details', 'awailas', 3);
insert into public.best_friends values (1, 'supabot', 'kiwicopple'), (2, 'awailas', 'dragarcia');
insert into public.collections values (1, 'root', null), (2, 'child a', 1), (3, 'child b', 1), (4, 'grandchild', 2);
insert into public.channel_members values (1, 'supabot'), (1, 'kiwicopple'), (2, 'supabot');
`;

export async function startConformanceStandIn(): Promise<TestStandIn> {
  const running = await startTestStandIn();
  await running.db.exec(FIXTURE_SQL);
  return running;
}

export interface RestAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** A request with the service role's key (the fixture has no row-level security to test). */
export function call(
  running: TestStandIn,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RestAnswer> {
  return restFetch(running, path, {
    method: init.method,
    token: running.config.serviceRoleKey,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: init.headers,
  });
}

/** PostgREST's error body: all four keys, always. */
export const pgrstError = (code: string, message: string, details: unknown = null, hint: string | null = null) => ({
  code,
  message,
  details,
  hint,
});
