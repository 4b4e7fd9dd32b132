import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  agreementTemplateOf,
  OWNER_LISTING_ACTIONS,
  OWNER_LISTING_STATUSES,
  stepOf,
  type AgreementState,
  type ListingActor,
  type ListingFacts,
  type OwnerListingAction,
  type OwnerListingStatus,
} from "./owner-listing-status.ts";

const none: ListingFacts = { agreement: "none", purpose: "rent" };
const signed: ListingFacts = { agreement: "signed", purpose: "rent" };

describe("an owner's listing's steps", () => {
  it.each<[OwnerListingStatus, OwnerListingAction, ListingActor, ListingFacts, OwnerListingStatus | string]>([
    ["draft", "save", "owner", none, "draft"],
    ["draft", "submit", "owner", none, "submitted"],
    ["changes", "save", "owner", none, "changes"],
    ["changes", "submit", "owner", none, "submitted"],
    ["submitted", "issueAgreement", "agent", none, "agreement"],
    ["agreement", "issueAgreement", "agent", { agreement: "closed", purpose: "rent" }, "agreement"],
    ["agreement", "issueAgreement", "agent", { agreement: "pending", purpose: "rent" }, "agreementPending"],
    ["agreement", "agreementSigned", "system", signed, "review"],
    ["agreement", "agreementSigned", "system", { agreement: "pending", purpose: "rent" }, "agreementNotSigned"],
    ["review", "approve", "agent", signed, "live"],
    ["review", "approve", "agent", { agreement: "closed", purpose: "rent" }, "agreementNotSigned"],
    ["agreement", "approve", "agent", signed, "wrongStatus"],
    ["submitted", "approve", "agent", none, "wrongStatus"],
    ["review", "approve", "owner", signed, "notYours"],
    ["submitted", "requestChanges", "agent", none, "changes"],
    ["review", "requestChanges", "agent", signed, "changes"],
    ["agreement", "requestChanges", "agent", { agreement: "pending", purpose: "rent" }, "agreementPending"],
    ["agreement", "requestChanges", "agent", { agreement: "closed", purpose: "rent" }, "changes"],
    ["submitted", "reject", "agent", none, "rejected"],
    ["review", "reject", "agent", signed, "rejected"],
    ["live", "reject", "agent", signed, "wrongStatus"],
    ["submitted", "save", "owner", none, "wrongStatus"],
    ["review", "save", "owner", signed, "wrongStatus"],
    ["live", "save", "owner", signed, "wrongStatus"],
    ["live", "changePrice", "owner", signed, "live"],
    ["review", "changePrice", "owner", signed, "wrongStatus"],
    ["live", "markLet", "owner", signed, "let"],
    ["live", "markSold", "owner", signed, "wrongPurpose"],
    ["live", "markSold", "owner", { agreement: "signed", purpose: "both" }, "sold"],
    ["live", "markLet", "owner", { agreement: "signed", purpose: "sale" }, "wrongPurpose"],
    ["live", "withdraw", "owner", signed, "withdrawn"],
    ["draft", "withdraw", "owner", none, "withdrawn"],
    ["rejected", "withdraw", "owner", none, "wrongStatus"],
    ["let", "withdraw", "owner", signed, "wrongStatus"],
    ["submitted", "submit", "agent", none, "notYours"],
  ])("%s, %s by %s → %s", (status, action, actor, facts, expected) => {
    const outcome = stepOf(status, action, actor, facts);
    expect(outcome.ok ? outcome.next : outcome.reason).toBe(expected);
  });

  it("gives the vendor's agreement for a sale, the landlord's for a letting, the agent's choice for both", () => {
    expect(agreementTemplateOf("sale")).toBe("vendor-agreement");
    expect(agreementTemplateOf("rent", "vendor-agreement")).toBe("landlord-agreement");
    expect(agreementTemplateOf("both")).toBe("vendor-agreement");
    expect(agreementTemplateOf("both", "landlord-agreement")).toBe("landlord-agreement");
  });
});

/** What happens to a listing: a step someone takes, or the agreement document moving on the documents' side. */
type Event = { kind: "step"; action: OwnerListingAction; actor: ListingActor } | { kind: "document"; to: "signed" | "closed" };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant("step" as const),
    action: fc.constantFrom(...OWNER_LISTING_ACTIONS),
    actor: fc.constantFrom<ListingActor>("owner", "agent", "system"),
  }),
  fc.record({ kind: fc.constant("document" as const), to: fc.constantFrom("signed" as const, "closed" as const) }),
);

/** A listing run through events the way the service runs it: submitting drops the old agreement, issuing opens one. */
function run(events: readonly Event[], purpose: ListingFacts["purpose"]) {
  let status: OwnerListingStatus = "draft";
  let agreement: AgreementState = "none";
  const visited: { status: OwnerListingStatus; agreement: AgreementState; by: Event }[] = [];
  for (const event of events) {
    if (event.kind === "document") {
      if (agreement === "pending") agreement = event.to;
      continue;
    }
    const outcome = stepOf(status, event.action, event.actor, { agreement, purpose });
    if (!outcome.ok) continue;
    status = outcome.next;
    if (event.action === "submit") agreement = "none";
    if (event.action === "issueAgreement") agreement = "pending";
    visited.push({ status, agreement, by: event });
  }
  return visited;
}

describe("every sequence of events", () => {
  const sequences = fc.tuple(fc.array(eventArb, { maxLength: 60 }), fc.constantFrom<ListingFacts["purpose"]>("sale", "rent", "both", null));

  it("reaches live only by an agent's approval of a listing whose agreement is signed", () => {
    fc.assert(
      fc.property(sequences, ([events, purpose]) => {
        for (const step of run(events, purpose).filter((s) => s.status === "live")) {
          expect(step.agreement).toBe("signed");
          if (step.by.kind === "step" && step.by.action !== "changePrice")
            expect(step.by).toMatchObject({ action: "approve", actor: "agent" });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("never leaves withdrawn, let, sold or rejected", () => {
    const final = new Set<OwnerListingStatus>(["withdrawn", "let", "sold", "rejected"]);
    fc.assert(
      fc.property(sequences, ([events, purpose]) => {
        const visited = run(events, purpose);
        const first = visited.findIndex((s) => final.has(s.status));
        if (first >= 0) expect(visited.slice(first + 1)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it("lets the owner alone never move a listing into the agent's statuses", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...OWNER_LISTING_ACTIONS), { maxLength: 40 }), (actions) => {
        const statuses = run(
          actions.map((action) => ({ kind: "step", action, actor: "owner" })),
          "both",
        ).map((s) => s.status);
        expect(statuses.filter((s) => s === "agreement" || s === "review" || s === "live")).toEqual([]);
      }),
    );
  });

  it("knows every status", () => {
    expect(new Set(OWNER_LISTING_STATUSES).size).toBe(10);
  });
});
