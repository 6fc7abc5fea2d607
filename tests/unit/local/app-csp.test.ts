// The app's pages carry a CSP that lets script run only from the app's own files and the inline
// scripts its build wrote (by hash); the runtime config is a JSON block, not a script
// (supabase/local/app-csp.ts, static.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, inlineScriptHashes } from '../../../supabase/local/app-csp.ts';
import { serveStatic, type RuntimeAppConfig } from '../../../supabase/local/static.ts';

const RUNTIME: RuntimeAppConfig = {
  supabaseUrl: 'http://127.0.0.1:1234',
  anonKey: 'anon.key.value',
  bugReportFormUrl: 'https://forms.example.com/bugs?embed=1',
};
const GUARD = "document.addEventListener('submit', function (e) { e.preventDefault(); });";
const LOADER = 'import("/assets/index-AbCdEfGh.js")';
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** The policy as directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'storystack-csp-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" /><script>${GUARD}</script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
      `<body><div id="root"></div><script>${LOADER}</script></body></html>`,
  );
  writeFileSync(join(dist, 'assets/index-AbCdEfGh.js'), 'console.log(1);');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the CSP of a page', () => {
  it('allows script from the app and its own inline scripts only, never inline script in general', async () => {
    const response = serveStatic(dist, '/', RUNTIME);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", sha(GUARD), sha(LOADER)].sort(byKind));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:1234', 'ws://127.0.0.1:1234']));
    expect(csp.get('frame-src')).toContain('https://forms.example.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The injected config is data, so no hash of it is needed (it changes with every stand-in).
    const html = await response.text();
    expect(html).toContain('<script type="application/json" id="storystack-config">');
    expect(csp.get('script-src')).toHaveLength(3);
  });

  it('sends nosniff with every file and the CSP only with pages', () => {
    const asset = serveStatic(dist, '/assets/index-AbCdEfGh.js', RUNTIME);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('hashes classic and module scripts, skipping data blocks and external scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>' +
      '<script type="application/json">{"x":1}</script><script src="/x.js"></script>' +
      '<script data-type="x">d()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('d()')].sort());
  });

  it('answers wss for an https API and leaves out a form URL that is not http', () => {
    const csp = directives(
      appContentSecurityPolicy({
        scriptHashes: [],
        supabaseUrl: 'https://abc.supabase.co',
        bugReportFormUrl: 'javascript:alert(1)',
      }),
    );
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']),
    );
    expect(csp.get('frame-src')?.join(' ')).not.toContain('javascript');
  });
});

/** 'self' first, then the hashes in order, as the policy lists them. */
function byKind(a: string, b: string): number {
  if (a === "'self'") return -1;
  if (b === "'self'") return 1;
  return a < b ? -1 : 1;
}
