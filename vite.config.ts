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
            // (domain rules, i18n, layout, UI helpers) another; route and lazy chunks
            // (filter panels, the map with Leaflet, dialogs) stay split as before.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](preact|react-router|intl-messageformat|@formatjs|turbo-stream|cookie|set-cookie-parser)[\\/]|scripts[\\/]preact-react/, priority: 20 },
                { name: "app", test: /src[\\/](domain|web[\\/](lib|ui|i18n|features[\\/]layout))[\\/]/, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  server: { hmr: true },
});
