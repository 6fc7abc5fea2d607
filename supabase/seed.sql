-- Demo data: an admin, a coach with two clients (one of them with an account), a founder, and
-- stories in every status. Never loaded by default: `npm run seed` (stand-in), or on a Supabase
-- database `psql "$DATABASE_URL" -f supabase/seed.sql`. Idempotent: run it again and nothing
-- changes (every insert is `on conflict do nothing`, ids are fixed).
--
-- Every demo login uses the password  storystack-demo  (bcrypt, hashed here by pgcrypto).
-- app_metadata.created_by = 'admin' means no beta code is needed; app_metadata.role is the role
-- the profile trigger gives (on an empty database the first user, the admin, is admin anyway).

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('storystack-demo', extensions.gen_salt('bf', 10)), now(),
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'created_by', 'admin', 'role', u.role),
  jsonb_build_object('name', u.name), now(), now()
from (values
  ('5eed0000-0000-4000-8000-000000000001'::uuid, 'admin@storystack.demo', 'admin', 'Avery Admin'),
  ('5eed0000-0000-4000-8000-000000000002'::uuid, 'coach@storystack.demo', 'coach', 'Casey Coach'),
  ('5eed0000-0000-4000-8000-000000000003'::uuid, 'founder@storystack.demo', 'user', 'Frankie Founder'),
  ('5eed0000-0000-4000-8000-000000000004'::uuid, 'maya@storystack.demo', 'client', 'Maya Patel')
) as u (id, email, role, name)
on conflict do nothing;

