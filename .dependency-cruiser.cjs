/**
 * The dependency rules of the monorepo (docs/architecture.md, "Boundaries"). `npm run check:deps`
 * fails on any import that breaks one. Paths are from the repository root; type-only imports count.
 */

/** Server folders below features: they serve every feature and may import none. */
const SERVER_INFRASTRUCTURE =
  '^packages/server/src/(audit|background|bulk|config|db|http|i18n|identity|jobs|mail|media|openapi|outbound|security|seed|testing|throttle|web)/';

/** Where `@ailab/server` may be imported from: the server itself, tests, test folders and scripts. */
const SERVER_USERS = ['^packages/server/', '^packages/[^/]+/(test|e2e)/', '^scripts/', '\\.test\\.tsx?$'];

module.exports = {
  forbidden: [
    {
      name: 'server-feature-through-port',
      comment:
        "A server feature reads another domain only through that domain's <name>.port.ts (or the shared manifest type).",
      severity: 'error',
      from: { path: '^packages/server/src/features/([^/]+)/' },
      to: {
        path: '^packages/server/src/features/',
        pathNot: [
          '^packages/server/src/features/$1/',
          '^packages/server/src/features/[^/]+/[^/]+\\.port\\.ts$',
          '^packages/server/src/features/feature-manifest\\.ts$',
        ],
      },
    },
    {
      name: 'server-infrastructure-not-features',
      comment: 'Server infrastructure (http, db, identity, audit, media, …) imports no feature.',
      severity: 'error',
      from: { path: SERVER_INFRASTRUCTURE, pathNot: '^packages/server/src/db/schema\\.ts$' },
      to: { path: '^packages/server/src/features/' },
    },
    {
      name: 'server-schema-only-feature-tables',
      comment:
        "db/schema.ts assembles the Database type from the features' *.tables.ts and imports nothing else of them.",
      severity: 'error',
      from: { path: '^packages/server/src/db/schema\\.ts$' },
      to: {
        path: '^packages/server/src/features/',
        pathNot: '^packages/server/src/features/[^/]+/[^/]+\\.tables\\.ts$',
      },
    },
    {
      name: 'migrations-frozen',
      comment:
        'A migration imports only kysely and other files under db/migrations/ (their frozen support copies).',
      severity: 'error',
      from: { path: '^packages/server/src/db/migrations/' },
      to: {
        pathNot: ['^packages/server/src/db/migrations/', '(^|/)node_modules/kysely/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'core-stays-core',
      comment:
        'Core is framework-free: no React, Ink, Fastify, Kysely or database drivers, and no other workspace.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: {
        path: [
          '^packages/(server|web|cli)/',
          '(^|/)node_modules/(react|react-dom|ink|fastify|@fastify/[^/]+|kysely|pg|better-sqlite3)/',
        ],
      },
    },
    {
      name: 'web-shared-not-features',
      comment: 'Web shared code (components, hooks, lib, config) imports no feature and nothing from app/.',
      severity: 'error',
      from: { path: '^packages/web/src/(components|hooks|lib|config)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'A web feature does not import another web feature; shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'cli-services-not-commands-or-ui',
      comment: 'CLI services hold the logic; they import neither commands/ nor ui/.',
      severity: 'error',
      from: { path: '^packages/cli/src/services/' },
      to: { path: '^packages/cli/src/(commands|ui)/' },
    },
    {
      name: 'server-is-not-a-library',
      comment: 'Only the server, tests, test folders and scripts import @ailab/server.',
      severity: 'error',
      from: { pathNot: SERVER_USERS },
      to: { path: '^packages/server/' },
    },
    {
      name: 'server-not-web-or-cli',
      comment: "The server's code imports neither the web app nor the CLI.",
      severity: 'error',
      from: { path: '^packages/server/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/(web|cli)/' },
    },
    {
      name: 'web-and-cli-apart',
      comment:
        'Nothing imports web or cli (GUIDE, Style): the web app and the CLI import neither each other.',
      severity: 'error',
      from: { path: '^packages/(web|cli)/' },
      to: { path: '^packages/(web|cli)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'web-app-not-e2e',
      comment:
        "The web app's code never imports the browser suite's support (playwright, the test server); only tests and a domain's *.a11y.ts (read by that suite) do.",
      severity: 'error',
      from: { path: '^packages/web/src/', pathNot: ['\\.test\\.tsx?$', '\\.a11y\\.ts$'] },
      to: { path: '^packages/web/e2e/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Our own build output only: a dependency's own dist/ (kysely, fastify, …) must still be seen.
    exclude: { path: '^packages/[^/]+/(dist|coverage|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
