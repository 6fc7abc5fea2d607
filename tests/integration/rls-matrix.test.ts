// The access-control matrix: every table × select/insert/update/delete × every persona that
// matters, as one table of cases. Each case starts from the same small world (resetWorld) and
// runs twice: through the HTTP API with supabase-js (what the app does), and in SQL as the
// caller's role with the same claims (withCaller, what PostgREST does), so the policies are
// proven even where the REST layer could hide a hole. A refused write must change nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveCaller, withCaller } from '../../supabase/local/caller.ts';
import type { Queryable } from '../../supabase/local/db.ts';
import { createPersonas, ids, resetWorld, PERSONAS, type Persona, type PersonaSet } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

type Table =
  | 'todo_profiles'
  | 'clients'
  | 'stories'
  | 'leads'
  | 'waitlist_signups'
  | 'todo_user_preferences'
  | 'applied_mutations';
type Values = Record<string, string | boolean | null | Record<string, unknown>>;
type Match = Record<string, string>;

type Op =
  | { kind: 'select'; match: Match }
  | { kind: 'insert'; values: Values }
  | { kind: 'update'; match: Match; values: Values }
  | { kind: 'delete'; match: Match }
  | { kind: 'rpc'; fn: string; args: Values };

/** rows: how many rows the caller saw (select) or changed (update, delete). */
type Outcome = { rows: number } | 'ok' | 'denied' | 'invalid' | 'unauthorized';

const sel = (match: Match = {}): Op => ({ kind: 'select', match });
const ins = (values: Values): Op => ({ kind: 'insert', values });
const upd = (match: Match, values: Values): Op => ({ kind: 'update', match, values });
const del = (match: Match): Op => ({ kind: 'delete', match });
const rpc = (fn: string, args: Values): Op => ({ kind: 'rpc', fn, args });
const rows = (n: number): Outcome => ({ rows: n });
const OK: Outcome = 'ok';
const DENIED: Outcome = 'denied';
const INVALID: Outcome = 'invalid';
const UNAUTHORIZED: Outcome = 'unauthorized';

type Case = [persona: Persona, table: Table, op: Op, expected: Outcome, what: string];

const newId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const story = (n: number, extra: Values = {}): Values => ({
  id: newId(n),
  title: 'New story',
  framework_type: 'five_point',
  ...extra,
});
const lead = (extra: Values = {}): Values => ({
  name: 'Val Visitor',
  email: 'val@matrix.test',
  message: 'Budget: Under $5,000',
  ...extra,
});

