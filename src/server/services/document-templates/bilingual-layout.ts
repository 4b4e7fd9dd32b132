// Every part of a document is written twice, English and Chinese, and printed
// in the reader's language first with the other language right below it: both
// signers sign the same file, each can read it, and a phone shows one column.
// zh-cn readers get the templates' Chinese and the listing's place names in
// Simplified characters, the Hong Kong legal words kept (a document's terms
// must mean the same in both scripts); people's and companies' names print
// exactly as given.
import { toSimplifiedCharacters } from "../../text/simplified-chinese.ts";
import type { SafeHtml } from "./safe-html.ts";
import { html, interpolate, type HtmlValue } from "./safe-html.ts";
import type { DocumentLanguage } from "./template-data.ts";

export type Pair = { en: SafeHtml; zh: SafeHtml };

export type Layout = {
  language: DocumentLanguage;
  /** The reader's language as an HTML lang attribute. */
  htmlLang: string;
  /** Chinese template text; its literal parts become Simplified for zh-cn, its values are escaped. */
  zh(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml;
  /** Chinese held as data (a title, a place name from the listing) in the reader's script. */
  chinese(text: string): string;
  /** A heading with both languages on one line. */
  heading(level: 1 | 2 | 3, pair: Pair): SafeHtml;
  paragraph(pair: Pair): SafeHtml;
  list(items: Pair[]): SafeHtml;
  /** Label and value rows; a label is bilingual, a value is whatever the row needs. */
  facts(rows: { label: Pair; value: HtmlValue }[]): SafeHtml;
  /** A value printed in both languages (English, then Chinese) when they differ. */
  both(pair: Pair): SafeHtml;
};

const langAttribute: Record<DocumentLanguage, string> = { en: "en", "zh-hk": "zh-Hant-HK", "zh-cn": "zh-Hans-CN" };

export function layoutFor(language: DocumentLanguage): Layout {
  const chinese = langAttribute[language === "en" ? "zh-hk" : language];
  const convert = language === "zh-cn" ? toSimplifiedCharacters : (text: string) => text;
  const ordered = (pair: Pair) =>
    language === "en"
      ? { first: pair.en, firstLang: "en", second: pair.zh, secondLang: chinese }
      : { first: pair.zh, firstLang: chinese, second: pair.en, secondLang: "en" };
  return {
    language,
    htmlLang: langAttribute[language],
    zh: (strings, ...values) => interpolate(strings, values, convert),
    chinese: convert,
    heading(level, pair) {
      const o = ordered(pair);
      const inner = html`<span lang="${o.firstLang}">${o.first}</span> <span class="dt-other" lang="${o.secondLang}">${o.second}</span>`;
      if (level === 1) return html`<h1 class="dt-title">${inner}</h1>`;
      return level === 2 ? html`<h2>${inner}</h2>` : html`<h3>${inner}</h3>`;
    },
    paragraph(pair) {
      const o = ordered(pair);
      return html`<div class="dt-pair">
        <p lang="${o.firstLang}">${o.first}</p>
        <p class="dt-other" lang="${o.secondLang}">${o.second}</p>
      </div>`;
    },
    list(items) {
      return html`<ol class="dt-list">
        ${items.map((pair) => {
          const o = ordered(pair);
          return html`<li>
            <p lang="${o.firstLang}">${o.first}</p>
            <p class="dt-other" lang="${o.secondLang}">${o.second}</p>
          </li>`;
        })}
      </ol>`;
    },
    facts(rows) {
      return html`<table class="dt-facts">
        <tbody>
          ${rows.map((row) => {
            const o = ordered(row.label);
            return html`<tr>
              <th scope="row">
                <span lang="${o.firstLang}">${o.first}</span><span class="dt-other" lang="${o.secondLang}">${o.second}</span>
              </th>
              <td>${row.value}</td>
            </tr>`;
          })}
        </tbody>
      </table>`;
    },
    both(pair) {
      if (pair.en.value === pair.zh.value) return pair.en;
      const o = ordered(pair);
      return html`<span class="dt-value" lang="${o.firstLang}">${o.first}</span
        ><span class="dt-value" lang="${o.secondLang}">${o.second}</span>`;
    },
  };
}

/**
 * The documents' own styles, scoped to the body's wrapper; long names and
 * addresses wrap anywhere. Chinese is set in one regular face at every
 * weight, so bold Chinese is drawn from the same glyphs: WenQuanYi Micro Hei,
 * a TrueType face Chromium embeds as a subset (a four-page tenant agreement:
 * 617 KB in the CFF Noto Sans CJK, embedded glyph by glyph, 373 KB in it),
 * with Noto Sans CJK as the fallback.
 */
export const documentStyles = html`<style>
  @font-face {
    font-family: "Document CJK TC";
    src: local("WenQuanYi Micro Hei"), local("Noto Sans CJK TC");
    font-weight: 100 900;
  }
  @font-face {
    font-family: "Document CJK SC";
    src: local("WenQuanYi Micro Hei"), local("Noto Sans CJK SC");
    font-weight: 100 900;
  }
  .dt {
    font-family: "Noto Sans", "Document CJK TC", sans-serif;
    font-size: 10pt;
    line-height: 1.4;
    overflow-wrap: anywhere;
    word-break: normal;
  }
  .dt:lang(zh-Hans),
  .dt :lang(zh-Hans) {
    font-family: "Noto Sans", "Document CJK SC", sans-serif;
  }
  .dt h1.dt-title {
    font-size: 15pt;
    margin: 0 0 4pt;
  }
  .dt h1 .dt-other,
  .dt h2 .dt-other,
  .dt h3 .dt-other {
    display: inline-block;
    font-weight: 600;
  }
  .dt h2 {
    font-size: 11pt;
    margin: 12pt 0 4pt;
    break-after: avoid;
  }
  .dt p {
    margin: 0 0 3pt;
  }
  .dt .dt-other {
    color: #3d3d3d;
    font-size: 9pt;
  }
  .dt .dt-pair {
    margin: 0 0 5pt;
  }
  .dt .dt-marker {
    border: 1pt solid #555;
    padding: 4pt 6pt;
    margin: 0 0 8pt;
    font-size: 8.5pt;
  }
  .dt .dt-meta {
    font-size: 8.5pt;
    color: #3d3d3d;
    margin: 0 0 8pt;
  }
  .dt ol.dt-list {
    margin: 0 0 4pt;
    padding-left: 16pt;
  }
  .dt ol.dt-list li {
    margin: 0 0 4pt;
    break-inside: avoid;
  }
  .dt table.dt-facts {
    border-collapse: collapse;
    width: 100%;
    margin: 0 0 6pt;
    table-layout: fixed;
  }
  .dt table.dt-facts th,
  .dt table.dt-facts td {
    border: 0.5pt solid #999;
    padding: 3pt 5pt;
    vertical-align: top;
    text-align: left;
  }
  .dt table.dt-facts th {
    width: 34%;
    font-weight: 600;
  }
  .dt table.dt-facts th .dt-other {
    display: block;
    font-weight: 400;
  }
  .dt .dt-value {
    display: block;
  }
  .dt .dt-notice {
    font-weight: 600;
  }
  .dt .dt-signatures {
    display: flex;
    flex-wrap: wrap;
    gap: 8pt;
  }
  .dt .dt-signatures > section {
    flex: 1 1 220pt;
    border: 0.5pt solid #999;
    padding: 5pt 6pt;
    break-inside: avoid;
  }
  .dt .dt-signatures h3 {
    font-size: 10pt;
    margin: 0 0 3pt;
  }
</style>`;
