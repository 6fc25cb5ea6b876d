import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverModules from './eslint/server-modules.js';
import webLayers from './eslint/web-layers.js';
import { zodContractModules } from './eslint/zod-modules.js';

const restrict = (selectors, message) => selectors.map((selector) => ({ selector, message }));
const DATE_SYNTAX = restrict(
  ["NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", "NewExpression[callee.object.name='Intl'][callee.property.name='RelativeTimeFormat']", 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', "Literal[value='Africa/Maputo']"],
  'Format and compute dates with the one helper: lib/maputo-date.ts on the web, lib/maputo-time.ts on the server (decision 107).',
);
const NUMBER_SYNTAX = restrict(
  ["NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']", "CallExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']", "CallExpression[callee.property.name='toLocaleString']"],
  'Format numbers with formatNumber (lib/format-number.ts) and money with formatMoney (@shop/contract/money), in the one locale (decision 155).',
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'tools/perf/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}', 'e2e/**/*.ts', 'apps/server/**/*.ts', 'tools/**/*.ts', '**/*.config.ts'], languageOptions: { globals: globals.node } },
  // The service worker's template: the build fills in __SHELL__ (decision 162).
  { files: ['apps/web/sw/**/*.js'], languageOptions: { globals: { ...globals.serviceworker, __SHELL__: 'readonly' } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser's own dialogs cannot say what will happen and some browsers skip them: use useConfirm() (components/ui/confirm-dialog.tsx).
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'confirm', message: 'Use useConfirm().confirm from components/ui/confirm-dialog.tsx.' },
        { object: 'window', property: 'prompt', message: 'Use useConfirm().prompt from components/ui/confirm-dialog.tsx.' },
        { object: 'window', property: 'alert', message: 'Use the toaster or a dialog from components/ui.' },
      ],
      'no-restricted-globals': ['error', { name: 'confirm', message: 'Use useConfirm().' }, { name: 'prompt', message: 'Use useConfirm().' }, { name: 'alert', message: 'Use the toaster.' }],
    },
  },
  {
    // Shared layer, features, app: see eslint/web-layers.js and docs/conventions.md.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: {
      'web-layers/boundaries': 'error',
      // zod stays on the server: the web takes only types from the contract modules that build schemas (decisions 004, 045).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', ...zodContractModules().map((m) => `@shop/contract/${m}`)].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'This module builds zod schemas: import its types with `import type`, its plain values from a zod-free companion (decision 045).',
          })),
        },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Server modules use each other through their service (modules/<name>/service.ts): eslint/server-modules.js, decision 104.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/boundaries': 'error' },
  },
  {
    // Dates come from one helper a side, in Maputo time and one locale (decision 107); on the web, numbers too (decision 155).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/maputo-date.ts', 'apps/web/src/lib/format-number.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_SYNTAX, ...NUMBER_SYNTAX] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/maputo-time.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_SYNTAX] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts', 'apps/server/src/config/env.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from app.config (config/env.ts).' }] },
  },
);
