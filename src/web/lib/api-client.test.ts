import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, refusalIn } from "./api-client.ts";

type Call = { url: string; init: RequestInit };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fake of the browser's fetch: answers by path, records every call. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init: init ?? {} });
    return Promise.resolve(answer(url, init ?? {}));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[name];
}

let tokens = 0;
const withTokens = (rest: (url: string, init: RequestInit) => Response | Promise<Response>) => (url: string, init: RequestInit) =>
  url === "/api/communication/getcsrftoken" ? json({ data: `token-${String(++tokens)}` }) : rest(url, init);

afterEach(() => {
  vi.useRealTimers();
  tokens = 0;
});

describe("api client", () => {
  it("sends JSON to the same origin with credentials and a fresh anti-forgery token per state-changing call", async () => {
    const { fetch, calls } = fakeFetch(withTokens(() => json({ ok: true })));
    const client = createApiClient({ fetch });
    await client.post("/api/account/login", { email: "a@b.hk" });
    await client.post("/api/account/logout");
    const posts = calls.filter((c) => c.url !== "/api/communication/getcsrftoken");
    expect(posts.map((c) => header(c.init, "x-xsrf-token"))).toEqual(["token-1", "token-2"]);
    expect(posts[0]!.init.credentials).toBe("same-origin");
    expect(header(posts[0]!.init, "content-type")).toBe("application/json");
    expect(posts[0]!.init.body).toBe('{"email":"a@b.hk"}');
    expect(posts[1]!.init.body).toBeUndefined();
  });

  it("sends a file as it is, under its own type, with a token", async () => {
    const { fetch, calls } = fakeFetch(withTokens(() => json({ ours: false })));
    const file = new Blob([new Uint8Array([37, 80, 68, 70])], { type: "application/pdf" });
    await createApiClient({ fetch }).post("/api/documents/verify", file);
    const post = calls.find((c) => c.url === "/api/documents/verify")!;
    expect(header(post.init, "content-type")).toBe("application/pdf");
    expect(header(post.init, "x-xsrf-token")).toMatch(/^token-/);
    expect(post.init.body).toBe(file);
  });

  it("asks no token for a GET", async () => {
    const { fetch, calls } = fakeFetch(withTokens(() => json({ user: null })));
    await createApiClient({ fetch }).get("/api/account/me");
    expect(calls.map((c) => c.url)).toEqual(["/api/account/me"]);
    expect(header(calls[0]!.init, "x-xsrf-token")).toBeUndefined();
  });

  it("sends a token with a GET that changes state (deleteusersearchset)", async () => {
    const { fetch, calls } = fakeFetch(withTokens(() => json({ status: 2 })));
    await createApiClient({ fetch }).get("/api/saved-search/deleteusersearchset/7", { changesState: true });
    expect(calls.map((c) => c.url)).toEqual(["/api/communication/getcsrftoken", "/api/saved-search/deleteusersearchset/7"]);
    expect(header(calls[1]!.init, "x-xsrf-token")).toBe("token-1");
  });

  it("runs calls one after another in the order they were made", async () => {
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const { fetch } = fakeFetch(
      withTokens(async (url) => {
        order.push(`start ${url}`);
        if (url === "/first") await new Promise<void>((resolve) => (releaseFirst = resolve));
        order.push(`end ${url}`);
        return json({});
      }),
    );
    const client = createApiClient({ fetch });
    const first = client.post("/first", {});
    const second = client.post("/second", {});
    await vi.waitFor(() => expect(order).toEqual(["start /first"]));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(["start /first", "end /first", "start /second", "end /second"]);
  });

  it("keeps the queue going after a failed call", async () => {
    const { fetch } = fakeFetch(withTokens((url) => (url === "/bad" ? json({}, 500) : json({ fine: 1 }))));
    const client = createApiClient({ fetch });
    const bad = client.post("/bad", {});
    const good = client.get("/good");
    await expect(bad).rejects.toThrow("Request failed with status code 500");
    await expect(good).resolves.toEqual({ fine: 1 });
  });

  it("fails with tokenFailed, without sending the call, when the token cannot be had", async () => {
    const { fetch, calls } = fakeFetch((url) => (url === "/api/communication/getcsrftoken" ? json({}, 500) : json({})));
    await expect(createApiClient({ fetch }).post("/api/account/login", {})).rejects.toThrow("tokenFailed");
    expect(calls.map((c) => c.url)).toEqual(["/api/communication/getcsrftoken"]);
    const empty = fakeFetch(() => json({ data: "" }));
    await expect(createApiClient({ fetch: empty.fetch }).post("/x", {})).rejects.toThrow("tokenFailed");
  });

  it("keeps the status and body of an error answer so the panel can show the server's message", async () => {
    const body = { user: null, result: { hasError: true, message: "tooManyAttempts" } };
    const { fetch } = fakeFetch(withTokens(() => json(body, 429)));
    const error = await createApiClient({ fetch })
      .post("/api/account/login", {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Request failed with status code 429", status: 429, data: body });
  });

  it("says Network Error when the request never reaches the server", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ fetch }).get("/api/account/me")).rejects.toThrow("Network Error");
  });

  it("says the timeout after 30 s without an answer", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    ) as unknown as typeof globalThis.fetch;
    const call = createApiClient({ fetch }).get("/slow");
    const settled = expect(call).rejects.toThrow("timeout of 30000ms exceeded");
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("says Request aborted when the caller cancels", async () => {
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    ) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const call = createApiClient({ fetch }).get("/slow", { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    await expect(call).rejects.toThrow("Request aborted");
  });

  it("treats a text answer as apiAuthError, except for logout", async () => {
    const text = () => new Response("<html>sign in</html>", { status: 200, headers: { "content-type": "text/html" } });
    const { fetch } = fakeFetch(withTokens(text));
    const client = createApiClient({ fetch });
    await expect(client.post("/api/profile/accountinfo", {})).rejects.toThrow("apiAuthError");
    await expect(client.post("/api/account/logout")).resolves.toBe("<html>sign in</html>");
    await expect(client.post("/en/api/account/logout")).resolves.toBe("<html>sign in</html>");
  });
});

describe("refusalIn", () => {
  it("reads the API's refusal shape, keeping only fields named by text", () => {
    expect(refusalIn({ error: { code: "incomplete", message: "…", fields: { floor: "required", n: 3 } } })).toEqual({
      code: "incomplete",
      fields: { floor: "required" },
    });
    expect(refusalIn({ error: { message: "no code" } })).toEqual({ code: "", fields: {} });
    expect(refusalIn("<html>")).toBeNull();
    expect(refusalIn({ result: { message: "x" } })).toBeNull();
  });
});
