import type { ModuleRoutes } from "../modules/server-module.ts";
import { platformPolicy } from "../../domain/policy/platform-policy.ts";
import { accessOf, contract } from "../http/route-contract.ts";

const anyone = accessOf(platformPolicy, "read");

/** /healthz: the process answers. /readyz: the database answers too. */
export const healthRoutes: ModuleRoutes<unknown> = async (app, { shared }) => {
  // A health answer is about this moment: never kept by a cache.
  app.get("/healthz", contract({ summary: "The process answers", access: anyone, response: "{ status: 'ok' }" }), async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );
  app.get(
    "/readyz",
    contract({
      summary: "The database answers too",
      access: anyone,
      response: "{ status: 'ready' }",
      errors: { 503: "The database does not answer" },
    }),
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await shared.database.query("select 1");
        return { status: "ready" };
      } catch {
        return reply.status(503).send({ error: { code: "not_ready", message: "The database does not answer." } });
      }
    },
  );
};
