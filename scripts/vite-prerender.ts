// Vite plugin: writes every public page as HTML at build time, before vite-plugin-pwa lists the
// files its service worker precaches. After the client build it builds the SSR entry
// (src/app/prerender.tsx) into a scratch folder, renders each path with react-dom/server and
// writes dist/index.html (the landing page), dist/<path>.html for the others, and
// dist/shell.html, the empty app shell every other URL (the signed-in area, 404s) is served.
//
// The owner's name is a runtime setting of the stand-in (OWNER_NAME), so the pages are rendered
// with a marker where the name goes, written with the build-time name (VITE_OWNER_NAME, else the
// app's default), and the marker positions are kept in dist/.vite/prerender.json for the stand-in
// to put another name in when it serves the page (supabase/local/static.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

export const SHELL_FILE = 'shell.html';
export const PRERENDER_INDEX = '.vite/prerender.json';
/** The route patterns served with the shell (src/app/route-patterns.ts); the stand-in reads it. */
export const ROUTES_FILE = '.vite/routes.json';
export const SHELL_ROUTES_FILE = 'shell-routes.json';
const OWNER_MARKER = 'StoryStackOwnerMarker7Q';
const DEFAULT_OWNER = 'Stacy';

/** What the stand-in reads from dist/.vite/prerender.json. */
export interface PrerenderIndex {
  /** The owner's name written into the files. */
  owner: string;
  /** Per file (relative to dist/): the string offsets where that name starts. */
  ownerAt: Record<string, number[]>;
}

interface RenderedPage {
  path: string;
  head: string;
  body: string;
  components: unknown[];
}
interface PrerenderModule {
  PRERENDER_PATHS: readonly string[];
  ISLAND_PATHS: readonly string[];
  SHELL_ROUTE_PATTERNS: readonly string[];
  renderPage(path: string): Promise<RenderedPage>;
}

interface PrerenderOptions {
  /** The SSR entry (src/app/prerender.tsx). */
  entry: string;
  /** The route table, whose lazy modules are mapped to their chunks. */
  routerModule: string;
  /** The client entry the ISLAND_PATHS pages start instead of index.html's (a build input). */
  islands: string;
}

export function prerender({ entry, routerModule, islands }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storystack:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return;
        await prerenderPages(config, { entry, routerModule, islands });
      },
    },
  };
}

