import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { messagePartOfPath, PAGE_PARTS, PANEL_PARTS } from "./message-parts.ts";
import routes from "../routes.ts";
import { MEMBER_ROUTES } from "../lib/member-page-files.ts";

/** A part's route module: its own, or a member page's from member-page-files.ts. */
const moduleOf = (route: { path: string; module?: string }): string =>
  route.module ?? MEMBER_ROUTES.find((member) => member.path === route.path)!.file;

const web = resolve(import.meta.dirname, "..");
const messages = join(import.meta.dirname, "messages");
const catalogs = new Map(
  readdirSync(messages).map((folder) => [
    folder,
    Object.keys(JSON.parse(readFileSync(join(messages, folder, "en.json"), "utf8")) as object),
  ]),
);
const allKeys = new Set([...catalogs.values()].flat());

/** The lazy panels that bring their own part of the catalog. */
const panels = new Set(Object.values(PANEL_PARTS).flatMap((panel) => panel.modules.map((module) => join(web, module))));

/**
 * The web modules a module reaches through its imports (lazy ones included): what the page can render,
 * short of the lazy panels with a part of their own.
 */
function moduleGraph(start: readonly string[], stopAt: ReadonlySet<string> = panels): string[] {
  const seen = new Set<string>();
  const queue = start.map((file) => join(web, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+\.tsx?)"/g)) {
      const target = resolve(dirname(file), spec!);
      if (target.startsWith(web) && existsSync(target) && !target.endsWith(".test.ts")) queue.push(target);
    }
  }
  return [...seen];
}

/** The message keys a module can ask for: key literals, and every key under a `prefix.${…}` template. */
function keysUsedBy(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const literal = [...source.matchAll(/["'`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)["'`]/g)]
    .map((m) => m[1]!)
    .filter((key) => allKeys.has(key));
  const prefixes = [...source.matchAll(/`([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)*\.)\$\{/g)].map((m) => m[1]!);
  return [...literal, ...[...allKeys].filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))];
}

describe("message parts", () => {
  it.each(Object.entries(PAGE_PARTS))("the %s page's part has every key its modules and the layout can ask for", (_, page) => {
    const part = new Set(page.catalogs.flatMap((folder) => catalogs.get(folder) ?? []));
    const missing = moduleGraph(["root.tsx", ...page.routes.map(moduleOf)]).flatMap((file) =>
      keysUsedBy(file)
        .filter((key) => !part.has(key))
        .map((key) => `${relative(web, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(PANEL_PARTS))(
    "the %s panels' part and the part of each page that opens them have every key they can ask for",
    (_, panel) => {
      const modules = panel.modules.map((module) => join(web, module));
      const missing: string[] = [];
      for (const [name, page] of Object.entries(PAGE_PARTS)) {
        const reached = moduleGraph(["root.tsx", ...page.routes.map(moduleOf)], new Set());
        if (!modules.some((module) => reached.includes(module))) continue;
        const part = new Set([...page.catalogs, ...panel.catalogs].flatMap((folder) => catalogs.get(folder) ?? []));
        for (const file of moduleGraph(panel.modules, new Set()))
          for (const key of keysUsedBy(file)) if (!part.has(key)) missing.push(`${name}: ${relative(web, file)}: ${key}`);
      }
      expect(missing).toEqual([]);
    },
  );

  it("keeps message-line and popup texts (keys under .msg.) out of the panels' parts: the layout shows them, outside any panel", () => {
    for (const panel of Object.values(PANEL_PARTS))
      expect(panel.catalogs.flatMap((folder) => (catalogs.get(folder) ?? []).filter((key) => key.includes(".msg.")))).toEqual([]);
  });

  it("keeps the panels' own texts out of the parts of pages that only open the panels", () => {
    const panelCatalogs: readonly string[] = Object.values(PANEL_PARTS).flatMap((panel) => panel.catalogs);
    for (const part of ["search", "listing"] as const)
      expect(PAGE_PARTS[part].catalogs.filter((folder) => panelCatalogs.includes(folder))).toEqual([]);
  });

  it("names each page by its route in routes.ts, with that route's module", () => {
    type Entry = { path?: string; file: string; children?: Entry[] };
    const byPath = new Map<string, string>();
    const walk = (entries: Entry[], base: string) => {
      for (const entry of entries) {
        const path = entry.path === undefined ? base : `${base}/${entry.path}`;
        if (entry.children) walk(entry.children, path);
        else byPath.set(path, entry.file);
      }
    };
    walk(routes as Entry[], "");
    const listed = new Map(
      Object.values(PAGE_PARTS).flatMap((page) =>
        page.routes.map((route) => [`/:lang${route.path ? `/${route.path}` : ""}`, moduleOf(route)]),
      ),
    );
    for (const [path, module] of listed) expect(byPath.get(path), path).toBe(module);
    // And every route of a module a part names is in that part (a new place kind or content page too).
    const modules = new Set(listed.values());
    for (const [path, file] of byPath) if (modules.has(file) && path.startsWith("/:lang")) expect(listed.get(path), path).toBe(file);
  });

  it("name only catalog folders that exist", () => {
    for (const page of [...Object.values(PAGE_PARTS), ...Object.values(PANEL_PARTS)])
      for (const folder of page.catalogs) expect(catalogs.has(folder), folder).toBe(true);
  });

  it("picks the part from the page path", () => {
    expect(messagePartOfPath("/en/property-search/sale")).toBe("search");
    expect(messagePartOfPath("/en/property-search")).toBe("search");
    expect(messagePartOfPath("/zh-hk/property-search/rent/d37.data")).toBe("search");
    expect(messagePartOfPath("/en/property/sale/taikoo-shing/123")).toBe("listing");
    expect(messagePartOfPath("/en/property/sale/taikoo-shing/123.data")).toBe("listing");
    expect(messagePartOfPath("/en/property/sale/taikoo-shing/123/amp")).toBe("all");
    expect(messagePartOfPath("/en/property-searching")).toBe("all");
    expect(messagePartOfPath("/")).toBe("home");
    expect(messagePartOfPath("/_root.data")).toBe("home");
    expect(messagePartOfPath("/zh-hk")).toBe("home");
    expect(messagePartOfPath("/zh-cn/mortgagecalculator")).toBe("mortgage");
    expect(messagePartOfPath("/en/mortgagecalculator/refinance.data")).toBe("mortgage");
    expect(messagePartOfPath("/en/estate/taikoo-shing/12")).toBe("place");
    expect(messagePartOfPath("/en/property-news/market-update-rents-rise")).toBe("content");
    expect(messagePartOfPath("/en/property-agent/x/1")).toBe("agents");
    expect(messagePartOfPath("/zh-hk/exclusive")).toBe("market");
    expect(messagePartOfPath("/en/no-such-page")).toBe("all");
    expect(messagePartOfPath("/en/international")).toBe("all");
    expect(messagePartOfPath("/en/account/login")).toBe("account");
    expect(messagePartOfPath("/zh-hk/profile/accountinfo.data")).toBe("account");
    expect(messagePartOfPath("/en/profile/savedproperties")).toBe("all");
  });
});
