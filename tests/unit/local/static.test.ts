// How the stand-in serves the built app (supabase/local/static.ts), on a small fake dist/: which
// file answers a path, compression, cache headers and revalidation, the runtime config, and the
// owner name put into prerendered pages where the build marked it (scripts/vite-prerender.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOwner } from '../../../scripts/vite-prerender.ts';
import { chooseEncoding, resolveFile, serveStatic, type RuntimeAppConfig } from '../../../supabase/local/static.ts';

const RUNTIME: RuntimeAppConfig = {
  supabaseUrl: 'http://127.0.0.1:1234',
  anonKey: 'anon.key.value',
  ownerName: 'Stacy',
};
const MARKER = 'StoryStackOwnerMarker7Q';
const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" /><title>${title}</title>` +
  `<script type="module" src="/assets/index-AbCdEfGh.js"></script></head>` +
  `<body><div id="root" data-prerendered="/">${body}</div></body></html>`;
const bigText = 'Six stories. One stack. Every sale. '.repeat(100);

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'storystack-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'blog'));
  mkdirSync(join(dist, '.vite'));
  const landing = placeOwner(
    page('Home', `<h1>Your Story Is Money</h1><p>${MARKER}, Founder</p><p>${bigText}</p>`),
    'Stacy',
    '/',
  );
  writeFileSync(join(dist, 'index.html'), landing.text);
  const about = placeOwner(page('About', `<h1>About ${MARKER}</h1><p>© ${MARKER}</p>`), 'Stacy', '/about');
  writeFileSync(join(dist, 'about.html'), about.text);
  writeFileSync(join(dist, 'blog/first-post.html'), page('First post', '<h1>First post</h1>'));
  writeFileSync(join(dist, 'shell.html'), page('StoryStack', '').replace(' data-prerendered="/"', ''));
  writeFileSync(join(dist, '404.html'), page('Page not found', '<h1>This page isn’t part of the story</h1>'));
  writeFileSync(join(dist, '.vite/routes.json'), JSON.stringify({ shell: ['/search', '/dashboard/*'] }));
  writeFileSync(join(dist, 'assets/index-AbCdEfGh.js'), `console.log(${JSON.stringify(bigText)});`);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), `self.x = ${JSON.stringify(bigText)};`);
  // Copies the build compressed (scripts/vite-precompress.ts), made here from other text so a test
  // can tell them from a compression of the file itself.
  writeFileSync(join(dist, 'assets/route-PreComp1.js'), `console.log(${JSON.stringify(bigText)});`);
  writeFileSync(join(dist, 'assets/route-PreComp1.js.br'), brotliCompressSync('the build compressed this (br)'));
  writeFileSync(join(dist, 'assets/route-PreComp1.js.gz'), gzipSync('the build compressed this (gzip)'));
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync('a stale copy beside a file whose name has no hash'));
  writeFileSync(
    join(dist, '.vite/prerender.json'),
    JSON.stringify({ owner: 'Stacy', ownerAt: { 'index.html': landing.at, 'about.html': about.at } }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, runtime: RuntimeAppConfig = RUNTIME) =>
  serveStatic(dist, path, runtime, new Headers(headers));

async function text(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('which file answers a path', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/', 'about.html'],
    ['/blog/first-post', 'blog/first-post.html'],
    ['/about.html', 'about.html'],
    ['/assets/index-AbCdEfGh.js', 'assets/index-AbCdEfGh.js'],
    ['/dashboard', 'shell.html'],
    ['/dashboard/stories/123', 'shell.html'],
    ['/Dashboard/Settings', 'shell.html'],
    ['/search', 'shell.html'],
    ['/blog/no-such-post', '404.html'],
    ['/no-such-page', '404.html'],
    ['/search/more', '404.html'],
    ['/dashboardx', '404.html'],
    ['/%2e%2e/%2e%2e/etc/passwd', '404.html'],
    ['/assets/missing-12345678.js', null],
    ['/robots.txt', null],
  ])('%s → %s', (path, file) => {
    expect(resolveFile(dist, path)).toBe(file === null ? null : join(dist, file));
  });

  it('a build without shell.html falls back to index.html', () => {
    const old = mkdtempSync(join(tmpdir(), 'storystack-static-old-'));
    writeFileSync(join(old, 'index.html'), page('Old', ''));
    expect(resolveFile(old, '/dashboard')).toBe(join(old, 'index.html'));
    rmSync(old, { recursive: true, force: true });
  });

  it('an address no route matches answers 404 with the prerendered page; a route of the app 200', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await text(missing)).toContain('This page isn’t part of the story');
    expect((await get('/dashboard/stories/123')).status).toBe(200);
    expect((await get('/search')).status).toBe(200);
    expect((await get('/about')).status).toBe(200);
    // Asked for by name (the service worker precaches it), the page itself is a 200.
    expect((await get('/404.html')).status).toBe(200);
  });

  it('a build that lists no routes answers every address with the shell', () => {
    const old = mkdtempSync(join(tmpdir(), 'storystack-static-old-'));
    writeFileSync(join(old, 'shell.html'), page('Shell', ''));
    writeFileSync(join(old, '404.html'), page('Page not found', ''));
    expect(resolveFile(old, '/no-such-page')).toBe(join(old, 'shell.html'));
    rmSync(old, { recursive: true, force: true });
  });

  it('a missing asset is a 404, not the shell', async () => {
    expect((await get('/assets/missing-12345678.js')).status).toBe(404);
  });
});

