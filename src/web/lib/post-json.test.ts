import { afterEach, describe, expect, it, vi } from "vitest";
import { failureMessage, postJson } from "./post-json.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const token = () => json({ data: "t" });
const hanging = (_: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
  );

function browserFetch(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) =>
      input === "/api/communication/getcsrftoken" ? Promise.resolve(token()) : answer(input, init),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("postJson's failures carry the spec's network texts", () => {
  it("Request failed with status code N", async () => {
    browserFetch(() => Promise.resolve(json({}, 503)));
    await expect(postJson("/api/x", {})).rejects.toThrow("Request failed with status code 503");
  });
  it("Network Error", async () => {
    browserFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(postJson("/api/x", {})).rejects.toThrow("Network Error");
  });
  it("timeout of Nms exceeded", async () => {
    browserFetch(hanging);
    await expect(postJson("/api/x", {}, undefined, 20)).rejects.toThrow("timeout of 20ms exceeded");
  });
  it("Request aborted", async () => {
    browserFetch(hanging);
    const controller = new AbortController();
    const call = postJson("/api/x", {}, controller.signal);
    setTimeout(() => controller.abort(), 5);
    await expect(call).rejects.toThrow("Request aborted");
  });
  it("anything else is the generic apiCallError", () => {
    expect(failureMessage(new Error("boom"))).toBe("apiCallError");
  });
});
