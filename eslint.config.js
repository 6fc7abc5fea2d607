// Lint: TypeScript rules plus the one-way import flow of STYLE.md
// (app → features → domain / data / sync / components; domain imports nothing of the app).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', 'react-router-dom', 'dexie', 'dexie-react-hooks', '@supabase/*', 'zustand'],
        message: 'domain/ is pure: no React, Dexie or network.',
      },
      {
        group: ['**/app/**', '**/features/**', '**/data/**', '**/sync/**', '**/components/**'],
        message: 'domain/ imports nothing from the app.',
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
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/app/router*', '**/app/App*'], message: 'Features do not import the app composition.' },
    ]),
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
