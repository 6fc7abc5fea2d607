// The account calls the settings page makes online (they are the auth service's and the
// server's to decide, so they never wait in the outbox): password and email changes, the
// security log, account deletion. Each answers with a value, never throws.
import { z } from 'zod';
import { callFunction } from './functions';
import { loadSupabase } from './load-supabase';

export type AccountAnswer<T = null> = { ok: true; data: T } | { ok: false; reason: AccountFailure; message: string };

/** Why a call failed, for the screen to choose its words. */
export type AccountFailure = 'offline' | 'wrong-password' | 'same-password' | 'refused' | 'failed';

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function failure<T>(error: unknown): AccountAnswer<T> {
  if (offline()) return { ok: false, reason: 'offline', message: 'You are offline.' };
  const e = (error ?? {}) as { code?: unknown; status?: unknown; message?: unknown; name?: unknown };
  const message = typeof e.message === 'string' ? e.message : 'The request failed';
  if (e.code === 'current_password_mismatch' || e.code === 'invalid_credentials')
    return { ok: false, reason: 'wrong-password', message };
  if (e.code === 'same_password') return { ok: false, reason: 'same-password', message };
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
    return { ok: false, reason: 'refused', message };
  return { ok: false, reason: 'failed', message };
}

/** Changes the password; the server checks `current` first (GoTrue's current_password). */
export async function changePassword(current: string, next: string): Promise<AccountAnswer> {
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.updateUser({ password: next, current_password: current });
    return error ? failure(error) : { ok: true, data: null };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Changes the account's email (the profile follows it on the server). `pending`: the auth service
 * wants the new address confirmed first (hosted Supabase with "secure email change").
 */
export async function changeEmail(email: string): Promise<AccountAnswer<{ pending: boolean }>> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.updateUser({ email });
    if (error) return failure(error);
    return { ok: true, data: { pending: (data.user?.email ?? '').toLowerCase() !== email.toLowerCase() } };
  } catch (error) {
    return failure(error);
  }
}

export const securityEventSchema = z.object({
  id: z.string(),
  action: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** SECURITY_LOG_LIMIT most recent entries of the caller's own audit trail. */
export const SECURITY_LOG_LIMIT = 20;

export async function fetchSecurityEvents(): Promise<AccountAnswer<SecurityEvent[]>> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.rpc('my_security_events', { max_rows: SECURITY_LOG_LIMIT });
    if (error) return failure(error);
    const parsed = z.array(securityEventSchema).safeParse(data);
    return parsed.success ? { ok: true, data: parsed.data } : failure(new Error('Unexpected answer'));
  } catch (error) {
    return failure(error);
  }
}

/** Deletes the caller's own account on the server (the delete-account function). */
export async function deleteAccount(): Promise<AccountAnswer> {
  const answer = await callFunction<{ deleted: true }>('delete-account', {});
  if (answer.ok) return { ok: true, data: null };
  if (answer.status === null) return { ok: false, reason: 'offline', message: 'You are offline.' };
  return { ok: false, reason: answer.status === 409 ? 'refused' : 'failed', message: answer.message };
}
