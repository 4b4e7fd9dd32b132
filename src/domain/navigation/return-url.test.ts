import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeReturnUrl } from "./return-url.ts";

const ORIGIN = "https://portal.example";

describe("safeReturnUrl", () => {
  it.each([
    ["/", "/"],
    ["/en/profile/accountinfo", "/en/profile/accountinfo"],
    ["/zh-hk/property-search/buy/ocean+park?page=2#searchid=5", "/zh-hk/property-search/buy/ocean+park?page=2#searchid=5"],
    ["/en/search?q=a%20b", "/en/search?q=a%20b"],
    ["/en/a//b", "/en/a//b"],
  ])("keeps the same-origin path %j", (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "en/profile",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%252F%252Fevil.example",
    "/%252F/evil.example",
    "/%25252F/evil.example",
    "javascript%3Aalert(1)",
    "%6A%61%76%61%73%63%72%69%70%74:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0d/evil.example",
    "/%00/evil.example",
    "\u0000//evil.example",
    " //evil.example",
    " /en",
    "\t/en",
    "/\u00a0/evil.example",
    "/\u3000/evil.example",
    "/\ufeff/evil.example",
    "/%E3%80%80/evil.example",
    "/%",
    "/%E0%A4%A",
    "",
    "/" + "a".repeat(2001),
    "/\uD800",
  ])("sends %j to /", (raw) => {
    expect(safeReturnUrl(raw)).toBe("/");
  });

  it.each([null, undefined, 42, ["/en"], { path: "/en" }])("sends a non-string (%j) to /", (raw) => {
    expect(safeReturnUrl(raw)).toBe("/");
  });

  it.each([null, "", "//evil.example"])("sends %j to the given home page (the sign-in page's language)", (raw) => {
    expect(safeReturnUrl(raw, "/zh-cn")).toBe("/zh-cn");
  });

  it("never leaves the origin, whatever the input (property)", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "/",
        "//",
        "\\",
        "%2F",
        "%5C",
        "%252F",
        "%09",
        "\t",
        ":",
        "javascript:",
        "https:",
        "evil.example",
        "@",
        "?",
        "#",
        "%",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const result = safeReturnUrl(pieces.join(""));
        const resolved = new URL(result, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.includes("\\")).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it("refuses every scheme-relative or backslash form of any host (property)", () => {
    const host = fc.domain();
    const prefix = fc.constantFrom(
      "//",
      "/\\",
      "\\\\",
      "\\/",
      "/%2F",
      "%2F%2F",
      "/%5C",
      "/%252F",
      "/\t/",
      "https:",
      "https://",
      "javascript:",
    );
    fc.assert(
      fc.property(prefix, host, (p, h) => {
        expect(safeReturnUrl(p + h)).toBe("/");
      }),
      { numRuns: 2000 },
    );
  });
});
