/**
 * Boundaries of the house (docs/architecture.md):
 * - src/domain imports nothing from server/, web/, node:*, the DOM or React;
 * - src/web imports server modules for their types only;
 * - src/web imports the zod contracts for their types only (the browser never parses with zod);
 * - src/server never imports web/ (pages come from the build);
 * - inside the server: api/ (routes) → services/ → db/; services import no
 *   http/, api/ or modules/; db/ imports no service; jobs/ get their handlers
 *   from the module registry;
 * - a web feature folder never imports another one, and ui/, lib/ and i18n/
 *   import no feature: shared code goes through ui/ or lib/, and only the
 *   root and the route modules put features together.
 */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "src/domain is shared by server and browser: only zod and itself.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { pathNot: ["^src/domain/", "node_modules/zod/"] },
    },
    {
      name: "domain-no-node-builtins",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "web-uses-server-types-only",
      comment: "Loaders get services through the load context; web may import server types, never values.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-uses-contract-types-only",
      comment:
        "A value import of a zod contract builds all its schemas in the page's script, which put zod (27 KB gzip) in every page's first load; the browser never parses with zod. Codes it needs live in zod-free domain modules that the contract re-exports (decision 0061).",
      severity: "error",
      from: { path: "^src/web/", pathNot: "[.]test[.]tsx?$" },
      to: { path: "^src/domain/contracts/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-does-not-import-web",
      comment: "The server loads pages from the React Router build; only the load-context types are shared.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-features-stay-apart",
      comment:
        "One feature folder does not import another: move what both need to src/web/ui (components) or src/web/lib (helpers), or let a route pass it in.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "web-shared-code-imports-no-feature",
      comment: "ui/, lib/ and i18n/ are shared by every feature, so they depend on none.",
      severity: "error",
      from: { path: "^src/web/(ui|lib|i18n)/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "server-services-below-http",
      comment:
        "The use-cases know nothing of HTTP: routes (api/) call services, never the other way; services reach other modules through the registry's build, not by importing it.",
      severity: "error",
      from: { path: "^src/server/services/" },
      to: { path: "^src/server/(http|api|modules)/" },
    },
    {
      name: "server-db-imports-no-service",
      comment: "db/ holds the schema and the queries: it imports no service, route, module or job.",
      severity: "error",
      from: { path: "^src/server/db/" },
      to: { path: "^src/server/(services|http|api|modules|jobs)/" },
    },
    {
      name: "server-jobs-through-the-registry",
      comment: "The job runner and the maintenance job get their handlers from the modules (src/server/modules); they import no service.",
      severity: "error",
      from: { path: "^src/server/jobs/" },
      to: { path: "^src/server/(services|api|modules)/" },
    },
    {
      name: "server-routes-call-services",
      comment: "Routes are thin: they call a module's services and never run a query themselves.",
      severity: "error",
      from: { path: "^src/server/api/" },
      to: { path: "^src/server/db/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: ["\\.test\\.tsx?$", "\\.int\\.test\\.ts$"] },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
