// Holds the session (spec §3/§4). A device that has seen its user shows them at once from its
// cache and never waits on the network to do so: the session, the role and the new-user check
// are asked in the background, each with a deadline, and their answers update the screen when
// they come. Only a device with no cached identity shows a loading state, and that ends with a
// clear message rather than spinning. A network that is away or hangs never signs anyone out.
// A browser without the app's database (a first visit) has nobody to show and nothing queued:
// it is "signed out" at once, and supabase-js and Dexie load only when a form needs them.
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Session } from '@supabase/supabase-js';
import { supabaseLoaded } from '../../../data/remote/load-supabase';
import {
  AuthContext,
  type AppRole,
  type AuthContextValue,
  type AuthUser,
  type SignUpDetails,
} from '../../../data/auth/auth-context';
import {
  cachedIdentity,
  deviceAccount,
  fetchIsNewUser,
  fetchRole,
  hasUnsyncedWork,
  isOffline,
  readSession,
  rememberIdentity,
  unsyncedWork,
  userFromSession,
  withTimeout,
  CHECK_TIMEOUT_MS,
  SignInCancelled,
} from '../auth-api';
import { ignoreAuthEvent, startupProblem, type StartupProblem } from '../offline-identity';
import type { SignOutChoice } from './sign-out-dialog';
import type { UnsyncedWork } from '../../../data/mirror/unsynced';
import { requestPersistentStorage } from '../../../data/device/device-storage';
import { mayHaveLocalData } from '../../../data/device/local-database';

// Shown only when someone signs out with unsynced work: not part of a public page's first load,
// but fetched as soon as someone is signed in, so that it is there when the network is not.
const loadSignOutDialog = () => import('./sign-out-dialog');
const accountActions = () => import('../account-actions');
const SignOutDialog = lazy(() => loadSignOutDialog().then((m) => ({ default: m.SignOutDialog })));
const SigningOut = lazy(() => loadSignOutDialog().then((m) => ({ default: m.SigningOut })));

interface State {
  user: AuthUser | null;
  role: AppRole | null;
  loading: boolean;
  isNewUser: boolean;
  offline: boolean;
  problem: StartupProblem | null;
}

/** How often, and how far apart, an unanswered role question is asked again. */
const ROLE_RETRIES = 4;
const ROLE_RETRY_MS = 5_000;

const INITIAL: State = { user: null, role: null, loading: true, isNewUser: false, offline: false, problem: null };
const SIGNED_OUT: State = { user: null, role: null, loading: false, isNewUser: false, offline: false, problem: null };

interface PendingChoice {
  work: UnsyncedWork;
  /** Whose changes they are, when they are not the person signing in now. */
  owner: string | null;
  resolve(choice: SignOutChoice): void;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(INITIAL);
  const currentUserId = useRef<string | null>(null);
  const justSignedUp = useRef(false);
  const signingOut = useRef(false);
  const [pending, setPending] = useState<PendingChoice | null>(null);
  // Telling the server can take its full timeout on a bad network: say what is happening.
  const [leaving, setLeaving] = useState(false);

  /**
   * Asks the server for the role and the new-user flag; updates the screen when they come. When
   * the server does not answer in time the cached (or default) role stands in, and the question is
   * asked again a few times in the background, so a slow first sign-in still ends with the right
   * dashboard (a coach is not left on the founder's page).
   */
  const refreshUser = useCallback(async (user: AuthUser, attempt = 0): Promise<void> => {
    const cached = await cachedIdentity();
    const known = cached?.user.id === user.id ? cached : null;
    const newUser = justSignedUp.current;
    const [profile, isNew] = await Promise.all([
      fetchRole(user.id).catch(() => null),
      newUser ? Promise.resolve(true) : fetchIsNewUser(user.id).catch(() => null),
    ]);
    if (currentUserId.current !== user.id) return;
    const role = profile?.role ?? known?.role ?? 'user';
    const isNewUser = newUser || (isNew ?? known?.isNewUser ?? false);
    // Remembered even when the server did not answer: the device must know who it writes for.
    await rememberIdentity(user, role, profile?.name ?? null, isNewUser);
    setState({ user, role, loading: false, isNewUser, offline: profile === null, problem: null });
    if (profile === null && attempt < ROLE_RETRIES) {
      setTimeout(
        () => {
          if (currentUserId.current === user.id) void refreshUser(user, attempt + 1);
        },
        ROLE_RETRY_MS * (attempt + 1),
      );
    }
  }, []);

  /** A session was established or confirmed (start-up, sign-in, token refresh). */
  const adoptSession = useCallback(
    async (session: Session) => {
      const user = userFromSession(session);
      if (!user) return;
      const sameUser = currentUserId.current === user.id;
      currentUserId.current = user.id;
      // Someone already on screen stays there while the checks run; nobody new waits on them
      // longer than their deadline.
      if (!sameUser) setState((s) => ({ ...s, user, loading: s.user === null, problem: null }));
      await refreshUser(user);
      void requestPersistentStorage(); // Unsent work lives in IndexedDB: ask not to evict it.
    },
    [refreshUser],
  );

  /** The server says there is no session: sign out on screen (the device's data stays). */
  const sessionEnded = useCallback(async () => {
    currentUserId.current = null;
    setState(SIGNED_OUT);
    try {
      const { forgetUser } = await import('../../../data/remote/session-cache');
      await forgetUser();
    } catch {
      // The next start asks the server again.
    }
  }, []);

