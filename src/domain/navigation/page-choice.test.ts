import { describe, expect, it } from "vitest";
import { pathOfPageChoice } from "./page-choice.ts";

describe("the page query parameter: a number or name of a page without an id", () => {
  it.each([
    ["0", "property-search/sale"],
    ["search", "property-search/sale"],
    ["2", "developments"],
    ["Developments", "developments"],
    ["23", ""],
    ["24", ""],
    ["37", "executive-listing"],
    ["55", "mortgagecalculator/monthlyrepayment"],
    ["56", "mortgagecalculator/affordability"],
    ["mortgage-refinance", "mortgagecalculator/refinance"],
    ["58", "mortgagecalculator"],
    ["59", "mortgagecalculator/affordabilitybypayment"],
    ["60", "profile/savedproperties"],
    ["66", "property-transaction"],
    ["property_transaction", "property-transaction"],
    ["67", "exclusive"],
  ])("%s → /{lang}/%s", (value, path) => {
    expect(pathOfPageChoice(value)).toBe(path);
  });
  it.each(["", "44", "25", "building", "999", "x", "-1", "1.5"])("%j chooses nothing", (value) => {
    expect(pathOfPageChoice(value)).toBeNull();
  });
});
