import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (docs/decisions/033-web-structure.md): app -> shell and features -> components
 * (the kit) -> lib -> contract. A zone forbids a layer (target) to import from another (from).
 * Every folder under features/ gets its own zone, so a new area is fenced in without touching this file.
 */
const WEB = 'apps/web/src';
const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webZones = [
  ...features.map((area) => ({
    target: `./${WEB}/features/${area}`,
    from: `./${WEB}/features`,
    except: [`./${area}`],
    message: `A feature never imports another feature: move what both need into components/ or lib/, or compose them in app/.`,
  })),
  {
    target: `./${WEB}/features`,
    from: [`./${WEB}/shell`, `./${WEB}/app`],
    message: 'A feature never imports the shell or the app: use the kit (components/) or lib/.',
  },
  {
    target: `./${WEB}/shell`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: "The shell never imports a feature or the app: the app fills the shell's slots (shell/shell-slots.tsx).",
  },
  {
    target: `./${WEB}/components`,
    from: [`./${WEB}/features`, `./${WEB}/shell`, `./${WEB}/app`],
    message: 'The kit (components/) is used by features and the shell; it imports only lib/ and the contract.',
  },
  {
    target: `./${WEB}/lib`,
    from: [`./${WEB}/features`, `./${WEB}/shell`, `./${WEB}/app`, `./${WEB}/components`],
    message: 'lib/ is the bottom layer: it imports only the contract.',
  },
];

/** The server's imports (decisions 074 and 076). */
const SERVER_NOT_WEB = { group: ['**/apps/web/**', '@portal/web', '@portal/web/**'], message: 'The server never imports the web app.' };
const FACE_MESSAGE = 'Import another module through its face, ../<area> (its index.ts), never a file behind it: decision 076.';
/** Outside modules/ (app, seed, platform, db, the API tests): a module is reached through its face only. */
const outsideModules = (tests) => [
  {
    regex: tests ? '(^|/)modules/[a-z-]+/(?!schema$)' : '(^|/)modules/[a-z-]+/',
    message: FACE_MESSAGE,
  },
];
/** Inside a module at some depth (up: the ../ that reach modules/): another module only through its face. */
const insideModule = (up, tests) => [
  SERVER_NOT_WEB,
  { regex: tests ? `^${up}[a-z-]+/(?!schema$)` : `^${up}[a-z-]+/`, message: FACE_MESSAGE },
  ...(tests
    ? []
    : [
        {
          group: ['**/db/schema', '**/db/schema/**'],
          message: 'A module reads only its own tables (./schema); db/schema only gathers them for drizzle-kit.',
        },
      ]),
];

/** No API path spelled in the web app (apps/web/src): every call and link takes it from the contract's table. */
const API_PATH_MESSAGE = 'Take API paths from CALL_PATHS in @portal/contract.';

