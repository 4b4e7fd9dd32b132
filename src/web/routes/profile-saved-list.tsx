import { useLoaderData } from "react-router";
import type { Route } from "./+types/profile-saved-list.ts";
import { requestContext } from "../app-context.ts";
import { languageIdFromCode, parseLanguageCode } from "../../domain/i18n/languages.ts";
import { SAVED_PROPERTY_TYPE, SAVED_SORT, SAVED_ORDER } from "../../domain/saved/saved-codes.ts";
import { COLLECTION_PAGE_PARAM, parsePageParam } from "../lib/page-param.ts";
import { SAVED_LIST_PAGE_SIZE, SavedListPage, type SavedListKind } from "../features/saved/saved-list-page.tsx";

function kindOf(pathname: string): SavedListKind {
  return /\/recentlyviewed\/?(?:\.data)?$/.test(pathname) ? "recentlyViewed" : "savedProperties";
}

/**
 * /{lang}/profile/savedproperties and /{lang}/profile/recentlyviewed: a
 * member's lists come from the server with the page; a guest's are in the
 * browser, so the page reads them after hydration.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, currencyId, viewer } = context.get(requestContext);
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const page = parsePageParam(url.searchParams, COLLECTION_PAGE_PARAM);
  if (!viewer.user) return { kind, currencyId, page, list: null };
  const list = await services.savedProperties.page(viewer.user.userId, {
    CurrencyType: currencyId,
    SavedPropertyType: kind === "recentlyViewed" ? SAVED_PROPERTY_TYPE.RecentlyViewed : SAVED_PROPERTY_TYPE.Favorite,
    SortByType: kind === "recentlyViewed" ? SAVED_SORT.UpdatedDate : SAVED_SORT.CreatedDate,
    order: SAVED_ORDER.Descending,
    PageNumber: page,
    PageSize: SAVED_LIST_PAGE_SIZE[kind],
    LanguageId: languageIdFromCode(parseLanguageCode(params.lang) ?? "en"),
  });
  return { kind, currencyId, page, list };
}

export default function Page() {
  const data = useLoaderData<typeof loader>();
  return <SavedListPage key={data.kind} {...data} />;
}
