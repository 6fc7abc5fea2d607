// What the user does with their account: sign in, sign up, and sign-out's clearing of the device.
// Loaded when they do it, so the landing page does not carry it.
import type { Session } from '@supabase/supabase-js';
import type { SignUpDetails } from '../../data/auth/auth-context';
import { loadSupabase } from '../../data/remote/load-supabase';
import { CHECK_TIMEOUT_MS, withTimeout } from './auth-api';

export async function passwordSignIn(email: string, password: string): Promise<Session | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

export async function passwordSignUp(email: string, password: string, d: SignUpDetails): Promise<Session | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: d.invitation
        ? { invitation: d.invitation, first_name: d.firstName, last_name: d.lastName }
        : { beta_code: d.betaCode, first_name: d.firstName, last_name: d.lastName },
    },
  });
  if (error) throw error;
  if (!data.user) throw new Error('Registration failed');
  return data.session;
}

/**
 * Clears this device of its user: no writer may write after this, and a sync run in flight
 * finishes first (the sync lock), so nothing of this user is sent later or put back.
 */
export async function forgetDevice(endServerSession: () => Promise<void>): Promise<void> {
  const [{ disposeAllWriters }, { clearDevice }, { withSyncLock }] = await Promise.all([
    import('../../data/story-text'),
    import('../../data/mirror/unsynced'),
    import('../../sync/lock'),
  ]);
  disposeAllWriters();
  await withSyncLock(async () => {
    await endServerSession();
    await clearDevice();
  });
}

/**
 * Sends what the device's last account left waiting, while its session is still here, before
 * someone else signs in: a change a moment from the server is sent, not asked about. Bounded, so
 * a network that never answers only delays the question.
 */
export async function sendWhatWaits(userId: string): Promise<void> {
  const [{ countUnsyncedWork }, { syncNow }] = await Promise.all([
    import('../../data/mirror/unsynced'),
    import('../../sync/start-sync'),
  ]);
  if ((await countUnsyncedWork(userId)).waiting === 0 || !navigator.onLine) return;
  await withTimeout(syncNow({ pull: false }), CHECK_TIMEOUT_MS);
}

export async function endSession(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await withTimeout(supabase.auth.signOut({ scope: 'local' }), CHECK_TIMEOUT_MS);
  if (error) throw error;
}
