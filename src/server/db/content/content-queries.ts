// Reads of the agency's people and writing: the agent list (team page and
// menus), one agent's profile parts (testimonials, closed transactions,
// listings, articles) and the news and guides (articles table).
import type { Queryable } from "../client.ts";

export type AgentRow = {
  id: number;
  licence_no: string;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  title_en: string;
  title_zh_hk: string;
  title_zh_cn: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  district_ids: number[];
  photo_key: string;
  bio_en: string;
  bio_zh_hk: string;
  bio_zh_cn: string;
  linkedin_url: string | null;
  office_id: number;
};

const AGENT_COLUMNS = `a.id, a.licence_no, a.name_en, a.name_zh_hk, a.name_zh_cn, a.title_en, a.title_zh_hk, a.title_zh_cn,
  a.phone, a.whatsapp, a.email, a.languages, a.district_ids, a.photo_key, a.bio_en, a.bio_zh_hk, a.bio_zh_cn, a.linkedin_url,
  a.office_id`;

/** Every agent, branch managers first within each office, offices in order. */
export function allAgents(db: Queryable): Promise<AgentRow[]> {
  return db.query<AgentRow>(`select ${AGENT_COLUMNS} from agents a order by a.office_id, a.id`);
}

export type TestimonialRow = {
  id: number;
  author_name: string;
  language_id: number;
  rating: number;
  body: string;
  written_on: string | Date;
};

export function agentTestimonials(db: Queryable, agentId: number): Promise<TestimonialRow[]> {
  return db.query<TestimonialRow>(
    "select id, author_name, language_id, rating, body, written_on from agent_testimonials where agent_id = $1 order by written_on desc, id desc",
    [agentId],
  );
}

export type AgentTransactionRow = {
  id: number;
  kind: number;
  transacted_on: string | Date;
  saleable_size: number;
  gross_size: number;
  price: number | string;
  building_id: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
};

/** The agent's latest closed transactions, newest first. */
export function agentTransactions(db: Queryable, agentId: number, limit: number): Promise<AgentTransactionRow[]> {
  return db.query<AgentTransactionRow>(
    `select t.id, t.kind, t.transacted_on, t.saleable_size, t.gross_size, t.price, t.building_id, b.name_en, b.name_zh_hk, b.name_zh_cn
     from (select * from transactions where agent_id = $1 order by transacted_on desc, id desc limit $2) t
     join buildings b on b.id = t.building_id order by t.transacted_on desc, t.id desc`,
    [agentId, limit],
  );
}

/** The agent's available listings, best quality first, with their quality score. */
export function agentListings(db: Queryable, agentId: number, limit: number): Promise<{ id: number; quality_score: number }[]> {
  return db.query<{ id: number; quality_score: number }>(
    "select id, quality_score from listings where agent_id = $1 and available order by quality_score desc, id limit $2",
    [agentId, limit],
  );
}

export type ArticleListRow = {
  id: number;
  slug: string;
  kind: "article" | "guide";
  category: string;
  district_id: number | null;
  cover_key: string;
  author_agent_id: number | null;
  published_at: string | Date;
  language_id: number;
  title: string;
  summary: string;
  body: string;
};

/** Every article and guide in every language, newest first (a handful; the service keeps them). */
export function allArticles(db: Queryable): Promise<ArticleListRow[]> {
  return db.query<ArticleListRow>(
    `select a.id, a.slug, a.kind, a.category, a.district_id, a.cover_key, a.author_agent_id, a.published_at,
            t.language_id, t.title, t.summary, t.body
     from articles a join article_translations t on t.article_id = a.id
     order by a.published_at desc, a.id, t.language_id`,
  );
}
