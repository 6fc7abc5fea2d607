// Serves the built PWA (dist/): the prerendered public pages, the static assets, and the app shell
// for every other route (SPA fallback). Text is compressed (brotli, else gzip); hashed assets are
// cached for a year, HTML and the service worker are revalidated (ETag) on every visit. Hashed
// assets go as the build compressed them where it did (.br/.gz beside them). Pages carry
// the app's CSP (app-csp.ts); every file is sent with nosniff.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { appContentSecurityPolicy, inlineScriptHashes } from './app-csp.ts';
import { routeMatches } from '../../src/domain/route-match.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
/** Below this, compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** The empty app shell the build writes beside the prerendered pages (scripts/vite-prerender.ts). */
const SHELL_FILE = 'shell.html';
/** Where the build recorded the owner-name positions in each prerendered page. */
const PRERENDER_INDEX = '.vite/prerender.json';
/** The route patterns the app answers with its shell (scripts/vite-prerender.ts). */
const ROUTES_FILE = '.vite/routes.json';
/** The prerendered "not found" page, sent with status 404 to an address no route matches. */
const NOT_FOUND_FILE = '404.html';

/** Runtime settings the built app reads when it was built without VITE_SUPABASE_* values. */
export interface RuntimeAppConfig {
  supabaseUrl: string;
  anonKey: string;
  ownerName?: string;
  bugReportFormUrl?: string;
  bookingUrl?: string;
}

/**
 * The file for `pathname`, then the response. `requestHeaders` (Accept-Encoding,
 * If-None-Match) choose the encoding and allow a 304.
 */
export function serveStatic(
  staticDir: string | null,
  pathname: string,
  runtime?: RuntimeAppConfig,
  requestHeaders?: Headers,
): Response {
  if (!staticDir) {
    return new Response(
      'StoryStack API is running. The app is not built yet: run `npm run build` (npm start does it for you).',
      { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  }
  const file = resolveFile(staticDir, pathname);
  if (!file) return new Response('Not found', { status: 404 });
  // 404.html asked for by name (the service worker precaches it) is a file like any other.
  const status = file === join(staticDir, NOT_FOUND_FILE) && !namesNotFoundPage(pathname) ? 404 : 200;
  return fileResponse(staticDir, file, runtime, requestHeaders, status);
}

/**
 * A file inside staticDir, a prerendered page (/about → about.html), the app shell for a route of
 * the app, 404.html for an address no route matches (the shell for every address with a build
 * that lists no routes), or null for a missing asset (a path with an extension is a file, never a
 * route).
 */
export function resolveFile(staticDir: string, pathname: string): string | null {
  const decoded = safeDecode(pathname);
  const candidate = normalize(join(staticDir, decoded));
  const inside = (path: string) => path === staticDir || path.startsWith(staticDir + sep);
  if (!inside(candidate)) return routeFile(staticDir, decoded);
  if (isFile(candidate)) return candidate;
  if (extname(decoded) && !decoded.endsWith('.html')) return null;
  const trimmed = candidate.replace(/[\\/]+$/, '');
  const page = trimmed === staticDir ? join(staticDir, 'index.html') : `${trimmed}.html`;
  if (inside(page) && isFile(page)) return page;
  return routeFile(staticDir, decoded);
}

function routeFile(staticDir: string, decoded: string): string {
  const shellRoutes = readShellRoutes(staticDir);
  const notFound = join(staticDir, NOT_FOUND_FILE);
  if (shellRoutes && isFile(notFound) && !shellRoutes.some((pattern) => routeMatches(pattern, decoded))) {
    return notFound;
  }
  return shellFile(staticDir);
}

function namesNotFoundPage(pathname: string): boolean {
  const name = safeDecode(pathname).replace(/^\/+|\/+$/g, '');
  return name === NOT_FOUND_FILE || `${name}.html` === NOT_FOUND_FILE;
}

let shellRoutes: { file: string; mtimeMs: number; patterns: string[] } | null = null;

function readShellRoutes(staticDir: string): string[] | null {
  const file = join(staticDir, ROUTES_FILE);
  if (!isFile(file)) return null;
  const mtimeMs = statSync(file).mtimeMs;
  if (shellRoutes?.file !== file || shellRoutes.mtimeMs !== mtimeMs) {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { shell?: unknown };
      const patterns = Array.isArray(parsed.shell)
        ? parsed.shell.filter((p): p is string => typeof p === 'string')
        : [];
      shellRoutes = { file, mtimeMs, patterns };
    } catch {
      return null;
    }
  }
  return shellRoutes.patterns;
}

function shellFile(staticDir: string): string {
  const shell = join(staticDir, SHELL_FILE);
  // A build from before prerendering has only index.html, which is then the shell.
  return isFile(shell) ? shell : join(staticDir, 'index.html');
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/';
  }
}

/** A page's inline-script hashes by its etag: the same page is not scanned and hashed again on
 *  every request (the cache is small: one entry a page and owner name). */
