// Import boundaries of the web app (docs/decisions/0008-web-import-boundaries.md): a feature is reached only
// through its public entries (index.ts, or a second index.<name>.ts where index.ts would drag heavy code into
// another chunk), components/ and lib/ never import features/, and nothing imports in a cycle.
// Run: npm run lint:imports (part of npm run lint).
const { realpathSync } = require('node:fs');
const path = require('node:path');

const WEB = '^apps/web/src/';
const FEATURES = `${WEB}features/`;
/** A feature's public entries: index.ts, and index.<name>.ts where one is needed (say why in the file). */
const FEATURE_ENTRIES = [`${FEATURES}[^/]+/index[.]ts$`, `${FEATURES}[^/]+/index[.][a-z0-9-]+[.]ts$`];

/**
 * dependency-cruiser reads TypeScript with @swc/core or with the `typescript` package's compiler API (below 7).
 * The repository's typescript 7 (the native compiler) has no such API: with neither, dependency-cruiser skips
 * every .ts/.tsx file and would pass having checked nothing, so stop with a message instead. Both are looked up
 * from the running dependency-cruiser, as it does.
 */
function typeScriptParser() {
  const from = { paths: [path.dirname(realpathSync(process.argv[1] ?? __filename))] };
  try {
    require.resolve('@swc/core', from);
    return 'swc';
  } catch {}
  try {
    const { version } = require(require.resolve('typescript/package.json', from));
    if (Number.parseInt(version, 10) < 7) return 'tsc';
  } catch {}
  throw new Error(
    'dependency-cruiser has no TypeScript parser here: it needs @swc/core or typescript < 7 next to it (the ' +
      "repository's typescript 7 has no compiler API), else it would check no file. See docs/decisions/0008.",
  );
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (dynamic imports count): move what both sides need into a module neither imports.',
      from: { path: WEB },
      to: { circular: true },
    },
    {
      name: 'feature-internals-only-through-index',
      severity: 'error',
      comment:
        "A feature imports another feature only through that feature's index.ts. Export what you need there, " +
        'or move what is shared down into components/, lib/ or packages/shared.',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, ...FEATURE_ENTRIES] },
    },
    {
      name: 'no-lower-layer-to-features',
      severity: 'error',
      comment:
        'components/ and lib/ are lower layers: they never import features/. Move the code down, or let app/ ' +
        'hand it in (as app/listing-card-slots.tsx does for the cards, main.tsx for the French pack).',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: FEATURES },
    },
    {
      name: 'app-features-only-through-index-or-pages',
      severity: 'error',
      comment:
        'app/ (router, shell, providers; main.tsx and the test helpers too) reaches a feature through its index.ts ' +
        'or loads one of its pages/ (area-pages.ts: the loaders of its area pages, for app/panel/pages.tsx); never ' +
        'its other internals.',
      from: { path: `${WEB}(app/|test/|main[.]tsx$)`, pathNot: `${WEB}app/i18n-french[.]` },
      to: {
        path: FEATURES,
        pathNot: [...FEATURE_ENTRIES, `${FEATURES}[^/]+/pages/[^/]+[.]tsx?$`, `${FEATURES}[^/]+/area-pages[.]ts$`],
      },
    },
    {
      name: 'french-pack-only-texts',
      severity: 'error',
      comment: "The French pack (app/i18n-french.ts) gathers the features' i18n/fr.ts files, nothing else of them.",
      from: { path: `${WEB}app/i18n-french[.]` },
      to: { path: FEATURES, pathNot: [...FEATURE_ENTRIES, `${FEATURES}[^/]+/i18n/[^/]+[.]ts$`] },
    },
  ],
  options: {
    parser: typeScriptParser(),
    // Type-only imports count: a type from another feature's internals couples them as much as a value.
    tsPreCompilationDeps: true,
    // The web app's compiler options (module resolution "bundler", explicit .ts/.tsx extensions).
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    // The web app and the shared package it imports as source (@rentals/shared/... through its exports).
    includeOnly: [WEB, '^packages/shared/src/'],
    exclude: { path: '[.]css$' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx'],
    },
    skipAnalysisNotInRules: true,
  },
};
