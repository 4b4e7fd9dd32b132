import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/client.ts";

/** /healthz: the process answers. /readyz: the database answers too. */
export async function healthRoutes(app: FastifyInstance, options: { database: Queryable }) {
  // A health answer is about this moment: never kept by a cache.
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await options.database.query("select 1");
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ error: { code: "not_ready", message: "The database does not answer." } });
    }
  });
}
