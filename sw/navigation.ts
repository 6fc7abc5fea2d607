// Navigations get the precached app shell (index.html), online or not, so a page always runs the
// same version as the assets its worker precached; a new version arrives through the update
// prompt (SKIP_WAITING), never half-way. The network answers only until the shell is cached.
// API paths never reach this handler (see routes.ts).
//
// Trade-off: the shell keeps the runtime config the server injected when it was precached
// (supabase/local/static.ts). A new build refreshes it; so does clearing site data.

export interface ShellDeps {
  /** The precached app shell (index.html), or undefined if it is not cached yet. */
  matchShell: () => Promise<Response | undefined>;
  /** The network, for the first visit before the precache is complete. */
  fetch: (request: Request) => Promise<Response>;
}

export function createShellHandler(deps: ShellDeps): (request: Request) => Promise<Response> {
  return async (request) => (await deps.matchShell()) ?? deps.fetch(request);
}
