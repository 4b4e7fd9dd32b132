import { describe, expect, it } from "vitest";
import { SIGNING_STATUS } from "./document-codes.ts";
import {
  documentSigningStatus,
  documentStatusDate,
  isTurnOf,
  nextReminderAt,
  signingStatusOf,
  type SignerState,
} from "./document-rules.ts";

const signers = (...states: SignerState[]) => states.map((state, i) => ({ position: i + 1, state }));

describe("whose turn it is", () => {
  it.each([
    ["sequential", signers("awaiting", "awaiting"), 1, true],
    ["sequential", signers("awaiting", "awaiting"), 2, false],
    ["sequential", signers("signed", "awaiting"), 2, true],
    ["sequential", signers("signed", "awaiting", "awaiting"), 3, false],
    ["sequential", signers("declined", "awaiting"), 2, false],
    ["sequential", signers("signed", "signed"), 2, false],
    ["parallel", signers("awaiting", "awaiting"), 2, true],
    ["parallel", signers("awaiting", "signed"), 2, false],
    ["parallel", signers("awaiting"), 3, false],
  ] as const)("%s %j: position %i → %s", (order, list, position, expected) => {
    expect(isTurnOf(order, list, position)).toBe(expected);
  });
});

describe("a signer's state in the lists", () => {
  it.each([
    ["signed", "pending", false, SIGNING_STATUS.signed],
    ["declined", "declined", false, SIGNING_STATUS.declined],
    ["awaiting", "pending", true, SIGNING_STATUS.awaiting],
    ["awaiting", "pending", false, SIGNING_STATUS.waiting],
    ["awaiting", "expired", true, SIGNING_STATUS.expired],
    ["awaiting", "cancelled", true, SIGNING_STATUS.cancelled],
    ["awaiting", "declined", true, SIGNING_STATUS.cancelled],
    ["signed", "expired", false, SIGNING_STATUS.signed],
  ] as const)("%s on a %s document (turn %s) → %i", (state, document, turn, expected) => {
    expect(signingStatusOf(state, document, turn)).toBe(expected);
  });
});

describe("a document's status and status date", () => {
  it("is the status of the first signer with a signing URL, else 1", () => {
    expect(documentSigningStatus([])).toBe(1);
    expect(documentSigningStatus([{ signingURL: null, signingStatus: 3 }])).toBe(1);
    expect(
      documentSigningStatus([
        { signingURL: null, signingStatus: 1 },
        { signingURL: "/mydocument/sign/a", signingStatus: 2 },
        { signingURL: "/mydocument/sign/b", signingStatus: 3 },
      ]),
    ).toBe(2);
  });

  it("dates it by the latest signer update", () => {
    expect(documentStatusDate([])).toBeNull();
    expect(
      documentStatusDate([
        { updatedDate: "2026-01-02T10:00:00.000Z" },
        { updatedDate: "2026-01-05T09:00:00.000Z" },
        { updatedDate: "2026-01-03T23:00:00.000Z" },
      ]),
    ).toBe("2026-01-05T09:00:00.000Z");
  });
});

describe("the reminder schedule", () => {
  const issued = new Date("2026-01-01T00:00:00.000Z");
  it.each([
    [0, "2026-01-06T00:00:00.000Z"],
    [1, "2026-01-08T00:00:00.000Z"],
    [2, "2026-01-10T00:00:00.000Z"],
    [3, "2026-01-12T00:00:00.000Z"],
    [4, "2026-01-14T00:00:00.000Z"],
    [5, null],
    [6, null],
  ])("after %i reminders the next is due %s", (sent, due) => {
    expect(nextReminderAt(issued, sent)?.toISOString() ?? null).toBe(due);
  });
});
