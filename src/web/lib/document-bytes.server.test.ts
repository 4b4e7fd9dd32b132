import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentBytes, utf8Concat } from "./document-bytes.server.ts";

/** The page as it was put together before: one string, its head's preloads marked, then encoded. */
function asOneString(html: string, scripts: string): Buffer {
  let page = scripts && html.endsWith("</body></html>") ? html.slice(0, -"</body></html>".length) + scripts + "</body></html>" : html;
  page = `<!DOCTYPE html>${page}`;
  const headEnd = page.indexOf("</head>");
  if (headEnd >= 0)
    page =
      page.slice(0, headEnd).replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + page.slice(headEnd);
  return Buffer.from(page);
}

const text = fc.string({ unit: "binary" });
const token = fc.oneof(text, fc.constantFrom('<link rel="modulepreload" href="/x.js"/>', "</head>", "</body></html>", "中文", "›"));
/** A document in pieces as a render that kept parts cuts it: anywhere between two tokens, never inside one. */
const pieces = fc.array(
  fc.array(token, { maxLength: 6 }).map((tokens) => tokens.join("")),
  { minLength: 1, maxLength: 6 },
);

describe("documentBytes", () => {
  it("writes the doctype, the head with its module preloads low priority, the body and the scripts before the document's end", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/x.js"/><title>港居</title></head>' +
      '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/late.js"/></body></html>';
    expect(documentBytes([html.slice(0, 80), html.slice(80, 100), html.slice(100)], "<script>s</script>").toString()).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/x.js"/><title>港居</title></head>' +
        '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/late.js"/><script>s</script></body></html>',
    );
  });

  it("adds no scripts to a page without them or without the document's end", () => {
    expect(documentBytes(["<html><head></head><body>", "</body></html>"], "").toString()).toBe(
      "<!DOCTYPE html><html><head></head><body></body></html>",
    );
    expect(documentBytes(["<p>a fragment</p>"], "<script>s</script>").toString()).toBe("<!DOCTYPE html><p>a fragment</p>");
  });

  it("is the page put together as one string, byte for byte, whatever the markup and wherever it is cut", () => {
    fc.assert(
      fc.property(pieces, fc.oneof(fc.constant(""), text), (parts, scripts) => {
        expect(documentBytes(parts, scripts).equals(asOneString(parts.join(""), scripts))).toBe(true);
      }),
    );
  });
});

describe("utf8Concat", () => {
  it("is the strings joined, then encoded", () => {
    fc.assert(
      fc.property(fc.array(text), (parts) => {
        expect(utf8Concat(parts).equals(Buffer.from(parts.join("")))).toBe(true);
      }),
    );
  });
});
