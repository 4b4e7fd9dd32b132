// The guest ETag of a page: two renders of the same page differ only in
// their script nonce, which the tag leaves out, so they share a tag; any
// other byte makes another tag.
import { randomBytes } from "node:crypto";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerGuestCaching } from "./guest-caching.ts";

async function pageApp() {
  const app = Fastify();
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  registerGuestCaching(app);
  app.get<{ Querystring: { price?: string } }>("/page", async (request, reply) => {
    const nonce = request.cspNonce;
    const html = `<html><body><p>九龍塘 ${request.query.price ?? "HK$8.8M"}</p><script nonce="${nonce}">a()</script><script nonce="${nonce}">b()</script></body></html>`;
    return reply.type("text/html; charset=utf-8").send(Buffer.from(html));
  });
  return app;
}

describe("guest page ETag", () => {
  it("is the same for two renders of a page with their own nonces, and another for any other byte", async () => {
    const app = await pageApp();
    const first = await app.inject({ url: "/page" });
    const second = await app.inject({ url: "/page" });
    expect(first.body).not.toBe(second.body);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cheaper = await app.inject({ url: "/page?price=HK$7.1M" });
    expect(cheaper.headers.etag).not.toBe(first.headers.etag);
    const repeat = await app.inject({ url: "/page", headers: { "if-none-match": first.headers.etag as string } });
    expect(repeat.statusCode).toBe(304);
    await app.close();
  });
});
