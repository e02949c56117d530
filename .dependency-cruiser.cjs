/**
 * Which folder may import which (STYLE, "Dependencies point one way"), checked by
 * dependency-cruiser in `npm run lint`. Paths are relative to the repository root.
 *
 * - shared/ is imported by the server and the client, and imports neither.
 * - The client imports no server code but the app router's type, in one file.
 * - The client: app (routes, layout) → features → components, lib, config. A feature imports
 *   no other feature.
 * - The server: each file imports only its own layer or lower ones (SERVER_LAYERS, highest
 *   first), and no import cycle anywhere.
 * Tests (`*.test.ts`, tests/) may import any layer: they set up a piece with what it needs.
 */

const tests = '\\.test(-support)?\\.tsx?$';

/**
 * The server's layers, highest first. A file imports from its own layer or a lower one.
 * Within the domain layer the folders import one another, without cycles.
 */
const SERVER_LAYERS = [
  // The process, the Fastify app built from its plugins, the CLIs, and the API's types for
  // projects outside this repository (api-types.ts).
  {
    name: 'entry',
    path: '^server/src/(main|app|api-types)\\.ts$|^server/src/plugins/|^server/src/[^/]+/(import/)?cli\\.ts$',
  },
  // The REST routes, which call tRPC procedures.
  { name: 'rest', path: '^server/src/rest/' },
  // The tRPC routers and their handlers; routers/index.ts merges them (type AppRouter).
  { name: 'routers', path: '^server/src/routers/' },
  // tRPC's init, context and procedure builders, and the caller's player.
  { name: 'trpc', path: '^server/src/trpc/' },
  // The domain services composed for a running app (the tRPC context carries them).
  { name: 'services', path: '^server/src/services\\.ts$' },
  // The pair scheduler, handed what it runs by the app.
  { name: 'scheduler', path: '^server/src/scheduler/' },
  // The game's domain: rules, services and stores, knowing nothing of HTTP. A new folder is
  // added here (or to another layer): server-file-in-a-layer fails until it is.
  {
    name: 'domain',
    path: '^server/src/(admin|archive|catalog|daily-pair|game|hints|leaderboard|metrics|par|player|profile|recap|settings-cache|stats)/',
  },
  // Tables, migrations and the database's writers.
  { name: 'db', path: '^server/src/db/' },
  // Configuration, errors, the clock and the small pieces every layer may use.
  { name: 'base', path: '^server/src/[^/]+\\.ts$' },
];

/** Imports let point up a layer (paths of the imported files), each with its reason: none today. */
const SERVER_UPWARD_ALLOWED = [];

const layerRules = SERVER_LAYERS.slice(1).map((layer, index) => {
  const higher = SERVER_LAYERS.slice(0, index + 1);
  return {
    name: `server-layer-${layer.name}`,
    comment: `server: ${layer.name} imports no higher layer (${higher.map((h) => h.name).join(', ')})`,
    severity: 'error',
    from: { path: layer.path, pathNot: [tests, ...SERVER_LAYERS.slice(0, index + 1).map((h) => h.path)] },
    to: { path: higher.map((h) => h.path), pathNot: SERVER_UPWARD_ALLOWED },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle, type-only imports included.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
      },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'shared/ is imported by the server and the client, and imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|client|tests)/' },
    },
    {
      name: 'server-imports-no-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(client|tests)/' },
    },
    {
      name: 'client-imports-only-the-router-type',
      comment: "The client reads the server's types through the app router's type alone, in lib/trpc.ts.",
      severity: 'error',
      from: { path: '^client/', pathNot: '^client/src/lib/trpc\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'client-trpc-imports-the-router-type-only',
      comment: 'lib/trpc.ts imports routers/index.ts type-only: no server code reaches the bundle.',
      severity: 'error',
      from: { path: '^client/src/lib/trpc\\.ts$' },
      to: { path: '^server/', pathNot: '^server/src/routers/index\\.ts$' },
    },
    {
      name: 'client-router-type-is-type-only',
      severity: 'error',
      from: { path: '^client/src/lib/trpc\\.ts$' },
      to: { path: '^server/src/routers/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-shared-code-imports-no-feature',
      comment: 'components/, lib/ and config/ serve every feature, so they import none (nor the app).',
      severity: 'error',
      from: { path: '^client/src/(components|lib|config)/', pathNot: tests },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'client-feature-imports-no-app',
      severity: 'error',
      from: { path: '^client/src/features/', pathNot: tests },
      to: { path: '^client/src/app/|^client/src/main\\.tsx$' },
    },
    {
      name: 'client-feature-imports-no-other-feature',
      comment: 'Features meet in the app (routes, layout), not in one another (bulletproof-react).',
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/', pathNot: tests },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'server-file-in-a-layer',
      comment: 'A new server folder or top-level file is given its layer in SERVER_LAYERS.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: [tests, ...SERVER_LAYERS.map((layer) => layer.path)] },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a cycle or an upward import of types couples the files all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
