// The agency's people and writing as pages show them: the agent team, one
// agent's profile, the news and guides, the fixed pages (site-content.ts)
// and the mega menus' popular places. Agents and articles are a few hundred
// rows that change rarely: each is one read kept for CONTENT_TTL_MS.
import type { Queryable } from "../../db/client.ts";
import {
  agentListings,
  agentTestimonials,
  agentTransactions,
  allAgents,
  allArticles,
  type AgentRow,
  type ArticleListRow,
} from "../../db/content/content-queries.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";
import type { SearchService } from "../search/search-service.ts";
import type { ResultItem } from "../search/result-item.ts";
import { agentImagePath, mediaPath } from "../search/media-paths.ts";
import { LANGUAGES, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { convertFromHkd, type CurrencyId } from "../../../domain/money/currency.ts";
import type { Aggregate, ListingIndex } from "../listing-index/listing-index.ts";
import type { IndexPlaces } from "../listing-index/index-places.ts";
import { placeFilters } from "../../../domain/search/search-filters.ts";
import { loadSiteContent, type SiteContent } from "./site-content.ts";

const CONTENT_TTL_MS = 5 * 60_000;
/** The agent's recommended listings read for the table (5 shown first, the rest on "view all"). */
const AGENT_LISTINGS_MAX = 40;
const AGENT_TRANSACTIONS_MAX = 30;

export type AgentSummary = {
  id: number;
  name: string;
  title: string;
  licenceNo: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  districtIds: number[];
  image: string;
};
export type Testimonial = { id: number; author: string; rating: number; text: string; date: string };
export type AgentTransaction = {
  id: number;
  kind: "sale" | "lease";
  date: string;
  building: string;
  buildingId: number;
  saleableSize: number;
  grossSize: number;
  price: number;
};
/**
 * A recommended listing as the profile's table shows it: its columns, its
 * link and its picture (the first photo, else the static map at lat/lng).
 * Only these go into the page's hydration data: the whole search card was
 * about 1.5 KB a row, 40 rows for five shown (decision 0066).
 */
export type RecommendedListing = Pick<
  ResultItem,
  | "id"
  | "referenceId"
  | "building"
  | "salePrice"
  | "leasePrice"
  | "sizeSaleable"
  | "sizeGross"
  | "bedrooms"
  | "bathrooms"
  | "lastUpdated"
  | "lat"
  | "lng"
> & { image: string | null; qualityScore: number };
export type ArticleSummary = {
  slug: string;
  kind: "article" | "guide";
  category: string;
  districtId: number | null;
  title: string;
  summary: string;
  image: string;
  publishedAt: string;
  authorAgentId: number | null;
};
export type Article = ArticleSummary & { paragraphs: string[]; author: AgentSummary | null };
export type AgentProfile = AgentSummary & {
  bio: string[];
  /** The agent's LinkedIn profile, or null. */
  linkedin: string | null;
  testimonials: Testimonial[];
  transactions: AgentTransaction[];
  listings: RecommendedListing[];
  articles: ArticleSummary[];
};
export type MenuPlace = { id: number; name: string; regionId: number; count: number };
export type MenuPlaces = { popularDistricts: MenuPlace[]; districts: MenuPlace[]; buildings: MenuPlace[] };

export type DistrictGuide = {
  id: number;
  name: string;
  names: Record<LanguageCode, string>;
  regionId: number;
  forSale: number;
  forRent: number;
  buildings: { sale: MenuPlace[]; rent: MenuPlace[] };
  agents: AgentSummary[];
  articles: ArticleSummary[];
};

export interface ContentService {
  site: SiteContent;
  agents(language: LanguageCode): Promise<AgentSummary[]>;
  agent(id: number, language: LanguageCode, currencyId: CurrencyId): Promise<AgentProfile | null>;
  /** Trilingual names of an agent, for the profile's hreflang alternates. */
  agentNames(id: number): Promise<Record<LanguageCode, string> | null>;
  articles(kind: "article" | "guide", language: LanguageCode): Promise<ArticleSummary[]>;
  article(kind: "article" | "guide", slug: string, language: LanguageCode): Promise<Article | null>;
  /** The mega menu's places for sale (1) or rent (2): 3 popular districts (Hong Kong Island's first), up to 20 districts, 3 buildings. */
  menuPlaces(purpose: 1 | 2, language: LanguageCode): Promise<MenuPlaces>;
  /** A district's guide: its listings for sale and rent, busiest buildings, the agents who serve it and articles about it. */
  districtGuide(id: number, language: LanguageCode): Promise<DistrictGuide | null>;
}

const isoDate = (d: string | Date) => new Date(d).toISOString().slice(0, 10);
const nameOf = (row: { name_en: string; name_zh_hk: string; name_zh_cn: string }, language: LanguageCode) =>
  row[`name_${LANGUAGES[language].nameColumn}`];
const columnOf = <K extends string>(prefix: K, language: LanguageCode) => `${prefix}_${LANGUAGES[language].nameColumn}` as const;

function agentSummary(row: AgentRow, language: LanguageCode): AgentSummary {
  return {
    id: row.id,
    name: nameOf(row, language),
    title: row[columnOf("title", language)],
    licenceNo: row.licence_no,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    languages: row.languages,
    districtIds: row.district_ids,
    image: agentImagePath(row.photo_key),
  };
}

function articleSummary(row: ArticleListRow): ArticleSummary {
  return {
    slug: row.slug,
    kind: row.kind,
    category: row.category,
    districtId: row.district_id,
    title: row.title,
    summary: row.summary,
    image: mediaPath("article", row.cover_key, 640),
    publishedAt: isoDate(row.published_at),
    authorAgentId: row.author_agent_id,
  };
}

const HONG_KONG_ISLAND = 1000;
const GUIDE_BUILDINGS = 5;
const GUIDE_AGENTS = 6;
const MENU_POPULAR = 3;
const MENU_DISTRICTS = 20;

export function createContentService(db: Queryable, search: SearchService, index: ListingIndex): ContentService {
  const site = loadSiteContent();
  const agents = createTimedSnapshot(() => allAgents(db), { ttlMs: CONTENT_TTL_MS });
  const articles = createTimedSnapshot(() => allArticles(db), { ttlMs: CONTENT_TTL_MS });
  const articlesIn = async (language: LanguageCode) => (await articles.get()).filter((a) => a.language_id === LANGUAGES[language].id);
  const agentRow = async (id: number) => (await agents.get()).find((a) => a.id === id) ?? null;
  const menuMemo = new WeakMap<
    Map<number, Aggregate>,
    { byDistrict: Map<number, Aggregate>; places: IndexPlaces; menus: Map<LanguageCode, MenuPlaces> }
  >();
  return {
    site,
    agents: async (language) => (await agents.get()).map((row) => agentSummary(row, language)),
    async agentNames(id) {
      const row = await agentRow(id);
      return row ? { en: row.name_en, "zh-hk": row.name_zh_hk, "zh-cn": row.name_zh_cn } : null;
    },
    async agent(id, language, currencyId) {
      const row = await agentRow(id);
      if (!row) return null;
      const languageId = LANGUAGES[language].id;
      const [testimonials, transactions, listingRows, written] = await Promise.all([
        agentTestimonials(db, id),
        agentTransactions(db, id, AGENT_TRANSACTIONS_MAX),
        agentListings(db, id, AGENT_LISTINGS_MAX),
        articlesIn(language),
      ]);
      const cards = await search.byIds(
        listingRows.map((l) => l.id),
        { currencyId, languageId },
      );
      const score = new Map(listingRows.map((l) => [l.id, l.quality_score]));
      return {
        ...agentSummary(row, language),
        bio: row[columnOf("bio", language)].split(/\n\s*\n/).filter((p) => p.trim() !== ""),
        linkedin: row.linkedin_url,
        testimonials: testimonials.map((t) => ({
          id: t.id,
          author: t.author_name,
          rating: t.rating,
          text: t.body,
          date: isoDate(t.written_on),
        })),
        transactions: transactions.map((t) => ({
          id: t.id,
          kind: t.kind === 1 ? "sale" : "lease",
          date: isoDate(t.transacted_on),
          building: nameOf(t, language),
          buildingId: t.building_id,
          saleableSize: t.saleable_size,
          grossSize: t.gross_size,
          price: Math.round(convertFromHkd(Number(t.price), currencyId)),
        })),
        listings: cards
          .filter((c) => c.available)
          .map((c) => ({
            id: c.id,
            referenceId: c.referenceId,
            building: c.building,
            salePrice: c.salePrice,
            leasePrice: c.leasePrice,
            sizeSaleable: c.sizeSaleable,
            sizeGross: c.sizeGross,
            bedrooms: c.bedrooms,
            bathrooms: c.bathrooms,
            lastUpdated: c.lastUpdated,
            lat: c.lat,
            lng: c.lng,
            image: c.images[0]?.path ?? null,
            qualityScore: score.get(c.id) ?? 0,
          })),
        articles: written.filter((a) => a.author_agent_id === id).map(articleSummary),
      };
    },
    articles: async (kind, language) => (await articlesIn(language)).filter((a) => a.kind === kind).map(articleSummary),
    async article(kind, slug, language) {
      const row = (await articlesIn(language)).find((a) => a.kind === kind && a.slug === slug);
      if (!row) return null;
      const author = row.author_agent_id === null ? null : await agentRow(row.author_agent_id);
      return {
        ...articleSummary(row),
        paragraphs: row.body.split(/\n\s*\n/).filter((p) => p.trim() !== ""),
        author: author ? agentSummary(author, language) : null,
      };
    },
    async districtGuide(id, language) {
      const places = await index.places();
      const district = places.districts.find((d) => d.id === id);
      if (!district) return null;
      const column = `name_${LANGUAGES[language].nameColumn}` as const;
      const counted = async (purpose: 1 | 2) => {
        const filters = placeFilters(purpose, null);
        const [byDistrict, byBuilding] = await Promise.all([
          index.aggregate(filters, "district", null),
          index.aggregate(filters, "building", null),
        ]);
        const buildings = [...byBuilding]
          .flatMap(([buildingId, t]) => {
            const b = places.buildings.get(buildingId);
            return b && b.district_id === id ? [{ id: buildingId, name: b[column], regionId: b.region_id, count: t.n }] : [];
          })
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
          .slice(0, GUIDE_BUILDINGS);
        return { count: byDistrict.get(id)?.n ?? 0, buildings };
      };
      const [sale, rent, agentRows, written] = await Promise.all([counted(1), counted(2), agents.get(), articlesIn(language)]);
      return {
        id,
        name: district[column],
        names: { en: district.name_en, "zh-hk": district.name_zh_hk, "zh-cn": district.name_zh_cn },
        regionId: district.region_id,
        forSale: sale.count,
        forRent: rent.count,
        buildings: { sale: sale.buildings, rent: rent.buildings },
        agents: agentRows
          .filter((a) => a.district_ids.includes(id))
          .slice(0, GUIDE_AGENTS)
          .map((a) => agentSummary(a, language)),
        articles: written.filter((a) => a.district_id === id).map(articleSummary),
      };
    },
    async menuPlaces(purpose, language) {
      const filters = placeFilters(purpose, null);
      const [byDistrict, byBuilding, places] = await Promise.all([
        index.aggregate(filters, "district", null),
        index.aggregate(filters, "building", null),
        index.places(),
      ]);
      // Every page's header shows these menus, and sorting every building by
      // count and name cost more than rendering the page; the index hands out
      // the same tallies until a listing changes, so the menus are worked out
      // once per tally and language.
      let kept = menuMemo.get(byBuilding);
      if (kept?.byDistrict !== byDistrict || kept.places !== places) {
        kept = { byDistrict, places, menus: new Map() };
        menuMemo.set(byBuilding, kept);
      }
      const known = kept.menus.get(language);
      if (known) return known;
      const menus = menuPlacesOf(byDistrict, byBuilding, places, language);
      kept.menus.set(language, menus);
      return menus;
    },
  };
}

function menuPlacesOf(
  byDistrict: Map<number, Aggregate>,
  byBuilding: Map<number, Aggregate>,
  places: IndexPlaces,
  language: LanguageCode,
): MenuPlaces {
  const column = `name_${LANGUAGES[language].nameColumn}` as const;
  const byCount = (a: MenuPlace, b: MenuPlace) => b.count - a.count || a.name.localeCompare(b.name);
  const districts = places.districts
    .flatMap((d) => {
      const n = byDistrict.get(d.id)?.n;
      return n ? [{ id: d.id, name: d[column], regionId: d.region_id, count: n }] : [];
    })
    .sort(byCount);
  // Popular: the busiest district of Hong Kong Island first, then the next busiest anywhere.
  const island = districts.find((d) => d.regionId === HONG_KONG_ISLAND);
  const popularDistricts = (island ? [island, ...districts.filter((d) => d !== island)] : districts).slice(0, MENU_POPULAR);
  const buildings = [...byBuilding]
    .flatMap(([id, t]) => {
      const b = places.buildings.get(id);
      return b ? [{ id, name: b[column], regionId: b.region_id, count: t.n }] : [];
    })
    .sort(byCount)
    .slice(0, MENU_POPULAR);
  return { popularDistricts, districts: districts.slice(0, MENU_DISTRICTS), buildings };
}
