// Whether an address is one of the app's shell routes (dist/shell-routes.json, written by the
// build): the stand-in and the service worker both answer any other address with the 404 page.

/** React Router's matching, as far as the table uses it: ":name" is one segment, a final "*" the rest. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*' && i === want.length - 1) return true;
    if (i >= have.length) return false;
    if (!want[i].startsWith(':') && want[i].toLowerCase() !== have[i].toLowerCase()) return false;
  }
  return want.length === have.length;
}
