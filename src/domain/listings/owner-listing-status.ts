// An owner's listing from draft to live and off the market: which action is
// allowed in which status, by whom, and the status it leads to. Two facts
// beside the status decide some steps: where the estate agency agreement
// stands (none issued, awaiting signatures, signed, or closed unsigned:
// declined, cancelled or expired) and what the flat is offered for.
//
// A listing goes live only when its agent approves it, and an agent may
// approve only a listing whose agreement is signed. Submitting again after
// changes starts without an agreement: the one signed before named the
// listing as it was.

export const OWNER_LISTING_STATUSES = [
  "draft",
  "submitted",
  "agreement",
  "review",
  "changes",
  "live",
  "withdrawn",
  "let",
  "sold",
  "rejected",
] as const;
export type OwnerListingStatus = (typeof OWNER_LISTING_STATUSES)[number];

export const OWNER_LISTING_PURPOSES = ["sale", "rent", "both"] as const;
export type OwnerListingPurpose = (typeof OWNER_LISTING_PURPOSES)[number];

/** Where the estate agency agreement stands: closed means declined, cancelled or expired unsigned. */
export type AgreementState = "none" | "pending" | "signed" | "closed";

export type ListingActor = "owner" | "agent" | "system";

export const OWNER_LISTING_ACTIONS = [
  "save",
  "submit",
  "issueAgreement",
  "agreementSigned",
  "requestChanges",
  "approve",
  "reject",
  "withdraw",
  "changePrice",
  "markLet",
  "markSold",
] as const;
export type OwnerListingAction = (typeof OWNER_LISTING_ACTIONS)[number];

export interface ListingFacts {
  agreement: AgreementState;
  /** Null while a draft has not said. */
  purpose: OwnerListingPurpose | null;
}

interface Step {
  actor: ListingActor;
  from: readonly OwnerListingStatus[];
  /** The next status; "same" keeps the one it was in. */
  to: OwnerListingStatus | "same";
  /** What the facts must be, and the refusal's reason when they are not. */
  requires?: { holds: (facts: ListingFacts) => boolean; reason: Refusal };
}

const closedOrNone = (f: ListingFacts) => f.agreement === "none" || f.agreement === "closed";
const notAwaitingSignatures = { holds: (f: ListingFacts) => f.agreement !== "pending", reason: "agreementPending" } as const;

/** The steps: for each action, who takes it, from which statuses, to which, and what the facts must be. */
export const OWNER_LISTING_STEPS: Readonly<Record<OwnerListingAction, Step>> = {
  save: { actor: "owner", from: ["draft", "changes"], to: "same" },
  submit: { actor: "owner", from: ["draft", "changes"], to: "submitted" },
  // A new agreement once the last one closed unsigned; never a second beside one awaiting signatures.
  issueAgreement: {
    actor: "agent",
    from: ["submitted", "agreement"],
    to: "agreement",
    requires: { holds: closedOrNone, reason: "agreementPending" },
  },
  agreementSigned: {
    actor: "system",
    from: ["agreement"],
    to: "review",
    requires: { holds: (f) => f.agreement === "signed", reason: "agreementNotSigned" },
  },
  // An agreement still awaiting signatures is cancelled on the agent desk first.
  requestChanges: { actor: "agent", from: ["submitted", "agreement", "review"], to: "changes", requires: notAwaitingSignatures },
  approve: {
    actor: "agent",
    from: ["review"],
    to: "live",
    requires: { holds: (f) => f.agreement === "signed", reason: "agreementNotSigned" },
  },
  reject: { actor: "agent", from: ["submitted", "agreement", "review"], to: "rejected", requires: notAwaitingSignatures },
  withdraw: { actor: "owner", from: ["draft", "submitted", "agreement", "review", "changes", "live"], to: "withdrawn" },
  // Once live, the price is all the owner changes (each change goes to the price history).
  changePrice: { actor: "owner", from: ["live"], to: "same" },
  markLet: { actor: "owner", from: ["live"], to: "let", requires: { holds: (f) => f.purpose !== "sale", reason: "wrongPurpose" } },
  markSold: { actor: "owner", from: ["live"], to: "sold", requires: { holds: (f) => f.purpose !== "rent", reason: "wrongPurpose" } },
};

/** Why a step is refused: not this actor's, not from this status, or the facts do not allow it. */
export type Refusal = "notYours" | "wrongStatus" | "agreementPending" | "agreementNotSigned" | "wrongPurpose";

export type StepOutcome = { ok: true; next: OwnerListingStatus } | { ok: false; reason: Refusal };

/** Whether `actor` may take `action` on a listing in `status` with these facts, and the status it leads to. */
export function stepOf(status: OwnerListingStatus, action: OwnerListingAction, actor: ListingActor, facts: ListingFacts): StepOutcome {
  const step = OWNER_LISTING_STEPS[action];
  if (step.actor !== actor) return { ok: false, reason: "notYours" };
  if (!step.from.includes(status)) return { ok: false, reason: "wrongStatus" };
  if (step.requires && !step.requires.holds(facts)) return { ok: false, reason: step.requires.reason };
  return { ok: true, next: step.to === "same" ? status : step.to };
}

/** Statuses in which the listing waits on its agent or comes back to them: what an agent's load is counted in. */
export const OPEN_REVIEW_STATUSES: readonly OwnerListingStatus[] = ["submitted", "agreement", "review", "changes"];

export type OwnerAgreementTemplate = "vendor-agreement" | "landlord-agreement";

/**
 * The estate agency agreement a listing is issued: the vendor's for a sale, the landlord's for a letting; a flat
 * offered both ways gets the one its agent chooses, the vendor's unless told.
 */
export function agreementTemplateOf(purpose: OwnerListingPurpose, chosen?: OwnerAgreementTemplate): OwnerAgreementTemplate {
  if (purpose === "both") return chosen ?? "vendor-agreement";
  return purpose === "rent" ? "landlord-agreement" : "vendor-agreement";
}
