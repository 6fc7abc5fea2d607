// Navigations: network first (so a page always gets the shell the server injects the runtime
// config into, see supabase/local/static.ts), falling back to the precached index.html when
// the network is down or too slow. API paths never reach this handler (see routes.ts).

export interface ShellDeps {
  /** The network. */
  fetch: (request: Request, init?: RequestInit) => Promise<Response>;
  /** The precached app shell (index.html), or undefined if it is not cached yet. */
  matchShell: () => Promise<Response | undefined>;
  /** Give up on the network after this long and answer from the cache. */
  timeoutMs: number;
}

export function createShellHandler(deps: ShellDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    try {
      const response = await deps.fetch(request, { signal: controller.signal });
      // A 5xx from a broken server is worse than the cached shell; a 404 page is the server's answer.
      if (response.status < 500) return response;
      return (await deps.matchShell()) ?? response;
    } catch (error) {
      const shell = await deps.matchShell();
      if (shell) return shell;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
