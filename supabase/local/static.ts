// Serves the built PWA with an SPA fallback: any unknown path that is not a file gets index.html.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

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

/** Runtime settings the built app reads when it was built without VITE_SUPABASE_* values. */
export interface RuntimeAppConfig {
  supabaseUrl: string;
  anonKey: string;
  ownerName?: string;
}

export function serveStatic(staticDir: string | null, pathname: string, runtime?: RuntimeAppConfig): Response {
  if (!staticDir) {
    return new Response(
      'StoryStack API is running. The app is not built yet: run `npm run build` (npm start does it for you).',
      { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  }
  const decoded = safeDecode(pathname);
  const candidate = normalize(join(staticDir, decoded));
  const inside = candidate === staticDir || candidate.startsWith(staticDir + sep);
  if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
    return fileResponse(candidate, runtime);
  }
  // Missing assets are real 404s; routes fall back to the app shell.
  if (extname(decoded) && !decoded.endsWith('.html')) {
    return new Response('Not found', { status: 404 });
  }
  return fileResponse(join(staticDir, 'index.html'), runtime);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/';
  }
}

function fileResponse(path: string, runtime?: RuntimeAppConfig): Response {
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  const body =
    extname(path) === '.html' && runtime
      ? injectRuntimeConfig(readFileSync(path, 'utf8'), runtime)
      : readFileSync(path);
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg)$/.test(path) && path.includes(`${sep}assets${sep}`);
  const noCache = path.endsWith('sw.js') || path.endsWith('.html') || path.endsWith('.webmanifest');
  return new Response(body, {
    headers: {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : noCache ? 'no-cache' : 'public, max-age=3600',
    },
  });
}

// The anon key is public by design (RLS protects the data); it is injected so one build works
// against whichever stand-in serves it. '<' is escaped so the JSON cannot close the script.
function injectRuntimeConfig(html: string, runtime: RuntimeAppConfig): string {
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script>window.__STORYSTACK__=${json}</script></head>`);
}
