import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
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
      // The web app never imports the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/server/**', '@portal/server', '@portal/server/**'], message: 'The web app never imports the server.' }] }],
    },
  },
  {
    // Imports run one way: app -> features/shell -> lib.
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../features/**', '../app/**', '../shell/**'], message: 'lib is the bottom layer.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@portal/web', '@portal/web/**'], message: 'The server never imports the web app.' }] }],
    },
  },
  {
    // A module reaches another module only through its service.ts (its public surface); tests may use its testing helpers.
    files: ['apps/server/src/modules/*/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@portal/web', '@portal/web/**'], message: 'The server never imports the web app.' },
            { regex: '^\\.\\./[a-z-]+/schema$', message: "No module imports another module's schema.ts: its tables are read through its service.ts." },
            { regex: '^\\.\\./[a-z-]+/(?!service$)[^/]+$', message: "Import another module through its service.ts." },
            { group: ['**/db/schema', '**/db/schema/**'], message: 'A module reads only its own tables (./schema); db/schema only gathers them for drizzle-kit.' },
          ],
        },
      ],
    },
  },
  {
    // A table may name another module's table in a foreign key (the database keeps the reference
    // true); that is the one import of another module's schema.ts, and only schema.ts may make it.
    files: ['apps/server/src/modules/*/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!identity/schema$)[a-z-]+/[^/]+$', message: 'A schema may reference only the identity tables (users, companies) in a foreign key.' },
            { group: ['**/db/schema', '**/db/schema/**'], message: 'db/schema only gathers the tables for drizzle-kit.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@portal/server', '@portal/web'], message: 'The contract depends on nothing of ours.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
);
