// Figures about the market as a whole.
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { listings } from "../schema/listings.ts";

/** Listings on the market (sale, rent or both). */
export const availableListingCount = (database: Database) => database.db.$count(listings, eq(listings.available, true));
