import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** article | guide */
    kind: text("kind").notNull(),
    /** market, buying, renting, mortgage, district */
    category: text("category").notNull(),
    districtId: smallint("district_id"),
    coverKey: text("cover_key").notNull(),
    authorAgentId: integer("author_agent_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("articles_kind_published_idx").on(t.kind, t.publishedAt.desc())],
);

/** One row per language: 1 en, 2 zh-hk, 3 zh-cn. Bodies are Markdown-free plain paragraphs separated by blank lines. */
export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    languageId: smallint("language_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.languageId] })],
);
