// The one escape for everything a document template prints: every value put
// into a template goes through `html` (or `escapeHtml`) and prints literally;
// only markup the templates themselves build is passed through as SafeHtml.

/** Markup built by the templates from escaped parts. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | readonly HtmlValue[];

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML that shows it literally, in element content and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

function printed(value: HtmlValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(printed).join("");
  return escapeHtml(String(value as string | number));
}

/** Joins the template's own text (changed by `literal`, e.g. to Simplified Chinese) with escaped values. */
export function interpolate(strings: TemplateStringsArray, values: HtmlValue[], literal: (text: string) => string): SafeHtml {
  let out = literal(strings[0]!);
  values.forEach((value, i) => {
    out += printed(value) + literal(strings[i + 1]!);
  });
  return new SafeHtml(out);
}

/** A tagged template whose values are escaped unless they are SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return interpolate(strings, values, (text) => text);
}
