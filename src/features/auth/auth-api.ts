// The network and device calls the auth provider makes, in one place. The local mirror
// (Dexie) is loaded on demand so the landing page does not pay for it.
import type { Session } from '@supabase/supabase-js';
import { loadSupabase } from '../../data/remote/load-supabase';
import type { UnsyncedWork } from '../../data/mirror/unsynced';
import { toRole, type AppRole, type AuthUser } from '../../data/auth/auth-context';

export interface CachedIdentity {
  user: AuthUser;
  role: AppRole;
  isNewUser: boolean;
}

/** How long a start-up or background check waits for the server before giving up for now. */
export const CHECK_TIMEOUT_MS = 8_000;

export class TimeoutError extends Error {
  constructor() {
    super('The server did not answer in time.');
    this.name = 'TimeoutError';
  }
}

/** Resolves like `work`, or rejects with TimeoutError after `ms` (the work itself goes on). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError()), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * The stored session, refreshed if it expired. 'unreachable': the refresh needed the server and
 * it did not answer (the session is kept: nobody is signed out by a bad network).
 */
export type SessionRead = { kind: 'session'; session: Session } | { kind: 'none' } | { kind: 'unreachable' };

export async function readSession(timeoutMs = CHECK_TIMEOUT_MS): Promise<SessionRead> {
  try {
    const supabase = await loadSupabase();
    // A second read after an error: another tab or the service worker may have refreshed the
    // session meanwhile (supabase-js then discards its own refresh), and storage holds the new one.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { data, error } = await withTimeout(supabase.auth.getSession(), timeoutMs);
      if (data.session) return { kind: 'session', session: data.session };
      if (!error || refusedByServer(error)) return { kind: 'none' };
    }
    return { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

export function userFromSession(session: Session | null): AuthUser | null {
  if (!session?.user) return null;
  return { id: session.user.id, email: session.user.email ?? '' };
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Only the server refusing the refresh token ends a session; every other failure keeps it. */
function refusedByServer(error: { name: string; status?: number }): boolean {
  if (error.name === 'AuthSessionMissingError') return true;
  return error.name === 'AuthApiError' && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

export async function fetchRole(userId: string): Promise<{ role: AppRole; name: string | null } | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('todo_profiles')
    .select('role, name')
    .eq('id', userId)
    .abortSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS))
    .retry(false)
    .maybeSingle();
  if (error || !data) {
    console.warn('Could not read the role', error?.message);
    return null;
  }
  const row = data as { role: unknown; name: unknown };
  return { role: toRole(row.role), name: typeof row.name === 'string' ? row.name : null };
}

/** A user is new when no client record has their user_id (spec §3); null: not known now. */
export async function fetchIsNewUser(userId: string): Promise<boolean | null> {
  const supabase = await loadSupabase();
  const { count, error } = await supabase
    .from('clients')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .abortSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS))
    .retry(false);
  if (error) {
    console.warn('Could not check whether the user is new', error.message);
    return null;
  }
  return (count ?? 0) === 0;
}

export async function rememberIdentity(
  user: AuthUser,
  role: AppRole,
  name: string | null,
  isNewUser: boolean,
): Promise<void> {
  try {
    const { rememberUser } = await import('../../data/remote/session-cache');
    await rememberUser({ id: user.id, email: user.email, role, name: name ?? user.email.split('@')[0], isNewUser });
  } catch (e) {
    console.warn('Could not remember the user on this device', e);
  }
}

export async function cachedIdentity(): Promise<CachedIdentity | null> {
  try {
    const { lastUser } = await import('../../data/remote/session-cache');
    const last = await lastUser();
    if (!last) return null;
    return {
      user: { id: last.id, email: last.email ?? '' },
      role: toRole(last.role),
      isNewUser: last.isNewUser ?? false,
    };
  } catch {
    return null;
  }
}

/**
 * The account whose data this device holds: the last one signed in, even when the server has
 * ended its session since (src/data/remote/session-cache.ts deviceOwner).
 */
export async function deviceAccount(): Promise<{ id: string; email: string | null } | null> {
  try {
    const { deviceOwner } = await import('../../data/remote/session-cache');
    return await deviceOwner();
  } catch {
    return null;
  }
}

/**
 * What this device holds that the server does not have yet (see src/data/mirror/unsynced.ts). Fails
 * closed: a device that cannot be read counts as holding work, so sign-out asks before clearing.
 */
export async function unsyncedWork(userId: string | null): Promise<UnsyncedWork> {
  try {
    const { flushAllWriters } = await import('../../data/story-text');
    const { countUnsyncedWork } = await import('../../data/mirror/unsynced');
    await flushAllWriters();
    return await countUnsyncedWork(userId);
  } catch (e) {
    console.warn('Could not count the unsynced work on this device', e);
    return { waiting: 0, attention: 0, onlyHere: 0, otherAccount: 0, unreadable: true };
  }
}

/** Whether clearing the device now would lose anything (or might: an unreadable count). */
export function hasUnsyncedWork(work: UnsyncedWork): boolean {
  return Boolean(work.unreadable) || work.waiting + work.attention + work.onlyHere + work.otherAccount > 0;
}

/** The user chose to keep another account's unsynced work rather than sign in. */
export class SignInCancelled extends Error {
  constructor() {
    super('Sign-in cancelled');
    this.name = 'SignInCancelled';
  }
}
