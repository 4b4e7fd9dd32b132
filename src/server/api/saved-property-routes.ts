// A member's saved and recently viewed properties (spec accounts §7). Whose
// list it is comes from the session; ids in the body only name listings.
import type { FastifyInstance } from "fastify";
import {
  deleteUserPropertiesRequestSchema,
  savedPropertyAlertsRequestSchema,
  saveUserPropertiesRequestSchema,
  userPropertiesRequestSchema,
  userPropertyIdsRequestSchema,
} from "../../domain/contracts/saved-properties.ts";
import type { PortalServices } from "../services/portal-services.ts";
import { validate } from "../http/validate.ts";
import { forMember } from "./account-http.ts";

export async function savedPropertyRoutes(app: FastifyInstance, options: { services: PortalServices }): Promise<void> {
  const saved = options.services.savedProperties;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/property/getuserproperties",
    forMember(async (request, reply, member) => {
      // Sent as bytes: the cards' JSON is kept with their rows.
      const page = await saved.pageJson(member.user.userId, validate(userPropertiesRequestSchema, request.body ?? {}));
      return reply.type("application/json; charset=utf-8").send(page);
    }),
  );

  app.post(
    "/api/property/getuserpropertyids",
    forMember(async (request, reply, member) => {
      const body = validate(userPropertyIdsRequestSchema, request.body ?? {});
      const ids = await saved.ids(member.user.userId, body.SavedPropertyType, { pageNumber: body.PageNumber, pageSize: body.PageSize });
      return { data: { propertyIds: ids } };
    }),
  );

  app.post(
    "/api/property/saveuserproperties",
    forMember(async (request, reply, member) => {
      const count = await saved.save(member.user.userId, validate(saveUserPropertiesRequestSchema, request.body ?? {}));
      return { data: { isSaved: count > 0, savedCount: count } };
    }),
  );

  app.delete(
    "/api/property/deleteuserpropertybypropertyids",
    forMember(async (request, reply, member) => {
      const body = validate(deleteUserPropertiesRequestSchema, request.body ?? {});
      const removed = await saved.remove(member.user.userId, body.savedPropertyType, body.propertyIds);
      return { data: { isDeleted: removed > 0 } };
    }),
  );

  // The alerts page's switch for saved properties: alerts are a verified member's (only they are mailed).
  app.post(
    "/api/property/savedpropertyalerts",
    forMember(
      async (request, _reply, member) => {
        const body = validate(savedPropertyAlertsRequestSchema, request.body ?? {});
        const change = { enabled: body.notificationEnabled, frequency: body.notificationFrequency ?? null };
        await saved.setAlertSettings(member.user.userId, change);
        return { data: await saved.alertSettings(member.user.userId) };
      },
      { verified: true },
    ),
  );
}
