import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Features never import each other; the app layer (app/, routes/, components/layout) composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*/**', '!../../../**', '**/features/**'], message: 'Features must not import each other; compose them in routes/ or app/.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts', 'apps/server/src/config/env.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from app.config (config/env.ts).' }] },
  },
);
