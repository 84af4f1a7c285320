import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const corePattern = { group: ['**/app/**', '**/server/**', '~/*', '@server/*'], message: 'core/ and content/ must not import app/ or server/.' };
/** Everywhere: React's Node renderer (async hooks on Node 20, decision 0007); Lucide's components (the sprite). */
const restrictedEverywhere = [
  ...['react-dom/server', 'react-dom/server.node'].map((name) => ({
    name,
    message: "Use 'react-dom/server.browser': the Node build's AsyncLocalStorage slows every request on Node 20 (docs/decisions/0007).",
  })),
  { name: 'lucide-react', message: "Import icons from '~/ui/icons' (one sprite); add a new one there and run `npm run icons`." },
];
/** The shared schemas take zod from core/schemas/z.ts, which configures it for the browser's CSP. */
const zodPath = { name: 'zod', message: "Import { z } from './z' (core/schemas/z.ts): it turns off zod's eval probe in the browser." };

export default tseslint.config(
  { ignores: ['build/**', 'data/**', 'node_modules/**', '.react-router/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'no-restricted-imports': ['error', { paths: restrictedEverywhere }],
    },
  },
  {
    // Imports flow one way: core/ and content/ import nothing of the app or the server.
    files: ['core/**/*.ts', 'content/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodPath], patterns: [corePattern] }],
    },
  },
  { files: ['core/schemas/z.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [corePattern] }] } },
  {
    // The browser never imports server code, except through *.server.ts modules and type-only imports (tests are not bundled).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.server.tsx', 'app/**/*.test.{ts,tsx}', 'app/routes/**', 'app/root.tsx', 'app/load-context.ts', 'app/shell/viewer.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@server/*', '**/server/**'], message: 'Import server code only from *.server.ts files.', allowTypeImports: true }] }],
    },
  },
  {
    // The full catalogs hold every string of both languages: browser code reads the request's
    // catalog from the root data (useT(), or the root match's messages in meta) instead. Route
    // modules may use them in loaders (server only), so they are not checked; their meta must not.
    // Tests are not bundled.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/root.tsx', 'app/routes/**', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...restrictedEverywhere, { name: '@core/i18n/catalog', importNames: ['catalogs', 'translate', 'isMessageKey'], message: 'This bundles every language into the page: use useT() or the root data messages.' }] }],
    },
  },
  { files: ['scripts/lib/icon-sprite.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,js}', '*.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly', URL: 'readonly' } },
  },
);
