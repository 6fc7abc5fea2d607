// When the app may fall back to the user remembered on this device: never sign anyone out just
// because the network is away (an access token that expired offline cannot be refreshed).

export interface StartupFacts {
  hasSession: boolean;
  /** getSession() failed to refresh because the server could not be reached. */
  refreshUnreachable: boolean;
  offline: boolean;
  signingOut: boolean;
}

export type StartupChoice = 'session' | 'cached-user' | 'signed-out';

export function chooseIdentity(f: StartupFacts): StartupChoice {
  if (f.hasSession) return 'session';
  if (!f.signingOut && (f.offline || f.refreshUnreachable)) return 'cached-user';
  return 'signed-out';
}

/** A SIGNED_OUT event that the user did not ask for, while offline, is ignored. */
export function ignoreAuthEvent(event: string, f: { offline: boolean; signingOut: boolean }): boolean {
  if (event === 'INITIAL_SESSION') return true;
  return event === 'SIGNED_OUT' && !f.signingOut && f.offline;
}
