// The Content-Security-Policy of the app's pages. Script runs only from the app's own files and
// the few inline scripts the build wrote into its HTML (by hash: the submit guard, the pre-paint
// theme, the prerendered pages' loader); the runtime config is a JSON data block, not a script.
// So a page or file smuggled onto the origin cannot run script in the session, and neither can
// markup injected into a page. Used by the stand-in's static server and by
// scripts/csp-header.ts, which prints the header for a static host.
import { createHash } from 'node:crypto';

export interface AppCspOptions {
  /** sha256 sources of the inline scripts the pages carry ('sha256-…'). */
  scriptHashes: readonly string[];
  /** Where the app's API lives (REST, auth, storage, realtime); its own origin when unset. */
  supabaseUrl?: string;
  /** The bug report form the dashboard frames (VITE_BUG_REPORT_FORM_URL). */
  bugReportFormUrl?: string;
}

/** Video hosts a resource card may embed. */
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

const NON_SCRIPT_TYPE = /(?:^|\s)type\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^"'\s>]/i;

/** The 'sha256-…' source of every inline classic or module script in `html` (data blocks skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || NON_SCRIPT_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

function originOf(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

export function appContentSecurityPolicy(options: AppCspOptions): string {
  const api = originOf(options.supabaseUrl);
  const apiSources = api ? [api.origin, `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`] : [];
  const form = originOf(options.bugReportFormUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes],
    // React and the prerendered pages set style attributes; styles cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(api ? [api.origin] : [])],
    ['media-src', "'self'", 'blob:', ...(api ? [api.origin] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'blob:', 'data:', ...apiSources],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...(form ? [form.origin] : []), ...EMBED_ORIGINS],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
