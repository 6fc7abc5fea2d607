// The login page's message comes from the error supabase-js makes of the server's answer: a 429
// shows the server's reason (when to retry), anything else the spec's message.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInFailureMessage } from '../../../../src/features/auth/sign-in-failure-message';

/** The error supabase-js returns when the token endpoint answers `status` with GoTrue's `body`. */
async function signInErrorFor(status: number, body: Record<string, unknown>): Promise<unknown> {
  const answer = async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createClient('http://stand-in.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: answer },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: 'ada@example.com', password: 'secret1' });
  return error;
}

describe('signInFailureMessage', () => {
  it("shows the server's reason and when to retry after too many attempts", async () => {
    const error = await signInErrorFor(429, {
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Too many sign-in attempts. Please try again in 5 minutes.',
    });
    expect(signInFailureMessage(error)).toBe('Too many sign-in attempts. Please try again in 5 minutes.');
  });

  it("keeps the spec's message for wrong credentials, other errors and non-errors", async () => {
    const wrong = await signInErrorFor(400, {
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(signInFailureMessage(wrong)).toBe('Failed to sign in. Please check your credentials.');
    expect(signInFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to sign in. Please check your credentials.',
    );
    expect(signInFailureMessage(undefined)).toBe('Failed to sign in. Please check your credentials.');
  });
});
