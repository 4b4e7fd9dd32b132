import { useLocation } from "react-router";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import { useRootData } from "../../lib/root-data.ts";
import { LANGUAGE_CODES, pathInLanguage } from "../../lib/language-path.ts";

const HREFLANG = { en: "en", "zh-hk": "zh-Hant-HK", "zh-cn": "zh-Hans-CN" } as const;

/** JSON in a script element: "<" is escaped so a name like "</script>" cannot end it. */
function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Title, description, canonical and hreflang alternates for the three
 * languages, Open Graph tags and optional JSON-LD. React 19 hoists the head
 * elements into <head> during server rendering. Pages whose path holds a
 * localised name pass `alternates` (the path in each language); otherwise the
 * path with its language segment swapped is used.
 */
export function PageMeta(props: {
  title: string;
  description: string;
  noindex?: boolean;
  alternates?: Record<LanguageCode, string>;
  image?: string;
  type?: string;
  jsonLd?: unknown[];
}) {
  const { publicUrl, language } = useRootData();
  const { pathname } = useLocation();
  const pathFor = (code: LanguageCode) => props.alternates?.[code] ?? pathInLanguage(pathname, code);
  const canonical = `${publicUrl}${pathFor(language)}`;
  const image = props.image ? (props.image.startsWith("http") ? props.image : `${publicUrl}${props.image}`) : undefined;
  return (
    <>
      <title>{props.title}</title>
      <meta name="description" content={props.description} />
      {props.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {LANGUAGE_CODES.map((code) => (
        <link key={code} rel="alternate" hrefLang={HREFLANG[code]} href={`${publicUrl}${pathFor(code)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${publicUrl}${pathFor("en")}`} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={props.type ?? "website"} />
      {image ? <meta property="og:image" content={image} /> : null}
      {image ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {props.jsonLd?.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  );
}
