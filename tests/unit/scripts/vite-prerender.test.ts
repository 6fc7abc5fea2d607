// The content pages' HTML starts the islands entry, not the app (scripts/vite-prerender.ts).
import { describe, expect, it } from 'vitest';
import {
  islandTemplate,
  PRELOADS_PER_TASK,
  stagedStart,
  startAfterFirstPaint,
} from '../../../scripts/vite-prerender.ts';

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
  it('fetches no script before the first paint', () => {
    const html = startAfterFirstPaint(TEMPLATE);
    const [head] = html.split('</head>');
    expect(head).not.toMatch(/modulepreload|<script type="module"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/main-D.css">');
    const starter = runStarter(html);
    starter.runTasks();
    expect(starter.log).toEqual([]);
  });

  it('on the first paint imports the entry, then preloads every chunk a few links per task', () => {
    const chunks = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    const template = TEMPLATE.replace(
      '</head>',
      `${chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')}</head>`,
    );
    const starter = runStarter(startAfterFirstPaint(template));
    starter.paint();
    starter.paint(); // a second report starts nothing more
    starter.runTasks();
    expect(starter.log[0]).toBe('import /assets/index-A.js');
    expect(starter.log.filter((entry) => entry.startsWith('import'))).toHaveLength(1);
    const links = starter.log.filter((entry) => entry.startsWith('preload')).map((entry) => entry.split(' '));
    expect(links.map(([, , href]) => href)).toEqual(['/assets/main-B.js', '/assets/react-C.js', ...chunks]);
    expect(links.every(([, , , rel]) => rel === 'modulepreload')).toBe(true);
    const tasks = links.map(([, task]) => task);
    for (const task of new Set(tasks)) {
      expect(tasks.filter((t) => t === task).length).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    }
    expect(new Set(tasks).size).toBe(Math.ceil(links.length / PRELOADS_PER_TASK));
  });

  it('refuses a template without an entry script', () => {
    expect(() => islandTemplate('<html></html>', ['assets/islands-E.js'])).toThrow(/no module entry script/);
  });
});

describe('stagedStart', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_main.js'] },
    'src/main.tsx': { file: 'assets/main-facade.js', isDynamicEntry: true, imports: ['_main.js'] },
    '_main.js': {
      file: 'assets/main.js',
      imports: ['_react.js'],
      dynamicImports: ['react-dom/client.js', 'src/app/App.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    'react-dom/client.js': { file: 'assets/client.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/app/App.tsx': {
      file: 'assets/App.js',
      isDynamicEntry: true,
      imports: ['_auth.js'],
      dynamicImports: ['src/app/dashboard.tsx'],
    },
    '_auth.js': { file: 'assets/auth.js' },
    'src/app/dashboard.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true },
  };

  it("takes the entry's own dynamic imports and their static imports, not what those load later", () => {
    expect([...stagedStart(manifest, 'src/main.tsx')].sort()).toEqual(
      ['_auth.js', '_react.js', 'react-dom/client.js', 'src/app/App.tsx'].sort(),
    );
  });

  it('fails the build when the entry is missing from the manifest', () => {
    expect(() => stagedStart(manifest, 'src/elsewhere.tsx')).toThrow(/not in the client manifest/);
  });
});

/**
 * Runs the page's inline starter against a stand-in of the browser: records each import and
 * each modulepreload link with the task it was added in; `paint()` reports the first contentful
 * paint, `runTasks()` runs the timers the starter set, each as a task of its own.
 */
function runStarter(html: string) {
  const code = /<script>(.*)<\/script><\/body>/.exec(html)?.[1] ?? '';
  const log: string[] = [];
  let task = 0;
  const timers: (() => void)[] = [];
  type PaintList = { getEntriesByName: (name: string) => unknown[] };
  let onPaint: ((list: PaintList) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: PaintList) => void) {
      onPaint = callback;
    }
    observe() {}
  }
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => log.push(`preload ${task} ${link.href} ${link.rel}`) },
  };
  const start = new Function(
    'document',
    'window',
    'addEventListener',
    'setTimeout',
    'requestAnimationFrame',
    '__import',
    code.replace(/\bimport\(/g, '__import('),
  );
  start(
    document,
    { PerformanceObserver: FakeObserver },
    () => {},
    (fn: () => void) => timers.push(fn),
    () => {},
    (href: string) => log.push(`import ${href}`),
  );
  return {
    log,
    paint: () => onPaint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    runTasks: () => {
      while (timers.length) {
        task += 1;
        timers.shift()!();
      }
    },
  };
}
