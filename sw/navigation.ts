// Navigations that no prerendered page answers (the signed-in area, unknown paths) get the
// precached app shell (shell.html, written by the build beside the prerendered pages), online or
// not, so a page always runs the same version as the assets its worker precached; a new version
// arrives through the update prompt (SKIP_WAITING), never half-way. The network answers only
// until the shell is cached.
// API paths never reach this handler (see routes.ts).
//
// Trade-off: the shell and the pages keep the runtime config the server injected when it was precached
// (supabase/local/static.ts). A new build refreshes it; so does clearing site data.

/** The app shell: index.html's head and scripts with an empty #root (scripts/vite-prerender.ts). */
export const SHELL_URL = 'shell.html';

export interface ShellDeps {
  /** The precached app shell (shell.html), or undefined if it is not cached yet. */
  matchShell: () => Promise<Response | undefined>;
  /** The network, for the first visit before the precache is complete. */
  fetch: (request: Request) => Promise<Response>;
}

export function createShellHandler(deps: ShellDeps): (request: Request) => Promise<Response> {
  return async (request) => (await deps.matchShell()) ?? deps.fetch(request);
}
