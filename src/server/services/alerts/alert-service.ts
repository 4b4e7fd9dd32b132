// Alerts on saved searches and follows: the reverse search. A scan reads the
// listings' change feed (row_version, cursor kept in the database), asks the
// in-memory listing index which enabled saved sets each changed listing now
// matches (the index's own filter passes, so an alert never disagrees with
// the results page), and records what is new to each set: a listing not told
// before, or told at a higher price (a price cut). The same scan finds the
// news of saved properties (saved-property-news.ts). Runs by frequency then
// mail each member one e-mail grouping their searches and saved properties.
import { createHash, randomBytes } from "node:crypto";
import { searchQueryRequestSchema } from "../../../domain/contracts/search-query-request.ts";
import { searchQueryFields } from "../../../domain/contracts/search-query-fields.ts";
import { NOTIFICATION_FREQUENCY } from "../../../domain/contracts/saved-searches.ts";
import { searchFilters, type SearchFilters } from "../../../domain/search/search-filters.ts";
import { parseLanguageCode, languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { isCurrencyId, DEFAULT_CURRENCY_ID, type CurrencyId } from "../../../domain/money/currency.ts";
import { listingPriceText } from "../../../domain/money/price.ts";
import { listingPath } from "../../../domain/listing/listing-path.ts";
import type { Database } from "../../db/client.ts";
import {
  alertSetsVersion,
  changedListings,
  enabledAlertSets,
  insertAlertDeliveries,
  insertUnsubscribeToken,
  latestListingVersion,
  claimAlertsToMail,
  claimPropertyAlertsToMail,
  pendingAlerts,
  pendingPropertyAlerts,
  readAlertCursor,
  unsubscribeByToken,
  writeAlertCursor,
  type PendingAlertRow,
  type PendingPropertyAlertRow,
  type UnsubscribeScope,
} from "../../db/alerts/alert-queries.ts";
import { propertyListings, recordPropertyNews } from "./saved-property-news.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { SearchService } from "../search/search-service.ts";
import type { KeywordBuildings } from "../search/keyword-buildings.ts";
import { oneClickLink } from "../../mail/list-unsubscribe.ts";
import { resolveSearchFilters } from "../search/resolve-filters.ts";

/** Listings read from the change feed per scan. */
const SCAN_BATCH = 5_000;
/** Listings shown with photo and price per search in one e-mail; a link leads to the rest. */
const SHOWN_PER_SEARCH = 6;
const UNSUBSCRIBE_LIFE_MS = 90 * 24 * 60 * 60 * 1000;

export interface AlertSet {
  id: number;
  userId: string;
  frequency: number;
  listingTypeId: number;
  filters: SearchFilters;
}

type Criteria = Record<string, unknown>;
const QUERY_KEYS = new Set(Object.keys(searchQueryFields));

const criteriaOf = (value: unknown): Criteria => (typeof value === "string" ? JSON.parse(value) : value) as Criteria;

/** A saved set's criteria as the search's own filters (null for a set the search would refuse). */
export function filtersOfCriteria(criteria: Criteria): SearchFilters | null {
  const request = searchQueryRequestSchema.safeParse(Object.fromEntries(Object.entries(criteria).filter(([key]) => QUERY_KEYS.has(key))));
  return request.success ? searchFilters(request.data) : null;
}

/** The price an alert is about: the set's purpose's (sale for buy or any purpose, rent for rent). */
function priceFor(listingTypeId: number, sale: number | null, rent: number | null): number {
  if (listingTypeId === 2) return rent ?? 0;
  return sale ?? rent ?? 0;
}

export interface AlertService {
  /** One scan of the change feed; answers how many (set, listing) alerts it found and whether any is instant. */
  scan(): Promise<{ found: number; instant: boolean }>;
  /** One run of a frequency: one e-mail per member with something new; answers how many e-mails. */
  send(frequency: number): Promise<number>;
  /** The one-click unsubscribe: false for an unknown or expired token. */
  unsubscribe(token: string): Promise<boolean>;
  /** The enabled sets with their filters (kept until a set changes). */
  sets(): Promise<AlertSet[]>;
}

export function createAlertService(deps: {
  database: Database;
  listingIndex: ListingIndex;
  search: SearchService;
  keywords: KeywordBuildings;
  publicUrl: string;
  now: () => Date;
}): AlertService {
  const { database, listingIndex, search, keywords, publicUrl, now } = deps;
  let cache: { version: string; sets: AlertSet[]; filters: SearchFilters[] } | null = null;

  async function sets(): Promise<AlertSet[]> {
    const version = await alertSetsVersion(database);
    if (cache?.version === version) return cache.sets;
    const rows = await enabledAlertSets(database);
    const loaded: AlertSet[] = [];
    for (const row of rows) {
      const criteria = criteriaOf(row.criteria);
      const filters = filtersOfCriteria(criteria);
      if (!filters) continue;
      loaded.push({
        id: row.id,
        userId: row.userId,
        frequency: row.notificationFrequency,
        listingTypeId: Number(criteria.listingTypeId ?? 1),
        filters: await resolveSearchFilters(filters, keywords),
      });
    }
    cache = { version, sets: loaded, filters: loaded.map((set) => set.filters) };
    return loaded;
  }

  /** One member's e-mail of a run: their saved searches' rows and their saved properties' news (either may be empty). */
  async function mailOne(pendingRows: PendingAlertRow[], pendingPropertyRows: PendingPropertyAlertRow[]): Promise<void> {
    const first = pendingRows[0] ?? pendingPropertyRows[0]!;
    const language: LanguageCode = parseLanguageCode(first.language) ?? "en";
    const firstCurrency = pendingRows[0] ? criteriaOf(pendingRows[0].criteria).currencyId : undefined;
    const currencyId: CurrencyId = typeof firstCurrency === "number" && isCurrencyId(firstCurrency) ? firstCurrency : DEFAULT_CURRENCY_ID;
    const listingIds = [...new Set([...pendingRows, ...pendingPropertyRows].map((r) => r.listingId))];
    const cards = new Map((await search.byIds(listingIds, { currencyId, languageId: languageIdFromCode(language) })).map((c) => [c.id, c]));
    const tokenLink = async (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], scope: UnsubscribeScope) => {
      const token = randomBytes(32).toString("base64url");
      await insertUnsubscribeToken(tx, {
        hash: createHash("sha256").update(token).digest("hex"),
        userId: first.userId,
        scope,
        expiresAt: new Date(now().getTime() + UNSUBSCRIBE_LIFE_MS),
      });
      return oneClickLink(publicUrl, "alerts", token, language);
    };
    await database.transaction(async (tx) => {
      // The rows are claimed first, in the transaction that queues the mail: a run in another process that read the
      // same rows at the same time (two runs can meet, job-queries.ts) waits here and mails only what it claimed, so
      // each (saved search, listing) is mailed once; rows whose listing has no card any more are claimed with the
      // rest, since there is nothing to tell.
      const claimed = new Set(
        await claimAlertsToMail(
          tx,
          pendingRows.map((r) => r.id),
          now(),
        ),
      );
      const claimedProperties = new Set(
        await claimPropertyAlertsToMail(
          tx,
          pendingPropertyRows.map((r) => r.id),
          now(),
        ),
      );
      const rows = pendingRows.filter((r) => claimed.has(r.id));
      const propertyRows = pendingPropertyRows.filter((r) => claimedProperties.has(r.id));
      const bySet = new Map<number, PendingAlertRow[]>();
      for (const row of rows) bySet.set(row.savedSearchId, [...(bySet.get(row.savedSearchId) ?? []), row]);
      const searches = [];
      for (const [setId, setRows] of bySet) {
        const criteria = criteriaOf(setRows[0]!.criteria);
        const purpose = criteria.listingTypeId === 2 ? "rent" : "sale";
        const listings = setRows.flatMap((row) => {
          const card = cards.get(row.listingId);
          if (!card) return [];
          const shown =
            purpose === "rent" && card.leasePrice === null ? "sale" : purpose === "sale" && card.salePrice === null ? "rent" : purpose;
          return [
            {
              title: card.building,
              detail: [card.district, card.sizeSaleable ? `${String(card.sizeSaleable)} ft²` : ""].filter(Boolean).join(" · "),
              price: listingPriceText(card, shown, currencyId, language) ?? "",
              image: card.images[0] ? new URL(card.images[0].path, publicUrl).href : null,
              link: `${publicUrl}${listingPath(language, shown, card.building, card.referenceId)}`,
              priceCut: row.reason === 2,
            },
          ];
        });
        searches.push({
          name: setRows[0]!.setName,
          link: `${publicUrl}/${language}/property-search/${purpose === "rent" ? "rent" : "buy"}#searchid=${String(setId)}`,
          unsubscribeLink: await tokenLink(tx, { savedSearchId: setId }),
          more: Math.max(0, listings.length - SHOWN_PER_SEARCH),
          listings: listings.slice(0, SHOWN_PER_SEARCH),
        });
      }
      const news = propertyListings(propertyRows, cards, { language, currencyId, publicUrl });
      const properties =
        news.length === 0
          ? null
          : {
              link: `${publicUrl}/${language}/profile/savedproperties`,
              unsubscribeLink: await tokenLink(tx, { savedProperties: true }),
              listings: news,
            };
      if (searches.length > 0 || properties)
        await enqueueMail(tx, {
          to: first.email,
          language,
          template: "alert",
          data: { searches, properties, unsubscribeAllLink: await tokenLink(tx, "all") },
        });
    });
  }

  return {
    sets,

    async scan() {
      const cursor = await readAlertCursor(database);
      if (cursor === null) {
        // The first scan starts at the present: the market as it stands is not news.
        await writeAlertCursor(database, await latestListingVersion(database));
        return { found: 0, instant: false };
      }
      const changed = await changedListings(database, cursor, SCAN_BATCH);
      if (changed.length === 0) return { found: 0, instant: false };
      await listingIndex.refresh();
      const enabled = await sets();
      const ids = changed.filter((r) => r.available).map((r) => r.id);
      // The same array while the sets stay the same, so the index keeps its grouping of them.
      const matches = await listingIndex.reverseMatch(cache?.sets === enabled ? cache.filters : enabled.map((s) => s.filters), ids);
      const byId = new Map(changed.map((r) => [r.id, r]));
      const found = [...matches].flatMap(([i, listingIds]) => {
        const set = enabled[i]!;
        return listingIds.map((listingId) => {
          const row = byId.get(listingId)!;
          return { setId: set.id, userId: set.userId, listingId, price: priceFor(set.listingTypeId, row.salePrice, row.rentPrice) };
        });
      });
      const newest = Math.max(...changed.map((r) => r.rowVersion ?? 0));
      const { told, news } = await database.transaction(async (tx) => {
        const told = await insertAlertDeliveries(tx, found, now());
        const news = await recordPropertyNews(tx, changed, now());
        await writeAlertCursor(tx, newest);
        return { told, news };
      });
      const instantSets = new Set(enabled.filter((s) => s.frequency === NOTIFICATION_FREQUENCY.Instant).map((s) => s.id));
      // Instant saved-property news goes out with the instant run too; the run finds whose it is.
      return { found: told.length + news, instant: news > 0 || told.some((id) => instantSets.has(id)) };
    },

    async send(frequency) {
      const rows = await pendingAlerts(database, frequency);
      const propertyRows = await pendingPropertyAlerts(database, frequency);
      const byUser = new Map<string, { searches: PendingAlertRow[]; properties: PendingPropertyAlertRow[] }>();
      const of = (userId: string) => {
        let entry = byUser.get(userId);
        if (!entry) byUser.set(userId, (entry = { searches: [], properties: [] }));
        return entry;
      };
      for (const row of rows) of(row.userId).searches.push(row);
      for (const row of propertyRows) of(row.userId).properties.push(row);
      for (const entry of byUser.values()) await mailOne(entry.searches, entry.properties);
      return byUser.size;
    },

    async unsubscribe(token) {
      return unsubscribeByToken(database, createHash("sha256").update(token).digest("hex"), now());
    },
  };
}
