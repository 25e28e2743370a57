import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      // The web app never imports the server, and features import shared layers only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src', from: './apps/server' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/app' },
            { target: './apps/web/src/shell', from: './apps/web/src/app/router.tsx' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './apps/server/src', from: './apps/web' }] }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/contract', from: './apps' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
);