describe('compression and caching', () => {
  it('compresses text with brotli when the browser takes it, else gzip, else not at all', async () => {
    const br = await get('/assets/index-AbCdEfGh.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await text(br)).toContain('Six stories.');
    const gzip = await get('/assets/index-AbCdEfGh.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await text(gzip)).toContain('Six stories.');
    const plain = await get('/assets/index-AbCdEfGh.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await get('/', { 'accept-encoding': 'br' });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(Number(html.headers.get('content-length'))).toBeLessThan((await text(html)).length / 4);
  });

  it('sends a hashed asset as the build compressed it, and compresses the others itself', async () => {
    const br = await get('/assets/route-PreComp1.js', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brText = await text(br);
    expect(brText).toBe('the build compressed this (br)');
    expect(Number(br.headers.get('content-length'))).toBe(brotliCompressSync(brText).byteLength);
    expect(await text(await get('/assets/route-PreComp1.js', { 'accept-encoding': 'gzip' }))).toBe(
      'the build compressed this (gzip)',
    );
    expect(await text(await get('/assets/route-PreComp1.js'))).toContain('Six stories.');
    // sw.js keeps its name from build to build: a copy beside it could be stale, so it is not used.
    expect(await text(await get('/sw.js', { 'accept-encoding': 'br' }))).toContain('Six stories.');
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('caches hashed assets for a year; HTML, the worker and small files are revalidated', async () => {
    expect((await get('/assets/index-AbCdEfGh.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/about', '/dashboard', '/sw.js']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a revalidation with 304 while the file is the same', async () => {
    for (const path of ['/', '/assets/index-AbCdEfGh.js']) {
      const first = await get(path, { 'accept-encoding': 'br' });
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag! });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect((await get(path, { 'if-none-match': '"something-else"' })).status, path).toBe(200);
    }
  });
});

describe('the runtime config and the owner name', () => {
  it('puts the runtime config first in <head>, before any script of the app', async () => {
    const html = await text(await get('/about'));
    const config = html.indexOf('<script type="application/json" id="storystack-config">');
    expect(config).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(config).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('"anonKey":"anon.key.value"');
  });

  it('escapes the config so it cannot close its script', async () => {
    const html = await text(await get('/', {}, { ...RUNTIME, ownerName: '</script><b>x' }));
    expect(html).toContain('\\u003c/script>\\u003cb>x');
    expect(html).not.toContain('</script><b>x');
  });

  it('serves the build-time name as built', async () => {
    expect(await text(await get('/about'))).toContain('<h1>About Stacy</h1><p>© Stacy</p>');
  });

  it('puts another configured name where the build put its own, escaped', async () => {
    const html = await text(await get('/about', {}, { ...RUNTIME, ownerName: 'Ada <Lovelace> & Co' }));
    expect(html).toContain('<h1>About Ada &#60;Lovelace&#62; &#38; Co</h1><p>© Ada &#60;Lovelace&#62; &#38; Co</p>');
    const landing = await text(await get('/', {}, { ...RUNTIME, ownerName: 'Ada Lovelace' }));
    expect(landing).toContain('<p>Ada Lovelace, Founder</p>');
    expect(landing).not.toContain('Stacy,');
  });

  it('leaves a page alone whose text no longer matches the recorded positions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storystack-static-edited-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), page('Home', '<p>Edited by hand</p>'));
    writeFileSync(
      join(dir, '.vite/prerender.json'),
      JSON.stringify({ owner: 'Stacy', ownerAt: { 'index.html': [5] } }),
    );
    const html = await text(serveStatic(dir, '/', { ...RUNTIME, ownerName: 'Ada' }));
    expect(html).toContain('<p>Edited by hand</p>');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('placeOwner (the build side)', () => {
  it('records where the name went and refuses a name that was transformed', () => {
    const { text: out, at } = placeOwner(`<p>${MARKER}</p><p>${MARKER}'s</p>`, 'Stacy', '/x');
    expect(out).toBe("<p>Stacy</p><p>Stacy's</p>");
    expect(at.map((i) => out.slice(i, i + 5))).toEqual(['Stacy', 'Stacy']);
    expect(() => placeOwner(`<p>${MARKER.toLowerCase()}</p>`, 'Stacy', '/x')).toThrow(/transformed/);
  });
});
