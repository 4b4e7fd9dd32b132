import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Debian packages the portal runs or is tested with, each known by a file it installs: Chromium and the CJK fonts
 * print the documents to sign (and drive the journeys; the documents set Chinese in WenQuanYi Micro Hei, a TrueType
 * face Chromium embeds as a small subset, where the CFF Noto Sans CJK costs about 1 KB a character), poppler-utils judges the signed PDFs in the tests,
 * exiftool (libimage-exiftool-perl) that no metadata is left in an owner's processed photos. Missing
 * ones are installed with apt-get when running as root; nothing is printed when all are there.
 *
 *   node scripts/ensure-system-packages.ts start|test|e2e
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PACKAGES = {
  chromium: chromium,
  "fonts-noto-cjk": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "fonts-wqy-microhei": "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  "poppler-utils": "/usr/bin/pdfsig",
  "libimage-exiftool-perl": "/usr/bin/exiftool",
} as const;
type Package = keyof typeof PACKAGES;

const NEEDS: Record<string, { packages: Package[]; why: string; required: boolean }> = {
  // The server still starts without them; only printing documents to sign fails until they are installed.
  start: { packages: ["chromium", "fonts-noto-cjk", "fonts-wqy-microhei"], why: "printing documents to sign", required: false },
  test: {
    packages: ["chromium", "fonts-noto-cjk", "fonts-wqy-microhei", "poppler-utils", "libimage-exiftool-perl"],
    why: "the PDF and photo tests",
    required: true,
  },
  e2e: { packages: ["chromium", "fonts-noto-cjk", "fonts-wqy-microhei"], why: "the browser tests", required: true },
};

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
    .status === 0;

/** True when every package is there afterwards. */
export function ensureSystemPackages(packages: Package[], why: string): boolean {
  const missing = packages.filter((name) => !existsSync(PACKAGES[name]));
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${missing.join(", ")} missing (needed for ${why}): install with apt-get install ${missing.join(" ")}.`);
    return false;
  }
  console.error(`Installing Debian's ${missing.join(", ")} for ${why}...`);
  return run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", ...missing]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const need = NEEDS[process.argv[2] ?? ""];
  if (!need) {
    console.error(`usage: node scripts/ensure-system-packages.ts ${Object.keys(NEEDS).join("|")}`);
    process.exit(2);
  }
  if (!ensureSystemPackages(need.packages, need.why) && need.required) process.exit(1);
}
