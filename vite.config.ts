import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { zhCnMessages } from "./scripts/vite-plugin-zh-cn.ts";

export default defineConfig({
  plugins: [zhCnMessages(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { hmr: true },
});