// prettier-ignore -- one case per line reads as a table
const cases: Case[] = [
  // ── todo_profiles ──────────────────────────────────────────────────────────────────────
  ['visitor', 'todo_profiles', sel(), rows(0), 'a visitor reads no profile'],
  ['founder', 'todo_profiles', sel(), rows(1), 'a founder reads only their own profile'],
  ['client', 'todo_profiles', sel(), rows(2), "a client reads their own and their coach's profile"],
  ['coachA', 'todo_profiles', sel(), rows(2), "a coach reads their own and their clients' profiles"],
  ['coachB', 'todo_profiles', sel({ id: ids.client }), rows(0), "a coach reads no profile of another coach's client"],
  ['admin', 'todo_profiles', sel(), rows(6), 'an admin reads every profile'],
  [
    'founder',
    'todo_profiles',
    ins({ id: ids.founder, email: 'x@matrix.test', role: 'admin' }),
    DENIED,
    'nobody inserts profiles (the sign-up trigger does)',
  ],
  [
    'admin',
    'todo_profiles',
    ins({ id: newId(1), email: 'x@matrix.test' }),
    DENIED,
    'not even an admin inserts a profile',
  ],
  ['visitor', 'todo_profiles', ins({ id: newId(1), email: 'x@matrix.test' }), DENIED, 'a visitor inserts no profile'],
  ['founder', 'todo_profiles', upd({ id: ids.founder }, { name: 'Finn F.' }), rows(1), 'a founder renames themselves'],
  [
    'founder',
    'todo_profiles',
    upd({ id: ids.founder }, { role: 'admin' }),
    DENIED,
    'a founder cannot make themselves admin',
  ],
  [
    'coachA',
    'todo_profiles',
    upd({ id: ids.coachA }, { role: 'admin' }),
    DENIED,
    'a coach cannot make themselves admin',
  ],
  [
    'client',
    'todo_profiles',
    upd({ id: ids.client }, { role: 'coach' }),
    DENIED,
    'a client cannot make themselves coach',
  ],
  ['admin', 'todo_profiles', upd({ id: ids.admin }, { role: 'user' }), DENIED, 'an admin cannot change their own role'],
  [
    'founder',
    'todo_profiles',
    upd({ id: ids.coachA }, { name: 'Hacked' }),
    rows(0),
    'a founder cannot rename someone else',
  ],
  [
    'coachA',
    'todo_profiles',
    upd({ id: ids.client }, { role: 'admin' }),
    rows(0),
    "a coach cannot change their client's profile",
  ],
  ['admin', 'todo_profiles', upd({ id: ids.founder }, { role: 'coach' }), rows(1), 'an admin makes a founder a coach'],
  ['admin', 'todo_profiles', upd({ id: ids.coachB }, { role: 'user' }), rows(1), "an admin removes a coach's role"],
  ['visitor', 'todo_profiles', upd({ id: ids.founder }, { name: 'Anon' }), rows(0), 'a visitor changes no profile'],
  ['founder', 'todo_profiles', del({ id: ids.founder }), rows(0), 'a founder cannot delete their profile row'],
  ['admin', 'todo_profiles', del({ id: ids.founder }), rows(1), 'an admin deletes a profile'],
  ['visitor', 'todo_profiles', del({ id: ids.founder }), rows(0), 'a visitor deletes no profile'],

  // ── clients ────────────────────────────────────────────────────────────────────────────
  ['visitor', 'clients', sel(), rows(0), 'a visitor reads no client'],
  ['founder', 'clients', sel(), rows(0), 'a founder reads no client record'],
  ['client', 'clients', sel(), rows(1), 'a client reads their own client record'],
  ['coachA', 'clients', sel(), rows(1), 'a coach reads their own clients'],
  ['coachA', 'clients', sel({ id: ids.clientOfB }), rows(0), "a coach reads nothing of coach B's client"],
  ['coachA', 'clients', sel({ coach_id: ids.coachB }), rows(0), "a coach cannot list coach B's clients"],
  ['admin', 'clients', sel(), rows(3), 'an admin reads every client'],
  ['exCoach', 'clients', sel(), rows(0), 'a demoted coach no longer reads the clients still assigned to them'],
  [
    'coachA',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.coachA }),
    OK,
    'a coach adds a client to themselves',
  ],
  [
    'coachA',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.coachB }),
    DENIED,
    'a coach cannot add a client to coach B',
  ],
  [
    'founder',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.founder }),
    DENIED,
    'a founder cannot add clients',
  ],
  [
    'client',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.client }),
    DENIED,
    'a client cannot add clients',
  ],
  ['visitor', 'clients', ins({ id: newId(2), name: 'New Client' }), DENIED, 'a visitor cannot add clients'],
  [
    'coachA',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.coachA, user_id: ids.founder }),
    DENIED,
    "a coach cannot link someone's account to a client",
  ],
  [
    'exCoach',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.exCoach }),
    DENIED,
    'a demoted coach adds no client',
  ],
  [
    'admin',
    'clients',
    ins({ id: newId(2), name: 'New Client', coach_id: ids.coachB, user_id: ids.founder }),
    OK,
    'an admin adds a client to any coach and links an account',
  ],
  [
    'coachA',
    'clients',
    ins({ id: newId(2), name: '   ', coach_id: ids.coachA }),
    INVALID,
    'a blank client name is refused',
  ],
  ['coachA', 'clients', upd({ id: ids.clientOfA }, { company: 'Cleo Group' }), rows(1), 'a coach edits their client'],
  [
    'coachA',
    'clients',
    upd({ id: ids.clientOfB }, { company: 'Mine now' }),
    rows(0),
    "a coach cannot edit coach B's client",
  ],
  [
    'coachA',
    'clients',
    upd({ id: ids.clientOfA }, { coach_id: ids.coachB }),
    DENIED,
    'a coach cannot hand a client to another coach',
  ],
  [
    'coachB',
    'clients',
    upd({ id: ids.clientOfA }, { coach_id: ids.coachB }),
    rows(0),
    "a coach cannot take coach A's client",
  ],
  [
    'client',
    'clients',
    upd({ id: ids.clientOfA }, { company: 'Cleo Labs' }),
    rows(1),
    'a client edits their own record',
  ],
  [
    'client',
    'clients',
    upd({ id: ids.clientOfA }, { coach_id: ids.coachB }),
    DENIED,
    'a client cannot switch coach themselves',
  ],
  [
    'client',
    'clients',
    upd({ id: ids.clientOfA }, { deleted_at: '2026-11-01T00:00:00Z' }),
    DENIED,
    'a client cannot delete (tombstone) their record',
  ],
  [
    'coachA',
    'clients',
    upd({ id: ids.clientOfA }, { deleted_at: '2026-11-01T00:00:00Z' }),
    rows(1),
    'a coach tombstones their client',
  ],
  [
    'exCoach',
    'clients',
    upd({ id: ids.clientOfEx }, { name: 'Still mine' }),
    rows(0),
    'a demoted coach edits no client',
  ],
  [
    'founder',
    'clients',
    upd({ id: ids.clientOfA }, { user_id: ids.founder }),
    rows(0),
    "a founder cannot claim someone's client record",
  ],
  ['admin', 'clients', upd({ id: ids.clientOfB }, { coach_id: ids.coachA }), rows(1), 'an admin reassigns a client'],
  ['coachA', 'clients', del({ id: ids.clientOfA }), rows(1), 'a coach deletes their client'],
  ['coachA', 'clients', del({ id: ids.clientOfB }), rows(0), "a coach cannot delete coach B's client"],
  ['exCoach', 'clients', del({ id: ids.clientOfEx }), rows(0), 'a demoted coach deletes no client'],
  ['client', 'clients', del({ id: ids.clientOfA }), rows(0), 'a client cannot delete their record'],
  ['founder', 'clients', del({ id: ids.clientOfA }), rows(0), 'a founder deletes no client'],
  ['admin', 'clients', del({ id: ids.clientOfB }), rows(1), 'an admin deletes any client'],

  // ── stories ────────────────────────────────────────────────────────────────────────────
  ['visitor', 'stories', sel(), rows(0), 'a visitor reads no story'],
  ['founder', 'stories', sel(), rows(1), 'a founder reads only their own stories'],
  ['client', 'stories', sel(), rows(2), 'a client reads the stories about their own client record'],
  ['client', 'stories', sel({ id: ids.storyOfA }), rows(1), "a client reads their coach's story about them"],
  ['coachA', 'stories', sel(), rows(2), "a coach reads their own and their clients' stories"],
  [
    'coachA',
    'stories',
    sel({ client_id: ids.clientOfB }),
    rows(0),
    "a coach reads nothing of coach B's client's stories",
  ],
  ['coachB', 'stories', sel({ id: ids.storyOfA }), rows(0), "coach B cannot read coach A's client's story"],
  ['admin', 'stories', sel(), rows(4), 'an admin reads every story'],
  ['founder', 'stories', ins(story(3)), OK, 'a founder writes a story of their own'],
  [
    'founder',
    'stories',
    ins(story(3, { user_id: ids.coachA })),
    DENIED,
    'a founder cannot write a story as someone else',
  ],
  [
    'founder',
    'stories',
    ins(story(3, { client_id: ids.clientOfA })),
    DENIED,
    "a founder cannot attach a story to someone's client",
  ],
  ['coachA', 'stories', ins(story(3, { client_id: ids.clientOfA })), OK, 'a coach writes a story for their client'],
  [
    'coachA',
    'stories',
    ins(story(3, { client_id: ids.clientOfB })),
    DENIED,
    "a coach cannot write a story for coach B's client",
  ],
  ['client', 'stories', ins(story(3, { client_id: ids.clientOfA })), OK, 'a client writes a story about themselves'],
  [
    'exCoach',
    'stories',
    ins(story(3, { client_id: ids.clientOfEx })),
    DENIED,
    'a demoted coach writes no story for their old client',
  ],
  ['visitor', 'stories', ins(story(3)), DENIED, 'a visitor writes no story'],
  ['founder', 'stories', ins(story(3, { status: 'archived' })), INVALID, 'an unknown status is refused'],
  [
    'founder',
    'stories',
    upd({ id: ids.founderStory }, { status: 'published' }),
    rows(1),
    'a founder publishes their story',
  ],
  [
    'founder',
    'stories',
    upd({ id: ids.founderStory }, { deleted_at: '2026-11-01T00:00:00Z' }),
    rows(1),
    'a founder tombstones their story',
  ],
  [
    'founder',
    'stories',
    upd({ id: ids.founderStory }, { user_id: ids.coachA }),
    DENIED,
    'a story cannot be handed to another owner',
  ],
  [
    'coachA',
    'stories',
    upd({ id: ids.clientStory }, { user_id: ids.coachA }),
    DENIED,
    "a coach cannot take over their client's story",
  ],
  [
    'client',
    'stories',
    upd({ id: ids.storyOfA }, { title: 'Edited' }),
    rows(1),
    "a client edits their coach's story about them (they are its person, issue 20)",
  ],
  [
    'client',
    'stories',
    upd({ id: ids.storyOfA }, { deleted_at: '2026-11-01T00:00:00Z' }),
    DENIED,
    "a client cannot tombstone their coach's story about them",
  ],
  ['client', 'stories', upd({ id: ids.clientStory }, { title: 'Edited' }), rows(1), 'a client edits their own story'],
  [
    'coachA',
    'stories',
    upd({ id: ids.clientStory }, { status: 'in_review' }),
    rows(1),
    "a coach edits their client's story",
  ],
  [
    'coachA',
    'stories',
    upd({ id: ids.storyOfA }, { client_id: ids.clientOfB }),
    DENIED,
    "a coach cannot move a story to coach B's client",
  ],
  [
    'coachA',
    'stories',
    upd({ id: ids.storyOfB }, { title: 'Edited' }),
    rows(0),
    "a coach cannot edit coach B's client's story",
  ],
  [
    'founder',
    'stories',
    upd({ id: ids.storyOfB }, { title: 'Edited' }),
    rows(0),
    "a founder cannot edit someone else's story",
  ],
  ['visitor', 'stories', upd({ id: ids.founderStory }, { title: 'Edited' }), rows(0), 'a visitor edits no story'],
  ['admin', 'stories', upd({ id: ids.storyOfB }, { status: 'draft' }), rows(1), 'an admin edits any story'],
  ['founder', 'stories', del({ id: ids.founderStory }), rows(1), 'a founder deletes their story'],
  ['founder', 'stories', del({ id: ids.storyOfB }), rows(0), "a founder cannot delete someone else's story"],
  ['client', 'stories', del({ id: ids.storyOfA }), rows(0), "a client cannot delete their coach's story about them"],
  ['coachA', 'stories', del({ id: ids.clientStory }), rows(1), "a coach deletes their client's story"],
  ['coachB', 'stories', del({ id: ids.storyOfA }), rows(0), "coach B cannot delete coach A's client's story"],
  ['admin', 'stories', del({ id: ids.storyOfB }), rows(1), 'an admin deletes any story'],

  // ── leads ──────────────────────────────────────────────────────────────────────────────
  ['visitor', 'leads', sel(), rows(0), 'a visitor cannot read leads'],
  ['founder', 'leads', sel(), rows(0), 'a founder cannot read leads'],
  ['coachA', 'leads', sel(), rows(0), 'a coach cannot read leads'],
  ['admin', 'leads', sel(), rows(1), 'an admin reads leads'],
  ['visitor', 'leads', ins(lead()), OK, 'a visitor submits a lead'],
  ['founder', 'leads', ins(lead()), OK, 'a signed-in user submits a lead'],
  [
    'visitor',
    'leads',
    ins(lead({ status: 'converted' })),
    DENIED,
    'a visitor cannot submit a lead as already converted',
  ],
  ['visitor', 'leads', ins(lead({ email: 'not-an-email' })), INVALID, 'a lead with a bad email is refused'],
  ['visitor', 'leads', ins(lead({ budget: 'A million' })), INVALID, 'a lead with an unknown budget is refused'],
  ['admin', 'leads', upd({ id: ids.lead }, { status: 'contacted' }), rows(1), "an admin changes a lead's status"],
  ['admin', 'leads', upd({ id: ids.lead }, { status: 'lost' }), INVALID, 'an unknown lead status is refused'],
  ['coachA', 'leads', upd({ id: ids.lead }, { status: 'contacted' }), rows(0), "a coach cannot change a lead's status"],
  ['visitor', 'leads', upd({ id: ids.lead }, { status: 'qualified' }), rows(0), 'a visitor changes no lead'],
  ['admin', 'leads', del({ id: ids.lead }), rows(1), 'an admin deletes a lead'],
  ['founder', 'leads', del({ id: ids.lead }), rows(0), 'a founder deletes no lead'],
  ['visitor', 'leads', del({ id: ids.lead }), rows(0), 'a visitor deletes no lead'],

  // ── waitlist_signups (+ rpc join_waitlist) ─────────────────────────────────────────────
  ['visitor', 'waitlist_signups', sel(), rows(0), 'a visitor cannot read the waitlist'],
  ['founder', 'waitlist_signups', sel(), rows(0), 'a founder cannot read the waitlist'],
  ['admin', 'waitlist_signups', sel(), rows(1), 'an admin reads the waitlist'],
  [
    'visitor',
    'waitlist_signups',
    ins({ email: 'direct@matrix.test' }),
    DENIED,
    'a visitor joins only through join_waitlist',
  ],
  [
    'admin',
    'waitlist_signups',
    ins({ email: 'direct@matrix.test' }),
    DENIED,
    'nobody inserts into the waitlist directly',
  ],
  [
    'visitor',
    'waitlist_signups',
    rpc('join_waitlist', { email: 'New@Matrix.test ', first_name: 'Nia', last_name: 'New', source: 'landing' }),
    OK,
    'a visitor joins the waitlist',
  ],
  [
    'visitor',
    'waitlist_signups',
    rpc('join_waitlist', { email: 'wait@matrix.test', first_name: 'Wes', last_name: null, source: 'landing' }),
    OK,
    'joining twice is accepted quietly',
  ],
  [
    'founder',
    'waitlist_signups',
    rpc('join_waitlist', { email: 'finn@matrix.test', first_name: 'Finn', last_name: null, source: 'early-access' }),
    OK,
    'a signed-in user joins the waitlist',
  ],
  [
    'visitor',
    'waitlist_signups',
    rpc('join_waitlist', { email: 'nope', first_name: null, last_name: null, source: null }),
    INVALID,
    'a bad email is refused',
  ],
  ['admin', 'waitlist_signups', upd({ id: ids.signup }, { first_name: 'X' }), rows(0), 'nobody edits a signup'],
  ['visitor', 'waitlist_signups', upd({ id: ids.signup }, { first_name: 'X' }), rows(0), 'a visitor edits no signup'],
  ['admin', 'waitlist_signups', del({ id: ids.signup }), rows(0), 'nobody deletes a signup through the API'],
  ['visitor', 'waitlist_signups', del({ id: ids.signup }), rows(0), 'a visitor deletes no signup'],

  // ── todo_user_preferences ──────────────────────────────────────────────────────────────
  ['founder', 'todo_user_preferences', sel(), rows(1), 'a founder reads their own preferences'],
  ['admin', 'todo_user_preferences', sel(), rows(1), 'even an admin reads only their own preferences'],
  [
    'admin',
    'todo_user_preferences',
    sel({ user_id: ids.founder }),
    rows(0),
    "an admin cannot read a founder's preferences",
  ],
  [
    'coachA',
    'todo_user_preferences',
    sel({ user_id: ids.founder }),
    rows(0),
    "a user cannot read another's preferences",
  ],
  ['visitor', 'todo_user_preferences', sel(), rows(0), 'a visitor reads no preferences'],
  [
    'client',
    'todo_user_preferences',
    ins({ user_id: ids.client, preferences: { theme: 'dark' } }),
    OK,
    'a user saves their own preferences',
  ],
  [
    'founder',
    'todo_user_preferences',
    ins({ user_id: ids.client, preferences: { theme: 'dark' } }),
    DENIED,
    'a user cannot save preferences for another',
  ],
  [
    'visitor',
    'todo_user_preferences',
    ins({ user_id: ids.client, preferences: { theme: 'dark' } }),
    DENIED,
    'a visitor saves no preferences',
  ],
  [
    'founder',
    'todo_user_preferences',
    upd({ user_id: ids.founder }, { preferences: { theme: 'dark' } }),
    rows(1),
    'a user changes their own preferences',
  ],
  [
    'admin',
    'todo_user_preferences',
    upd({ user_id: ids.founder }, { preferences: { theme: 'dark' } }),
    rows(0),
    "an admin cannot change a founder's preferences",
  ],
  [
    'founder',
    'todo_user_preferences',
    upd({ user_id: ids.founder }, { user_id: ids.coachA }),
    DENIED,
    'preferences cannot be handed to another user',
  ],
  ['founder', 'todo_user_preferences', del({ user_id: ids.founder }), rows(1), 'a user deletes their own preferences'],
  [
    'admin',
    'todo_user_preferences',
    del({ user_id: ids.founder }),
    rows(0),
    "an admin cannot delete a founder's preferences",
  ],

  // ── applied_mutations ──────────────────────────────────────────────────────────────────
  ['founder', 'applied_mutations', sel(), rows(1), 'a user reads their own applied mutations'],
  [
    'coachA',
    'applied_mutations',
    sel({ id: ids.founderMutation }),
    rows(0),
    "a user cannot read another's applied mutations",
  ],
  ['admin', 'applied_mutations', sel(), rows(0), 'even an admin reads only their own applied mutations'],
  ['visitor', 'applied_mutations', sel(), rows(0), 'a visitor reads no applied mutations'],
  [
    'founder',
    'applied_mutations',
    ins({ id: newId(4), table_name: 'stories', row_id: ids.founderStory }),
    OK,
    'a user records their own mutation',
  ],
  [
    'founder',
    'applied_mutations',
    ins({ id: newId(4), user_id: ids.coachA, table_name: 'stories', row_id: ids.storyOfA }),
    DENIED,
    'a user cannot record a mutation for another',
  ],
  [
    'visitor',
    'applied_mutations',
    ins({ id: newId(4), table_name: 'stories', row_id: ids.founderStory }),
    DENIED,
    'a visitor records no mutation',
  ],
  [
    'founder',
    'applied_mutations',
    upd({ id: ids.founderMutation }, { table_name: 'clients' }),
    rows(0),
    'applied mutations are never edited',
  ],
  [
    'founder',
    'applied_mutations',
    del({ id: ids.founderMutation }),
    rows(0),
    'applied mutations are never deleted through the API',
  ],
  [
    'visitor',
    'applied_mutations',
    rpc('push_mutation', {
      mutation: { id: newId(5), table: 'stories', op: 'insert', row_id: newId(6), values: { title: 'x' } },
    }),
    DENIED,
    'a visitor cannot push mutations',
  ],

  // ── bad tokens: refused before any SQL runs ────────────────────────────────────────────
  ['forged', 'stories', sel(), UNAUTHORIZED, 'a forged token reads nothing'],
  ['forged', 'leads', ins(lead()), UNAUTHORIZED, 'a forged token writes nothing'],
  [
    'forged',
    'todo_profiles',
    upd({ id: ids.founder }, { role: 'admin' }),
    UNAUTHORIZED,
    'a forged token changes no role',
  ],
  ['expired', 'todo_profiles', sel(), UNAUTHORIZED, 'an expired token reads nothing'],
  ['expired', 'stories', del({ id: ids.founderStory }), UNAUTHORIZED, 'an expired token deletes nothing'],
  [
    'expired',
    'waitlist_signups',
    rpc('join_waitlist', { email: 'late@matrix.test', first_name: null, last_name: null, source: null }),
    UNAUTHORIZED,
    'an expired token calls no function',
  ],
];

