import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { catalogAt, catalogScriptText, registerCatalog, type CatalogAddress } from "./catalog-script.ts";
import { messagesToJson, type Messages } from "./i18n.tsx";

const address = (name: string) => `/i18n/en.${name}.abcdefghij.js` as CatalogAddress;
const self = globalThis as unknown as { __hhCatalogs?: Record<string, string> };

afterEach(() => {
  delete self.__hhCatalogs;
});

describe("a catalog's script", () => {
  it("files the catalog's JSON text under its address, which the browser's render reads back", () => {
    const messages: Messages = { "site.name": "HK Homes", "a.quote": 'say "</script>" \u2028 then' };
    const text = catalogScriptText(address("search"), JSON.stringify(messages));
    // The script runs as the browser runs it: its own global object, beside other catalogs already filed.
    const browser: { self?: unknown; __hhCatalogs?: Record<string, string> } = { __hhCatalogs: { other: "{}" } };
    browser.self = browser;
    runInNewContext(text, browser);
    expect(Object.keys(browser.__hhCatalogs!)).toEqual(["other", address("search")]);
    self.__hhCatalogs = browser.__hhCatalogs;
    expect(catalogAt(address("search"))).toEqual(messages);
  });

  it("gives the server's own catalog for an address it registered, without a script", () => {
    const messages: Messages = { "site.name": "港居" };
    registerCatalog(address("listing"), messages);
    expect(catalogAt(address("listing"))).toBe(messages);
    expect(JSON.parse(messagesToJson(messages))).toEqual(messages);
  });

  it("gives an empty catalog (texts show their keys) for an address whose script has not run", () => {
    expect(catalogAt(address("account"))).toEqual({});
  });
});
