import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel journeys (and engineers) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The whole route manifest (about 30 routes) ships with the page instead of
  // being discovered through /__manifest after hydration, which re-rendered
  // the whole page once the answer came (a long task on phones).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
