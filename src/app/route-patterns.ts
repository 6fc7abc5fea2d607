// The addresses the app answers with its shell (no prerendered HTML of their own): the build
// writes them to dist/.vite/routes.json, so a server can tell a route of the app from an address
// no route matches, which gets the prerendered 404 page with status 404.
import { matchPath, type RouteObject } from 'react-router-dom';

/** The signed-in area: its route table arrives with its chunk, and it has its own "not found". */
export const SIGNED_IN_PREFIX = '/dashboard';
/** The path the prerendered "not found" page is rendered for (written to 404.html). */
export const NOT_FOUND_PATH = '/404';

function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const children = route.children ? patternsOf(route.children, own) : [];
    const self = route.path !== undefined && route.path !== '*' ? [own] : [];
    return [...self, ...children];
  });
}

/**
 * The route patterns served with the shell: every route of `routes` (the catch-all aside) that
 * no prerendered path matches (so /blog/:slug, whose posts are all prerendered, is not one), and
 * the whole signed-in area.
 */
export function shellRoutePatterns(routes: RouteObject[], prerendered: readonly string[]): string[] {
  const own = patternsOf(routes).filter((pattern) => !prerendered.some((path) => matchPath(pattern, path)));
  return [...new Set([...own, `${SIGNED_IN_PREFIX}/*`])];
}
