// The functions host with a real function: admin-create-user through supabase.functions.invoke,
// which checks the caller through PostgREST (as the caller) and creates through the auth admin API.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, type PersonaSet } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let personas: PersonaSet;

beforeAll(async () => {
  standIn = await startTestStandIn();
  personas = await createPersonas(standIn);
});

afterAll(async () => {
  await standIn?.close();
});

/** The status and JSON body of a function call, success or not. */
async function invoke(
  persona: 'admin' | 'founder' | 'visitor',
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await personas
    .client(persona)
    .functions.invoke('admin-create-user', { body: body as Record<string, unknown> });
  if (error) {
    if (!(error instanceof FunctionsHttpError)) throw error;
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: 201, body: data as Record<string, unknown> };
}

describe('admin-create-user', () => {
  it('lets an admin add a coach, who gets an invitation link instead of a password', async () => {
    const result = await invoke('admin', { email: '  New.Coach@Example.com ', name: 'Nora Coach', role: 'coach' });
    expect(result.status).toBe(201);
    const { user, invitationUrl, expiresAt } = result.body as {
      user: { id: string; email: string; role: string };
      invitationUrl: string;
      expiresAt: string;
    };
    expect(user).toMatchObject({ email: 'new.coach@example.com', role: 'coach' });
    expect(result.body).not.toHaveProperty('temporaryPassword');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const token = new URL(invitationUrl).searchParams.get('invite');
    expect(token).toMatch(/^[0-9a-f]{48}$/);

    const profile = await standIn.db.query<{ role: string; name: string; email: string }>(
      'select role, name, email from public.todo_profiles where id = $1',
      [user.id],
    );
    expect(profile.rows[0]).toEqual({ role: 'coach', name: 'Nora Coach', email: 'new.coach@example.com' });

    // Setting the password through the link: tests/integration/people.test.ts.
  });

  it('makes a user (founder) when no role is given', async () => {
    const result = await invoke('admin', { email: 'plain@example.com' });
    expect(result.status).toBe(201);
    expect(result.body.user).toMatchObject({ email: 'plain@example.com', role: 'user' });
  });

  it('refuses a founder with 403 and creates nobody', async () => {
    const result = await invoke('founder', { email: 'sneaky@example.com', role: 'admin' });
    expect(result).toEqual({ status: 403, body: { error: 'Only admins can add users' } });
    const users = await standIn.db.query('select 1 from auth.users where email = $1', ['sneaky@example.com']);
    expect(users.rows).toHaveLength(0);
  });

  it('refuses a visitor (anon key only) with 403', async () => {
    const result = await invoke('visitor', { email: 'anon@example.com' });
    expect(result).toEqual({ status: 403, body: { error: 'Only admins can add users' } });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: 'ok@example.com', role: 'superuser' }, 'Role must be user, coach or admin'],
  ])('answers 400 to a bad body %j', async (body, message) => {
    const result = await invoke('admin', body);
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(message);
  });

  it('answers 409 for an email that already has an account', async () => {
    const result = await invoke('admin', { email: 'founder@matrix.test', role: 'coach' });
    expect(result).toEqual({ status: 409, body: { error: 'A user with this email address already exists' } });
  });

  it('answers 401 without a JWT, before the function runs', async () => {
    const response = await fetch(`${standIn.url}/functions/v1/admin-create-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 to a forged token', async () => {
    const result = await personas
      .client('forged')
      .functions.invoke('admin-create-user', { body: { email: 'forged@example.com' } });
    expect(result.error).toBeInstanceOf(FunctionsHttpError);
    expect(((result.error as FunctionsHttpError).context as Response).status).toBe(401);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${standIn.url}/functions/v1/admin-create-user`, { method: 'OPTIONS' });
    expect(response.status).toBeLessThan(300);
  });
});
