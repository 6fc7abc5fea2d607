// `npm run bench:bundle`: the JavaScript each route needs before it can render, gzipped.
// Reads the build (dist/shell.html or dist/index.html, and dist/.vite/manifest.json, from build.manifest in
// vite.config.ts; builds first when dist/ is stale). The landing route's initial JS is what
// the prerendered landing imports first and that module's static imports (the islands entry);
// the app's is the entry script plus its static imports and its staged start; each lazy chunk (a
// code-split route or feature) adds its own static-import closure on top of the app's. The landing route is flagged above 110 KB gzipped (issue 14).
//   --json   print the figures as JSON        --check   exit 1 when over budget
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, staleBuildReason, viteBuild } from '../../scripts/lib.mjs';
import { stagedStart } from '../../scripts/vite-prerender.ts';

const LANDING_BUDGET_BYTES = 110 * 1024;
const dist = join(ROOT, 'dist');
const args = new Set(process.argv.slice(2));

const stale = staleBuildReason(dist);
if (stale || !existsSync(join(dist, '.vite/manifest.json'))) {
  console.error(`Building first (${stale ?? 'no .vite/manifest.json'})…`);
  if (viteBuild(['--logLevel', 'warn']) !== 0) process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The shell (dist/shell.html) loads the entry with a plain module script; the prerendered pages
// preload it and start it after the first paint (scripts/vite-prerender.ts).
const shell = existsSync(join(dist, 'shell.html')) ? 'shell.html' : 'index.html';
const html = readFileSync(join(dist, shell), 'utf8');

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** Every chunk a key statically needs (itself included): what loads before its code runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const total = (keys) =>
  [...keys].reduce(
    (sum, key) => {
      const s = sizes(manifest[key].file);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, files: sum.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );

// The entry is the script index.html loads; cross-check it against the manifest.
const entrySrc = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].file === entrySrc);
if (!entryKey) {
  console.error(`Could not find the entry script ${entrySrc ?? '(none)'} of dist/${shell} in .vite/manifest.json.`);
  process.exit(1);
}

// The app: the entry's static imports, and what its start imports one task after another
// (src/main.tsx's `await import()` of React DOM, the app and the router): all of it runs before
// a page of the app can render.
const appKeys = new Set([...staticClosure(entryKey), ...stagedStart(manifest, 'src/main.tsx')]);
const app = total(appKeys);

// The landing as a first visit gets it: the prerendered dist/index.html imports its entry from
// an inline script after the first paint (the islands entry, src/islands.ts: no React until a
// form is used; the app entry when the landing hydrates).
const landingHtml = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
const landingSrc = /import\("\/([^"]+\.js)"\)/.exec(landingHtml)?.[1] ?? entrySrc;
const landingEntry = Object.keys(manifest).find((key) => manifest[key].file === landingSrc) ?? entryKey;
const landingKeys = landingEntry === entryKey ? appKeys : staticClosure(landingEntry);
const landing = total(landingKeys);
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const own = [...staticClosure(key)].filter((k) => !appKeys.has(k));
    return { route: manifest[key].src ?? key, lazy: total(own), initial: total(new Set([...appKeys, ...own])) };
  })
  .sort((a, b) => b.initial.gzip - a.initial.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const overBudget = landing.gzip > LANDING_BUDGET_BYTES;

if (args.has('--json')) {
  console.log(
    JSON.stringify(
      {
        budgetBytes: LANDING_BUDGET_BYTES,
        landing: { entry: manifest[landingEntry].file, ...landing, overBudget },
        app: { entry: manifest[entryKey].file, ...app },
        routes,
      },
      null,
      2,
    ),
  );
} else {
  console.log(`\nInitial JavaScript per route (gzip -9; KB = 1024 bytes)\n`);
  console.log(
    `  landing (/)  ${kb(landing.gzip).padStart(10)} gzipped  ${kb(landing.raw).padStart(10)} raw  ${landing.files} files  entry ${manifest[landingEntry].file}`,
  );
  for (const file of [...landingKeys].map((k) => manifest[k].file))
    console.log(`      ${file.padEnd(48)} ${kb(sizes(file).gzip).padStart(10)}`);
  console.log(
    `\n  the app      ${kb(app.gzip).padStart(10)} gzipped  ${kb(app.raw).padStart(10)} raw  ${app.files} files  entry ${manifest[entryKey].file}`,
  );
  console.log('      (the shell; the landing once a form is used, or on a device with an app database)');
  console.log(`\n  Lazy chunks (their own JS / the route's initial JS with the app):\n`);
  for (const r of routes) {
    console.log(`  ${r.route.padEnd(56)} +${kb(r.lazy.gzip).padStart(9)}  = ${kb(r.initial.gzip).padStart(9)} gzipped`);
  }
  console.log(
    overBudget
      ? `\n  ⚠ The landing route loads ${kb(landing.gzip)} gzipped, over the ${kb(LANDING_BUDGET_BYTES)} budget.\n`
      : `\n  Landing route: ${kb(landing.gzip)} gzipped, within the ${kb(LANDING_BUDGET_BYTES)} budget.\n`,
  );
}
if (overBudget && args.has('--check')) process.exit(1);