async function prerenderPages(
  config: ResolvedConfig,
  { entry, routerModule, islands }: PrerenderOptions,
): Promise<void> {
  const started = Date.now();
  const root = config.root;
  const outDir = resolve(root, config.build.outDir);
  // Inside node_modules so the SSR bundle's bare imports (react, react-router) resolve.
  const scratch = join(root, 'node_modules/.storystack-prerender');
  rmSync(scratch, { recursive: true, force: true });
  try {
    const lazyRoutes = new Set<string>();
    await build({
      configFile: false,
      root,
      mode: config.mode,
      logLevel: 'warn',
      plugins: [react(), routeModules(routerModule, lazyRoutes)],
      build: { ssr: entry, outDir: scratch, emptyOutDir: true, manifest: true, target: 'node20', minify: false },
    });
    const ssrManifest = readManifest(scratch);
    const ssrEntry = Object.values(ssrManifest).find((chunk) => chunk.isEntry);
    if (!ssrEntry) throw new Error('prerender: the SSR build has no entry');

    // The page reads its owner name from the injected config (here this global) when no VITE_OWNER_NAME was set.
    (globalThis as { __STORYSTACK__?: unknown }).__STORYSTACK__ = { ownerName: OWNER_MARKER };
    const mod = (await import(pathToFileURL(join(scratch, ssrEntry.file)).href)) as PrerenderModule;
    const chunkOf = await componentChunks(scratch, ssrManifest, lazyRoutes);

    const clientManifest = readManifest(outDir);
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
    // Whatever the entry (index.html's scripts) loads is linked already.
    const entryChunks = staticClosure(clientManifest, 'index.html');
    const startChunks = [...stagedStart(clientManifest, APP_ENTRY)]
      .filter((chunk) => !entryChunks.has(chunk))
      .map((chunk) => clientManifest[chunk].file);
    const islandsEntry = clientManifest[islands];
    if (!islandsEntry?.isEntry) throw new Error(`prerender: ${islands} is not an entry of the client build`);
    const islandChunks = [...staticClosure(clientManifest, islands)].map((key) => clientManifest[key].file);

    const bakedOwner = (config.env.VITE_OWNER_NAME as string | undefined) || DEFAULT_OWNER;
    const index: PrerenderIndex = { owner: escapeHtml(bakedOwner), ownerAt: {} };
    writeFileSync(join(outDir, SHELL_FILE), template);

    for (const path of mod.PRERENDER_PATHS) {
      const page = await mod.renderPage(path);
      const preloads = new Set<string>();
      for (const component of page.components) {
        const key = chunkOf.get(component);
        if (!key) continue;
        for (const chunk of staticClosure(clientManifest, key)) {
          if (!entryChunks.has(chunk)) preloads.add(clientManifest[chunk].file);
        }
      }
      // The page must read in order with no script: React may only write completed boundaries.
      if (/<script|<!--\$[?!]-->|<template /.test(page.body)) {
        throw new Error(`prerender: ${path} has a pending Suspense boundary or an inline script`);
      }
      const html = mod.ISLAND_PATHS.includes(path)
        ? pageHtml(islandTemplate(template, islandChunks), page, [])
        : pageHtml(template, page, [...new Set([...startChunks, ...preloads])]);
      const { text, at } = placeOwner(html, index.owner, path);
      const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), text);
      if (at.length > 0) index.ownerAt[file] = at;
    }
    writeFileSync(join(outDir, PRERENDER_INDEX), JSON.stringify(index));
    writeFileSync(join(outDir, ROUTES_FILE), JSON.stringify({ shell: mod.SHELL_ROUTE_PATTERNS }));
    // The same list for the service worker, which precaches it (vite.config.ts) to tell a route
    // of the app from an unknown address offline too.
    writeFileSync(join(outDir, SHELL_ROUTES_FILE), JSON.stringify({ shell: mod.SHELL_ROUTE_PATTERNS }));
    config.logger.info(
      `prerendered ${mod.PRERENDER_PATHS.length} public pages and ${SHELL_FILE} in ${Date.now() - started} ms`,
    );
  } finally {
    delete (globalThis as { __STORYSTACK__?: unknown }).__STORYSTACK__;
    rmSync(scratch, { recursive: true, force: true });
  }
}

function readManifest(dir: string): Manifest {
  const file = join(dir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`prerender: ${file} is missing (build.manifest must be on)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Records the modules the route table loads lazily (manifest keys, relative to the root). */
function routeModules(routerModule: string, found: Set<string>): Plugin {
  let root = '';
  return {
    name: 'storystack:prerender-route-modules',
    configResolved(resolved) {
      root = resolved.root;
    },
    buildEnd() {
      const router = [...this.getModuleIds()].find((id) => id === resolve(root, routerModule));
      const info = router ? this.getModuleInfo(router) : null;
      if (!info) throw new Error(`prerender: ${routerModule} is not part of the SSR build`);
      for (const id of info.dynamicallyImportedIds) found.add(relative(root, id).split(sep).join('/'));
    },
  };
}

/** Maps the components of the route table's lazy modules to their source (a manifest key). */
async function componentChunks(
  scratch: string,
  ssrManifest: Manifest,
  lazyRoutes: Set<string>,
): Promise<Map<unknown, string>> {
  const map = new Map<unknown, string>();
  for (const [key, chunk] of Object.entries(ssrManifest)) {
    if (!chunk.isDynamicEntry || !lazyRoutes.has(key)) continue;
    let exports: Record<string, unknown>;
    try {
      exports = (await import(pathToFileURL(join(scratch, chunk.file)).href)) as Record<string, unknown>;
    } catch {
      continue; // a browser-only module (the signed-in area) is never prerendered
    }
    for (const value of Object.values(exports)) if (typeof value === 'function') map.set(value, key);
  }
  return map;
}

/** The browser entry, whose start imports React DOM, the app and the router one task after another. */
const APP_ENTRY = 'src/main.tsx';

/**
 * What the entry's staged start imports (src/main.tsx: `await import(...)` one after another, so
 * that no task evaluates the whole app), with their static imports: every page that hydrates
 * needs them, so the page preloads them with the rest instead of finding them one by one.
 */
export function stagedStart(manifest: Manifest, entry: string): Set<string> {
  const facade = manifest[entry];
  if (!facade) throw new Error(`prerender: ${entry} is not in the client manifest`);
  const found = new Set<string>();
  for (const own of [entry, ...(facade.imports ?? [])])
    for (const dynamic of manifest[own]?.dynamicImports ?? []) staticClosure(manifest, dynamic, found);
  return found;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function pageHtml(template: string, page: RenderedPage, preloads: string[]): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  html = startAfterFirstPaint(html.replace('</head>', `${page.head}${links}</head>`));
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.body}</div>`,
  );
}

