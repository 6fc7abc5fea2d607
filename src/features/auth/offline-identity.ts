// Start-up without a network: the rules the auth provider follows, kept pure for tests.

/** Why a device with no cached identity could not show anyone: said, never spun. */
export type StartupProblem = 'offline' | 'unreachable';

export function startupProblem(f: { offline: boolean }): StartupProblem {
  return f.offline ? 'offline' : 'unreachable';
}

/** The words for a start-up problem (the spec names none; these are ours). */
export function startupProblemText(p: StartupProblem): { title: string; body: string } {
  return p === 'offline'
    ? {
        title: 'You are offline',
        body: 'This device has not signed in to StoryStack before, so there is nothing to show without a connection. Connect to the internet and try again.',
      }
    : {
        title: 'We cannot reach StoryStack right now',
        body: 'The network is connected but the server did not answer. Venue and hotel Wi-Fi often need a sign-in page first. Check the connection and try again.',
      };
}

/**
 * A SIGNED_OUT event that the user did not ask for, while offline, is ignored; the initial
 * session is read by the provider itself.
 */
export function ignoreAuthEvent(event: string, f: { offline: boolean; signingOut: boolean }): boolean {
  if (event === 'INITIAL_SESSION') return true;
  return event === 'SIGNED_OUT' && !f.signingOut && f.offline;
}
