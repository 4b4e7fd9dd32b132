import { useEffect } from "react";
import { useLocation } from "react-router";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";
import { useRootData } from "../lib/root-data.ts";
import { LANGUAGE_CODES, pathInLanguage } from "../lib/language-path.ts";

/** JSON in a script element: "<" is escaped so a name like "</script>" cannot end it. */
function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

type HeadTag = { tag: "meta" | "link"; attrs: Record<string, string> };

/** Marks the head elements a page owns, so a client navigation can replace them. */
const OWNED = "data-page-meta";

/**
 * Keeps <head> in step after a client navigation. The browser build runs on
 * Preact (docs/decisions/0007-preact-in-the-browser.md), which does not hoist
 * head elements the way React 19 does, so the client renders none of them and
 * this effect replaces the owned ones when they differ from the page's.
 */
function syncHead(title: string, tags: HeadTag[]) {
  if (document.title !== title) document.title = title;
  const current = [...document.head.querySelectorAll(`[${OWNED}]`)];
  const same = (element: Element | undefined, { tag, attrs }: HeadTag) =>
    element !== undefined &&
    element.localName === tag &&
    element.attributes.length === Object.keys(attrs).length + 1 &&
    Object.entries(attrs).every(([name, value]) => element.getAttribute(name) === value);
  // After hydration the server's tags are already the page's: nothing to do.
  if (current.length === tags.length && tags.every((tag, i) => same(current[i], tag))) return;
  for (const element of current) element.remove();
  document.head.append(
    ...tags.map(({ tag, attrs }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      element.setAttribute(OWNED, "");
      return element;
    }),
  );
}

/**
 * Title, description, canonical and hreflang alternates for the three
 * languages, Open Graph tags and optional JSON-LD. React 19 hoists the head
 * elements into <head> during server rendering; in the browser an effect keeps
 * them current after client navigations. Pages whose path holds a localised
 * name pass `alternates` (the path in each language); otherwise the path with
 * its language segment swapped is used.
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
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { name: "description", content: props.description } },
    ...(props.noindex ? [{ tag: "meta" as const, attrs: { name: "robots", content: "noindex" } }] : []),
    { tag: "link", attrs: { rel: "canonical", href: canonical } },
    ...LANGUAGE_CODES.map((code) => ({
      tag: "link" as const,
      attrs: { rel: "alternate", hreflang: LANGUAGES[code].hreflang, href: `${publicUrl}${pathFor(code)}` },
    })),
    { tag: "link", attrs: { rel: "alternate", hreflang: "x-default", href: `${publicUrl}${pathFor("en")}` } },
    { tag: "meta", attrs: { property: "og:title", content: props.title } },
    { tag: "meta", attrs: { property: "og:description", content: props.description } },
    { tag: "meta", attrs: { property: "og:url", content: canonical } },
    { tag: "meta", attrs: { property: "og:type", content: props.type ?? "website" } },
    ...(image
      ? [
          { tag: "meta" as const, attrs: { property: "og:image", content: image } },
          { tag: "meta" as const, attrs: { name: "twitter:card", content: "summary_large_image" } },
        ]
      : []),
  ];
  const signature = JSON.stringify([props.title, tags]);
  useEffect(() => {
    const [title, latest] = JSON.parse(signature) as [string, HeadTag[]];
    syncHead(title, latest);
  }, [signature]);
  const jsonLd = props.jsonLd?.map((item, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
  ));
  if (!import.meta.env.SSR) return <>{jsonLd}</>;
  return (
    <>
      <title>{props.title}</title>
      {tags.map(({ tag: Tag, attrs: { hreflang, ...attrs } }, index) => (
        <Tag key={index} {...attrs} {...(hreflang === undefined ? {} : { hrefLang: hreflang })} {...{ [OWNED]: "" }} />
      ))}
      {jsonLd}
    </>
  );
}
