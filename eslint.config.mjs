// @ts-check
// Lint: `npm run lint` (run by `npm test` before the unit tests). What it enforces is written down
// in docs/CONVENTIONS.md ("Lint and boundaries"): change the two together.
//
// 1. The house rules that need types (typescript-eslint, type-aware through the nearest tsconfig.json:
//    tsconfig.json for src/, test/ and migrations/, bench/tsconfig.json for bench/,
//    web-client/tsconfig.json for the web client): no floating or misused promises, no explicit
//    `any`, no unused variables (`_name` for an unused argument or binding that must stay).
// 2. Import boundaries between the server's layers and modules (eslint-plugin-boundaries), see LAYERS.
// 3. The web client: React's rules of hooks and complete effect dependencies (eslint-plugin-react-hooks).
// 4. Where SQL may be sent from (sql-in-repositories, a rule of this file) and how TypeORM may be
//    reached (typeorm-scoping).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's elements, lowest first. A file belongs to the first element whose pattern matches.
 *
 *   platform, context   import nothing from src/ (node-level helpers; the one async context)
 *   config              environment schema and the settings' model; may use platform, context
 *   db                  connections, transactions, migrator; may use config, context, platform
 *                       and the migration list (migrations/ itself uses only db)
 *   common              cross-cutting HTTP, auth plumbing, pagination, time; may use the layers below
 *   feature modules     src/<module>/ (clients, projects, ...): may use every layer below, and another
 *                       module only through what that module exports (MODULE_EXPORTS)
 *   app, cli            composition roots (src/*.ts, src/cli/): may use everything
 *
 * Never upward: a lower layer importing a higher one is an error, whatever the file.
 */
const ELEMENTS = [
  { type: 'platform', pattern: 'src/platform' },
  { type: 'context', pattern: 'src/context' },
  { type: 'config', pattern: 'src/config' },
  { type: 'db', pattern: 'src/db' },
  { type: 'common', pattern: 'src/common' },
  { type: 'cli', pattern: 'src/cli' },
  // src/<name>/ (a folder; a file directly in src/ is not a module, see 'app').
  { type: 'module', pattern: 'src/*', capture: ['name'] },
  // The files directly in src/ (main.ts, app.module.ts, app.setup.ts, openapi*.ts, cli.ts, entities.ts,
  // schema-drift-cli.ts).
  { type: 'app', pattern: 'src' },
  { type: 'migrations', pattern: 'migrations' },
  { type: 'test', pattern: 'test' },
];

/**
 * What a module offers other modules: its Nest module, its services, and the files named here
 * (paths inside the module's folder). Anything else in src/<module>/ is private to it: a
 * repository, a controller, a DTO. Add a file here only when another module must use it, and say why.
 */
const MODULE_EXPORTS = {
  // Every module: the Nest module and its injectable services.
  '*': ['*.module.ts', '*.service.ts'],
  // The one write path every versioned record goes through (CONVENTIONS "Versioned writes").
  changes: ['versioned-writes.ts'],
  // Money arithmetic (pure) that reports and the interchange format share.
  rates: ['money.ts'],
  // Shared catalog DTO fields (pure decorators): tasks and the interchange reader validate the same fields.
  projects: ['dto/catalog-fields.ts', 'dto/project.dto.ts'],
  // The daily-part splitting (pure) the bulk writers reuse to store activities as tracking does.
  activities: ['daily-parts.ts', 'daily-records.ts'],
  // Re-authentication (a sensitive change re-proves the password; admin uses it) and the token registry (ops' token check).
  auth: ['reauthentication.ts', 'token-registry.ts'],
  // The MCP tools describe reports with the reports' own parts and time helpers.
  reports: ['report-parts.ts', 'report-time.ts'],
  // Build information shown by /ops and the MCP server.
  ops: ['build-info.ts'],
};

/**
 * Reads of another module's repository, each allowed by docs/CONVENTIONS.md ("Which tables a
 * repository touches"): the bulk writers insert whole graphs through the owning repositories, and a
 * reference check rides in the round trip of the write it guards. Nothing else reaches a repository
 * of another module.
 */
const REPOSITORY_READS = [
  // The tracker import (a bulk writer) inserts clients, projects, tasks, labels and activities.
  { from: 'imports', to: ['activities', 'clients', 'projects', 'tasks', 'labels'] },
  // The portable export and import (a read model over one snapshot, and a bulk writer).
  { from: 'interchange', to: ['activities', 'tasks', 'rates'] },
  // A project's client reference (and the list's client filter) is checked through the clients repository.
  { from: 'projects', to: ['clients'] },
];

/**
 * Module dependencies that are refused even through an exported service (checked after everything
 * above, so they win). `'*'` is every module. Modules may not depend on each other in a cycle; these
 * fix the direction where one was (issue 24: admin <-> auth through the settings service).
 */
const FORBIDDEN_MODULE_DEPENDENCIES = [
  // The central settings sit under auth, admin and every other reader: settings uses no feature module.
  { from: 'settings', to: '*' },
  // Administration uses auth (accounts, re-authentication) and settings; nothing reaches back into admin.
  { from: '*', to: 'admin' },
];

/**
 * Known breaches of the rules above, kept visible until they are fixed. Each names its TODO.
 * The goal is an empty list.
 */
const EXCEPTIONS = [
  // None left. (The time-entries migration now carries its own frozen copy of the join it backfills with.)
];

/**
 * sql-in-repositories (docs/CONVENTIONS.md "Layout"): every statement is a repository's (or the data
 * layer's), so a service keeps the transaction and the rules and the SQL of a table is in one place.
 * A call of `.query(…)`, `.queryArrays(…)` or `.atCommit(…)` (the Database methods that send SQL) is
 * refused in src/ outside `*.repository.ts`, src/db/ and the unit specs, except in the files below.
 */
const SQL_METHODS = new Set(['query', 'queryArrays', 'atCommit']);
const SQL_OUTSIDE_REPOSITORIES = [
  // The change notifier's own listener connection (a pg Client, not Database): LISTEN and the batched
  // pg_notify after commit touch no table and must not go through the pool.
  'src/changes/change-notifier.ts',
];
const house = {
  rules: {
    'sql-in-repositories': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          sql: 'SQL outside a repository: move this {{ method }}() into the owning module\'s *.repository.ts; the service keeps the transaction and the rules (sql-in-repositories, docs/CONVENTIONS.md "Layout").',
        },
      },
      create: (context) => ({
        CallExpression(node) {
          const callee = node.callee;
          if (
            callee.type === 'MemberExpression' &&
            !callee.computed &&
            callee.property.type === 'Identifier' &&
            SQL_METHODS.has(callee.property.name)
          ) {
            context.report({ node: callee.property, messageId: 'sql', data: { method: callee.property.name } });
          }
        },
      }),
    },
  },
};

