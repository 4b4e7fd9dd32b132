import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { simplifiedCatalog, type Catalog } from "./zh-cn-catalog.ts";

const virtualId = "virtual:zh-cn-messages";
const resolvedId = `\0${virtualId}`;
const messagesDir = fileURLToPath(new URL("../src/web/i18n/messages/", import.meta.url));

/**
 * Serves `virtual:zh-cn-messages`: every feature's zh-hk.json converted with
 * OpenCC, then that feature's zh-cn.overrides.json on top.
 */
export function zhCnMessages(): Plugin {
  return {
    name: "zh-cn-messages",
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const read = (path: string): Catalog => {
        if (!existsSync(path)) return {};
        this.addWatchFile(path);
        return JSON.parse(readFileSync(path, "utf8")) as Catalog;
      };
      let catalog: Catalog = {};
      for (const feature of readdirSync(messagesDir).sort()) {
        const dir = join(messagesDir, feature);
        catalog = { ...catalog, ...simplifiedCatalog(read(join(dir, "zh-hk.json")), read(join(dir, "zh-cn.overrides.json"))) };
      }
      return `export default ${JSON.stringify(catalog)};`;
    },
  };
}