/**
 * index.html with the islands entry in place of the app's: its script and its chunks' preloads
 * instead of the app's (React, the router), which such a page does not load on a first visit.
 */
export function islandTemplate(template: string, [entry, ...chunks]: string[]): string {
  if (!ENTRY_SCRIPT.test(template)) throw new Error('prerender: index.html has no module entry script');
  const links = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return template
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(ENTRY_SCRIPT, `${links}<script type="module" crossorigin src="/${entry}"></script>`);
}

/**
 * Inserting a modulepreload link starts its fetch there and then: the page's 30-odd links in one
 * task made a long task of about 100 ms on Lighthouse's 4× slowed phone, right after the first
 * paint (total blocking time). A few per task keep each task short; the entry's own import goes
 * first, so its fetch never waits on them.
 */
export const PRELOADS_PER_TASK = 4;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's text paints before any script is even fetched. The entry and the page's chunks are
 * not in the HTML: a tiny inline script, once the browser reports the first contentful paint
 * (after two frames where paint timing is missing; a second after the load event at the latest,
 * e.g. in a tab opened in the background, which does not paint), adds their modulepreload links
 * (fetched side by side, not as a waterfall of imports) and imports the entry. Without this a fast
 * connection runs the whole bundle, hydration included, before the browser paints anything, and
 * a slow one downloads 150 KiB of JavaScript in the bandwidth the stylesheet and the text need
 * (Lighthouse's simulated slow 4G put the login page's LCP at 2.7 s with low-priority
 * preloads in the HTML, against 1.1 s for a page without them: docs/benchmarks-public-pages.md).
 */
export function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const chunks = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]);
  const start = [
    '(function(){',
    `var go=function(){go=function(){};import(${JSON.stringify(entry)});var hs=${JSON.stringify(chunks)};`,
    `(function next(){hs.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){`,
    "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});",
    'if(hs.length)setTimeout(next,0)})()};',
    "addEventListener('load',function(){setTimeout(function(){go()},1000)});",
    "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)",
    "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});",
    'else requestAnimationFrame(function(){requestAnimationFrame(function(){go()})})',
    '})()',
  ].join('');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(PRELOAD_LINK, '')
    .replace('</body>', `<script>${start}</script></body>`);
}

const PRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Writes `owner` where the marker is and returns where it went. */
export function placeOwner(html: string, owner: string, path: string): { text: string; at: number[] } {
  const parts = html.split(OWNER_MARKER);
  const at: number[] = [];
  let text = parts[0];
  for (const part of parts.slice(1)) {
    at.push(text.length);
    text += owner + part;
  }
  // A name that was changed on the way (cut, lower-cased) would leave part of the marker behind.
  if (/ownermarker|storystackowner/i.test(text)) {
    throw new Error(`prerender: ${path} shows the owner's name transformed; render it as is`);
  }
  return { text, at };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
