import { describe, expect, it } from "vitest";
import { quarterAxis, quarterYears } from "./quarter-axis.ts";

describe("the chart's time axis", () => {
  it.each([
    ["2023-Q1", 2023],
    ["2023-Q2", 2023.25],
    ["2023-Q4", 2023.75],
    ["2023 Q1", Number.NaN],
    ["2023-Q5", Number.NaN],
  ])("%s starts at %f", (quarter, years) => {
    expect(quarterYears(quarter)).toBe(years);
  });

  it("puts quarters where their time is: a missing year is a gap", () => {
    const axis = quarterAxis(["2020-Q1", "2020-Q2", "2022-Q1"], 0, 800);
    expect(axis.x("2020-Q1")).toBe(0);
    expect(axis.x("2020-Q2")).toBe(100);
    expect(axis.x("2022-Q1")).toBe(800);
    expect(axis.years).toEqual([
      { year: 2020, x: 0 },
      { year: 2021, x: 400 },
      { year: 2022, x: 800 },
    ]);
  });

  it("ticks only the years inside the quarters' span", () => {
    expect(quarterAxis(["2019-Q3", "2021-Q2"], 0, 700).years.map((y) => y.year)).toEqual([2020, 2021]);
  });
});