const scriptHashCache = new Map<string, string[]>();
function scriptHashesOf(etag: string, html: string): string[] {
  let hashes = scriptHashCache.get(etag);
  if (!hashes) {
    if (scriptHashCache.size >= 256) scriptHashCache.clear();
    hashes = inlineScriptHashes(html);
    scriptHashCache.set(etag, hashes);
  }
  return hashes;
}
function fileResponse(
  staticDir: string,
  path: string,
  runtime: RuntimeAppConfig | undefined,
  requestHeaders: Headers | undefined,
  status = 200,
): Response {
  const ext = extname(path);
  const stat = statSync(path);
  // An asset's own bytes are read only when they are sent or compressed: not for a 304, and not
  // when its compressed copy is already kept.
  let body: Uint8Array | null = null;
  let etag: string;
  let csp: string | null = null;
  if (ext === '.html') {
    let html = readFileSync(path, 'utf8');
    if (runtime) {
      html = injectRuntimeConfig(withOwnerName(staticDir, path, html, runtime.ownerName), runtime);
    }
    body = Buffer.from(html);
    etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    csp = appContentSecurityPolicy({
      scriptHashes: scriptHashesOf(etag, html),
      supabaseUrl: runtime?.supabaseUrl,
      bugReportFormUrl: runtime?.bugReportFormUrl,
    });
  } else {
    etag = `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  }

  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg)$/.test(path) && path.includes(`${sep}assets${sep}`);
  const noCache = path.endsWith('sw.js') || ext === '.html' || ext === '.webmanifest';
  const headers = new Headers({
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : noCache ? 'no-cache' : 'public, max-age=3600',
    etag,
    'x-content-type-options': 'nosniff',
  });
  if (csp) headers.set('content-security-policy', csp);
  const compressible = COMPRESSIBLE.has(ext) && (body?.byteLength ?? stat.size) >= MIN_COMPRESS_BYTES;
  if (compressible) headers.set('vary', 'Accept-Encoding');

  if (status === 200 && requestHeaders && matchesEtag(requestHeaders.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = compressible ? chooseEncoding(requestHeaders?.get('accept-encoding') ?? null) : null;
  if (encoding) {
    headers.set('content-encoding', encoding);
    body = body ? compressNow(body, encoding) : compressCached(path, stat, encoding, hashed);
  }
  body ??= readFileSync(path);
  headers.set('content-length', String(body.byteLength));
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

type Encoding = 'br' | 'gzip';

/** brotli when the client takes it, else gzip; a q=0 refuses an encoding. */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compressNow(body: Uint8Array, encoding: Encoding, quality = 5): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipSync(body, { level: 9 });
}

// Compressed assets, kept per file version. A hashed asset's first request takes the copy the
// build compressed at its best level beside it (scripts/vite-precompress.ts; its bytes never change
// under the same name, so the copy cannot be stale). Any other miss answers at once with a quick
// brotli level and refines the entry with the best level in the background, so a cold server
// never makes a page wait.
const compressed = new Map<string, Uint8Array>();

function compressCached(
  path: string,
  stat: { size: number; mtimeMs: number },
  encoding: Encoding,
  hashed: boolean,
): Uint8Array {
  const key = `${encoding}:${path}:${stat.size}:${stat.mtimeMs}`;
  const hit = compressed.get(key);
  if (hit) return hit;
  const copy = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (hashed && isFile(copy)) {
    const built = readFileSync(copy);
    compressed.set(key, built);
    return built;
  }
  const body = readFileSync(path);
  const quick = compressNow(body, encoding);
  compressed.set(key, quick);
  if (encoding === 'br') {
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, (error, best) => {
      if (!error && best.byteLength < quick.byteLength) compressed.set(key, best);
    });
  }
  return quick;
}

// The prerendered pages carry the build-time owner name; where the stand-in is told another
// (OWNER_NAME), it goes in the same places, so the page says the same as the app that hydrates it.
let ownerIndex: { file: string; mtimeMs: number; owner: string; ownerAt: Record<string, number[]> } | null = null;

function withOwnerName(staticDir: string, path: string, html: string, ownerName: string | undefined): string {
  const index = readOwnerIndex(staticDir);
  if (!index || !ownerName) return html;
  const wanted = escapeHtml(ownerName);
  const rel = path
    .slice(staticDir.length + 1)
    .split(sep)
    .join('/');
  const at = index.ownerAt[rel];
  if (!at || wanted === index.owner) return html;
  // Only if the file is still the one the index describes.
  if (!at.every((offset) => html.startsWith(index.owner, offset))) return html;
  let out = '';
  let from = 0;
  for (const offset of at) {
    out += html.slice(from, offset) + wanted;
    from = offset + index.owner.length;
  }
  return out + html.slice(from);
}

function readOwnerIndex(staticDir: string) {
  const file = join(staticDir, PRERENDER_INDEX);
  if (!isFile(file)) return null;
  const mtimeMs = statSync(file).mtimeMs;
  if (ownerIndex?.file !== file || ownerIndex.mtimeMs !== mtimeMs) {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { owner: string; ownerAt: Record<string, number[]> };
      ownerIndex = { file, mtimeMs, owner: parsed.owner, ownerAt: parsed.ownerAt ?? {} };
    } catch {
      return null;
    }
  }
  return ownerIndex;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The anon key is public by design (RLS protects the data); it is injected so one build works
// against whichever stand-in serves it. A JSON data block, not a script, so the page's CSP need
// not allow it (src/data/config/config.ts reads it); '<' is escaped so it cannot close its tag.
// It goes first in <head>, before any script of the app.
export const RUNTIME_CONFIG_ID = 'storystack-config';

export function injectRuntimeConfig(html: string, runtime: RuntimeAppConfig): string {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${json}</script>`;
  const charset = /<meta charset=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${script}`);
  return html.replace('</head>', `${script}</head>`);
}
