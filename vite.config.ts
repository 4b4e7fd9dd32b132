import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { zhCnMessages } from "./scripts/vite-plugin-zh-cn.ts";
import { icuNoParser } from "./scripts/vite-plugin-icu-no-parser.ts";
import { preactClient } from "./scripts/vite-plugin-preact-client.ts";

export default defineConfig({
  plugins: [preactClient(), zhCnMessages(), icuNoParser(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { hmr: true },
});
