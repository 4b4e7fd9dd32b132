import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  bioIsLong,
  columnsFor,
  DEFAULT_SORT,
  nextSort,
  sortForPurpose,
  tableRows,
  testimonialTextClass,
  type TableRow,
} from "./agent-rules.ts";

describe("testimonial text class: shorter texts are set larger", () => {
  it.each([
    ["a".repeat(19), "xl"],
    ["a".repeat(20), "lg"],
    ["a".repeat(79), "lg"],
    ["a".repeat(80), "md"],
    ["a".repeat(199), "md"],
    ["a".repeat(200), "sm"],
    ["服務周到", "xl"],
  ])("%s… is %s", (text, expected) => {
    expect(testimonialTextClass(text)).toBe(expected);
  });
});

const row = (id: number, over: Partial<TableRow> = {}): TableRow => ({
  id,
  building: `B${id}`,
  salePrice: 1_000_000 * id,
  leasePrice: null,
  sizeSaleable: 300 + id,
  sizeGross: 400 + id,
  bedrooms: id % 4,
  bathrooms: 1,
  lastUpdated: `2026-01-${String(id).padStart(2, "0")}`,
  qualityScore: 50 + ((id * 7) % 40),
  ...over,
});

describe("recommended properties table", () => {
  it("sorts by quality score, highest first, by default", () => {
    const rows = [row(1), row(2), row(3), row(4)];
    const scores = tableRows(rows, "sale", DEFAULT_SORT).map((r) => r.qualityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("clicking the same column toggles, another column starts descending (name ascending)", () => {
    expect(nextSort(DEFAULT_SORT, "qualityScore")).toEqual({ column: "qualityScore", descending: false });
    expect(nextSort(DEFAULT_SORT, "bed")).toEqual({ column: "bed", descending: true });
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({ column: "name", descending: false });
  });

  it("orders by the quality score by default but never shows it as a column", () => {
    expect(DEFAULT_SORT.column).toBe("qualityScore");
    expect(columnsFor("sale")).not.toContain("qualityScore");
    expect(columnsFor("rent")).not.toContain("qualityScore");
  });

  it("switching purpose moves the price column and its sort", () => {
    expect(columnsFor("sale")).toContain("salePrice");
    expect(columnsFor("rent")).toContain("leasePrice");
    expect(columnsFor("rent")).not.toContain("salePrice");
    expect(sortForPurpose({ column: "salePrice", descending: true }, "rent")).toEqual({ column: "leasePrice", descending: true });
    expect(sortForPurpose({ column: "leasePrice", descending: false }, "sale")).toEqual({ column: "salePrice", descending: false });
    expect(sortForPurpose(DEFAULT_SORT, "rent")).toEqual(DEFAULT_SORT);
  });

  it("shows only the rows with the purpose's price", () => {
    const rows = [row(1), row(2, { salePrice: null, leasePrice: 20_000 }), row(3, { leasePrice: 30_000 })];
    expect(
      tableRows(rows, "sale", DEFAULT_SORT)
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 3]);
    expect(
      tableRows(rows, "rent", DEFAULT_SORT)
        .map((r) => r.id)
        .sort(),
    ).toEqual([2, 3]);
  });

  it("toggling a column twice reverses the order (rows with distinct values)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 30 }), (prices) => {
        const rows = prices.map((p, i) => row(i + 1, { salePrice: p }));
        const down = nextSort(DEFAULT_SORT, "salePrice");
        const up = nextSort(down, "salePrice");
        expect(tableRows(rows, "sale", up).map((r) => r.id)).toEqual(
          tableRows(rows, "sale", down)
            .map((r) => r.id)
            .reverse(),
        );
      }),
    );
  });
});

describe("bioIsLong", () => {
  it("shortens a biography of several paragraphs, or one paragraph over 360 characters, in any script", () => {
    expect(bioIsLong([])).toBe(false);
    expect(bioIsLong(["Short and sweet."])).toBe(false);
    expect(bioIsLong(["One.", "Two."])).toBe(true);
    expect(bioIsLong(["a".repeat(360)])).toBe(false);
    expect(bioIsLong(["a".repeat(361)])).toBe(true);
    expect(bioIsLong(["樓".repeat(361)])).toBe(true);
    expect(bioIsLong(["😀".repeat(200)])).toBe(false);
  });
});