-- Hosted Supabase: GoTrue signs in through auth.identities (the stand-in keeps that table too) and
-- wants empty strings, not nulls, in its token columns (the stand-in has none): each step runs where it applies.
do $$
begin
  if to_regclass('auth.identities') is not null then
    execute $sql$
      insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      select u.id, u.id::text, u.id,
             jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
             'email', now(), now(), now()
      from auth.users u
      where u.id::text like '5eed0000-%'
      on conflict do nothing
    $sql$;
  end if;
  if exists (select 1 from information_schema.columns
             where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmation_token') then
    execute $sql$
      update auth.users set
        confirmation_token = coalesce(confirmation_token, ''),
        recovery_token = coalesce(recovery_token, ''),
        email_change_token_new = coalesce(email_change_token_new, ''),
        email_change = coalesce(email_change, '')
      where id::text like '5eed0000-%'
    $sql$;
  end if;
end $$;

-- Casey's two clients: Maya has her own account (she signs in as a client), Jordan does not.
insert into public.clients (id, name, email, company, coach_id, user_id) values
  ('5eed0000-0000-4000-9000-000000000001', 'Maya Patel', 'maya@storystack.demo', 'Patel Wellness',
   '5eed0000-0000-4000-8000-000000000002', '5eed0000-0000-4000-8000-000000000004'),
  ('5eed0000-0000-4000-9000-000000000002', 'Jordan Lee', 'jordan@lee-advisory.example', 'Lee Advisory',
   '5eed0000-0000-4000-8000-000000000002', null)
on conflict do nothing;

insert into public.stories (
  id, title, description, framework_type, status, content, generated_content, generation_engine,
  user_id, client_id, generation_method
) values
  -- Frankie, a founder writing their own stack: one story in each status.
  ('5eed0000-0000-4000-a000-000000000001', 'Why I started Northwind', 'The garage, the first customer and the pivot.',
   'backstory', 'draft',
   '{"overview": "How a side project became a company.", "origin": "I built the first version in my garage after my own team lost a week to spreadsheets.", "pivotal_moments": "", "lessons": "", "values": ""}',
   null, null, '5eed0000-0000-4000-8000-000000000003', null, 'framework'),
  ('5eed0000-0000-4000-a000-000000000002', 'Who we serve', 'Operations leads at 20 to 200 person companies.',
   'target_audience', 'in_review',
   '{"overview": "Operations leads who own the messy middle.", "demographics": "Ops and finance leads at companies of 20 to 200 people.", "psychographics": "Pragmatic, time-poor, allergic to hype.", "pain_points": "Status meetings that exist only to collect numbers.", "decision_factors": "Time to value and how little training it needs."}',
   'Our customers are the operations leads who keep a growing company running. They are pragmatic and short on time, and they judge a tool by how quickly it pays back.',
   'offline composer', '5eed0000-0000-4000-8000-000000000003', null, 'framework'),
  ('5eed0000-0000-4000-a000-000000000003', 'Not another dashboard', 'What makes us different, in one page.',
   'differentiation', 'published',
   '{"overview": "We remove meetings instead of adding charts.", "truism_check": "Everyone says they save time.", "industry_challenge": "Reporting tools add work before they remove any.", "comparison_test": "We answer the question the meeting was for.", "proof_points": "Customers cut weekly status meetings by 60%."}',
   'Most reporting tools promise to save time and start by adding work. Northwind answers the question the meeting was for, and our customers cut their weekly status meetings by 60%.',
   'offline composer', '5eed0000-0000-4000-8000-000000000003', null, 'framework'),
  -- Casey writing for clients: Maya's stack in progress, Jordan's brand story published.
  ('5eed0000-0000-4000-a000-000000000004', 'Maya''s audience', 'Busy professionals who want calm, not another app.',
   'target_audience', 'published',
   '{"overview": "Professionals in their thirties rebuilding healthy routines.", "demographics": "Urban professionals, 30 to 45.", "psychographics": "Ambitious, tired of quick fixes.", "pain_points": "No time, too much conflicting advice.", "decision_factors": "Trust and a plan that fits a real week."}',
   'Maya works with professionals who are tired of quick fixes. They want a plan that fits a real week, from someone they trust.',
   'offline composer', '5eed0000-0000-4000-8000-000000000002', '5eed0000-0000-4000-9000-000000000001', 'framework'),
  ('5eed0000-0000-4000-a000-000000000005', 'The year everything changed', 'Maya''s backstory, from burnout to practice.',
   'backstory', 'in_review',
   '{"overview": "From corporate burnout to a wellness practice.", "origin": "Ten years in consulting and a hospital visit.", "pivotal_moments": "Training as a coach while still working nights.", "lessons": "Rest is a skill.", "values": "Honesty, patience, small steps."}',
   'Maya spent ten years in consulting before a hospital visit changed her priorities. She trained as a coach while still working nights, and learned that rest is a skill.',
   'offline composer', '5eed0000-0000-4000-8000-000000000002', '5eed0000-0000-4000-9000-000000000001', 'interview'),
  ('5eed0000-0000-4000-a000-000000000006', 'Jordan in four lines', 'A brand story for Lee Advisory.',
   'mad_libs', 'published',
   '{"target_market": "First-time founders raising a seed round", "problem": "pitch decks that explain the product but not the founder", "solution": "a founder story built with them in two sessions", "result": "investors remember who they met"}',
   null, null, '5eed0000-0000-4000-8000-000000000002', '5eed0000-0000-4000-9000-000000000002', 'manual'),
  ('5eed0000-0000-4000-a000-000000000007', 'How Jordan works', 'Portfolio story, first notes.',
   'portfolio_story', 'draft',
   '{"overview": "Two sessions, one story, no jargon.", "unique_approach": "", "process_steps": "", "tools_techniques": "", "quality_standards": ""}',
   null, null, '5eed0000-0000-4000-8000-000000000002', '5eed0000-0000-4000-9000-000000000002', 'framework'),
  -- Maya, signed in as a client, drafting a story about herself.
  ('5eed0000-0000-4000-a000-000000000008', 'A client who changed my mind', 'Impact story, draft.',
   'impact_story', 'draft',
   '{"overview": "A lawyer who did not believe in routines.", "client_before": "Sixty-hour weeks, no sleep.", "intervention": "", "transformation": "", "client_after": "", "testimonial": ""}',
   null, null, '5eed0000-0000-4000-8000-000000000004', '5eed0000-0000-4000-9000-000000000001', 'manual')
on conflict do nothing;

-- A few leads and waitlist sign-ups for the admin's lists.
insert into public.leads (id, name, email, company, phone, budget, timeline, needs, authority, message, status) values
  ('5eed0000-0000-4000-b000-000000000001', 'Priya Shah', 'priya@shah-studio.example', 'Shah Studio', null,
   '$5,000 - $10,000', '1-3 months', 'Develop personal brand', 'Yes, I am the decision maker',
   E'Budget: $5,000 - $10,000\nTimeline: 1-3 months\nPrimary goal: Develop personal brand\nDecision maker: Yes, I am the decision maker',
   'new'),
  ('5eed0000-0000-4000-b000-000000000002', 'Tom Becker', 'tom@becker-labs.example', 'Becker Labs', '+49 30 1234567',
   '$10,000 - $25,000', 'Immediately', 'Raise capital or funding', 'I share decision-making authority',
   E'Budget: $10,000 - $25,000\nTimeline: Immediately\nPrimary goal: Raise capital or funding\nDecision maker: I share decision-making authority',
   'contacted')
on conflict do nothing;

insert into public.waitlist_signups (id, email, first_name, last_name, source) values
  ('5eed0000-0000-4000-c000-000000000001', 'sam@example.com', 'Sam', 'Rivera', 'landing'),
  ('5eed0000-0000-4000-c000-000000000002', 'lena@example.com', 'Lena', null, 'early-access')
on conflict do nothing;
