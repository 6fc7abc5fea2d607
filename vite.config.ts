import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/vite-prerender.ts';
import { precompressAssets } from './scripts/vite-precompress.ts';

/** The content pages' entry (scripts/vite-prerender.ts starts it there instead of the app). */
const ISLANDS_ENTRY = 'src/islands.ts';

const standIn = process.env.STAND_IN_URL ?? 'http://127.0.0.1:54321';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompressAssets(),
    // Runs before the service worker's precache list is made, so the pages are in it.
    prerender({ entry: 'src/app/prerender.tsx', routerModule: 'src/app/router.tsx', islands: ISLANDS_ENTRY }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      // The worker is an ES module (registered with type: 'module'; Chromium and Safari 16.4+ run
      // those). Where a browser cannot, registration fails quietly and the app works online only.
      // The web app manifest is a static file in public/, linked from index.html.
      injectManifest: {
        rollupFormat: 'es',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}', 'shell-routes.json'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
      integration: { closeBundleOrder: 'post' },
    }),
  ],
  server: {
    proxy: {
      '/auth/v1': standIn,
      '/rest/v1': standIn,
      '/functions/v1': standIn,
      '/storage/v1': standIn,
      '/realtime/v1': { target: standIn, ws: true },
    },
  },
  // The section-write worker (src/data/story-text/worker-transport.ts) is a module worker like the page.
  worker: { format: 'es' },
  // manifest: bench/bundle reads .vite/manifest.json to size each route's initial JS.
  // modulePreload.polyfill: every browser that runs this app (ES2022, module workers) supports
  // <link rel="modulepreload"> natively. resolveDependencies: the HTML preloads its chunks (and a
  // prerendered page's starter the rest, scripts/vite-prerender.ts), but a dynamic import adds no
  // modulepreload links for its chunk's imports: each inserted link cost about 1 ms of the main
  // thread, 46 ms of every signed-in page load (docs/benchmarks-public-pages.md), while the
  // browser finds a chunk's imports itself as it parses it (from the service worker's precache on
  // a device that has the app).
  build: {
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: { input: { index: 'index.html', islands: ISLANDS_ENTRY } },
  },
});
