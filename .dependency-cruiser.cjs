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
