// The portal's own writing that is not in the database: the fixed pages
// (about us, FAQ, privacy policy, terms, the three hub guides), the answered
// property questions and the company's details, read once from
// data/content/pages.json (decision 0040). English and Traditional Chinese
// are written; Simplified Chinese is derived by the one mainland converter
// (src/server/text/simplified-chinese.ts, decision 0025), as for every other text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { toSimplified } from "../../text/simplified-chinese.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";

const text = z.object({ en: z.string().min(1), zhHk: z.string().min(1) });
const paragraphs = z.object({ en: z.array(z.string().min(1)).min(1), zhHk: z.array(z.string().min(1)).min(1) });
const fileSchema = z.object({
  company: z.object({ name: text, licence: z.string(), address: text, phone: z.string(), email: z.string(), hours: text }),
  pages: z.array(
    z.object({
      slug: z.string().regex(/^[a-z-]+$/),
      kind: z.enum(["about", "faq", "legal", "guide"]),
      title: text,
      description: text,
      sections: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), heading: text, paragraphs })).min(1),
    }),
  ),
  questions: z.array(z.object({ id: z.string(), question: text, answer: text, agentId: z.number().int() })),
});
type SiteFile = z.infer<typeof fileSchema>;

export type PageKind = SiteFile["pages"][number]["kind"];
export type ContentSection = { id: string; heading: string; paragraphs: string[] };
export type ContentPage = { slug: string; kind: PageKind; title: string; description: string; sections: ContentSection[] };
export type Company = { name: string; licence: string; address: string; phone: string; email: string; hours: string };
export type AnsweredQuestion = { id: string; question: string; answer: string; agentId: number };

function inLanguage(value: { en: string; zhHk: string }, language: LanguageCode): string;
function inLanguage(value: { en: string[]; zhHk: string[] }, language: LanguageCode): string[];
function inLanguage(value: { en: string | string[]; zhHk: string | string[] }, language: LanguageCode): string | string[] {
  if (language === "en") return value.en;
  if (language === "zh-hk") return value.zhHk;
  return Array.isArray(value.zhHk) ? value.zhHk.map(toSimplified) : toSimplified(value.zhHk);
}

export interface SiteContent {
  page(slug: string, language: LanguageCode): ContentPage | null;
  pagesOfKind(kind: PageKind, language: LanguageCode): ContentPage[];
  company(language: LanguageCode): Company;
  questions(language: LanguageCode): AnsweredQuestion[];
}

/** Reads and checks the file (a broken file stops the start, with zod's message). */
export function loadSiteContent(file = join(import.meta.dirname, "..", "..", "..", "..", "data", "content", "pages.json")): SiteContent {
  const data = fileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const presented = new Map<string, ContentPage>();
  const companies = new Map<LanguageCode, Company>();
  const present = (page: SiteFile["pages"][number], language: LanguageCode): ContentPage => {
    const key = `${page.slug}:${language}`;
    let kept = presented.get(key);
    if (!kept) {
      kept = {
        slug: page.slug,
        kind: page.kind,
        title: inLanguage(page.title, language),
        description: inLanguage(page.description, language),
        sections: page.sections.map((s) => ({
          id: s.id,
          heading: inLanguage(s.heading, language),
          paragraphs: inLanguage(s.paragraphs, language),
        })),
      };
      presented.set(key, kept);
    }
    return kept;
  };
  return {
    page(slug, language) {
      const page = data.pages.find((p) => p.slug === slug);
      return page ? present(page, language) : null;
    },
    pagesOfKind: (kind, language) => data.pages.filter((p) => p.kind === kind).map((p) => present(p, language)),
    // One object per language: every page's menus and footer are kept per company object (mega-menu-items.ts).
    company: (language) => {
      let kept = companies.get(language);
      if (!kept) {
        kept = {
          name: inLanguage(data.company.name, language),
          licence: data.company.licence,
          address: inLanguage(data.company.address, language),
          phone: data.company.phone,
          email: data.company.email,
          hours: inLanguage(data.company.hours, language),
        };
        companies.set(language, kept);
      }
      return kept;
    },
    questions: (language) =>
      data.questions.map((q) => ({
        id: q.id,
        question: inLanguage(q.question, language),
        answer: inLanguage(q.answer, language),
        agentId: q.agentId,
      })),
  };
}
