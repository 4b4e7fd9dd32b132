import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: fast unit tests beside the code, and integration tests
// (*.int.test.ts) that talk to a real database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: one at a time on CI's two cores, where the integration
    // files wait on sockets, timers and PostgreSQL for much of their time. Three there kept both cores busy and
    // took the PGlite run from 262 to 195 s and the PostgreSQL one from 196 to 108 s (decision 0070).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // Generous: CI machines have 2 cores and the generator tests walk a million ids.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
