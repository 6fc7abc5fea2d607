// Lint: TypeScript rules plus the one-way import flow of STYLE.md
// (app → features → domain / content / data / sync / components; domain and content (the copy)
// are pure and import nothing of the app;
// no feature imports another feature; no import cycles).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      {
        group: ['**/app/**', '**/features/**', '**/data/**', '**/sync/**', '**/components/**'],
        message: 'domain/ and content/ import nothing from the app.',
      },
    ]),
  },
  {
    files: ['src/data/**/*.{ts,tsx}', 'src/sync/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/app/**', '**/features/**'], message: 'Shared layers must not import app or features.' },
    ]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/app/router*', '**/app/App*'], message: 'Features do not import the app composition.' },
    ]),
  },
  {
    // The functions deploy from supabase/functions alone (the CLI's bundler cannot read outside it
    // in every mode, supabase/cli#3467): nothing there imports from the rest of the repository.
    files: ['supabase/functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './supabase/functions',
              from: '.',
              except: ['./supabase/functions', './node_modules'],
              message: 'supabase/functions deploys on its own: move what it needs under supabase/functions/_shared.',
            },
          ],
        },
      ],
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
