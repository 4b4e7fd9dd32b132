import { describe, expect, it } from "vitest";
import { pageHref } from "./pager.tsx";

describe("a pager's links", () => {
  it("set the page parameter and keep the rest of the query and the section", () => {
    expect(pageHref("/en/building/x/1", "?sort=date&txpage=2", "txpage", 3, "#transactions")).toBe(
      "/en/building/x/1?sort=date&txpage=3#transactions",
    );
  });
  it("leave the parameter out for page 1, and the question mark when nothing is left", () => {
    expect(pageHref("/en/exclusive", "?page=4", "page", 1)).toBe("/en/exclusive");
    expect(pageHref("/en/exclusive", "?purpose=rent&page=4", "page", 1)).toBe("/en/exclusive?purpose=rent");
  });
});
