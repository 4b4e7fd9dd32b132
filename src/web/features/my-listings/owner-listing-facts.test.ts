import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { agreementStateOf, allows, awaitsSignature, editable, listingFailure, listingName } from "./owner-listing-facts.ts";

const agreement = (status: "pending" | "sealing" | "signed" | "declined" | "cancelled" | "expired") => ({ documentKey: "k", status });

describe("the owner's and agent's listing facts", () => {
  it("reads the agreement's state from its document's status", () => {
    expect(agreementStateOf(null)).toBe("none");
    expect(agreementStateOf(agreement("pending"))).toBe("pending");
    expect(agreementStateOf(agreement("sealing"))).toBe("pending");
    expect(agreementStateOf(agreement("signed"))).toBe("signed");
    for (const status of ["declined", "cancelled", "expired"] as const) expect(agreementStateOf(agreement(status))).toBe("closed");
  });

  it("offers the steps the state table allows, by whom", () => {
    const live = { status: "live", purpose: "rent", agreement: agreement("signed") } as const;
    expect(allows(live, "changePrice", "owner")).toBe(true);
    expect(allows(live, "markLet", "owner")).toBe(true);
    expect(allows(live, "markSold", "owner")).toBe(false);
    expect(allows(live, "approve", "agent")).toBe(false);
    expect(editable(live)).toBe(false);
    const review = { status: "review", purpose: "both", agreement: agreement("signed") } as const;
    expect(allows(review, "approve", "agent")).toBe(true);
    expect(allows(review, "approve", "owner")).toBe(false);
    // An agreement awaiting signatures blocks a second one, changes and rejection.
    const out = { status: "agreement", purpose: "sale", agreement: agreement("pending") } as const;
    expect(awaitsSignature(out)).toBe(true);
    for (const action of ["issueAgreement", "requestChanges", "reject"] as const) expect(allows(out, action, "agent")).toBe(false);
    expect(allows({ ...out, agreement: agreement("expired") }, "issueAgreement", "agent")).toBe(true);
    expect(editable({ status: "changes", purpose: null, agreement: null })).toBe(true);
  });

  it("names a listing by its building in the page's language, else by the typed address", () => {
    const building = { id: 1, name: { en: "Harbour View", zh: "海景大廈" }, district: { en: "Central", zh: "中環" } };
    expect(listingName({ building, address: "" }, "zh-hk")).toBe("海景大廈");
    expect(listingName({ building, address: "" }, "en")).toBe("Harbour View");
    expect(listingName({ building: { ...building, name: { en: "Harbour View", zh: "" } }, address: "" }, "zh-cn")).toBe("Harbour View");
    expect(listingName({ building: null, address: "1 Tai Po Road" }, "en")).toBe("1 Tai Po Road");
  });

  it("turns a 400 into this catalog's keys, by field, and tells a refusal from bad input", () => {
    const invalid = new ApiError("Request failed with status code 400", 400, {
      error: { code: "invalid_input", message: "The request is not valid.", fields: { rent: "priceUnreadable", askingPrice: "Too small" } },
    });
    expect(listingFailure(invalid)).toEqual({
      message: "myListings.error.invalidInput",
      fields: { rent: "myListings.field.priceUnreadable", askingPrice: "myListings.field.invalid" },
      stale: false,
    });
    const refused = new ApiError("Request failed with status code 400", 400, { error: { code: "wrongStatus", message: "…" } });
    expect(listingFailure(refused)).toEqual({ message: "myListings.error.wrongStatus", fields: {}, stale: true });
    const odd = new ApiError("Request failed with status code 400", 400, { error: { code: "somethingNew", message: "…" } });
    expect(listingFailure(odd).message).toBe("myListings.error.generic");
    expect(listingFailure(new ApiError("Request failed with status code 404", 404, { error: { code: "not_found" } })).message).toBe(
      "myListings.error.notFound",
    );
    expect(listingFailure(new ApiError("Network Error"))).toEqual({ message: "Network Error", fields: {}, stale: false });
    expect(listingFailure(new Error("boom")).message).toBe("apiCallError");
  });
});
