import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { zhCnMessages } from "./scripts/vite-plugin-zh-cn.ts";
import { icuNoParser } from "./scripts/vite-plugin-icu-no-parser.ts";
import { preactClient } from "./scripts/vite-plugin-preact-client.ts";

export default defineConfig({
  plugins: [preactClient(), zhCnMessages(), icuNoParser(), reactRouter()],
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
            // Only the layout's part of ui/ and lib/ joins "app": the result card, the
            // transactions table and the other shared components load with the pages
            // that show them.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  // zod with its browser setting (lib/zod-jitless.ts): the domain's schemas in "app" are built
                  // when that chunk runs, so the setting must run in a chunk "app" depends on.
                  test: /node_modules[\\/](preact|react-router|intl-messageformat|@formatjs|turbo-stream|cookie|set-cookie-parser|zod)[\\/]|scripts[\\/]preact-react|src[\\/]web[\\/]lib[\\/]zod-jitless\./,
                  priority: 20,
                },
                {
                  name: "app",
                  test: /src[\\/](domain[\\/]|web[\\/](i18n[\\/]|features[\\/]layout[\\/]|lib[\\/](json-text|language-path|nonce|root-data)\.|ui[\\/](icons|breadcrumbs|page-meta)\.))/,
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
