import { spawnSync } from "node:child_process";
import { ensureSystemPackages } from "./ensure-system-packages.ts";

/**
 * `npm run test:e2e`: make sure Debian's Chromium (and CJK fonts) are there,
 * build the pages for production, then run the Playwright journeys.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

if (!ensureSystemPackages(["chromium", "fonts-noto-cjk"], "the browser tests")) process.exit(1);

// A journey run on its own port builds into its own directory, so runs can go side by side.
if (process.env.E2E_PORT && !process.env.BUILD_DIR) process.env.BUILD_DIR = `build-e2e-${process.env.E2E_PORT}`;
if (run("node", ["scripts/build.ts", "--if-needed"]) !== 0) process.exit(1);
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2)]));
