// The people the access-control tests act as, and the small world they act in.
// Users are made as the database owner (insert into auth.users; the trigger makes the profile),
// tokens are signed here the way GoTrue signs them, so the matrix needs nothing but the database
// and the REST layer. The world has fixed ids so a case table can name every row it touches.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Queryable } from '../../supabase/local/db.ts';
import { signJwt } from './jwt.ts';
import type { TestStandIn } from './stand-in.ts';

export type UserPersona = 'admin' | 'coachA' | 'coachB' | 'founder' | 'client' | 'exCoach';
export type Persona = 'visitor' | UserPersona | 'forged' | 'expired';
export const PERSONAS: readonly Persona[] = [
  'visitor',
  'founder',
  'client',
  'coachA',
  'coachB',
  'exCoach',
  'admin',
  'forged',
  'expired',
];

// Creation order matters: the first user ever becomes admin.
const USERS: readonly {
  persona: UserPersona;
  role: 'admin' | 'coach' | 'user' | 'client';
  email: string;
  name: string;
}[] = [
  { persona: 'admin', role: 'admin', email: 'admin@matrix.test', name: 'Ada Admin' },
  { persona: 'coachA', role: 'coach', email: 'coach.a@matrix.test', name: 'Cora Coach' },
  { persona: 'coachB', role: 'coach', email: 'coach.b@matrix.test', name: 'Bo Coach' },
  { persona: 'founder', role: 'user', email: 'founder@matrix.test', name: 'Finn Founder' },
  { persona: 'client', role: 'client', email: 'client@matrix.test', name: 'Cleo Client' },
  // A coach an admin has demoted to user; a client record still names them as its coach.
  { persona: 'exCoach', role: 'user', email: 'ex.coach@matrix.test', name: 'Ex Coach' },
];

/** Fixed ids for every row of the world (users included), so cases read as data. */
export const ids = {
  admin: '00000000-0000-4000-a000-000000000001',
  coachA: '00000000-0000-4000-a000-000000000002',
  coachB: '00000000-0000-4000-a000-000000000003',
  founder: '00000000-0000-4000-a000-000000000004',
  client: '00000000-0000-4000-a000-000000000005',
  exCoach: '00000000-0000-4000-a000-000000000006',
  /** Coach A's client; its user_id is the client persona. */
  clientOfA: '00000000-0000-4000-b000-00000000000a',
  /** Coach B's client, with no account. */
  clientOfB: '00000000-0000-4000-b000-00000000000b',
  /** Still assigned to the demoted coach. */
  clientOfEx: '00000000-0000-4000-b000-00000000000e',
  founderStory: '00000000-0000-4000-c000-000000000001',
  /** Written by coach A about the client persona's record. */
  storyOfA: '00000000-0000-4000-c000-00000000000a',
  /** Written by the client persona about their own record. */
  clientStory: '00000000-0000-4000-c000-00000000000c',
  /** Written by coach B about coach B's client. */
  storyOfB: '00000000-0000-4000-c000-00000000000b',
  lead: '00000000-0000-4000-d000-000000000001',
  signup: '00000000-0000-4000-e000-000000000001',
  founderMutation: '00000000-0000-4000-f000-000000000004',
  coachAMutation: '00000000-0000-4000-f000-000000000002',
} as const;

export const PERSONA_EMAIL: Record<UserPersona, string> = Object.fromEntries(
  USERS.map((u) => [u.persona, u.email]),
) as Record<UserPersona, string>;

/** A token as GoTrue issues it for a signed-in user. */
export function userToken(persona: UserPersona, secret: string, expiresIn = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: ids[persona],
      role: 'authenticated',
      email: PERSONA_EMAIL[persona],
      aud: 'authenticated',
      iat: now,
      exp: now + expiresIn,
    },
    secret,
  );
}

export interface PersonaSet {
  /** The bearer token each persona sends; null for the visitor (anon key only). */
  tokens: Record<Persona, string | null>;
  /** A supabase-js client acting as the persona over real HTTP. */
  client(persona: Persona): SupabaseClient;
}