const KEY: Record<Table, string> = {
  todo_profiles: 'id',
  clients: 'id',
  stories: 'id',
  leads: 'id',
  waitlist_signups: 'id',
  todo_user_preferences: 'user_id',
  applied_mutations: 'id',
};

function classify(error: { code?: string } | null, status: number): Outcome | null {
  if (!error) return null;
  if (status === 401 && (error.code === 'PGRST301' || error.code === 'PGRST302' || error.code === 'PGRST303'))
    return UNAUTHORIZED;
  if (error.code === '42501') return DENIED;
  if (error.code && /^(22|23)/.test(error.code)) return INVALID;
  return `unexpected error ${status} ${JSON.stringify(error)}` as Outcome;
}

/** The case through the HTTP API, as the app would do it. */
async function overHttp(personas: PersonaSet, persona: Persona, table: Table, op: Op): Promise<Outcome> {
  const client = personas.client(persona);
  switch (op.kind) {
    case 'select': {
      const { data, error, status } = await client.from(table).select('*').match(op.match);
      return classify(error, status) ?? rows(data?.length ?? 0);
    }
    case 'insert': {
      // return=minimal, like the app's lead form: a visitor may write a lead it cannot read.
      const { error, status } = await client.from(table).insert(op.values);
      return classify(error, status) ?? OK;
    }
    case 'update': {
      const { data, error, status } = await client.from(table).update(op.values).match(op.match).select(KEY[table]);
      return classify(error, status) ?? rows(data?.length ?? 0);
    }
    case 'delete': {
      const { data, error, status } = await client.from(table).delete().match(op.match).select(KEY[table]);
      return classify(error, status) ?? rows(data?.length ?? 0);
    }
    case 'rpc': {
      const { error, status } = await client.rpc(op.fn, op.args);
      return classify(error, status) ?? OK;
    }
  }
}

