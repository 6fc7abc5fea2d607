// Build-time rendering of the public pages (the SSR entry the prerender plugin in
// vite.config.ts builds and runs after the client build). Each path renders through the same
// route table and the same frame as the browser (App.tsx), so the HTML hydrates as it is.
import { isValidElement, StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { BLOG_POSTS } from '../content/site-blog';
import { AppFrame } from './App';
import { CONTENT_PATHS, publicRoutes } from './router';
import { NOT_FOUND_PATH, shellRoutePatterns } from './route-patterns';

/** Every public page that is written to HTML at build time. */
export const PRERENDER_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/early-access',
  '/request-access',
  ...CONTENT_PATHS,
  '/blog',
  ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
  NOT_FOUND_PATH,
];

/**
 * The prerendered pages with nothing for React to do but the site frame's menus and search (and,
 * on the landing, forms that start the app when first used): they start src/islands.ts instead
 * of the app (no hydration on a first visit).
 */
export const ISLAND_PATHS: readonly string[] = [
  '/',
  ...CONTENT_PATHS,
  '/blog',
  ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
  NOT_FOUND_PATH,
];

/** The routes a server answers with the shell; any other address gets 404.html and a 404. */
export const SHELL_ROUTE_PATTERNS: readonly string[] = shellRoutePatterns(publicRoutes, PRERENDER_PATHS);

export interface RenderedPage {
  path: string;
  /** <title>, <meta> and <link> tags the page declared (React hoists them out of the body). */
  head: string;
  /** The markup that goes inside #root. */
  body: string;
  /** The components of the matched routes, lazy ones loaded: the plugin maps them to their chunks. */
  components: ComponentType[];
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(publicRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path}: the route answered ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${path}: status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (unlike renderToString) waits for lazy parts, so their HTML is complete too. With
  // no progressive chunking every boundary is written in place: no inline scripts move content
  // into place later, and the page reads in document order before any script runs.
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const head = HOISTED.exec(html)?.[0] ?? '';
  // The router turns a lazy route's Component into its element once loaded.
  const components = context.matches.flatMap(({ route }) => {
    const type = route.Component ?? (isValidElement(route.element) ? route.element.type : null);
    return typeof type === 'function' ? [type as ComponentType] : [];
  });
  return { path, head, body: html.slice(head.length), components };
}
