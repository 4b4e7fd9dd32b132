// Anti-forgery over every registered route: each state-changing API route
// refuses a call without a token and a call with another visitor's token, so a
// route added later cannot forget it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { apiVisitor } from "../../../tests/integration/api-client.ts";
import { ONE_CLICK_PATHS } from "../mail/list-unsubscribe.ts";
import { CSRF_COOKIE, isApiPath, TOKEN_FAILED } from "./csrf.ts";
import { isStateChanging, needsToken } from "./route-contract.ts";

describe("anti-forgery", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ DATA_DIR: "/tmp/hk-csrf-test", LOG_LEVEL: "silent" }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A concrete path for a route pattern: parameters and wildcards filled in. */
  const pathOf = (url: string) =>
    url
      .replace(/:lang\b/g, "en")
      .replace(/:[A-Za-z0-9_]+/g, "1")
      .replace(/\*/g, "anything");

  // A HEAD of a GET that changes state is guarded like the GET; its answer has no body to read, so it is left out here.
  const stateChangingRoutes = () => app.routeTable.filter((route) => route.method !== "HEAD" && needsToken(route.method, route.contract));

  it("hands out a fresh token each call with the secret in a __Host- cookie", async () => {
    const first = await app.inject("/api/communication/getcsrftoken");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const cookie = first.cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(cookie.domain).toBeUndefined();
    const again = await app.inject({ url: "/zh-hk/api/communication/getcsrftoken", headers: { cookie: `${CSRF_COOKIE}=${cookie.value}` } });
    expect(again.json().data).toEqual(expect.any(String));
    expect(again.json().data).not.toBe(first.json().data);
    // The visitor keeps the secret it has: no second cookie.
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    expect((await app.inject("/xx/api/communication/getcsrftoken")).statusCode).toBe(404);
  });

  it("knows every state-changing route, and each one is under /api", () => {
    const routes = stateChangingRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/property/search",
        "POST /api/property/search/count",
        "POST /api/property/mappins",
        "POST /api/data/getkeywordsuggestions",
        "POST /api/account/login",
        "POST /:lang/api/account/login",
        "POST /api/account/registerbyemail",
        "POST /api/account/logout",
        "POST /api/profile/changepassword",
        "POST /api/profile/deleteaccount",
      ]),
    );
    // A state-changing route outside /api would escape the guard: the page catch-all (its own issue) and the list
    // e-mails' one-click unsubscribe (RFC 8058: the mail client cannot send a token; the link's own token is the authority) are the only ones allowed.
    const oneClick: string[] = Object.values(ONE_CLICK_PATHS);
    expect(routes.filter((r) => !isApiPath(pathOf(r.url)) && r.url !== "/*" && !oneClick.includes(r.url))).toEqual([]);
  });

  it("refuses every state-changing API route without a token and with another visitor's token", async () => {
    const routes = stateChangingRoutes().filter((r) => isApiPath(pathOf(r.url)));
    expect(routes.length).toBeGreaterThan(5);
    const owner = apiVisitor(app);
    const stranger = apiVisitor(app);
    await owner.token();
    for (const route of routes) {
      const url = pathOf(route.url);
      // A GET that changes state (its contract says so) is asked without a body.
      const body = route.method === "GET" ? {} : { payload: {} };
      const base = {
        method: route.method as "POST",
        url,
        ...body,
        headers: { "content-type": "application/json", cookie: owner.cookieHeader() },
      };
      const without = await app.inject(base);
      expect([route.method, url, without.statusCode, without.json()]).toEqual([route.method, url, 403, TOKEN_FAILED]);
      const foreign = await app.inject({ ...base, headers: { ...base.headers, "x-xsrf-token": await stranger.token() } });
      expect([route.method, url, foreign.statusCode, foreign.json()]).toEqual([route.method, url, 403, TOKEN_FAILED]);
      const noCookie = await app.inject({ ...base, headers: { "content-type": "application/json", "x-xsrf-token": await owner.token() } });
      expect([route.method, url, noCookie.statusCode]).toEqual([route.method, url, 403]);
      // The same route through a percent-encoded path, which the router decodes.
      const encoded = url.replace(/\/api\//, "/%61pi/");
      const disguised = await app.inject({ ...base, url: encoded });
      expect([route.method, encoded, disguised.statusCode]).toEqual([route.method, encoded, 403]);
    }
  });

  it("lets a call with the visitor's own token through, and refuses a tampered token", async () => {
    const visitor = apiVisitor(app);
    const ok = await visitor.post("/api/property/search/count", { listingTypeId: 1 });
    expect(ok.statusCode).toBe(200);
    const tampered = await app.inject({
      method: "POST",
      url: "/api/property/search/count",
      payload: { listingTypeId: 1 },
      headers: { cookie: visitor.cookieHeader(), "x-xsrf-token": `${await visitor.token()}x` },
    });
    expect(tampered.statusCode).toBe(403);
  });

  it("guards the language-prefixed API and unknown API paths too, and leaves reads alone", async () => {
    const encoded = [
      "/%61pi/property/search/count",
      "/api/property/%73earch/count",
      "/x/../api/property/search/count",
      "/api//property/search/count",
    ];
    for (const url of ["/en/api/account/login", "/zh-cn/api/anything", "/api/nothing/here", ...encoded]) {
      const response = await app.inject({ method: "POST", url, payload: {} });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect((await app.inject("/api/property/search")).statusCode).not.toBe(403);
    expect((await app.inject("/healthz")).statusCode).toBe(200);
  });

  it("documents the token route and the header of every state-changing call in the OpenAPI document", async () => {
    const doc = (await app.inject("/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.paths["/api/communication/getcsrftoken"]).toHaveProperty("get");
    // The token guards /api; the one-click unsubscribe outside it is authorised by its signed link (decision 0033).
    const writes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/"))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => isStateChanging(method))
          .map(([method, op]) => ({ path, method, op })),
      );
    expect(writes.length).toBeGreaterThan(0);
    for (const { path, method, op } of writes)
      expect([path, method, op.parameters?.some((p) => p.name === "X-XSRF-TOKEN" && p.in === "header")]).toEqual([path, method, true]);
  });
});
