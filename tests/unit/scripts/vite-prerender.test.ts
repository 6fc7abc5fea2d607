// The content pages' HTML starts the islands entry, not the app (scripts/vite-prerender.ts).
import { describe, expect, it } from 'vitest';
import { islandTemplate, startAfterFirstPaint } from '../../../scripts/vite-prerender.ts';

const TEMPLATE = [
  '<html><head><title>x</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/main-B.js">',
  '<link rel="modulepreload" crossorigin href="/assets/react-C.js">',
  '<link rel="stylesheet" crossorigin href="/assets/main-D.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('islandTemplate', () => {
  it("swaps the app's entry and preloads for the islands entry and its chunks, keeping the stylesheet", () => {
    const html = islandTemplate(TEMPLATE, ['assets/islands-E.js', 'assets/site-nav-F.js']);
    expect(html).not.toContain('index-A.js');
    expect(html).not.toContain('main-B.js');
    expect(html).not.toContain('react-C.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-D.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/site-nav-F.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/islands-E.js"></script>');
  });

  it('is started after the first paint like the app (no module script left in the page)', () => {
    const html = startAfterFirstPaint(islandTemplate(TEMPLATE, ['assets/islands-E.js']));
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('import("/assets/islands-E.js")');
  });
});

describe('startAfterFirstPaint', () => {
  it('fetches no script before the first paint, then preloads the entry and every chunk at once', () => {
    const html = startAfterFirstPaint(TEMPLATE);
    const [head] = html.split('</head>');
    expect(head).not.toMatch(/modulepreload|<script type="module"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/main-D.css">');
    const starter = /<script>(.*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(starter).toContain('["/assets/index-A.js","/assets/main-B.js","/assets/react-C.js"]');
    expect(starter).toContain("l.rel='modulepreload'");
    expect(starter).toContain('import("/assets/index-A.js")');
    expect(starter).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('refuses a template without an entry script', () => {
    expect(() => islandTemplate('<html></html>', ['assets/islands-E.js'])).toThrow(/no module entry script/);
  });
});
