import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const parser = "@formatjs/icu-messageformat-parser";

/**
 * The browser gets ICU messages already parsed (src/web/i18n/catalogs.server.ts),
 * so its bundle takes FormatJS's `no-parser` entry instead of the ~10 KB
 * parser, as FormatJS documents. The server keeps the full parser.
 */
export function icuNoParser(): Plugin {
  const require = createRequire(join(process.cwd(), "package.json"));
  // The parser copy intl-messageformat itself resolves (it is a dependency of it, not of ours).
  const intl = require.resolve("intl-messageformat");
  const noParser = join(dirname(createRequire(intl).resolve(parser)), "no-parser.js");
  return {
    name: "icu-no-parser",
    enforce: "pre",
    resolveId(id) {
      if (id === parser && this.environment.name === "client") return noParser;
      return undefined;
    },
  };
}
