import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered on this instance, one entry per method (for audits such as the CSRF test). */
    routeTable: RouteEntry[];
  }
}

/** Records routes as they are registered; call before any route is added. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) table.push({ method: method.toUpperCase(), url: route.url });
  });
}
