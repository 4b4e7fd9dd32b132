// npm run seed -- [--listings N] [--seed S] [--reset] [--report]
// Fills the database named by DATABASE_URL (PostgreSQL) or the embedded one in
// DATA_DIR (default ./.data) with the demo market.
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { isMarketSeeded, resetMarket, seedMarket, type SeedProgress } from "../server/db/seed/seed-market.ts";
import { collectReport, formatReport } from "../server/db/seed/report.ts";
import { createProgressBar } from "./progress-bar.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "20000" },
    seed: { type: "string", default: "1" },
    reset: { type: "boolean", default: false },
    report: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log("Usage: npm run seed -- [--listings N] [--seed S] [--reset] [--report]");
  process.exit(0);
}

const listings = Number(values.listings);
const seed = Number(values.seed);
if (!Number.isInteger(listings) || listings < 0 || !Number.isInteger(seed)) {
  console.error("--listings and --seed must be whole numbers");
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? ".data" });
try {
  const seeded = await isMarketSeeded(database);
  if (values.reset && seeded) {
    await resetMarket(database);
    console.error("Market data removed.");
  }
  // --report alone on a seeded database only reports.
  const onlyReport = values.report && seeded && !values.reset;
  if (!onlyReport) {
    if (seeded && !values.reset) {
      console.error("The market is already seeded; use --reset to replace it.");
    } else {
      const bar = createProgressBar(process.stderr);
      const summary = await seedMarket(database, { listings, seed, onProgress: (p: SeedProgress) => bar.update(p.phase, p.done, p.total) });
      bar.finish();
      console.error(
        `Seeded ${summary.listings} listings in ${summary.buildings} buildings (${summary.estates} estates), ${summary.transactions} transactions, ${summary.agents} agents in ${(summary.durationMs / 1000).toFixed(1)} s on ${database.kind}.`,
      );
    }
  }
  if (values.report) console.log(formatReport(await collectReport(database)));
} finally {
  await database.close();
}
