import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
// The test OpenID provider (tests/fixtures/oidc-provider.ts) for the social sign-in journey.
const oidcPort = port + 1100;
const oidcSettings = {
  OIDC_PROVIDERS: "test",
  OIDC_TEST_ISSUER: `http://127.0.0.1:${oidcPort}`,
  OIDC_TEST_CLIENT_ID: "harbour-homes-test",
  OIDC_TEST_CLIENT_SECRET: "test-secret-not-for-production",
  OIDC_TEST_NAME: "Test Provider",
};

const phoneOnlySpecs = [/phone-[\w-]+\.spec\.ts$/, /headings\.spec\.ts$/];
const journeysThatDifferOnPhones = [
  "accounts",
  "back-keeps-place",
  "call-or-email",
  "content",
  "documents",
  "enquiry",
  "enquiry-results",
  "layout-shift",
  "listing",
  "listing-actions",
  "list-property",
  "my-listings",
  "saved",
  "saved-alerts",
  "saved-menu",
  "search",
  "shell",
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));

/**
 * Journeys run against the production build on Debian's Chromium (no browser
 * download is possible here). The server starts on a fresh embedded database
 * seeded with a small demo market.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on CI's two cores: a whole .ci/run kept the machine only 41 % busy (its journeys mostly wait on pages,
  // mail and timers), so a third browser fills the gaps (decision 0058). On a machine already busy the three keep it at a
  // load of 13 and each journey takes ~3× its time alone, hence the CI limits below (decision 0082).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // CI's machine may be running other work beside the suite (a load of 12 to 19 on two cores): three browsers then
  // take a ten-second journey past 30 s (a long one past 90 s) and a page's answer past 5 s. Every wait is for a state, so the longer
  // limits cost a passing journey nothing; a broken one fails a little later.
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs CPU on every action (a fifth of a run's time on CI's two cores) and slows the page
    // enough to hide races a person can meet: only a retry records one (decision 0070). To debug a journey here,
    // add --trace retain-on-failure.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      // These set a phone viewport of their own, so the phone project runs them.
      testIgnore: phoneOnlySpecs,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      // Only journeys whose path differs on a phone (its own specs, the menus, sheets, panels, taps, the
      // overflow and layout-shift walks); URL, HTTP and data journeys behave the same at any width (decision 0058).
      testMatch: [...phoneOnlySpecs, ...journeysThatDifferOnPhones],
      // Within those, what is the same at any width (a URL, an HTTP answer, a mail, a second language) is tagged.
      grepInvert: /@same-on-phones/,
    },
  ],
  webServer: [
    {
      command: `node tests/fixtures/oidc-provider-server.ts --port ${oidcPort} --portal http://127.0.0.1:${port}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf .data-e2e-${port} && node src/server/main.ts`,
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `.data-e2e-${port}`,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        SEED_LISTINGS: "3000",
        LOG_LEVEL: "warn",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The journeys play many visitors from one machine, each with its own X-Forwarded-For (as
        // behind one proxy), so the per-address sign-up limit holds per visitor.
        TRUST_PROXY: "1",
        ...oidcSettings,
      },
    },
  ],
});
