import { reactRouter } from "@react-router/dev/vite";
import { join } from "node:path";
import { defineConfig } from "vite";
import { zhCnMessages } from "./scripts/vite-plugin-zh-cn.ts";
import { preactClient } from "./scripts/vite-plugin-preact-client.ts";

/**
 * The modules of the "app" chunk: the domain rules and i18n, the layout, and the
 * ui/ and lib/ modules the layout itself loads on every page (the header's menus,
 * the panel hosts, the share popup, the global message, the saved lists and the
 * API calls behind them). Left apart they were 16 chunks under 1.5 KB each,
 * 16 requests and about 4 KB more gzip on every page than as part of "app".
 * The big message popup and the share popup are lazy chunks (root.tsx), not here.
 * Of these, only the modules the layout (root.tsx) reaches through static imports
 * join (layoutModules): a domain rule or i18n module that only some pages or a
 * lazy panel use (the mortgage rules, the enquiry form's checks, price parsing)
 * loads with them, not with every page (3 KB gzip on the results page).
 */
const layoutLib = [
  "json-text",
  "language-path",
  "nonce",
  "root-data",
  "api-client",
  "layout-context",
  "layout-state",
  "enquiry-api",
  "saved-listings",
  "saved-searches",
  "saved-pages",
  "recapture",
  "contact-media",
  "local-saved",
  "account-api",
  "account-session",
  "mortgage-tools",
  "use-preload-on-intent",
  "hydrating",
  "history-reload",
];
const layoutUi = [
  "icons",
  "breadcrumbs",
  "page-meta",
  "enquire-button",
  "modal",
  "global-message",
  "recapture",
  "enquiry-panel-host",
  "served-panel",
  "hydrate-when-idle",
];
const appModules = new RegExp(
  String.raw`src[\/](domain[\/]|web[\/](i18n[\/]|features[\/]layout[\/]|lib[\/](${layoutLib.join("|")})\.|ui[\/](${layoutUi.join("|")})\.))`,
);

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
const ROOT_MODULE = join(import.meta.dirname, "src", "web", "root.tsx");
const closures = new WeakMap<Graph, Set<string>>();

/** The modules root.tsx reaches through static imports (not import()): what the layout runs on every page. */
function layoutModules(graph: Graph): Set<string> {
  let modules = closures.get(graph);
  if (modules === undefined) {
    modules = new Set<string>();
    const queue = [ROOT_MODULE];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (modules.has(next)) continue;
      modules.add(next);
      queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    closures.set(graph, modules);
  }
  return modules;
}

export default defineConfig({
  plugins: [preactClient(), zhCnMessages(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger initial chunks: the server speaks HTTP/1.1, so each of the
            // ~27 tiny modules a page preloaded cost a request on a phone's connection.
            // The runtime every page needs is one chunk, the small shared app modules
            // (domain rules, i18n, the layout and what it draws with) another; route
            // and lazy chunks (filter panels, the map with Leaflet, dialogs) stay split.
            // Only the layout's part of ui/ and lib/ joins "app" (see appModules): the result
            // card, the transactions table and the other shared components load with the
            // pages that show them.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  // zod with its browser setting (lib/zod-jitless.ts), which must run before a schema is built.
                  // The browser builds none today (src/web imports the contracts' types only, decision 0061).
                  test: /node_modules[\\/](preact|react-router|turbo-stream|cookie|set-cookie-parser|zod)[\\/]|scripts[\\/]preact-react|src[\\/]web[\\/]lib[\\/]zod-jitless\./,
                  priority: 20,
                },
                {
                  name: (id, ctx) => (layoutModules(ctx).has(id) ? "app" : null),
                  test: appModules,
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { hmr: true },
});
