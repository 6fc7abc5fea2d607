// Which HTML the page arrived with: the build marks a prerendered page's root with the path it
// was rendered for (data-prerendered). Only that path may hydrate it; anything else renders
// afresh (a static host's SPA fallback can serve one page's HTML for another URL).

/** "/about/" and "/about" are the same page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Query parameters that make a prerendered path another page (the HTML was rendered without
 * them): /register?invite=… is the invitation form, not the beta sign-up, so hydrating the
 * prerendered /register there would be a mismatch (React error #418).
 */
export const PAGE_CHANGING_PARAMS: readonly string[] = ['invite'];

export function prerenderedFor(root: HTMLElement, pathname: string, search = ''): boolean {
  const path = root.dataset.prerendered;
  const params = new URLSearchParams(search);
  if (PAGE_CHANGING_PARAMS.some((name) => params.has(name))) return false;
  return path !== undefined && root.firstChild !== null && path === normalizePath(pathname);
}

/** The file a prerendered path is written to: "/" → index.html, "/blog/x" → blog/x.html. */
export function prerenderFile(path: string): string {
  const clean = normalizePath(path);
  return clean === '/' ? 'index.html' : `${clean.slice(1)}.html`;
}
