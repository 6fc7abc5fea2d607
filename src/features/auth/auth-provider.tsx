// Holds the session (spec §3/§4). Offline, the last signed-in user and role come from this
// device's cache, and an access token that cannot be refreshed offline never signs anyone out.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { loadSupabase, supabaseLoaded } from './supabase-client';
import { AuthContext, type AppRole, type AuthContextValue, type AuthUser, type SignUpDetails } from './auth-context';
import {
  cachedIdentity,
  endSession,
  fetchIsNewUser,
  fetchRole,
  forgetDevice,
  isOffline,
  passwordSignIn,
  passwordSignUp,
  pendingChanges,
  rememberIdentity,
  userFromSession,
} from './auth-api';
import { chooseIdentity, ignoreAuthEvent } from './offline-identity';
import { SignOutDialog, type SignOutChoice } from './sign-out-dialog';
import { requestPersistentStorage } from '../../data/device-storage';
import { mayHaveLocalData } from '../../data/local-database';

interface State {
  user: AuthUser | null;
  role: AppRole | null;
  loading: boolean;
  isNewUser: boolean;
  offline: boolean;
}

const INITIAL: State = { user: null, role: null, loading: true, isNewUser: false, offline: false };

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(INITIAL);
  const currentUserId = useRef<string | null>(null);
  const justSignedUp = useRef(false);
  const signingOut = useRef(false);
  const [pending, setPending] = useState<{ count: number; resolve: (c: SignOutChoice) => void } | null>(null);

  // Loads what belongs to a user when the signed-in user changes (spec §4).
  const loadUser = useCallback(async (user: AuthUser) => {
    const newUser = justSignedUp.current;
    const [profile, isNew] = await Promise.all([
      fetchRole(user.id),
      newUser ? Promise.resolve(true) : fetchIsNewUser(user.id),
    ]);
    if (currentUserId.current !== user.id) return;
    const role = profile?.role ?? (await cachedIdentity())?.role ?? 'user';
    setState({ user, role, loading: false, isNewUser: newUser || isNew, offline: false });
    if (profile) await rememberIdentity(user, profile.role, profile.name);
  }, []);

  const restoreCachedUser = useCallback(async (): Promise<boolean> => {
    const cached = await cachedIdentity();
    if (!cached) return false;
    currentUserId.current = cached.user.id;
    setState({ user: cached.user, role: cached.role, loading: false, isNewUser: false, offline: true });
    return true;
  }, []);

  const applySession = useCallback(
    async (session: Session | null, refreshUnreachable = false) => {
      const choice = chooseIdentity({
        hasSession: session !== null,
        refreshUnreachable,
        offline: isOffline(),
        signingOut: signingOut.current,
      });
      const user = userFromSession(session);
      if (choice === 'session' && user) {
        if (currentUserId.current === user.id) return;
        currentUserId.current = user.id;
        setState((s) => ({ ...s, user, loading: true }));
        await loadUser(user);
        // Unsent work lives in IndexedDB: ask the browser not to evict it once someone signs in.
        void requestPersistentStorage();
        return;
      }
      if (choice === 'cached-user' && (await restoreCachedUser())) return;
      currentUserId.current = null;
      setState({ user: null, role: null, loading: false, isNewUser: false, offline: false });
    },
    [loadUser, restoreCachedUser],
  );

  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    const onOnline = () => {
      void loadSupabase()
        .then((supabase) => supabase.auth.getSession())
        .then(({ data }) => {
          // Back online: refresh the role quietly, without a loading state that would
          // unmount the page the user is working in.
          const user = userFromSession(data.session);
          if (user && alive) {
            currentUserId.current = user.id;
            void loadUser(user);
          }
        });
    };
    void (async () => {
      // A browser without the local database holds no session and no remembered user: say
      // "signed out" at once and load supabase-js (and Dexie) only when something needs it.
      if (!(await mayHaveLocalData())) {
        if (!alive) return;
        startTransition(() =>
          setState((s) => (s.loading && currentUserId.current === null ? { ...s, loading: false } : s)),
        );
        await supabaseLoaded();
      }
      const supabase = await loadSupabase();
      if (!alive) return;
      const { data: sub } = supabase.auth.onAuthStateChange((event, session) => {
        // supabase-js must not be awaited inside this callback; defer the work.
        setTimeout(() => {
          if (!alive) return;
          if (ignoreAuthEvent(event, { offline: isOffline(), signingOut: signingOut.current })) return;
          void applySession(session);
        }, 0);
      });
      unsubscribe = () => sub.subscription.unsubscribe();
      const { data, error } = await supabase.auth.getSession();
      if (!alive) return;
      await applySession(data.session, error?.name === 'AuthRetryableFetchError');
    })();
    window.addEventListener('online', onOnline);
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [applySession, loadUser]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      justSignedUp.current = false;
      const session = await passwordSignIn(email, password);
      await applySession(session);
    },
    [applySession],
  );

  const signUp = useCallback(
    async (email: string, password: string, details: SignUpDetails) => {
      justSignedUp.current = true;
      try {
        const session = await passwordSignUp(email, password, details);
        await applySession(session);
      } catch (e) {
        justSignedUp.current = false;
        throw e;
      }
    },
    [applySession],
  );

  const signOut = useCallback(async () => {
    const count = await pendingChanges();
    if (count > 0) {
      const choice = await new Promise<SignOutChoice>((resolve) => setPending({ count, resolve }));
      setPending(null);
      if (choice === 'stay') return false;
    }
    signingOut.current = true;
    try {
      // Offline the server cannot be told; clearing this device (which holds the session)
      // still signs the user out here, which is what a shared device needs.
      let reachedServer = true;
      try {
        await endSession();
      } catch (e) {
        const unreachable = isOffline() || (e instanceof Error && e.name === 'AuthRetryableFetchError');
        if (!unreachable) throw e;
        reachedServer = false;
      }
      try {
        await forgetDevice();
      } catch (e) {
        if (!reachedServer) throw e;
        console.warn('Could not clear this device', e);
      }
      justSignedUp.current = false;
      currentUserId.current = null;
      setState({ user: null, role: null, loading: false, isNewUser: false, offline: false });
      return true;
    } finally {
      signingOut.current = false;
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut }),
    [state, signIn, signUp, signOut],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {pending ? <SignOutDialog initialCount={pending.count} onChoose={pending.resolve} /> : null}
    </AuthContext.Provider>
  );
}
