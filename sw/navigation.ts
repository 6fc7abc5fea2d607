// Navigations that no prerendered page answers (the signed-in area, unknown paths) get the
// precached app shell (shell.html, written by the build beside the prerendered pages), online or
// not, so a page always runs the same version as the assets its worker precached; a new version
// arrives through the update prompt (SKIP_WAITING), never half-way. The network answers only
// until the shell is cached.
// API paths never reach this handler (see routes.ts).
//
// Trade-off: the shell and the pages keep the runtime config the server injected when it was precached
// (supabase/local/static.ts). A new build refreshes it; so does clearing site data.

import { routeMatches } from '../src/domain/route-match.ts';

/** The app shell: index.html's head and scripts with an empty #root (scripts/vite-prerender.ts). */
export const SHELL_URL = 'shell.html';

/** The routes the shell answers (written by the build beside the pages, precached with them). */
export const SHELL_ROUTES_URL = 'shell-routes.json';
/** The prerendered "not found" page. */
export const NOT_FOUND_URL = '404.html';

export interface ShellDeps {
  /** The precached app shell (shell.html), or undefined if it is not cached yet. */
  matchShell: () => Promise<Response | undefined>;
  /** The network, for the first visit before the precache is complete. */
  fetch: (request: Request) => Promise<Response>;
  /** The precached route patterns of the shell and 404 page; without them every address gets the shell. */
  shellRoutes?: () => Promise<readonly string[] | undefined>;
  matchNotFound?: () => Promise<Response | undefined>;
  /** The precached prerendered page of a path (e.g. /register for /register?invite=…). */
  matchPage?: (pathname: string) => Promise<Response | undefined>;
}

/** The precache name of a path's prerendered page: / → index.html, /blog/x → blog/x.html. */
export function pageFile(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index.html' : `${name}.html`;
}

/** The patterns of a shell-routes.json answer, or undefined when it is not one. */
export async function readShellRoutes(response: Response | undefined): Promise<string[] | undefined> {
  try {
    const parsed = (await response?.json()) as { shell?: unknown } | undefined;
    return Array.isArray(parsed?.shell) ? parsed.shell.filter((p): p is string => typeof p === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An address no route of the app matches gets the prerendered 404 page with status 404, as from
 * the server (supabase/local/static.ts): the shell's 200 would tell a crawler or a link checker
 * that the page exists.
 */
export function createShellHandler(deps: ShellDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const patterns = await deps.shellRoutes?.();
    const path = new URL(request.url).pathname;
    if (patterns && !patterns.some((pattern) => routeMatches(pattern, path))) {
      // A prerendered page asked for with a query (Workbox's precache route keeps only bare paths).
      const prerendered = await deps.matchPage?.(path);
      if (prerendered) return prerendered;
      const page = await deps.matchNotFound?.();
      if (page) return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
    }
    return (await deps.matchShell()) ?? deps.fetch(request);
  };
}
