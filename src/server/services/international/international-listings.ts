// Overseas listings of the demo market (data/international-listings.json):
// a few homes in London, Tokyo, Sydney, Vancouver, Singapore and New York,
// priced in their own currencies. They are reference data read once, as the
// fixed pages are; each is given in the page's language, Simplified Chinese
// through the one mainland converter.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";
import { mediaPath } from "../search/media-paths.ts";

type Text = { en: string; zhHk: string };
type Row = {
  id: number;
  city: Text;
  country: Text;
  name: Text;
  currency: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  sizeSqft: number;
  tenure: Text;
  description: Text;
};

export type InternationalListing = {
  id: number;
  name: string;
  city: string;
  country: string;
  /** ISO 4217 code of the currency it is priced in. */
  currency: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  sizeSqft: number;
  tenure: string;
  description: string;
  photos: string[];
};

const PHOTOS_EACH = 4;

function inLanguage(text: Text, language: LanguageCode): string {
  return language === "en" ? text.en : language === "zh-hk" ? text.zhHk : toSimplified(text.zhHk);
}

function present(row: Row, language: LanguageCode): InternationalListing {
  return {
    id: row.id,
    name: inLanguage(row.name, language),
    city: inLanguage(row.city, language),
    country: inLanguage(row.country, language),
    currency: row.currency,
    price: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sizeSqft: row.sizeSqft,
    tenure: inLanguage(row.tenure, language),
    description: inLanguage(row.description, language),
    photos: Array.from({ length: PHOTOS_EACH }, (_, i) => mediaPath("property", `int${row.id}-${i + 1}`, 640)),
  };
}

export interface InternationalListings {
  /** Every overseas listing, in the language. */
  all(language: LanguageCode): InternationalListing[];
  /** One overseas listing, or null when there is none with that id. */
  byId(id: number, language: LanguageCode): InternationalListing | null;
}

const DATA_FILE = join(import.meta.dirname, "..", "..", "..", "..", "data", "international-listings.json");

export function createInternationalListings(file = DATA_FILE): InternationalListings {
  const rows = (JSON.parse(readFileSync(file, "utf8")) as { listings: Row[] }).listings;
  return {
    all: (language) => rows.map((row) => present(row, language)),
    byId(id, language) {
      const row = rows.find((r) => r.id === id);
      return row ? present(row, language) : null;
    },
  };
}
