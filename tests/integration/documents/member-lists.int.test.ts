// The member's pending and signed lists: 20 a page, ordered by listOrderEnum
// (1 title, 2 issued, 3 expires, 4 latest signer update — the default,
// descending unless listOrderIsAsc), and which list a document is on as its
// signers sign, decline, the agent cancels, or its time runs out. Guests are
// asked to sign in, unverified members to confirm their address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_PAGE_SIZE } from "../../../src/domain/documents/document-codes.ts";
import { apiVisitor, type ApiVisitor } from "../accounts-app.ts";
import { startDocumentWorld, type DocumentWorld } from "./document-world.ts";

type Entry = { documentKey: string | null; title: string; issuedDate: string; expiresDate: string; statusDate: string; status: string };
type List = { results: Entry[]; total: number; page: number; pageSize: number };

const AGREEMENTS = ["tenant-agreement", "landlord-agreement", "purchaser-agreement", "vendor-agreement"] as const;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe("the member's document lists", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let reader: ApiVisitor;
  /** The issue dates of the reader's documents, oldest first. */
  const issued: string[] = [];
  const list = async (who: ApiVisitor, which: "pending" | "signed", body: object = {}) => {
    const answer = await who.post(`/api/mydocument/get${which}documents`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as List;
  };

  beforeAll(async () => {
    w = await startDocumentWorld();
    reader = await w.member("reader@example.com");
    // One of each agreement issued through the desk (four titles), then copies in the database to fill two pages.
    const keys: string[] = [];
    for (let i = 0; i < DOCUMENT_PAGE_SIZE + 2; i++) {
      w.t.clock.advance(MINUTE);
      if (i < AGREEMENTS.length) {
        keys.push((await w.issue("reader@example.com", { template: AGREEMENTS[i], order: "parallel" })).documentKey);
      } else {
        await w.copyDocument(keys[i % AGREEMENTS.length]!, w.t.clock.now());
      }
      issued.push(new Date(w.t.clock.now()).toISOString());
    }
  }, 240_000);
  afterAll(async () => {
    await w.close();
  });

  it("asks a guest to sign in and an unverified member to confirm their address", async () => {
    const guest = apiVisitor(w.t.app);
    const unverified = apiVisitor(w.t.app);
    await unverified.post("/api/account/registerbyemail", { email: "not.yet@example.com", language: "en" });
    for (const url of ["/api/mydocument/getpendingdocuments", "/api/mydocument/getsigneddocuments", "/api/mydocument/getpendingcount"]) {
      expect([url, (await guest.post(url, {})).statusCode]).toEqual([url, 401]);
      expect([url, (await unverified.post(url, {})).statusCode]).toEqual([url, 403]);
    }
  });

  it("pages 20 at a time, newest signer update first by default", async () => {
    const first = await list(reader, "pending");
    expect(first).toMatchObject({ total: issued.length, page: 1, pageSize: DOCUMENT_PAGE_SIZE });
    expect(first.results.map((e) => e.issuedDate)).toEqual(issued.toReversed().slice(0, DOCUMENT_PAGE_SIZE));
    expect(await list(reader, "pending", { page: 1, listOrderEnum: 4, listOrderIsAsc: false })).toEqual(first);
    const second = await list(reader, "pending", { page: 2 });
    expect(second.results.map((e) => e.issuedDate)).toEqual(issued.toReversed().slice(DOCUMENT_PAGE_SIZE));
    expect((await list(reader, "pending", { page: 3 })).results).toEqual([]);
    expect((await reader.post("/api/mydocument/getpendingcount", {})).json().data.count).toBe(issued.length);
  });

  it("orders by issue date, expiry and title, either way", async () => {
    const dates = async (order: number, asc: boolean, page = 1) =>
      (await list(reader, "pending", { page, listOrderEnum: order, listOrderIsAsc: asc })).results.map((e) => e.issuedDate);
    for (const order of [2, 3]) {
      expect(await dates(order, true)).toEqual(issued.slice(0, DOCUMENT_PAGE_SIZE));
      expect(await dates(order, true, 2)).toEqual(issued.slice(DOCUMENT_PAGE_SIZE));
      expect(await dates(order, false)).toEqual(issued.toReversed().slice(0, DOCUMENT_PAGE_SIZE));
    }
    const titles = async (asc: boolean) => {
      const pages = [await list(reader, "pending", { listOrderEnum: 1, listOrderIsAsc: asc })];
      pages.push(await list(reader, "pending", { page: 2, listOrderEnum: 1, listOrderIsAsc: asc }));
      return pages.flatMap((p) => p.results.map((e) => e.title));
    };
    const ascending = await titles(true);
    expect(new Set(ascending).size).toBe(AGREEMENTS.length);
    expect(ascending).toEqual(ascending.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await titles(false)).toEqual(ascending.toReversed());
  });

  it("puts a document a signer updated first in the default order, and leaves the issue order alone", async () => {
    // The agent countersigns the oldest document (parallel order): its latest signer update is now.
    const oldest = (await deskKeys(w)).at(-1)!;
    w.t.clock.advance(MINUTE);
    const signed = await w.sign(w.agent, await w.agentToken(oldest), "desk.agent@example.com", "Agent Desk");
    expect(signed.statusCode, signed.body).toBe(200);
    const byUpdate = (await list(reader, "pending")).results;
    expect(byUpdate[0]!.issuedDate).toBe(issued[0]);
    expect(byUpdate[0]!.statusDate).toBe(new Date(w.t.clock.now()).toISOString());
    expect(byUpdate.slice(1).map((e) => e.issuedDate)).toEqual(issued.toReversed().slice(0, DOCUMENT_PAGE_SIZE - 1));
    const byUpdateAsc = (await list(reader, "pending", { listOrderIsAsc: true })).results.map((e) => e.issuedDate);
    expect(byUpdateAsc).toEqual(issued.slice(1, DOCUMENT_PAGE_SIZE + 1));
    const byIssue = (await list(reader, "pending", { listOrderEnum: 2, listOrderIsAsc: true })).results.map((e) => e.issuedDate);
    expect(byIssue[0]).toBe(issued[0]);
  });

  it("refuses an order or page that is not one", async () => {
    for (const body of [{ listOrderEnum: 5 }, { listOrderEnum: 0 }, { page: 0 }, { page: -1 }, { listOrderIsAsc: "yes" }]) {
      expect([body, (await reader.post("/api/mydocument/getpendingdocuments", body)).statusCode]).toEqual([body, 400]);
    }
  });
});

