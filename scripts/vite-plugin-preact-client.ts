import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const shim = fileURLToPath(new URL("./preact-react.ts", import.meta.url));
const clientShim = fileURLToPath(new URL("./preact-react-dom-client.ts", import.meta.url));

/** React entry points and what the browser build takes instead. */
const targets: Record<string, string> = {
  react: shim,
  "react-dom": "preact/compat",
  "react-dom/client": clientShim,
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The production browser bundle runs on Preact (preact/compat) instead of
 * React DOM: about 10 KB gzip instead of about 65 KB, which is what keeps the
 * initial JavaScript of every page under 100 KB. The server build (SSR) and
 * `npm run dev` keep React 19. See docs/decisions/0007-preact-in-the-browser.md.
 */
export function preactClient(): Plugin {
  return {
    name: "preact-client",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment: (name) => (name === "client" ? { define: { "import.meta.env.PREACT": "true" } } : undefined),
    async resolveId(id, importer, options) {
      const target = targets[id];
      if (target === undefined) return undefined;
      if (target === shim || target === clientShim) return target;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
