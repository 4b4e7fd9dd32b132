import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n/i18n.tsx";
import { enquiryTitle } from "./enquiry-title.ts";

const t: Translate = (key, values) => `${key}${values ? JSON.stringify(values) : ""}`;

describe("enquiryTitle", () => {
  it("names the listing's reference first", () => {
    expect(enquiryTitle({ referenceId: "HK00000001", agentName: "Fiona Lau" }, t)).toBe('enquiry.titleListing{"reference":"HK00000001"}');
  });

  it("names the agent when the panel is opened from an agent's profile", () => {
    expect(enquiryTitle({ agentName: "Fiona Lau" }, t)).toBe('enquiry.titleAgent{"name":"Fiona Lau"}');
  });

  it("asks about a home otherwise", () => {
    expect(enquiryTitle({}, t)).toBe("enquiry.title");
  });
});
