import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * `npm run build` builds the pages with React Router's Vite build.
 * `--if-needed` (used by `npm start`) skips the build when build/ is newer
 * than every source file, so later starts are fast.
 */
const ifNeeded = process.argv.includes("--if-needed");
const root = join(import.meta.dirname, "..");
const marker = join(root, process.env.BUILD_DIR ?? "build", "server", "index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

if (ifNeeded && existsSync(marker)) {
  const sources = Math.max(
    newestMtime(join(root, "src", "web")),
    newestMtime(join(root, "src", "domain")),
    newestMtime(join(root, "public")),
    // The zh-cn catalog is made at build time from data/zh-cn-glossary.json through src/server/text/ (decision 0025).
    newestMtime(join(root, "data")),
    newestMtime(join(root, "src", "server", "text")),
    statSync(join(root, "scripts", "zh-cn-catalog.ts")).mtimeMs,
    ...["vite.config.ts", "react-router.config.ts", "package-lock.json"].map((f) => statSync(join(root, f)).mtimeMs),
  );
  if (statSync(marker).mtimeMs >= sources) process.exit(0);
}

const result = spawnSync("npx", ["react-router", "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
process.exit(result.status ?? 1);
