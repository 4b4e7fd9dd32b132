// The shared HTML frame of every document printed to PDF: A4 print CSS, the
// Chinese font stack, and a readable bilingual layout. Chinese is set in
// WenQuanYi Micro Hei, a TrueType face that Chromium embeds as a subset of the
// characters used; the CFF Noto Sans CJK, kept as the fallback (Traditional
// first for Hong Kong text, Simplified for mainland text), is embedded glyph by
// glyph at about 1 KB a character. Page numbers are printed in the footer by
// the renderer.
import { escapeHtml } from "./html-escape.ts";

export type DocumentLanguage = "en" | "zh-hk";

/** The HTML lang of each language: Chinese text picks the Traditional Chinese glyphs of Hong Kong. */
const HTML_LANG: Record<DocumentLanguage, string> = { en: "en", "zh-hk": "zh-Hant-HK" };

const CSS = `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #1a1a1a; font-size: 10.5pt; line-height: 1.55;
  font-family: "Noto Sans", "WenQuanYi Micro Hei", "Noto Sans CJK TC", "Noto Sans CJK HK", "Noto Sans CJK SC", sans-serif; }
:lang(zh-Hant-HK), :lang(zh-HK) { font-family: "WenQuanYi Micro Hei", "Noto Sans CJK TC", "Noto Sans CJK HK", sans-serif; }
:lang(zh-Hans), :lang(zh-CN) { font-family: "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif; }
h1 { font-size: 16pt; line-height: 1.3; margin: 0 0 4mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 4mm 0 1mm; break-after: avoid; }
p { margin: 0 0 2.5mm; orphans: 3; widows: 3; }
table { width: 100%; border-collapse: collapse; margin: 0 0 4mm; }
th, td { border: 0.5pt solid #999; padding: 1.5mm 2mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f1f1f1; font-weight: normal; }
tr { break-inside: avoid; }
.document-header { border-bottom: 1pt solid #333; margin-bottom: 5mm; padding-bottom: 2mm; }
.template-mark { font-size: 8pt; color: #555; }
.bilingual { display: grid; grid-template-columns: 1fr 1fr; column-gap: 6mm; }
.bilingual > * { min-width: 0; }
.keep { break-inside: avoid; }
.signature-block { break-inside: avoid; margin-top: 6mm; padding-top: 2mm; border-top: 0.5pt solid #999; }
.signature-image { max-height: 18mm; max-width: 70mm; }
.mono { font-size: 8.5pt; letter-spacing: 0.02em; overflow-wrap: anywhere; }
.muted { color: #555; }
`;

/** A whole HTML document around a body the caller made (its values already escaped); the title is escaped here. */
export function documentFrame(input: { lang: DocumentLanguage; title: string; bodyHtml: string }): string {
  return `<!doctype html><html lang="${HTML_LANG[input.lang]}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title><style>${CSS}</style></head><body>${input.bodyHtml}</body></html>`;
}
