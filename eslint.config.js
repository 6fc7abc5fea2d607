// Lint: TypeScript rules plus the one-way import flow of STYLE.md in every folder
// (app → features → domain / content / data / sync / components; domain and content (the copy)
// are pure and import nothing of the app; no feature imports another feature; sw, the stand-in,
// the functions and the tests each keep to their side; no import cycles, type-only ones
// included). tests/unit/lint plants each breach.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCycle } from './eslint/no-cycle.js';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One zone per feature: its files may import anything but another feature's folder.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature does not import another feature: move what both need to domain/, data/ or components/.',
}));

// Tools that may import anything and that nothing ships imports.
const tools = ['./tests', './bench', './scripts'];

// Import direction for every folder, checked on resolved paths (an alias or a deep relative path
// cannot slip past it). `from`/`except` are folders or files relative to the repository root.
const zones = [
  ...featureZones,
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app (routes, composition, pwa): src/app composes them.',
  },
  {
    target: ['./src/domain', './src/content'],
    from: ['./src/app', './src/features', './src/data', './src/sync', './src/components'],
    message: 'domain/ and content/ import nothing from the app.',
  },
  {
    target: ['./src/data', './src/sync', './src/components'],
    from: ['./src/app', './src/features'],
    message: 'Shared layers must not import app or features.',
  },
  {
    target: './src',
    from: './sw',
    except: ['./protocol.ts'],
    message: 'The page shares only sw/protocol.ts (the messages both sides speak) with the service worker.',
  },
  {
    target: './src',
    from: ['./supabase', ...tools],
    except: ['./functions/_shared/domain'],
    message:
      'The app never imports the server or the tools (src/domain may re-export the rules it shares with the functions).',
  },
  {
    target: './sw',
    from: ['./src/app', './src/features', './src/components', './src/main.tsx'],
    message: "The service worker never loads the page's UI: it uses domain/ rules and the sync engine.",
  },
  {
    target: './sw',
    from: './src/data',
    message:
      "The worker reaches local data through src/sync/background.ts, which builds its own client (not the page's).",
  },
  {
    target: './sw',
    from: ['./supabase', ...tools],
    message: 'The service worker ships with the app: no server or tool code.',
  },
  {
    // The stand-in (Node) enforces the app's request limit and answers the app's shell routes:
    // those two pure modules are shared so both sides read one definition.
    target: './supabase/local',
    from: './src',
    except: ['./domain/limits.ts', './domain/route-match.ts'],
    message: 'The stand-in shares only src/domain/limits.ts and route-match.ts with the app.',
  },
  {
    target: './supabase/local',
    from: ['./sw', ...tools],
    message: 'The stand-in imports no service worker, test or tool code.',
  },
  {
    // The CLI's bundler cannot read outside supabase/functions in every mode (supabase/cli#3467);
    // tests/unit/functions/deploy-config.test.ts checks the same from the deploy side.
    target: './supabase/functions',
    from: '.',
    except: ['./supabase/functions', './node_modules'],
    message: 'supabase/functions deploys on its own: it imports nothing from outside its folder.',
  },
  {
    target: './tests/e2e',
    from: './src/features',
    message: 'Browser tests drive the built app through the page, not feature modules.',
  },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', '.data', '.scratch', 'coverage', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An unawaited IndexedDB write is silent data loss: every promise is awaited, returned or voided.
      '@typescript-eslint/no-floating-promises': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/content/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', 'react-router-dom', 'dexie', 'dexie-react-hooks', '@supabase/*', 'zustand'],
        message: 'domain/ and content/ are pure: no React, Dexie or network.',
      },
    ]),
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
      // import-x/no-cycle without its blind spot: `import type` edges count (eslint/no-cycle.js).
      'local/no-cycle': 'error',
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