  /** Reads the session in the background; `hasUser` says whether someone is already shown. */
  const revalidate = useCallback(
    async (hasUser: boolean) => {
      const read = await readSession();
      if (signingOut.current) return;
      if (read.kind === 'session') return adoptSession(read.session);
      if (read.kind === 'none') {
        if (hasUser || currentUserId.current === null) await sessionEnded();
        return;
      }
      // Unreachable: whoever is shown stays; with nobody to show, say why instead of spinning.
      if (!hasUser && currentUserId.current === null)
        setState({ ...SIGNED_OUT, problem: startupProblem({ offline: isOffline() }) });
      else setState((s) => ({ ...s, offline: true }));
    },
    [adoptSession, sessionEnded],
  );

  const start = useCallback(async () => {
    // These first updates are transitions: one made at default priority while a lazy part of a
    // prerendered page is still waiting for its code would make React drop that part's HTML.
    if (!(await mayHaveLocalData())) {
      startTransition(() => setState((s) => (currentUserId.current === null ? SIGNED_OUT : s)));
      return;
    }
    const cached = await cachedIdentity();
    startTransition(() => {
      if (cached) {
        currentUserId.current = cached.user.id;
        setState({
          user: cached.user,
          role: cached.role,
          loading: false,
          isNewUser: cached.isNewUser,
          offline: true,
          problem: null,
        });
      } else {
        setState((s) => ({ ...s, loading: true, problem: null }));
      }
    });
    await revalidate(cached !== null);
  }, [revalidate]);

  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    void start();
    // Listens from the moment anything (start-up, a sign-in form) has loaded supabase-js.
    void supabaseLoaded().then((supabase) => {
      if (!alive) return;
      const { data: sub } = supabase.auth.onAuthStateChange((event, session) => {
        // supabase-js must not be awaited inside this callback; defer the work.
        setTimeout(() => {
          if (!alive || ignoreAuthEvent(event, { offline: isOffline(), signingOut: signingOut.current })) return;
          if (session) void adoptSession(session);
          else if (event === 'SIGNED_OUT' && !signingOut.current) void sessionEnded();
        }, 0);
      });
      unsubscribe = () => sub.subscription.unsubscribe();
    });
    // Back online, or back to the tab: check again quietly (never a loading state).
    const again = () => {
      if (document.visibilityState !== 'visible') return;
      void mayHaveLocalData().then(async (mayHave) => {
        if (mayHave) await revalidate(currentUserId.current !== null);
      });
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [start, revalidate, adoptSession, sessionEnded]);

  /** Asks what to do with unsynced work; resolves 'stay' or 'signout' (= discard it). */
  const askAboutUnsynced = useCallback(async (userId: string | null, owner: string | null) => {
    const work = await unsyncedWork(userId);
    if (!hasUnsyncedWork(work)) return 'signout' as const;
    const choice = await new Promise<SignOutChoice>((resolve) => setPending({ work, owner, resolve }));
    setPending(null);
    return choice;
  }, []);

  /**
   * Another account's unsynced work on this device is never sent with this account's token and
   * never shown to it: ask before it is cleared (also when the server ended that account's session).
   */
  const makeWayFor = useCallback(
    async (email: string) => {
      const previous = await deviceAccount();
      if (!previous || previous.email?.toLowerCase() === email.trim().toLowerCase()) return;
      await (await accountActions()).sendWhatWaits(previous.id).catch(() => undefined); // asked about below
      if ((await askAboutUnsynced(previous.id, previous.email ?? 'Another account')) === 'stay') {
        throw new SignInCancelled();
      }
      await (await accountActions()).forgetDevice(async () => undefined);
      currentUserId.current = null;
    },
    [askAboutUnsynced],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      justSignedUp.current = false;
      await makeWayFor(email);
      const { passwordSignIn } = await accountActions();
      const session = await passwordSignIn(email, password);
      if (session) await adoptSession(session);
    },
    [adoptSession, makeWayFor],
  );

  const signUp = useCallback(
    async (email: string, password: string, details: SignUpDetails) => {
      await makeWayFor(email);
      justSignedUp.current = true;
      try {
        const { passwordSignUp } = await accountActions();
        const session = await passwordSignUp(email, password, details);
        if (session) await adoptSession(session);
      } catch (e) {
        justSignedUp.current = false;
        throw e;
      }
    },
    [adoptSession, makeWayFor],
  );

  const signOut = useCallback(
    async (options?: { discard?: boolean }) => {
      if (!options?.discard && (await askAboutUnsynced(currentUserId.current, null)) === 'stay') return false;
      signingOut.current = true;
      setLeaving(true);
      try {
        // Offline the server cannot be told; clearing this device (which holds the session)
        // still signs the user out here, which is what a shared device needs.
        const { forgetDevice, endSession } = await accountActions();
        await forgetDevice(async () => {
          try {
            await withTimeout(endSession(), CHECK_TIMEOUT_MS);
          } catch (e) {
            console.warn('The server was not told about the sign-out; this device is cleared anyway.', e);
          }
        });
        justSignedUp.current = false;
        currentUserId.current = null;
        setState(SIGNED_OUT);
        return true;
      } finally {
        signingOut.current = false;
        setLeaving(false);
      }
    },
    [askAboutUnsynced],
  );

  const signedIn = state.user !== null;
  useEffect(() => {
    if (signedIn) void loadSignOutDialog().catch(() => undefined); // tried again when it is shown
  }, [signedIn]);

  const retry = useCallback(() => void start(), [start]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut, retry }),
    [state, signIn, signUp, signOut, retry],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <SignOutDialog
            userId={currentUserId.current}
            initial={pending.work}
            owner={pending.owner}
            onChoose={pending.resolve}
          />
        </Suspense>
      ) : null}
      {leaving ? (
        <Suspense fallback={null}>
          <SigningOut />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}