/** The desk's document keys, newest change first. */
async function deskKeys(w: DocumentWorld): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const rows = (await w.agent.post("/api/agentdesk/documents/list", { page })).json().results as { documentKey: string }[];
    if (rows.length === 0) return keys;
    keys.push(...rows.map((r) => r.documentKey));
  }
}

describe("which list a document is on", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let member: ApiVisitor;
  const EMAIL = "mover@example.com";
  const pendingDates = async () =>
    ((await member.post("/api/mydocument/getpendingdocuments", {})).json() as List).results.map((e) => e.issuedDate);
  const signedList = async () => (await member.post("/api/mydocument/getsigneddocuments", {})).json() as List;

  beforeAll(async () => {
    w = await startDocumentWorld();
    member = await w.member(EMAIL);
  }, 120_000);
  afterAll(async () => {
    await w.close();
  });

  /** Issues a parallel document to the member: its desk row, the member's token and its issue date. */
  async function issueOne() {
    w.t.clock.advance(MINUTE);
    const doc = await w.issue(EMAIL, { order: "parallel" });
    return { doc, token: await w.mailedToken(EMAIL), at: new Date(w.t.clock.now()).toISOString() };
  }

  it("leaves pending when the member signs, and is on signed documents, with its key, once every signer has", async () => {
    const { doc, token, at } = await issueOne();
    expect(await pendingDates()).toEqual([at]);
    expect((await w.sign(member, token, EMAIL)).statusCode).toBe(200);
    expect(await pendingDates()).toEqual([]);
    expect((await signedList()).total).toBe(0);
    expect((await w.sign(w.agent, await w.agentToken(doc.documentKey), "desk.agent@example.com", "Agent")).json().status).toBe("signed");
    const signed = await signedList();
    expect(signed.results.map((e) => [e.issuedDate, e.documentKey, e.status])).toEqual([[at, doc.documentKey, "signed"]]);
  });

  it("leaves pending, and is not signed, when the member declines or the agent cancels", async () => {
    const declined = await issueOne();
    const cancelled = await issueOne();
    expect(await pendingDates()).toEqual([cancelled.at, declined.at]);
    expect((await member.post("/api/mydocument/decline", { token: declined.token, reason: "Rent too high" })).statusCode).toBe(200);
    expect(await pendingDates()).toEqual([cancelled.at]);
    const cancel = await w.agent.post("/api/agentdesk/documents/cancel", {
      documentKey: cancelled.doc.documentKey,
      reason: "Let to another",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await pendingDates()).toEqual([]);
    expect((await signedList()).total).toBe(1);
  });

  it("leaves pending when its time runs out, before the sweep records it", async () => {
    const late = await issueOne();
    expect(await pendingDates()).toEqual([late.at]);
    w.t.clock.advance(30 * DAY - 1000);
    member = await w.signIn(EMAIL);
    expect(await pendingDates()).toEqual([late.at]);
    w.t.clock.advance(1000);
    expect(await pendingDates()).toEqual([]);
    expect((await member.post("/api/mydocument/getpendingcount", {})).json().data.count).toBe(0);
    expect((await signedList()).total).toBe(1);
  });
});
