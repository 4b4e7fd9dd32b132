// A member's saved and recently viewed properties. Whose list it is comes
// from the session; ids in the body only name listings.
import {
  deleteUserPropertiesRequestSchema,
  deleteUserPropertiesResponseSchema,
  savedPropertyAlertsRequestSchema,
  savedPropertyAlertsResponseSchema,
  saveUserPropertiesRequestSchema,
  saveUserPropertiesResponseSchema,
  userPropertiesRequestSchema,
  userPropertiesResponseSchema,
  userPropertyIdsRequestSchema,
  userPropertyIdsResponseSchema,
} from "../../domain/contracts/saved-properties.ts";
import { savedPolicy } from "../../domain/policy/saved-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { SavedServices } from "../services/saved/saved-services.ts";
import { validate } from "../http/validate.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { memberOf, noStore } from "./account-http.ts";

const own = accessOf(savedPolicy, "own");

export const savedPropertyRoutes: ModuleRoutes<SavedServices> = async (app, { services }) => {
  const saved = services.properties;
  noStore(app);

  app.post(
    "/api/property/getuserproperties",
    contract({
      summary: "A page of the member's saved (1) or recently viewed (2) properties, available listings first, then by SortByType and order",
      access: own,
      body: userPropertiesRequestSchema,
      response: userPropertiesResponseSchema,
    }),
    async (request, reply) => {
      // Sent as bytes: the cards' JSON is kept with their rows.
      const page = await saved.pageJson(memberOf(request).user.userId, validate(userPropertiesRequestSchema, request.body ?? {}));
      return reply.type("application/json; charset=utf-8").send(page);
    },
  );

  app.post(
    "/api/property/getuserpropertyids",
    contract({
      summary: "The member's saved listing ids (the hearts), newest first",
      access: own,
      body: userPropertyIdsRequestSchema,
      response: userPropertyIdsResponseSchema,
    }),
    async (request) => {
      const body = validate(userPropertyIdsRequestSchema, request.body ?? {});
      const page = { pageNumber: body.PageNumber, pageSize: body.PageSize };
      return { data: { propertyIds: await saved.ids(memberOf(request).user.userId, body.SavedPropertyType, page) } };
    },
  );

  app.post(
    "/api/property/saveuserproperties",
    contract({
      summary:
        "Save listings (favourites or recently viewed); a guest's lists are uploaded here at sign-in. An item already saved keeps its created date; unknown listings are skipped",
      access: own,
      body: saveUserPropertiesRequestSchema,
      response: saveUserPropertiesResponseSchema,
    }),
    async (request) => {
      const count = await saved.save(memberOf(request).user.userId, validate(saveUserPropertiesRequestSchema, request.body ?? {}));
      return { data: { isSaved: count > 0, savedCount: count } };
    },
  );

  app.delete(
    "/api/property/deleteuserpropertybypropertyids",
    contract({
      summary: "Remove listings from one of the member's lists",
      access: own,
      body: deleteUserPropertiesRequestSchema,
      response: deleteUserPropertiesResponseSchema,
    }),
    async (request) => {
      const body = validate(deleteUserPropertiesRequestSchema, request.body ?? {});
      const removed = await saved.remove(memberOf(request).user.userId, body.savedPropertyType, body.propertyIds);
      return { data: { isDeleted: removed > 0 } };
    },
  );

  app.post(
    "/api/property/savedpropertyalerts",
    contract({
      summary: "Turn the e-mails about saved properties (price cut, off or back on the market) on or off, and how often",
      access: accessOf(savedPolicy, "alerts"),
      body: savedPropertyAlertsRequestSchema,
      response: savedPropertyAlertsResponseSchema,
    }),
    async (request) => {
      const { userId } = memberOf(request).user;
      const body = validate(savedPropertyAlertsRequestSchema, request.body ?? {});
      await saved.setAlertSettings(userId, { enabled: body.notificationEnabled, frequency: body.notificationFrequency ?? null });
      return { data: await saved.alertSettings(userId) };
    },
  );
};
