import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { apiVisitor, type ApiVisitor } from "../../tests/integration/api-client.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { AppError } from "./http/errors.ts";
import type { Database } from "./db/client.ts";
import { createTestDatabase } from "../../tests/integration/db.ts";

describe("the HTTP shell", () => {
  let database: Database;
  let app: FastifyInstance;
  let api: ApiVisitor;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ DATA_DIR: "/tmp/hk-app-test", LOG_LEVEL: "silent" }), database, logger: false });
    api = apiVisitor(app);
    // Probe routes for the error handler: one client mistake, one failure of ours.
    app.get("/api/test/refused", async () => {
      throw new AppError(409, "conflict", "Already there.");
    });
    app.get("/api/test/broken", async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.post("/api/test/echo", async (request) => ({ body: request.body }));
    app.get("/api/test/ip", async (request) => ({ ip: request.ip }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("keys the client address on the connection, not on a forged X-Forwarded-For", async () => {
    const response = await app.inject({ url: "/api/test/ip", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(response.json()).toEqual({ ip: "127.0.0.1" });
  });

  it("answers /healthz and /readyz", async () => {
    expect((await app.inject("/healthz")).json()).toEqual({ status: "ok" });
    expect((await app.inject("/readyz")).json()).toEqual({ status: "ready" });
  });

  it("sets the security headers on every response", async () => {
    const response = await app.inject("/healthz");
    const csp = String(response.headers["content-security-policy"]);
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'self'"]) expect(csp).toContain(directive);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("gives each response a request id, keeping a sane one from the caller", async () => {
    expect((await app.inject("/healthz")).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject({ url: "/healthz", headers: { "x-request-id": "abc-123" } })).headers["x-request-id"]).toBe("abc-123");
    expect((await app.inject({ url: "/healthz", headers: { "x-request-id": "<script>" } })).headers["x-request-id"]).not.toBe("<script>");
  });

  it("turns a client mistake into its 4xx and ours into a bare 500", async () => {
    const refused = await app.inject("/api/test/refused");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: "conflict", message: "Already there." } });
    const broken = await app.inject("/api/test/broken");
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ error: { code: "internal", message: "Something went wrong on our side." } });
    expect(broken.body).not.toContain("secret_table");
  });

  it("refuses NUL bytes, lone surrogates, invalid UTF-8 and broken JSON with 400", async () => {
    const post = (payload: string | Buffer) =>
      api.inject({ method: "POST", url: "/api/test/echo", headers: { "content-type": "application/json" }, payload });
    expect((await post('{"keyword":"a\\u0000b"}')).json().error.fields).toEqual({ keyword: expect.any(String) });
    expect((await post('{"keyword":"\\ud800"}')).statusCode).toBe(400);
    expect((await post(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]))).json().error.code).toBe(
      "invalid_encoding",
    );
    expect((await post("{nope")).json().error.code).toBe("invalid_json");
    expect((await post('{"keyword":"樓 😀"}')).json()).toEqual({ body: { keyword: "樓 😀" } });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await app.inject("/api/nothing/here");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  it("stores the currency choice and refuses an open redirect", async () => {
    const ok = await app.inject("/preferences/currency?id=5&return=%2Fzh-hk%2Fabout-us");
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/zh-hk/about-us");
    expect(String(ok.headers["set-cookie"])).toMatch(/^currencyId=5;/);
    const bad = await app.inject("/preferences/currency?id=3&return=%2F%2Fevil.example");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("return");
    expect((await app.inject("/preferences/currency?id=3&extra=1")).statusCode).toBe(400);
  });
});
