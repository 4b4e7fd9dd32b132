import { savedCardPurpose } from "../../../domain/saved/saved-purpose.ts";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { Pager as PagerState } from "../../../domain/util/pager.ts";
import { pagerOf } from "../../../domain/util/pager.ts";
import { languageIdFromCode } from "../../../domain/i18n/languages.ts";
import { recentlyViewedPage, RECENTLY_VIEWED_PAGE_SIZE, sortSavedItems } from "../../../domain/saved/local-lists.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { api } from "../../lib/api-client.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { FAVOURITES_KEY, readLocalList, RECENTLY_VIEWED_KEY } from "../../lib/local-saved.ts";
import { COLLECTION_PAGE_PARAM } from "../../lib/page-param.ts";
import { isSavedListing, savedCount, savedVersion, subscribeSaved, uploadLocalLists } from "../../lib/saved-listings.ts";
import { SAVED_PAGES } from "../../lib/saved-pages.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { pageHref, Pager } from "../../ui/pager.tsx";
import { ResultCard } from "../../ui/result-card.tsx";
import { SearchIconSprite } from "../../ui/search-icons.tsx";

export type SavedListKind = "savedProperties" | "recentlyViewed";

/** Saved properties show 24 a page (a search page's size); recently viewed 12. */
export const SAVED_LIST_PAGE_SIZE: Record<SavedListKind, number> = { savedProperties: 24, recentlyViewed: RECENTLY_VIEWED_PAGE_SIZE };

/** `listingTypeId`: the purpose it was saved or viewed under, which the card shows. */
type SavedCard = ResultItem & { available: boolean; listingTypeId?: number | null };
type SavedList = { pager: PagerState; properties: SavedCard[] };
type ByIdsAnswer = { data: { properties: (ResultItem & { isAvaliable: boolean })[] } };

/** A guest's list, kept in this browser: the cards come from the server, the order from the spec's rules. */
async function guestList(kind: SavedListKind, page: number, currencyId: CurrencyId, languageId: number): Promise<SavedList> {
  const local = readLocalList(kind === "recentlyViewed" ? RECENTLY_VIEWED_KEY : FAVOURITES_KEY);
  const size = SAVED_LIST_PAGE_SIZE[kind];
  // Recently viewed: newest first, one page asked for; saved: every entry (≤ 120) to put available ones first.
  const wanted = kind === "recentlyViewed" ? recentlyViewedPage(local, page) : local;
  if (wanted.length === 0) return { pager: pagerOf(page, local.length, size), properties: [] };
  const answer = await api.post<ByIdsAnswer>("/api/property/getpropertiesbyids", {
    CurrencyType: currencyId,
    PropertyListingIds: wanted.map((x) => x.propertyListingId),
    LanguageId: languageId,
  });
  const cards = new Map(answer.data.properties.map((p) => [p.id, p]));
  const known = wanted.flatMap((entry) => {
    const card = cards.get(entry.propertyListingId);
    return card
      ? [
          {
            ...card,
            propertyListingId: card.id,
            createdDate: entry.createdDate,
            available: card.isAvaliable,
            listingTypeId: entry.listingTypeId ?? null,
          },
        ]
      : [];
  });
  const ordered = kind === "recentlyViewed" ? known : sortSavedItems(known).slice((page - 1) * size, page * size);
  return { pager: pagerOf(page, local.length, size), properties: ordered };
}

