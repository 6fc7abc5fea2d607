// The network and device calls the auth provider makes, in one place. The local mirror
// (Dexie) is loaded on demand so the landing page does not pay for it.
import type { Session } from '@supabase/supabase-js';
import { loadSupabase } from './supabase-client';
import { toRole, type AppRole, type AuthUser, type SignUpDetails } from './auth-context';

export interface CachedIdentity {
  user: AuthUser;
  role: AppRole;
}

export function userFromSession(session: Session | null): AuthUser | null {
  if (!session?.user) return null;
  return { id: session.user.id, email: session.user.email ?? '' };
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export async function fetchRole(userId: string): Promise<{ role: AppRole; name: string | null } | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('todo_profiles').select('role, name').eq('id', userId).maybeSingle();
  if (error || !data) {
    console.warn('Could not read the role', error?.message);
    return null;
  }
  const row = data as { role: unknown; name: unknown };
  return { role: toRole(row.role), name: typeof row.name === 'string' ? row.name : null };
}

/** A user is new when no client record has their user_id (spec §3). */
export async function fetchIsNewUser(userId: string): Promise<boolean> {
  const supabase = await loadSupabase();
  const { count, error } = await supabase
    .from('clients')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) {
    console.warn('Could not check whether the user is new', error.message);
    return false;
  }
  return (count ?? 0) === 0;
}

export async function rememberIdentity(user: AuthUser, role: AppRole, name: string | null): Promise<void> {
  try {
    const { rememberUser } = await import('../../data/session-cache');
    await rememberUser({ id: user.id, email: user.email, role, name: name ?? user.email.split('@')[0] });
  } catch (e) {
    console.warn('Could not remember the user on this device', e);
  }
}

export async function cachedIdentity(): Promise<CachedIdentity | null> {
  try {
    const { lastUser } = await import('../../data/session-cache');
    const last = await lastUser();
    if (!last) return null;
    return { user: { id: last.id, email: last.email ?? '' }, role: toRole(last.role) };
  } catch {
    return null;
  }
}

export async function pendingChanges(): Promise<number> {
  try {
    const { countPendingChanges } = await import('../../data/outbox');
    return await countPendingChanges();
  } catch {
    return 0;
  }
}

export async function forgetDevice(): Promise<void> {
  const [{ forgetUser }, { clearLocalData }] = await Promise.all([
    import('../../data/session-cache'),
    import('../../data/db'),
  ]);
  await forgetUser();
  await clearLocalData();
}

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
    options: { data: { beta_code: d.betaCode, first_name: d.firstName, last_name: d.lastName } },
  });
  if (error) throw error;
  if (!data.user) throw new Error('Registration failed');
  return data.session;
}

export async function endSession(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) throw error;
}
