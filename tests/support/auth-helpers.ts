// Helpers for the auth tests: fresh supabase-js clients (one per signed-in user, optionally
// from a given client address), sign-up with the beta code, raw HTTP calls and JWT decoding.
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { JwtClaims } from '../../supabase/local/jwt.ts';
import { TEST_BETA_CODE, type TestStandIn } from './stand-in.ts';

export interface GoTrueErrorBody {
  code: number;
  error_code: string;
  msg: string;
}

/** A client with its own in-memory session, as one browser tab would have. */
export function freshClient(standIn: TestStandIn, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  });
}

export async function signUpUser(
  standIn: TestStandIn,
  email: string,
  password: string,
  data: Record<string, unknown> = {},
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = freshClient(standIn);
  const { data: result, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { beta_code: TEST_BETA_CODE, ...data } },
  });
  if (error || !result.session) throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no session'}`);
  return { client, session: result.session };
}

export async function authFetch(standIn: TestStandIn, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', standIn.config.anonKey);
  return fetch(`${standIn.url}/auth/v1${path}`, { ...init, headers });
}

export function decodeJwt(token: string): JwtClaims {
  const body = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
}

export function isGoTrueErrorBody(value: unknown): value is GoTrueErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'code' in value &&
    'error_code' in value &&
    'msg' in value &&
    typeof value.error_code === 'string' &&
    typeof value.msg === 'string'
  );
}
