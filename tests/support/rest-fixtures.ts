// Users, tokens and rows for the REST tests: users are made as the database owner (the trigger
// makes their profiles; the first one becomes admin) and tokens are signed locally.
import { randomUUID } from 'node:crypto';
import { signJwt } from './jwt.ts';
import type { TestStandIn } from './stand-in.ts';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export function tokenFor(running: TestStandIn, user: { id: string; email: string }, expiresIn = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return signJwt(
    { sub: user.id, role: 'authenticated', email: user.email, aud: 'authenticated', exp },
    running.config.jwtSecret,
  );
}

export async function createUser(
  running: TestStandIn,
  email: string,
  role?: 'admin' | 'coach' | 'user' | 'client',
): Promise<TestUser> {
  const id = randomUUID();
  await running.db.query(
    `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, $2, '{"created_by":"admin"}', '{}')`,
    [id, email],
  );
  if (role) await running.db.query('update public.todo_profiles set role = $1 where id = $2', [role, id]);
  return { id, email, token: tokenFor(running, { id, email }) };
}

/** Raw HTTP against /rest/v1 for what supabase-js hides (statuses, headers). */
export async function restFetch(
  running: TestStandIn,
  path: string,
  init: { method?: string; token?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const response = await fetch(`${running.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: running.config.anonKey,
      authorization: `Bearer ${init.token ?? running.config.anonKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    body: init.body,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export interface RestWorld {
  admin: TestUser;
  coach: TestUser;
  otherCoach: TestUser;
  clients: { acme: string; beta: string; gamma: string };
  stories: { intro: string; pitch: string; loose: string };
}

/**
 * Two coaches: `coach` has clients Acme (Acme Inc), Beta (no email) and Gamma, and three stories
 * (two about Acme, one about no client); `otherCoach` has one client and one story of their own.
 */
export async function seedRestWorld(running: TestStandIn): Promise<RestWorld> {
  const admin = await createUser(running, 'admin@example.com');
  const coach = await createUser(running, 'coach@example.com', 'coach');
  const otherCoach = await createUser(running, 'other@example.com', 'coach');
  const clients = { acme: randomUUID(), beta: randomUUID(), gamma: randomUUID() };
  const stories = { intro: randomUUID(), pitch: randomUUID(), loose: randomUUID() };
  const service = running.serviceClient();
  const clientRows = [
    { id: clients.acme, name: 'Acme', email: 'hello@acme.test', company: 'Acme Inc', coach_id: coach.id },
    { id: clients.beta, name: 'Beta', email: null, company: null, coach_id: coach.id },
    { id: clients.gamma, name: 'Gamma', email: 'gamma@example.com', company: 'Gamma Ltd', coach_id: coach.id },
    { id: randomUUID(), name: 'Other client', email: null, company: null, coach_id: otherCoach.id },
  ];
  const inserted = await service.from('clients').insert(clientRows);
  if (inserted.error) throw new Error(inserted.error.message);
  const storyRows = [
    {
      id: stories.intro,
      title: 'Intro',
      status: 'draft',
      user_id: coach.id,
      client_id: clients.acme,
      content: { hook: 'Once' },
      full_stack_generation: true,
    },
    {
      id: stories.pitch,
      title: 'Pitch',
      status: 'published',
      user_id: coach.id,
      client_id: clients.acme,
      content: { hook: 'Twice' },
      full_stack_generation: false,
    },
    {
      id: stories.loose,
      title: 'Loose',
      status: 'in_review',
      user_id: coach.id,
      client_id: null,
      content: {},
      full_stack_generation: false,
    },
    {
      id: randomUUID(),
      title: 'Not yours',
      status: 'draft',
      user_id: otherCoach.id,
      client_id: null,
      content: {},
      full_stack_generation: false,
    },
  ];
  const insertedStories = await service.from('stories').insert(storyRows);
  if (insertedStories.error) throw new Error(insertedStories.error.message);
  return { admin, coach, otherCoach, clients, stories };
}
