import type { FastifyInstance } from "fastify";
import type { RouteContract } from "./route-contract.ts";

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's declared contract (every /api route has one; a test walks them). */
  contract: RouteContract | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered on this instance, one entry per method: the API document and the route walks read it. */
    routeTable: RouteEntry[];
  }
}

/** Records routes as they are registered; call before any route is added. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const contract = (route.config as { contract?: RouteContract } | undefined)?.contract;
    for (const method of [route.method].flat()) table.push({ method: method.toUpperCase(), url: route.url, contract });
  });
}
