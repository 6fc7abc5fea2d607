// Helpers for the realtime tests: users made as the database owner, access tokens signed like
// GoTrue's, and postgres_changes subscriptions that collect what they receive.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from './jwt.ts';
import type { TestStandIn } from './stand-in.ts';

export type Row = Record<string, unknown>;
export type Change = RealtimePostgresChangesPayload<Row>;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export function accessToken(
  running: TestStandIn,
  user: { id: string; email: string },
  expiresInSeconds = 3600,
): string {
  return signJwt(
    {
      sub: user.id,
      role: 'authenticated',
      email: user.email,
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    },
    running.config.jwtSecret,
  );
}

/** A user made as the database owner; the profile trigger gives it the requested role. */
export async function createUser(
  running: TestStandIn,
  label: string,
  role?: 'coach' | 'client' | 'user',
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  const appMeta = JSON.stringify(role ? { created_by: 'admin', role } : { created_by: 'admin' });
  await running.db.query(
    `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, $2, $3::jsonb, '{}')`,
    [id, email, appMeta],
  );
  return { id, email, token: accessToken(running, { id, email }) };
}

export interface ChangeBinding {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table?: string;
  filter?: string;
}

export interface Subscribed {
  channel: RealtimeChannel;
  changes: Change[];
}

/** Subscribes and resolves once the server confirmed the join; rejects with the server's reason. */
export function subscribeChanges(client: SupabaseClient, name: string, binding: ChangeBinding): Promise<Subscribed> {
  const changes: Change[] = [];
  const channel = client
    .channel(name)
    .on('postgres_changes', { ...binding, event: binding.event as '*' }, (payload: Change) => {
      changes.push(payload);
    });
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve({ channel, changes });
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

export async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until a change for the given row id and event arrives. */
export function waitForChange(
  sub: Subscribed,
  eventType: Change['eventType'],
  id: string,
  timeoutMs?: number,
): Promise<Change> {
  return waitFor(
    () => sub.changes.find((c) => c.eventType === eventType && ((c.new as Row).id === id || (c.old as Row).id === id)),
    `${eventType} of ${id}`,
    timeoutMs,
  );
}

export async function insertStory(
  running: TestStandIn,
  values: { userId: string; title: string; clientId?: string; status?: string },
): Promise<string> {
  const id = randomUUID();
  await running.db.query(
    `insert into public.stories (id, user_id, title, client_id, status) values ($1, $2, $3, $4, coalesce($5, 'draft'))`,
    [id, values.userId, values.title, values.clientId ?? null, values.status ?? null],
  );
  return id;
}
