import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm run test:e2e`: make sure Debian's Chromium (and CJK fonts) are there,
 * build the pages for production, then run the Playwright journeys.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

if (!existsSync(chromium) || !existsSync("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium (${chromium}) or fonts-noto-cjk is missing: install them with apt-get install chromium fonts-noto-cjk.`);
    process.exit(1);
  }
  console.error("Installing Debian's chromium and fonts-noto-cjk for the browser tests...");
  if (run("apt-get", ["update", "-qq"]) !== 0) process.exit(1);
  if (run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-cjk"], { ...process.env, DEBIAN_FRONTEND: "noninteractive" }) !== 0)
    process.exit(1);
}

// A journey run on its own port builds into its own directory, so runs can go side by side.
if (process.env.E2E_PORT && !process.env.BUILD_DIR) process.env.BUILD_DIR = `build-e2e-${process.env.E2E_PORT}`;
if (run("node", ["scripts/build.ts", "--if-needed"]) !== 0) process.exit(1);
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2)]));