/** Makes the five users (admin first) and the tokens of all eight personas. */
export async function createPersonas(standIn: TestStandIn): Promise<PersonaSet> {
  for (const user of USERS) {
    await standIn.db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, extensions.crypt('matrix-password', extensions.gen_salt('bf', 4)), now(), $3, $4)
       on conflict (id) do nothing`,
      [
        ids[user.persona],
        user.email,
        JSON.stringify({ created_by: 'admin', role: user.role }),
        JSON.stringify({ name: user.name }),
      ],
    );
  }
  const secret = standIn.config.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const tokens: Record<Persona, string | null> = {
    visitor: null,
    admin: userToken('admin', secret),
    coachA: userToken('coachA', secret),
    coachB: userToken('coachB', secret),
    founder: userToken('founder', secret),
    client: userToken('client', secret),
    exCoach: userToken('exCoach', secret),
    // Same claims as the founder's, signed with a secret the server does not know.
    forged: signJwt(
      { sub: ids.founder, role: 'authenticated', email: PERSONA_EMAIL.founder, aud: 'authenticated', exp: now + 3600 },
      'not-the-server-secret-but-just-as-long-as-one',
    ),
    expired: signJwt(
      {
        sub: ids.founder,
        role: 'authenticated',
        email: PERSONA_EMAIL.founder,
        aud: 'authenticated',
        iat: now - 7200,
        exp: now - 3600,
      },
      secret,
    ),
  };
  return {
    tokens,
    client: (persona) => {
      const token = tokens[persona];
      return token === null ? standIn.anonClient() : standIn.clientWithToken(token);
    },
  };
}

/**
 * Puts the world back to its known state, as the database owner (RLS does not apply to the
 * table owner). Every case of the matrix starts from here, so cases are independent.
 * The client persona has saved no preferences yet (so "add my own preferences" can succeed).
 */
export async function resetWorld(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`
      delete from public.applied_mutations;
      delete from public.stories;
      delete from public.clients;
      delete from public.leads;
      delete from public.waitlist_signups;
      delete from public.todo_user_preferences;
    `);
    for (const user of USERS) {
      await tx.query(
        `insert into public.todo_profiles (id, email, name, role) values ($1, $2, $3, $4)
         on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role, deleted_at = null`,
        [ids[user.persona], user.email, user.name, user.role],
      );
      if (user.persona !== 'client') {
        await tx.query('insert into public.todo_user_preferences (user_id) values ($1)', [ids[user.persona]]);
      }
    }
    await insertWorldRows(tx);
  });
}

async function insertWorldRows(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into public.clients (id, name, email, company, coach_id, user_id) values
       ($1, 'Cleo Client', 'client@matrix.test', 'Cleo Co', $2, $3),
       ($4, 'Bea Prospect', 'bea@matrix.test', 'Bea Ltd', $5, null),
       ($6, 'Old Client', 'old@matrix.test', null, $7, null)`,
    [ids.clientOfA, ids.coachA, ids.client, ids.clientOfB, ids.coachB, ids.clientOfEx, ids.exCoach],
  );
  await tx.query(
    `insert into public.stories (id, title, framework_type, status, content, user_id, client_id) values
       ($1, 'Why I started', 'backstory', 'draft', '{"origin":"A garage."}', $2, null),
       ($3, 'Cleo''s audience', 'target_audience', 'in_review', '{"overview":"Founders."}', $4, $5),
       ($6, 'My own words', 'job_story', 'draft', '{"situation":"Busy."}', $7, $5),
       ($8, 'Bea''s edge', 'differentiation', 'published', '{"overview":"Speed."}', $9, $10)`,
    [
      ids.founderStory,
      ids.founder,
      ids.storyOfA,
      ids.coachA,
      ids.clientOfA,
      ids.clientStory,
      ids.client,
      ids.storyOfB,
      ids.coachB,
      ids.clientOfB,
    ],
  );
  await tx.query(
    `insert into public.leads (id, name, email, company, budget, timeline, message) values
       ($1, 'Lee Lead', 'lee@matrix.test', 'Lee Inc', 'Under $5,000', 'Immediately', 'Budget: Under $5,000')`,
    [ids.lead],
  );
  await tx.query(
    `insert into public.waitlist_signups (id, email, first_name, last_name, source) values ($1, 'wait@matrix.test', 'Wes', 'Wait', 'landing')`,
    [ids.signup],
  );
  await tx.query(
    `insert into public.applied_mutations (id, user_id, table_name, row_id) values
       ($1, $2, 'stories', $3), ($4, $5, 'stories', $6)`,
    [ids.founderMutation, ids.founder, ids.founderStory, ids.coachAMutation, ids.coachA, ids.storyOfA],
  );
}