/** File names in kebab-case (bulletproof-react): `get-notices.ts`, `member-menu.tsx`, `list-state.test.ts`. */
const kebabCase = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: "{{name}}" (e.g. member-menu.tsx).' } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
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
      // The web app never imports the server; dayjs comes in the page's language from the kit (decision 051).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dayjs', importNames: ['default'], message: "Import dayjs from the kit's components/form/dayjs (decision 051)." },
          ],
          patterns: [
            { group: ['**/apps/server/**', '@portal/server', '@portal/server/**'], message: 'The web app never imports the server.' },
          ],
        },
      ],
      // An API path is spelled once, in the contract's table (issue 10): calls go through api.call, links through callUrl.
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/apis\\//]', message: API_PATH_MESSAGE },
        { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/apis\\//]', message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    // The kit's one dayjs (components/form/dayjs.ts) is where dayjs is imported.
    files: [`${WEB}/components/form/dayjs.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@portal/server', '@portal/server/**'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    // The first load of /home (decisions 032 and 051): the entry, the app, lib, the shell and the home page's
    // blocks take values from the contract's zod-free modules (`@portal/contract/constants`, `/call-paths`,
    // `/workflow`, ...; packages/contract/src/constants.test.ts proves them zod-free), never from the barrel,
    // whose schema modules bring zod; types may come from anywhere. Messages and dialogs come from the kit's
    // `useFeedback`, not Ant Design's App (which brings the modal, message and notification up front).
    files: [
      `${WEB}/main.tsx`,
      `${WEB}/app/**/*.{ts,tsx}`,
      `${WEB}/lib/**/*.{ts,tsx}`,
      `${WEB}/shell/**/*.{ts,tsx}`,
      `${WEB}/components/feedback/*.{ts,tsx}`,
      `${WEB}/features/content/components/public-home.tsx`,
      `${WEB}/features/content/api/get-notices.ts`,
      `${WEB}/components/bulletins/get-bulletins.ts`,
      `${WEB}/features/member-home/**/*.{ts,tsx}`,
      `${WEB}/features/*/components/*-home-block.tsx`,
      `${WEB}/features/work-queue/components/queue-links.ts`,
      `${WEB}/features/work-queue/api/get-work-queue-counts.ts`,
      `${WEB}/features/exceptions/components/exception-filters.ts`,
      `${WEB}/features/exceptions/api/get-exception-counts.ts`,
      `${WEB}/features/exchange-approvals/api/search-exchange-approvals.ts`,
      `${WEB}/features/user-reports/components/calendar-{strip,parts}.tsx`,
      `${WEB}/features/user-reports/api/get-user-report-calendar.ts`,
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contract',
              allowTypeImports: true,
              message: "The first load takes values from the contract's zod-free modules (@portal/contract/constants, ...): decision 051.",
            },
            { name: 'antd/es/app', message: "Use the kit's useFeedback (components/feedback): decision 051." },
            { name: 'dayjs', message: "Import dayjs from the kit's components/form/dayjs (decision 051)." },
          ],
          patterns: [
            { group: ['**/apps/server/**', '@portal/server', '@portal/server/**'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    // Imports run one way: app -> shell and features -> components -> lib -> contract; no cycles. Tests too.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
      // Read TypeScript modules (for no-cycle), parsed as ESLint parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones, basePath: fileURLToPath(new URL('.', import.meta.url)) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.mjs'],
    plugins: { portal: { rules: { 'kebab-case-file': kebabCase } } },
    rules: { 'portal/kebab-case-file': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB, ...outsideModules(false)] }] },
  },
  {
    // The tests may also read another module's tables for their fixtures (../modules/<area>/schema).
    files: ['apps/server/**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB, ...outsideModules(true)] }] },
  },
  {
    // db/schema gathers every module's tables for drizzle-kit: the one place that names modules/<area>/schema outside tests.
    files: ['apps/server/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB, ...outsideModules(true)] }] },
  },
  {
    // The platform is below every module: it never imports one (its tests may, to drive a module).
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_WEB,
            {
              group: ['**/modules', '**/modules/**'],
              message: 'The platform never imports a module: a module registers what the platform calls.',
            },
          ],
        },
      ],
    },
  },
  {
    // The registry of modules (modules/index.ts) and of kinds (modules/kinds.ts) take each module's face.
    files: ['apps/server/src/modules/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB, { regex: '^\\./[a-z-]+/', message: FACE_MESSAGE }] }],
    },
  },
  {
    // A module reaches another module only through its face, ../<area> (its index.ts, decision 076), never a file
    // behind it; its own files it imports as it likes. One block per depth: the pattern counts the ../ to modules/.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: insideModule('\\.\\./', false) }] },
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: insideModule('\\.\\./\\.\\./', false) }] },
  },
  {
    // A module's tests may read another module's tables for their fixtures, and nothing else behind its face.
    files: ['apps/server/src/modules/*/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: insideModule('\\.\\./', true) }] },
  },
  {
    files: ['apps/server/src/modules/*/*/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: insideModule('\\.\\./\\.\\./', true) }] },
  },
  {
    // A route takes its method and path from the contract's table of calls (platform/routes.ts
    // defineRoute(app, calls.x, ...)), so no module spells an API path (decision 037).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/apis\\//]',
          message: 'Take the path from the table of calls (calls.x with defineRoute), never spell it.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/apis\\//]',
          message: 'Take the path from the table of calls (calls.x with defineRoute), never spell it.',
        },
        {
          // One rule mechanism: the engine decides whether an action is allowed, then runs the kind's rules.
          selector: "CallExpression[callee.property.name='includes'][callee.object.callee.property.name='allowed']",
          message:
            "Do not ask the engine whether an action is allowed before acting: pass the kind's rules to transition() as `before` (they run once the engine allows it).",
        },
        {
          // The engine runs a request's whole life (decision 078): a kind calls its record calls, never the steps.
          selector:
            "CallExpression[callee.property.name=/^(change|transition|create|recordCreation|recordEdit)$/][callee.object.property.name='workflow']",
          message:
            "Run a kind's request through the engine's record calls (createRecord, editRecord, act, loadRecord, versionsOf), not its low-level steps.",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(change|transition|create|recordCreation|recordEdit)$/][callee.object.name='engine']",
          message:
            "Run a kind's request through the engine's record calls (createRecord, editRecord, act, loadRecord, versionsOf), not its low-level steps.",
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
            {
              regex: '^\\.\\./(?!identity/schema$)[a-z-]+/[^/]+$',
              message: 'A schema may reference only the identity tables (users, companies) in a foreign key.',
            },
            { group: ['**/db/schema', '**/db/schema/**'], message: 'db/schema only gathers the tables for drizzle-kit.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@portal/server', '@portal/web'], message: 'The contract depends on nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  {
    // The API tests take method and path from the contract's table of calls (callApi(ctx, CALL_PATHS.x, ...)),
    // so a path cannot be spelled two ways; a test whose subject is a path itself says so with a disable comment.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/apis\\//]',
          message: 'Take the call from the contract: callApi(ctx, CALL_PATHS.<name>, { params, query, ... }) (test/helpers.ts).',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/apis\\//]',
          message: 'Take the call from the contract: callApi(ctx, CALL_PATHS.<name>, { params, query, ... }) (test/helpers.ts).',
        },
      ],
    },
  },
);
