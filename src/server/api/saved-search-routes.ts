// The saved-search calls: a member's saved searches and follows. Whose sets
// they are comes from the session; an id in a request only names one of the
// member's own sets (another member's answers as an unknown one: 404).
import {
  getSearchSetsRequestSchema,
  hasSavedByDistrictRequestSchema,
  hasSavedByKeywordRequestSchema,
  SAVED_SEARCH_STATUS_OK,
  saveSearchSetRequestSchema,
  saveSearchSetResponseSchema,
  saveSearchSetsRequestSchema,
  searchSetByIdsRequestSchema,
  searchSetIdParamsSchema,
  searchSetIdResponseSchema,
  searchSetsResponseSchema,
  savedSearchStatusResponseSchema,
  updateNotificationRequestSchema,
} from "../../domain/contracts/saved-searches.ts";
import { savedPolicy } from "../../domain/policy/saved-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { SavedServices } from "../services/saved/saved-services.ts";
import { validate } from "../http/validate.ts";
import { AppError } from "../http/errors.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { memberOf, noStore } from "./account-http.ts";

const own = accessOf(savedPolicy, "own");
const notOwn = { 404: "Not one of the member's own sets (another member's answers the same)" };

export const savedSearchRoutes: ModuleRoutes<SavedServices> = async (app, { services }) => {
  const searches = services.searches;
  noStore(app);

  app.post(
    "/api/saved-search/savesearchset",
    contract({
      summary: "Save a search or a follow; a set with the same criteria is a duplicate unless forceSave",
      access: own,
      body: saveSearchSetRequestSchema,
      response: saveSearchSetResponseSchema,
    }),
    async (request) => {
      const { forceSave, ...set } = validate(saveSearchSetRequestSchema, request.body ?? {});
      return searches.save(memberOf(request).user.userId, set, forceSave);
    },
  );

  app.post(
    "/api/saved-search/savesearchsets",
    contract({
      summary: "Save several sets (a guest's pending search at sign-in)",
      access: own,
      body: saveSearchSetsRequestSchema,
      response: "The sets as saved",
    }),
    async (request) => searches.saveMany(memberOf(request).user.userId, validate(saveSearchSetsRequestSchema, request.body ?? [])),
  );

  app.post(
    "/api/saved-search/getsearchsets",
    contract({
      summary: "The member's saved searches and follows",
      access: own,
      body: getSearchSetsRequestSchema,
      response: searchSetsResponseSchema,
    }),
    async (request) => {
      const { pageSize } = validate(getSearchSetsRequestSchema, request.body ?? {});
      return { status: SAVED_SEARCH_STATUS_OK, searchSets: await searches.list(memberOf(request).user.userId, pageSize) };
    },
  );

  app.post(
    "/api/saved-search/getsearchsetbyids",
    contract({
      summary: "Some of the member's sets by id (another member's ids answer nothing, as unknown ones do)",
      access: own,
      body: searchSetByIdsRequestSchema,
      response: searchSetsResponseSchema,
      example: { body: { searchSetIds: [1] } },
      ownedIds: [{ in: "body", field: "searchSetIds", record: "savedSearch", list: true }],
    }),
    async (request) => {
      const { searchSetIds } = validate(searchSetByIdsRequestSchema, request.body ?? {});
      return { status: SAVED_SEARCH_STATUS_OK, searchSets: await searches.byIds(memberOf(request).user.userId, searchSetIds) };
    },
  );

  // A GET that deletes, as the spec names it: it needs the anti-forgery token like any state-changing call.
  app.get(
    "/api/saved-search/deleteusersearchset/:id",
    contract({
      summary: "Delete a saved search or follow (a GET that changes state, as the spec names it: it needs the token)",
      access: own,
      csrf: true,
      params: searchSetIdParamsSchema,
      response: savedSearchStatusResponseSchema,
      errors: notOwn,
      example: { params: { id: 1 } },
      ownedIds: [{ in: "params", field: "id", record: "savedSearch" }],
    }),
    async (request) => {
      const { id } = validate(searchSetIdParamsSchema, request.params);
      if (!(await searches.remove(memberOf(request).user.userId, id))) throw new AppError(404, "not_found", "No such saved search.");
      return { status: SAVED_SEARCH_STATUS_OK };
    },
  );

  app.post(
    "/api/saved-search/hasSavedSearchSetByKeyword",
    contract({
      summary: "The id of the member's set for a building, estate or keyword (0 when none): the follow check",
      access: own,
      body: hasSavedByKeywordRequestSchema,
      response: searchSetIdResponseSchema,
    }),
    async (request) => {
      const q = validate(hasSavedByKeywordRequestSchema, request.body ?? {});
      const id = await searches.idByKeyword(memberOf(request).user.userId, {
        keyword: q.keyword,
        searchType: q.searchSaveSetType,
        listingTypeId: q.listingPurposeType,
        searchResultType: q.searchResultType,
        searchResultId: q.searchResultId,
      });
      return { userSearchSetId: id ?? 0 };
    },
  );

  app.post(
    "/api/saved-search/hasSavedSearchSetByDistrictId",
    contract({
      summary: "The id of the member's follow of a district (0 when none)",
      access: own,
      body: hasSavedByDistrictRequestSchema,
      response: searchSetIdResponseSchema,
    }),
    async (request) => {
      const q = validate(hasSavedByDistrictRequestSchema, request.body ?? {});
      const id = await searches.idByDistrict(memberOf(request).user.userId, {
        districtId: q.districtId,
        searchType: q.searchSaveSetType,
        listingTypeId: q.listingPurposeType,
      });
      return { userSearchSetId: id ?? 0 };
    },
  );

  app.post(
    "/api/saved-search/updatenotification",
    contract({
      summary: "Turn one set's e-mail alerts (or every set's, without userSearchSetId) on or off, and how often",
      access: own,
      body: updateNotificationRequestSchema,
      response: savedSearchStatusResponseSchema,
      errors: notOwn,
      example: { body: { userSearchSetId: 1, notificationEnabled: true, notificationFrequency: 2 } },
      ownedIds: [{ in: "body", field: "userSearchSetId", record: "savedSearch" }],
    }),
    async (request) => {
      const body = validate(updateNotificationRequestSchema, request.body ?? {});
      const changed = await searches.updateNotifications(memberOf(request).user.userId, body.userSearchSetId ?? null, {
        enabled: body.notificationEnabled,
        frequency: body.notificationFrequency ?? null,
      });
      if (body.userSearchSetId !== undefined && changed === 0) throw new AppError(404, "not_found", "No such saved search.");
      return { status: SAVED_SEARCH_STATUS_OK, updated: changed };
    },
  );
};
