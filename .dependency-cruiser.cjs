/**
 * Boundaries of the house (docs/architecture.md):
 * - src/domain imports nothing from server/, web/, node:*, the DOM or React;
 * - src/web imports server modules for their types only;
 * - src/server never imports web/ (pages come from the build).
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
      name: "server-does-not-import-web",
      comment: "The server loads pages from the React Router build; only the load-context types are shared.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/", dependencyTypesNot: ["type-only"] },
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
