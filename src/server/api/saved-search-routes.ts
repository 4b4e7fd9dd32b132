// The saved-search calls (spec search §7): a member's saved searches and
// follows. Whose sets they are comes from the session; an id in a request
// only names one of the member's own sets (another member's is "not found").
import type { FastifyInstance } from "fastify";
import {
  getSearchSetsRequestSchema,
  hasSavedByDistrictRequestSchema,
  hasSavedByKeywordRequestSchema,
  SAVED_SEARCH_STATUS_OK,
  saveSearchSetRequestSchema,
  saveSearchSetsRequestSchema,
  searchSetByIdsRequestSchema,
  searchSetIdParamsSchema,
  updateNotificationRequestSchema,
} from "../../domain/contracts/saved-searches.ts";
import type { PortalServices } from "../services/portal-services.ts";
import { validate } from "../http/validate.ts";
import { AppError } from "../http/errors.ts";
import { forMember } from "./account-http.ts";

export async function savedSearchRoutes(app: FastifyInstance, options: { services: PortalServices }): Promise<void> {
  const searches = options.services.savedSearches;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/saved-search/savesearchset",
    forMember(async (request, reply, member) => {
      const { forceSave, ...set } = validate(saveSearchSetRequestSchema, request.body ?? {});
      return searches.save(member.user.userId, set, forceSave);
    }),
  );

  app.post(
    "/api/saved-search/savesearchsets",
    forMember(async (request, reply, member) => {
      return searches.saveMany(member.user.userId, validate(saveSearchSetsRequestSchema, request.body ?? []));
    }),
  );

  app.post(
    "/api/saved-search/getsearchsets",
    forMember(async (request, reply, member) => {
      const { pageSize } = validate(getSearchSetsRequestSchema, request.body ?? {});
      return { status: SAVED_SEARCH_STATUS_OK, searchSets: await searches.list(member.user.userId, pageSize) };
    }),
  );

  app.post(
    "/api/saved-search/getsearchsetbyids",
    forMember(async (request, reply, member) => {
      const { searchSetIds } = validate(searchSetByIdsRequestSchema, request.body ?? {});
      return { status: SAVED_SEARCH_STATUS_OK, searchSets: await searches.byIds(member.user.userId, searchSetIds) };
    }),
  );

  // A GET that deletes, as the spec names it: it needs the anti-forgery token like any state-changing call.
  app.get(
    "/api/saved-search/deleteusersearchset/:id",
    { onRequest: (request, reply, done) => app.csrfProtection(request, reply, done) },
    forMember(async (request, _reply, member) => {
      const { id } = validate(searchSetIdParamsSchema, request.params);
      if (!(await searches.remove(member.user.userId, id))) throw new AppError(404, "not_found", "No such saved search.");
      return { status: SAVED_SEARCH_STATUS_OK };
    }),
  );

  app.post(
    "/api/saved-search/hasSavedSearchSetByKeyword",
    forMember(async (request, reply, member) => {
      const q = validate(hasSavedByKeywordRequestSchema, request.body ?? {});
      const id = await searches.idByKeyword(member.user.userId, {
        keyword: q.keyword,
        searchType: q.searchSaveSetType,
        listingTypeId: q.listingPurposeType,
        searchResultType: q.searchResultType,
        searchResultId: q.searchResultId,
      });
      return { userSearchSetId: id ?? 0 };
    }),
  );

  app.post(
    "/api/saved-search/hasSavedSearchSetByDistrictId",
    forMember(async (request, reply, member) => {
      const q = validate(hasSavedByDistrictRequestSchema, request.body ?? {});
      const id = await searches.idByDistrict(member.user.userId, {
        districtId: q.districtId,
        searchType: q.searchSaveSetType,
        listingTypeId: q.listingPurposeType,
      });
      return { userSearchSetId: id ?? 0 };
    }),
  );

  app.post(
    "/api/saved-search/updatenotification",
    forMember(async (request, reply, member) => {
      const body = validate(updateNotificationRequestSchema, request.body ?? {});
      const changed = await searches.updateNotifications(member.user.userId, body.userSearchSetId ?? null, {
        enabled: body.notificationEnabled,
        frequency: body.notificationFrequency ?? null,
      });
      if (body.userSearchSetId !== undefined && changed === 0) throw new AppError(404, "not_found", "No such saved search.");
      return { status: SAVED_SEARCH_STATUS_OK, updated: changed };
    }),
  );
}
