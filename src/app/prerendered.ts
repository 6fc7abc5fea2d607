// Which HTML the page arrived with: the build marks a prerendered page's root with the path it
// was rendered for (data-prerendered). Only that path may hydrate it; anything else renders
// afresh (a static host's SPA fallback can serve one page's HTML for another URL).

/** "/about/" and "/about" are the same page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function prerenderedFor(root: HTMLElement, pathname: string): boolean {
  const path = root.dataset.prerendered;
  return path !== undefined && root.firstChild !== null && path === normalizePath(pathname);
}

/** The file a prerendered path is written to: "/" → index.html, "/blog/x" → blog/x.html. */
export function prerenderFile(path: string): string {
  const clean = normalizePath(path);
  return clean === '/' ? 'index.html' : `${clean.slice(1)}.html`;
}
