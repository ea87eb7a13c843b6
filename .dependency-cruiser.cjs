/**
 * Import boundaries, checked by `npm run lint` (docs/architecture.md draws the layers). Which side may
 * import which (app ↛ server, shared ↛ both) stays with Biome's noRestrictedImports in biome.json;
 * this file holds what Biome cannot say: cycles, and which module may reach into which.
 * Type-only imports count: a circle of types is still a circle a reader has to hold in their head.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only ones included: each module can be read from its imports down.',
      from: { path: '^(app|server|shared)/' },
      to: { circular: true },
    },

    // ── server: domain modules on a platform layer ──
    // docs/decisions/018-domain-modules.md. Tests (`*.test.ts`) and test helpers (`testing/`, `tests/`) may
    // reach anywhere: they build the pieces they test.
    {
      name: 'platform-knows-no-modules',
      severity: 'error',
      comment:
        'server/platform/ (db, http, jobs, e-mail delivery, errors, content events) is below the modules and the composition root: it imports neither. What it needs of them it declares as a port (LeadMailRules, StudioIdentity, AccessChecks) that compose.ts or api-routes.ts fills.',
      // Its own test helpers (testing/) too; the ones that wire modules live in tests/support/.
      from: { path: '^server/platform/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/', pathNot: '^server/platform/' },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        'A module reaches another module only through that module’s index.ts, its one public entry; its other files are its own business.',
      from: { path: '^server/modules/([^/]+)/', pathNot: '\\.test\\.tsx?$|/testing/' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-through-the-index',
      severity: 'error',
      comment:
        'Outside the modules (the composition root, the seed, app/’s *.server.ts bridges) a module is reached only through its index.ts.',
      from: { pathNot: '^server/modules/|^tests/|\\.test\\.tsx?$|/testing/' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'modules-below-the-root',
      severity: 'error',
      comment:
        'Modules do not import the composition root (app-deps, compose, app, api-routes, boot, register-jobs): the root imports them. A use case takes its narrow deps (a Pick of PlatformDeps or its module’s deps), never AppDeps.',
      from: { path: '^server/modules/', pathNot: '\\.test\\.tsx?$|/testing/' },
      to: { path: '^server/[^/]+\\.ts$' },
    },

    // ── admin: features that do not import each other ──
    // Three layers (docs/architecture.md, "The admin's layers"): app/routes/admin/ and
    // app/features/admin/shell/ compose; every other folder of app/features/admin/ is one feature;
    // app/features/admin/shared/ is what several features use.
    {
      name: 'admin-feature-to-feature',
      severity: 'error',
      comment:
        'An admin feature imports only itself, app/features/admin/shared/, app/components, app/lib and shared/: what two features need goes into shared/, or the shell (composition) hands it over.',
      from: { path: '^app/features/admin/([^/]+)/', pathNot: '^app/features/admin/(shared|shell)/' },
      to: { path: '^app/features/admin/', pathNot: ['^app/features/admin/$1/', '^app/features/admin/shared/'] },
    },
    {
      name: 'admin-shared-below-features',
      severity: 'error',
      comment: 'The shared layer is below every feature and the shell: it imports neither.',
      from: { path: '^app/features/admin/shared/' },
      to: { path: '^app/features/admin/', pathNot: '^app/features/admin/shared/' },
    },
    {
      name: 'admin-below-routes',
      severity: 'error',
      comment: 'Routes compose the admin; nothing under app/features/admin/ imports a route module.',
      from: { path: '^app/features/admin/' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'admin-apart-from-site',
      severity: 'error',
      comment: 'The public site never loads admin code: app/components, app/lib and the site routes stay out of it.',
      from: { path: '^app/(components|lib|routes/site|routes/seo)/' },
      to: { path: '^app/features/admin/' },
    },

    // ── the browser and the API contract ──
    {
      name: 'browser-takes-addresses-not-the-contract',
      severity: 'error',
      comment:
        'app/ calls the API through shared/api/addresses/ (method and path, generated from the contract by `npx tsx scripts/contract/write-addresses.ts`), never through the contract files of shared/api/: their zod schemas would all land in the browser’s bundle though it never parses an answer (ADR 020). endpoint.ts (types, endpointUrl) and errors.ts (the error catalogue the admin translates) hold no schema. Tests may import the contract.',
      from: { path: '^app/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^shared/api/', pathNot: '^shared/api/(addresses/|endpoint\\.ts$|errors\\.ts$)' },
    },
    {
      name: 'zod-through-shared-zod',
      severity: 'error',
      comment:
        'Code the browser may load builds schemas with `z` from shared/zod.ts, which sets zod’s jitless mode before any schema exists: zod’s `new Function` probe is otherwise refused by our CSP and reported as a violation. Type-only imports of zod are fine.',
      from: { path: '^(app|shared)/', pathNot: ['^shared/zod\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: 'node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
