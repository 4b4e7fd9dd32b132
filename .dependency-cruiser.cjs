/**
 * Boundaries of the house (docs/architecture.md):
 * - src/domain imports nothing from server/, web/, node:*, the DOM or React;
 * - src/web imports server modules for their types only;
 * - src/web imports the zod contracts for their types only (the browser never parses with zod);
 * - src/server never imports web/ (pages come from the build);
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
