// Which requests the worker may answer, as pure predicates over URLs (tested directly).
// Anything these do not claim goes straight to the network: the API is never cached, because
// domain data lives in IndexedDB and a cached API answer would be stale or someone else's.

/** Paths of the Supabase HTTP surface (hosted or the local stand-in). */
const API_PREFIXES = ['/auth/', '/rest/', '/functions/', '/realtime/', '/storage/'];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

/** A request to the Supabase project itself, wherever it is hosted (VITE_SUPABASE_URL may be another origin). */
export function isApiRequest(url: URL, appOrigin: string): boolean {
  if (isApiPath(url.pathname)) return true;
  return url.origin !== appOrigin && /\.supabase\.(co|in)$/.test(url.hostname);
}

/**
 * A navigation the app shell should answer: same origin, not an API path, and not a file
 * (a path with an extension such as /sw.js or /manifest.webmanifest is fetched as itself).
 */
export function isShellNavigation(url: URL, appOrigin: string): boolean {
  if (url.origin !== appOrigin) return false;
  if (isApiPath(url.pathname)) return false;
  const last = url.pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last) || last.endsWith('.html');
}

/** Images the app shows (own or third-party), but never anything from the API. */
export function isCacheableImage(destination: string, url: URL, appOrigin: string): boolean {
  return (
    destination === 'image' && !isApiRequest(url, appOrigin) && (url.protocol === 'https:' || url.origin === appOrigin)
  );
}

const FONT_FILE = /\.(woff2?|ttf|otf)$/i;

/** Font files: by destination, by extension, or Google Fonts' file host. */
export function isFontFile(destination: string, url: URL): boolean {
  return destination === 'font' || FONT_FILE.test(url.pathname) || url.hostname === 'fonts.gstatic.com';
}

/** Google Fonts' stylesheets, which change rarely but do change (stale-while-revalidate). */
export function isFontStylesheet(url: URL): boolean {
  return url.hostname === 'fonts.googleapis.com';
}
