// A member's saved and recently viewed properties (spec accounts §7). Whose
// list it is comes from the session; ids in the body only name listings.
import type { FastifyInstance } from "fastify";
import {
  deleteUserPropertiesRequestSchema,
  saveUserPropertiesRequestSchema,
  userPropertiesRequestSchema,
  userPropertyIdsRequestSchema,
} from "../../domain/contracts/saved-properties.ts";
import type { PortalServices } from "../services/portal-services.ts";
import { validate } from "../http/validate.ts";
import { requireMember } from "./account-http.ts";

export async function savedPropertyRoutes(app: FastifyInstance, options: { services: PortalServices }): Promise<void> {
  const saved = options.services.savedProperties;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post("/api/property/getuserproperties", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
    return saved.page(member.user.userId, validate(userPropertiesRequestSchema, request.body ?? {}));
  });

  app.post("/api/property/getuserpropertyids", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
    const body = validate(userPropertyIdsRequestSchema, request.body ?? {});
    const ids = await saved.ids(member.user.userId, body.SavedPropertyType, { pageNumber: body.PageNumber, pageSize: body.PageSize });
    return { data: { propertyIds: ids } };
  });

  app.post("/api/property/saveuserproperties", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
    const count = await saved.save(member.user.userId, validate(saveUserPropertiesRequestSchema, request.body ?? {}));
    return { data: { isSaved: count > 0, savedCount: count } };
  });

  app.delete("/api/property/deleteuserpropertybypropertyids", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
    const body = validate(deleteUserPropertiesRequestSchema, request.body ?? {});
    const removed = await saved.remove(member.user.userId, body.savedPropertyType, body.propertyIds);
    return { data: { isDeleted: removed > 0 } };
  });
}