export function SavedListPage(props: { kind: SavedListKind; currencyId: CurrencyId; page: number; list: SavedList | null }) {
  const { t, language } = useI18n();
  const { user } = useLayout();
  const store = useLayoutStore();
  const { pathname, search } = useLocation();
  const [guest, setGuest] = useState<SavedList | "loading" | "failed">("loading");
  const version = useSyncExternalStore(subscribeSaved, savedVersion, () => -1);

  useEffect(() => {
    if (props.list) return;
    let live = true;
    guestList(props.kind, props.page, props.currencyId, languageIdFromCode(language)).then(
      (list) => live && setGuest(list),
      () => live && setGuest("failed"),
    );
    return () => {
      live = false;
    };
  }, [props.list, props.kind, props.page, props.currencyId, language]);

  // A member who has just signed up or in may come here before what they saved as a guest is on the server
  // (the upload starts with the sign-in and a page load cuts it short): the list is read again once it is.
  const { revalidate } = useRevalidator();
  const isMemberList = props.list !== null;
  useEffect(() => {
    if (!isMemberList || !user) return;
    if (readLocalList(FAVOURITES_KEY).length + readLocalList(RECENTLY_VIEWED_KEY).length === 0) return;
    let live = true;
    void uploadLocalLists(user).then(() => {
      if (live) void revalidate();
    });
    return () => {
      live = false;
    };
  }, [isMemberList, user, revalidate]);

  const list = props.list ?? (typeof guest === "object" ? guest : null);
  const title = t(props.kind === "recentlyViewed" ? "saved.page.recentlyViewed" : "saved.page.savedProperties");
  // A heart clicked here takes the listing off the saved list at once.
  const stillSaved = (id: number) =>
    props.kind !== "savedProperties" || version < 0 || savedCount(user) === null || isSavedListing(user, id);
  const items = list ? list.properties.filter((item) => stillSaved(item.id)) : [];

  return (
    <div className="container page-wide saved-page">
      <SearchIconSprite cardsOnly />
      <PageMeta title={`${title} | ${t("site.name")}`} description={title} noindex />
      <h1>{title}</h1>
      <p className="lead">{t(props.kind === "recentlyViewed" ? "saved.page.viewedLead" : "saved.page.savedLead")}</p>
      <nav className="saved-tabs" aria-label={t("saved.menu.title")}>
        {SAVED_PAGES.map((page) => (
          <Link key={page.key} to={`/${language}/${page.path}`} aria-current={page.key === props.kind ? "page" : undefined}>
            {t(page.label)}
          </Link>
        ))}
      </nav>
      {user ? null : (
        <aside className="saved-invite" data-testid="saved-invite">
          <div>
            <h2>{t("saved.page.guestTitle")}</h2>
            <p>{t("saved.page.guestText")}</p>
          </div>
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={() => store.openSignup()}>
              {t("saved.page.signUp")}
            </button>
            <button type="button" className="button button-ghost" onClick={() => store.openLogin()}>
              {t("saved.page.signIn")}
            </button>
          </div>
        </aside>
      )}
      {list === null ? (
        <p className="muted" role="status">
          {guest === "failed" ? t("account.msg.apiCallError") : t("saved.page.loading")}
        </p>
      ) : (
        <>
          <p className="muted" data-testid="saved-total">
            {t("saved.page.total", { count: list.pager.totalItems })}
          </p>
          {items.length === 0 ? (
            <p className="saved-empty">
              {t(props.kind === "recentlyViewed" ? "saved.page.emptyViewed" : "saved.page.emptySaved")}{" "}
              <Link to={`/${language}/property-search/buy`}>{t("saved.page.browse")}</Link>
            </p>
          ) : (
            <ul className="results-grid">
              {items.map((item, index) => (
                <li key={item.id} className={item.available ? "saved-item" : "saved-item is-unavailable"} data-testid="saved-item">
                  {item.available ? null : <p className="saved-unavailable">{t("saved.page.notAvailable")}</p>}
                  <ResultCard
                    item={item}
                    searched={savedCardPurpose(item, item.listingTypeId)}
                    currencyId={props.currencyId}
                    layout="grid"
                    eager={index < 2}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.pager.totalPages > 1 ? (
            <Pager
              page={list.pager.currentPage}
              totalPages={list.pager.totalPages}
              hrefFor={(n) => pageHref(pathname, search, COLLECTION_PAGE_PARAM, n)}
              label={t("saved.page.pager")}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