const external = { module: { origin: ['external', 'core'] } };
const element = (type, more = {}) => ({ element: { type, ...more } });
const below = (...types) => [external, element(types)];

const layerPolicies = [
  { from: element('platform'), allow: { to: below() } },
  { from: element('context'), allow: { to: below() } },
  { from: element('config'), allow: { to: below('platform', 'context') } },
  {
    from: element('db'),
    allow: { to: [...below('platform', 'context', 'config'), element('migrations', { fileInternalPath: 'index.ts' })] },
  },
  { from: element('migrations'), allow: { to: [external, element('db', { fileInternalPath: ['migrator.ts', 'database.ts'] })] } },
  { from: element('common'), allow: { to: below('platform', 'context', 'config', 'db') } },
  {
    from: element('module'),
    allow: {
      to: [
        ...below('platform', 'context', 'config', 'db', 'common'),
        // Another module, through what it exports.
        element('module', { fileInternalPath: MODULE_EXPORTS['*'] }),
        ...Object.entries(MODULE_EXPORTS)
          .filter(([name]) => name !== '*')
          .map(([name, files]) => element('module', { captured: { name }, fileInternalPath: files })),
      ],
    },
  },
  ...REPOSITORY_READS.map(({ from, to }) => ({
    from: element('module', { captured: { name: from } }),
    allow: { to: element('module', { captured: to.map((name) => ({ name })), fileInternalPath: '*.repository.ts' }) },
  })),
  ...EXCEPTIONS.map(({ from, to, file }) => ({ from: { element: from }, allow: { to: { element: { ...to, fileInternalPath: file } } } })),
  ...FORBIDDEN_MODULE_DEPENDENCIES.map(({ from, to }) => ({
    from: from === '*' ? element('module') : element('module', { captured: { name: from } }),
    disallow: { to: to === '*' ? element('module') : element('module', { captured: { name: to } }) },
  })),
  // Composition roots and the specs may use everything.
  {
    from: element(['app', 'cli', 'test']),
    allow: { to: below('platform', 'context', 'config', 'db', 'common', 'module', 'app', 'cli', 'migrations', 'test') },
  },
];

const typeAwareRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/no-explicit-any': 'error',
  '@typescript-eslint/no-unused-vars': [
    'error',
    {
      args: 'after-used',
      argsIgnorePattern: '^_',
      varsIgnorePattern: '^_',
      caughtErrors: 'none',
      destructuredArrayIgnorePattern: '^_',
      ignoreRestSiblings: true,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.ci/**',
      'docker/**',
      '**/test-results/**',
      // The web client's build output, and its API types generated from the served OpenAPI document
      // (`npm run web:api`; the web-client e2e spec checks they match).
      'web-client/dist/**',
      'web-client/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      // Stand-alone scripts (scripts/*.mjs) belong to no tsconfig: they get the default project.
      // Each file is typed by its nearest tsconfig.json: the server's at the root, web-client/tsconfig.json
      // for the web client (src/, e2e/ and its config files).
      parserOptions: {
        projectService: { allowDefaultProject: ['scripts/*.mjs', 'web-client/scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...typeAwareRules,
      // TypeScript checks these better (and they misfire on type-only names and overloads).
      'no-undef': 'off',
      'no-redeclare': 'off',
      // Empty functions are how Nest writes no-op hooks and how a promise's rejection is deliberately dropped.
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // TODO(issue 24): specs read JSON reply bodies as `any` (the harness's default body type and
      // ~380 annotations); type them from the generated OpenAPI types, then drop this exception.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The control characters are the point: the ones XML 1.0 cannot hold.
    files: ['src/reports/export/xlsx.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  // The web client (React in the browser; its specs and scripts in Node): the same house rules, typed
  // through web-client/tsconfig.json, and React's rules of hooks.
  {
    files: ['web-client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Hooks only at the top level of components and hooks; an effect, memo or callback lists every
      // value it reads (a stale closure is the bug this catches).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web-client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web-client/e2e/**/*.ts', 'web-client/scripts/*.mjs', 'web-client/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Configuration files outside any tsconfig: linted without types.
  {
    files: ['*.js', '*.mjs', 'test/support/*.js', 'web-client/public/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The web client's service worker, served as it is (no build step, no tsconfig).
    files: ['web-client/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Import boundaries of the server (src/, migrations/, test/).
  {
    files: ['src/**/*.ts', 'migrations/**/*.ts', 'test/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['src/**/*.ts', 'migrations/**/*.ts', 'test/**/*.ts'],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Import boundary: {{ from.element.type }} {{ from.element.captured.name }} may not import {{ to.element.type }} {{ to.element.captured.name }} file {{ to.element.fileInternalPath }} (see ELEMENTS, MODULE_EXPORTS, REPOSITORY_READS and FORBIDDEN_MODULE_DEPENDENCIES in eslint.config.mjs, and docs/CONVENTIONS.md "Lint and boundaries")',
          policies: layerPolicies,
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  // typeorm-scoping: owner scoping by construction (docs/CONVENTIONS.md "Database"). Outside src/db/
  // and the identity module (accounts, sessions and tokens are looked up before an owner is known), an
  // owned table is reached through src/db/owned-repository.ts or hand-written SQL, never through
  // TypeORM's unscoped Repository, EntityManager or DataSource.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/db/**', 'src/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typeorm',
              importNames: ['Repository', 'EntityManager', 'DataSource', 'QueryRunner', 'getRepository'],
              message:
                "Unscoped TypeORM access: use OwnedRepository (src/db/owned-repository.ts) or a repository's hand-written SQL (typeorm-scoping).",
            },
            {
              name: '@nestjs/typeorm',
              message: 'TypeORM is wired in src/db/ only: inject an OwnedRepository (InjectOwnedRepository) instead (typeorm-scoping).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='manager']",
          message:
            'Database.manager is unscoped: use OwnedRepository (src/db/owned-repository.ts) outside src/db/ and src/auth/ (typeorm-scoping).',
        },
      ],
    },
  },
  // sql-in-repositories (see SQL_METHODS above).
  {
    files: ['src/**/*.ts'],
    ignores: ['src/db/**', 'src/**/*.repository.ts', 'src/**/*.spec.ts', ...SQL_OUTSIDE_REPOSITORIES],
    plugins: { house },
    rules: { 'house/sql-in-repositories': 'error' },
  },
);
