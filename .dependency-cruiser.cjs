/**
 * The import directions of ARCHITECTURE.md, checked by `npm run lint` (and so by CI):
 * shared code stands alone, client features do not reach into each other, and only repositories
 * touch the tables.
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-stands-alone',
      comment: 'src/shared runs on both sides: it imports nothing from the client or the server.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'features-do-not-import-features',
      comment:
        'A client feature does not import another feature: what two features share moves to components/ or src/shared. Pages compose features through the router.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'components-do-not-import-features',
      comment:
        'Shared UI (components/) is below the features; the shell composes features only by lazy import.',
      severity: 'error',
      from: { path: '^src/client/(components|api|lib|hooks|offline)/' },
      to: { path: '^src/client/features/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'only-repositories-touch-tables',
      comment:
        'SQL lives in repositories: only files named repository.ts or *-repository.ts (and the db module, tests and test support) import the tables.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: ['repository\\.ts$', '^src/server/db/', '\\.test\\.ts$', '^src/server/test-support/'],
      },
      to: { path: '^src/server/db/schema', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-do-not-touch-repositories',
      comment: 'A route parses, calls its service and shapes the answer (CONVENTIONS.md 2).',
      severity: 'error',
      from: { path: 'routes\\.ts$' },
      to: { path: 'repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
