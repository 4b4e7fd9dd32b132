// Seeds the demo market: reference data, places, the agency, listings with
// photos and price history, transactions and articles. Deterministic for a
// given (seed, listings, now). Listings are generated and written in chunks,
// each in its own transaction, so memory stays flat up to a million.
import type { Database, Queryable } from "../client.ts";
import { buildAgency } from "./agents.ts";
import { linkAgentAccounts } from "./agent-accounts.ts";
import { buildArticles } from "./articles.ts";
import { BATCH_SIZE, bulkInsert } from "./bulk-insert.ts";
import { generateListing, type GeneratedListing } from "./listing-generator.ts";
import { HISTORY_COLUMNS, LISTING_COLUMNS, PHOTO_COLUMNS, type HistoryInsert, type PhotoInsert } from "./listing-columns.ts";
import { createMarketContext } from "./market-context.ts";
import { buildPlaces } from "./places.ts";
import { loadReference } from "./reference.ts";
import { insertPlaces } from "./insert-places.ts";
import { generateTransactions } from "./transactions.ts";
import { TRANSACTION_COLUMNS } from "./place-columns.ts";

export type SeedProgress = { phase: "places" | "listings" | "transactions" | "done"; done: number; total: number };
export type SeedOptions = {
  listings: number;
  seed: number;
  /** The day the market is "as of"; defaults to the start of today (UTC). */
  now?: Date;
  onProgress?: (progress: SeedProgress) => void;
};
export type SeedSummary = {
  listings: number;
  buildings: number;
  estates: number;
  transactions: number;
  agents: number;
  durationMs: number;
};

/** Tables of the market, children first; reset truncates them all. */
export const MARKET_TABLES = [
  "market_seed",
  "price_history",
  "listing_photos",
  "listings",
  "transactions",
  "article_translations",
  "articles",
  "agent_testimonials",
  "agents",
  "offices",
  "buildings",
  "blocks",
  "phases",
  "estates",
  "streets",
  "mtr_station_lines",
  "mtr_stations",
  "mtr_lines",
  "special_district_members",
  "special_districts",
  "districts",
  "regions",
] as const;

export async function isMarketSeeded(database: Queryable): Promise<boolean> {
  const rows = await database.query<{ n: number }>("select count(*) as n from market_seed");
  return Number(rows[0]?.n ?? 0) > 0;
}

/** Removes every market row (and, through CASCADE, rows of other tables that point at them). */
export async function resetMarket(database: Queryable): Promise<void> {
  await database.query(`TRUNCATE ${MARKET_TABLES.map((t) => `"${t}"`).join(", ")} CASCADE`);
}

export function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function seedMarket(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const { listings: total, seed } = options;
  const now = options.now ?? startOfTodayUtc();
  const progress = options.onProgress ?? (() => {});
  if (!Number.isInteger(total) || total < 0) throw new Error(`listings must be a whole number, got ${total}`);
  if (await isMarketSeeded(database)) throw new Error("the market is already seeded; reset it first");
  // A seed that died half-way leaves rows but no market_seed row: start clean.
  await resetMarket(database);

  progress({ phase: "places", done: 0, total: 1 });
  const reference = loadReference();
  const places = buildPlaces(reference, seed);
  const agency = buildAgency(reference, seed, now);
  const context = createMarketContext(seed, now, reference, places, agency.agentsByDistrict);
  await database.transaction(async (tx) => {
    await insertPlaces(tx, reference, places, agency, buildArticles(now));
    await linkAgentAccounts(tx, agency.agents);
  });
  progress({ phase: "places", done: 1, total: 1 });

  for (let start = 1; start <= total; start += BATCH_SIZE) {
    const chunk: GeneratedListing[] = [];
    for (let id = start; id < start + BATCH_SIZE && id <= total; id++) chunk.push(generateListing(context, id));
    await database.transaction((tx) => insertListings(tx, chunk));
    progress({ phase: "listings", done: Math.min(total, start + BATCH_SIZE - 1), total });
  }

  const transactions = generateTransactions(context);
  progress({ phase: "transactions", done: 0, total: transactions.length });
  await database.transaction((tx) => bulkInsert(tx, "transactions", TRANSACTION_COLUMNS, transactions));
  progress({ phase: "transactions", done: transactions.length, total: transactions.length });

  const durationMs = Date.now() - started;
  await database.query("insert into market_seed (id, seed, listings, seeded_at, duration_ms) values (1, $1, $2, $3, $4)", [
    seed,
    total,
    new Date().toISOString(),
    durationMs,
  ]);
  // Fresh statistics matter: the planner otherwise guesses on empty-table estimates.
  await database.query("analyze");
  progress({ phase: "done", done: total, total });
  return {
    listings: total,
    buildings: places.buildings.length,
    estates: places.estates.length,
    transactions: transactions.length,
    agents: agency.agents.length,
    durationMs,
  };
}

async function insertListings(tx: Queryable, chunk: GeneratedListing[]): Promise<void> {
  await bulkInsert(tx, "listings", LISTING_COLUMNS, chunk);
  const photos: PhotoInsert[] = chunk.flatMap((l) => l.photos.map((p) => ({ ...p, listingId: l.id })));
  await bulkInsert(tx, "listing_photos", PHOTO_COLUMNS, photos, BATCH_SIZE * 2);
  const history: HistoryInsert[] = chunk.flatMap((l) => l.history.map((h, i) => ({ ...h, listingId: l.id, seq: i + 1 })));
  await bulkInsert(tx, "price_history", HISTORY_COLUMNS, history);
}
