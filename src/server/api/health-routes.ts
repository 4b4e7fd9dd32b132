import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/client.ts";

/** /healthz: the process answers. /readyz: the database answers too. */
export async function healthRoutes(app: FastifyInstance, options: { database: Queryable }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await options.database.query("select 1");
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ error: { code: "not_ready", message: "The database does not answer." } });
    }
  });
}
