// The saved-item calls in the OpenAPI document: saved and recently viewed
// properties, saved searches and follows, the alerts' settings and the
// one-click unsubscribe. Request bodies come straight from the zod contracts;
// every call answers only the session user's own items.
import type { z } from "zod";
import {
  deleteUserPropertiesRequestSchema,
  savedPropertyAlertsRequestSchema,
  saveUserPropertiesRequestSchema,
  userPropertiesRequestSchema,
  userPropertyIdsRequestSchema,
} from "../../domain/contracts/saved-properties.ts";
import {
  getSearchSetsRequestSchema,
  hasSavedByDistrictRequestSchema,
  hasSavedByKeywordRequestSchema,
  saveSearchSetRequestSchema,
  saveSearchSetsRequestSchema,
  searchSetByIdsRequestSchema,
  updateNotificationRequestSchema,
} from "../../domain/contracts/saved-searches.ts";
import { content, csrf, forbidden, invalid, signInRequired, verificationRequired } from "./openapi-accounts.ts";

const notFound = { description: "Not one of the member's own items" };

/** A state-changing member call with a JSON body. */
function call(summary: string, body: z.ZodType, answer: string, extra: Record<number, unknown> = {}, method: "post" | "delete" = "post") {
  return {
    [method]: {
      summary,
      parameters: [csrf],
      requestBody: { required: true, content: content(body, "input") },
      responses: { 200: { description: answer }, 400: invalid, 401: signInRequired, 403: forbidden, ...extra },
    },
  };
}

export function savedPaths(): Record<string, unknown> {
  const unsubscribeToken = { name: "token", in: "query", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{43}$" } };
  const mailLanguage = {
    name: "lang",
    in: "query",
    required: false,
    description: "The mail's language, which the page speaks; absent or unknown reads as en",
    schema: { type: "string", enum: ["en", "zh-hk", "zh-cn"] },
  };
  return {
    "/api/property/getuserproperties": call(
      "A page of the member's saved (1) or recently viewed (2) properties",
      userPropertiesRequestSchema,
      "{ pager: { currentPage, totalPages, totalItems }, properties }: result cards with propertyListingId, userPropertyId, createdDate, updatedDate, currencyId and available; available listings first, then by SortByType and order",
    ),
    "/api/property/getuserpropertyids": call(
      "The member's saved listing ids (the hearts)",
      userPropertyIdsRequestSchema,
      "{ data: { propertyIds } }, newest first",
    ),
    "/api/property/saveuserproperties": call(
      "Save listings (favourites or recently viewed); a guest's lists are uploaded here at sign-in",
      saveUserPropertiesRequestSchema,
      "{ data: { isSaved, savedCount } }; an item already saved keeps the earlier created date; unknown listings are skipped",
    ),
    "/api/property/deleteuserpropertybypropertyids": call(
      "Remove listings from a list",
      deleteUserPropertiesRequestSchema,
      "{ data: { isDeleted } }",
      {},
      "delete",
    ),
    "/api/property/savedpropertyalerts": call(
      "Turn the e-mails about saved properties (price cut, off or back on the market) on or off, and how often",
      savedPropertyAlertsRequestSchema,
      "{ data: { enabled, frequency } } (frequency 1 instant, 2 daily, 3 weekly)",
      { 403: { description: `${forbidden.description}; or ${verificationRequired.description}` } },
    ),
    "/api/saved-search/savesearchset": call(
      "Save a search or a follow",
      saveSearchSetRequestSchema,
      "{ result, duplicateResult, userSearchSetId, userSearchSets, isSaved }: a set with the same criteria is a duplicate unless forceSave",
    ),
    "/api/saved-search/savesearchsets": call(
      "Save several sets (a guest's pending search at sign-in)",
      saveSearchSetsRequestSchema,
      "The sets as saved",
    ),
    "/api/saved-search/getsearchsets": call(
      "The member's saved searches and follows",
      getSearchSetsRequestSchema,
      "{ status: 2, searchSets }",
    ),
    "/api/saved-search/getsearchsetbyids": call(
      "Some of the member's sets by id (another member's ids answer nothing)",
      searchSetByIdsRequestSchema,
      "{ status: 2, searchSets }",
    ),
    "/api/saved-search/deleteusersearchset/{id}": {
      get: {
        summary: "Delete a saved search or follow (a GET that changes state, as the spec names it: it needs the token)",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }, csrf],
        responses: { 200: { description: "{ status: 2 }" }, 400: invalid, 401: signInRequired, 403: forbidden, 404: notFound },
      },
    },
    "/api/saved-search/hasSavedSearchSetByKeyword": call(
      "The id of the member's set for a building, estate or keyword (0 when none): the follow check",
      hasSavedByKeywordRequestSchema,
      "{ userSearchSetId }",
    ),
    "/api/saved-search/hasSavedSearchSetByDistrictId": call(
      "The id of the member's follow of a district (0 when none)",
      hasSavedByDistrictRequestSchema,
      "{ userSearchSetId }",
    ),
    "/api/saved-search/updatenotification": call(
      "Turn one set's e-mail alerts (or every set's, without userSearchSetId) on or off, and how often",
      updateNotificationRequestSchema,
      "{ status: 2, updated }",
      { 404: notFound },
    ),
    "/alerts/unsubscribe": {
      get: {
        summary: "The page of an alert e-mail's unsubscribe link: changes nothing, shows a button that posts",
        parameters: [unsubscribeToken, mailLanguage],
        responses: { 200: { description: "HTML" }, 404: { description: "Malformed token" } },
      },
      post: {
        summary: "One-click unsubscribe (RFC 8058): the token is the authority, no session or anti-forgery token",
        description: "Turns off the alerts the token names: one saved search, the saved properties', or every alert of the member.",
        parameters: [unsubscribeToken, mailLanguage],
        responses: { 200: { description: "HTML: You are unsubscribed" }, 404: { description: "Unknown or expired token" } },
      },
    },
  };
}