/** The same case in SQL, as the caller's role with the caller's claims (what PostgREST runs). */
async function inSql(
  standIn: TestStandIn,
  personas: PersonaSet,
  table: Table,
  persona: Persona,
  op: Op,
): Promise<Outcome> {
  const token = personas.tokens[persona];
  const headers = new Headers({ apikey: standIn.config.anonKey });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const resolved = await resolveCaller(headers, standIn.config, Math.floor(Date.now() / 1000));
  if (!resolved.ok) return UNAUTHORIZED;
  try {
    return await withCaller(standIn.db, resolved.caller, {}, (tx) => runSql(tx, table, op));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42501') return DENIED;
    if (code && /^(22|23)/.test(code)) return INVALID;
    throw error;
  }
}

async function runSql(tx: Queryable, table: Table, op: Op): Promise<Outcome> {
  const where = (match: Match, from: number) => {
    const keys = Object.keys(match);
    return {
      sql: keys.length ? `where ${keys.map((k, i) => `${ident(k)} = $${from + i}`).join(' and ')}` : '',
      params: keys.map((k) => match[k]),
    };
  };
  const columns = (values: Values) => Object.keys(values).map(ident).join(', ');
  switch (op.kind) {
    case 'select': {
      const w = where(op.match, 1);
      const result = await tx.query(`select * from public.${table} ${w.sql}`, w.params);
      return rows(result.rows.length);
    }
    case 'insert': {
      const cols = columns(op.values);
      await tx.query(
        `insert into public.${table} (${cols}) select ${cols} from jsonb_populate_record(null::public.${table}, $1)`,
        [JSON.stringify(op.values)],
      );
      return OK;
    }
    case 'update': {
      const cols = columns(op.values);
      const w = where(op.match, 2);
      const result = await tx.query(
        `update public.${table} set (${cols}) = (select ${cols} from jsonb_populate_record(null::public.${table}, $1)) ${w.sql} returning 1`,
        [JSON.stringify(op.values), ...w.params],
      );
      return rows(result.rows.length);
    }
    case 'delete': {
      const w = where(op.match, 1);
      const result = await tx.query(`delete from public.${table} ${w.sql} returning 1`, w.params);
      return rows(result.rows.length);
    }
    case 'rpc': {
      const names = Object.keys(op.args);
      await tx.query(
        `select public.${ident(op.fn)}(${names.map((n, i) => `${ident(n)} => $${i + 1}`).join(', ')})`,
        names.map((n) => {
          const v = op.args[n];
          return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
        }),
      );
      return OK;
    }
  }
}

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not an identifier: ${name}`);
  return `"${name}"`;
}

/** The whole table as the owner sees it: a refused write must leave it exactly as it was. */
async function snapshot(standIn: TestStandIn, table: Table): Promise<string> {
  const result = await standIn.db.query<{ snap: string }>(
    `select coalesce(jsonb_agg(to_jsonb(t) order by t.${KEY[table]}), '[]')::text as snap from public.${table} t`,
  );
  return result.rows[0].snap;
}

const refused = (op: Op, expected: Outcome) =>
  op.kind !== 'select' && (typeof expected === 'string' ? expected !== 'ok' : expected.rows === 0);

let standIn: TestStandIn;
let personas: PersonaSet;
/** Whether the world may differ from resetWorld's: only after an allowed write or a failure. */
let dirty = true;

beforeAll(async () => {
  standIn = await startTestStandIn();
  personas = await createPersonas(standIn);
});

afterAll(async () => {
  await standIn?.close();
});

beforeEach(async () => {
  if (dirty) await resetWorld(standIn.db);
});

for (const [via, run] of [
  ['over HTTP (supabase-js)', (persona: Persona, table: Table, op: Op) => overHttp(personas, persona, table, op)],
  ['in SQL (withCaller)', (persona: Persona, table: Table, op: Op) => inSql(standIn, personas, table, persona, op)],
] as const) {
  describe(`RLS matrix ${via}`, () => {
    for (const [persona, table, op, expected, what] of cases) {
      it(`${table} ${op.kind} as ${persona}: ${what}`, async () => {
        dirty = true;
        const before = await snapshot(standIn, table);
        const outcome = await run(persona, table, op);
        expect(outcome).toEqual(expected);
        const after = await snapshot(standIn, table);
        if (refused(op, expected)) expect(after, 'a refused write changes nothing').toBe(before);
        else if (op.kind !== 'select' && op.kind !== 'rpc')
          expect(after, 'an allowed write changes the table').not.toBe(before);
        // Reads and refused writes (proven above to change nothing) leave the world as it was.
        dirty = op.kind !== 'select' && !refused(op, expected);
      });
    }
  });
}

describe('RLS matrix coverage', () => {
  it('covers every table × operation and every persona', () => {
    const tables = Object.keys(KEY) as Table[];
    for (const table of tables) {
      for (const kind of ['select', 'insert', 'update', 'delete'] as const) {
        expect(
          cases.some(([, t, op]) => t === table && (op.kind === kind || (kind === 'insert' && op.kind === 'rpc'))),
          `${table} ${kind}`,
        ).toBe(true);
      }
    }
    for (const persona of PERSONAS) {
      expect(
        cases.some(([p]) => p === persona),
        persona,
      ).toBe(true);
    }
  });
});
