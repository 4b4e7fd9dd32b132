import { describe, expect, it } from "vitest";
import type { SigningView } from "../../../domain/contracts/documents.ts";
import { signingBlock } from "./signing-rules.ts";

const view = (status: SigningView["data"]["status"], signingStatus: number, isTurn: boolean) => ({
  status,
  signer: { name: "陳大文", email: "chan@example.hk", role: "client" as const, signingStatus, isTurn },
});

describe("what the signing screen offers", () => {
  it.each([
    ["their turn on an open document", view("pending", 2, true), null],
    ["an earlier signer still to sign", view("pending", 3, false), "documents.sign.notYourTurn"],
    ["already signed", view("pending", 1, false), "documents.sign.alreadySigned"],
    ["already signed, the document complete", view("signed", 1, false), "documents.sign.alreadySigned"],
    ["the document cancelled", view("cancelled", 6, false), "documents.sign.closed"],
    ["the document expired", view("expired", 5, false), "documents.sign.closed"],
    ["declined by another signer", view("declined", 2, true), "documents.sign.closed"],
    ["being sealed", view("sealing", 2, false), "documents.sign.closed"],
  ])("%s", (_, input, expected) => {
    expect(signingBlock(input)).toBe(expected);
  });
});
