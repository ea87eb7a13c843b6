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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router)/' },
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
