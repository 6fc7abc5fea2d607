-- Leads (the Request Early Access wizard) and waitlist sign-ups: visitors write, only admins read.
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  email text not null check (length(email) <= 320 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  company text check (company is null or length(company) <= 200),
  phone text check (phone is null or length(phone) <= 50),
  budget text check (budget is null or budget in (
    'Under $5,000', '$5,000 - $10,000', '$10,000 - $25,000', '$25,000 - $50,000', 'Over $50,000')),
  timeline text check (timeline is null or timeline in ('Immediately', '1-3 months', '3-6 months', '6+ months')),
  needs text check (needs is null or needs in (
    'Develop personal brand', 'Generate more leads', 'Increase sales conversions', 'Improve client retention',
    'Develop thought leadership', 'Create compelling content', 'Grow my network', 'Raise capital or funding')),
  authority text check (authority is null or authority in (
    'Yes, I am the decision maker', 'I share decision-making authority', 'I influence decisions',
    'I need approval from others')),
  message text check (message is null or length(message) <= 5000),
  status text not null default 'new' check (status in ('new', 'contacted', 'qualified', 'converted')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index leads_created on public.leads (created_at desc);
alter table public.leads enable row level security;

create trigger leads_touch before insert or update on public.leads
  for each row execute function private.touch_row();

create policy "Visitors submit new leads" on public.leads
  for insert to anon, authenticated with check (status = 'new');
create policy "Admins read leads" on public.leads
  for select to authenticated using (public.is_admin());
create policy "Admins update leads" on public.leads
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "Admins delete leads" on public.leads
  for delete to authenticated using (public.is_admin());

create table public.waitlist_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (length(email) <= 320 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  first_name text check (first_name is null or length(first_name) <= 100),
  last_name text check (last_name is null or length(last_name) <= 100),
  source text check (source is null or length(source) <= 50),
  created_at timestamptz not null default now()
);
alter table public.waitlist_signups enable row level security;

create policy "Admins read the waitlist" on public.waitlist_signups
  for select to authenticated using (public.is_admin());

-- Visitors join through this function so a repeated email is accepted quietly and stored once.
create or replace function public.join_waitlist(
  email text, first_name text default null, last_name text default null, source text default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.waitlist_signups (email, first_name, last_name, source)
  values (lower(btrim(join_waitlist.email)), nullif(btrim(join_waitlist.first_name), ''),
          nullif(btrim(join_waitlist.last_name), ''), join_waitlist.source)
  on conflict on constraint waitlist_signups_email_key do nothing;
end $$;
revoke all on function public.join_waitlist(text, text, text, text) from public;
grant execute on function public.join_waitlist(text, text, text, text) to anon, authenticated, service_role;
