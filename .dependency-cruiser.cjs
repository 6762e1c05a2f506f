// The boundaries between web features, between API modules and between pages; `npm run lint` checks them and
// docs/ARCHITECTURE.md ('Boundaries') explains them. A feature (apps/web/src/features/<name>) or a module
// (apps/api/src/modules/<name>) shows the rest of the code one public entry, its index.ts; its own files import
// each other directly. A page (a file named *Page.tsx) is reached by the router, never by another page.

// Tests and their fixtures (*.test.ts(x), test*.ts) may reach into another unit: they check its wiring.
const testCode = ['\\.test\\.tsx?$', '/test[A-Z][^/]*\\.ts$', '^apps/[^/]+/test/'];

// Files other code may import from a feature beside its index.ts, each because the first screen must not load
// it. The build puts into the first-load chunk every module that an entry the shell imports re-exports (it
// follows imports, not the names used): the home page imports the ads feature's index.ts for the cards, so the
// ad list and the ad's data, which the lists, the ad page and the seller's page load, are reached here; the
// wallet's 'Reklamuoti' button likewise. Keep this list short: each needs that reason.
const partEntries = [
  'apps/web/src/features/ads/list/PostList.tsx',
  'apps/web/src/features/ads/list/listQuery.ts',
  'apps/web/src/features/ads/postApi.ts',
  'apps/web/src/features/wallet/promote.ts',
  // A message's pictures go through the ad form's uploads and open in the ad gallery's full-screen view
  // (PRODUCT.md §29); the thread screen that uses them loads after the first screen, as they must.
  'apps/web/src/features/ads/form/usePictureUploads.ts',
  'apps/web/src/features/ads/page/Lightbox.tsx',
  // The seller's average ('4,8 ★ (23 įvertinimai)') on the ad page and the seller page, without the ratings'
  // forms and list, which those pages load when they show them (PRODUCT.md §27).
  'apps/web/src/features/ratings/SellerRating.tsx',
  // A message's thumbnails on the dashboard's message reports: through the messages' index.ts, the ad page (its
  // 'Parašyti pardavėjui') would load them and the conversation texts with the contract's schemas.
  'apps/web/src/features/messages/MessagePictures.tsx',
];

/** The entry rules for one kind of unit (web features, API modules) kept in folders under `root`. */
function entryRules(kind, root) {
  const unit = `^${root}/([^/]+)/`;
  const internal = `^${root}/[^/]+/.+`;
  const entry = [`^${root}/[^/]+/index\\.ts$`, ...partEntries.map((path) => `^${path.replaceAll('.', '\\.')}$`)];
  const from = [
    { name: `${kind}-entry`, from: { path: unit, pathNot: testCode }, notTo: [`^${root}/$1/`, ...entry] },
    { name: `${kind}-entry-from-outside`, from: { pathNot: [unit, ...testCode] }, notTo: entry },
  ];
  // A lazy route loads its page file itself, so that the page's code stays out of the bundle of whoever imports
  // the feature's entry: a dynamic import() of a *Page.tsx is the one way past an entry.
  return from.flatMap(({ name, from, notTo }) => [
    {
      name,
      comment: `Import another ${kind} through its index.ts, not past it.`,
      severity: 'error',
      from,
      to: { path: internal, pathNot: notTo, dynamic: false },
    },
    {
      name: `${name}-lazy`,
      comment: `Past a ${kind}'s index.ts only a lazy route may go, and only to a *Page.tsx.`,
      severity: 'error',
      from,
      to: { path: internal, pathNot: [...notTo, 'Page\\.tsx$'], dynamic: true },
    },
  ]);
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...entryRules('feature', 'apps/web/src/features'),
    ...entryRules('module', 'apps/api/src/modules'),
    {
      name: 'page-to-page',
      comment: 'A page does not import another page; share the part through a component or the feature.',
      severity: 'error',
      from: { path: 'Page\\.tsx$' },
      to: { path: 'Page\\.tsx$' },
    },
    {
      name: 'no-cycle',
      comment: 'No import cycle, however long.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with, so Babel strips the types first;
    // onlyRemoveTypeImports keeps the imports used only as types, which cross boundaries too.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
