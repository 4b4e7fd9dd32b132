import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { PathLink } from "../../ui/path-link.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { pendingSearchSet, uploadPendingSearch } from "../../lib/saved-searches.ts";
import { loadSavedIds, savedCount, savedVersion, subscribeSaved, uploadLocalLists } from "../../lib/saved-listings.ts";
import { SAVED_PAGES } from "../../lib/saved-pages.ts";
import { useDismissableMenu } from "./use-dismissable-menu.ts";
import { Icon } from "../../ui/icons.tsx";

/** Below this width the heart opens the menu instead of going to the saved properties. */
const MOBILE_WIDTH_LIMIT = 1280;

/** The saved menu's count, and, once someone is signed in, the upload of what they saved as a guest (lists and pending search). */
function useSavedCount(): number | null {
  const { user } = useLayout();
  const store = useLayoutStore();
  const hydrated = useSyncExternalStore(subscribeSaved, savedVersion, () => -1) >= 0;
  useEffect(() => {
    void uploadLocalLists(user).then(() => loadSavedIds(user).catch(() => {}));
    uploadPendingSearch(user, store.getState().returnState !== null).catch(() => {
      // Kept for the next page (it expires after 7 days).
    });
  }, [user, store]);
  return hydrated ? savedCount(user) : null;
}

/** The page that lists saved searches, where a guest's kept search is shown too. */
const SAVED_SEARCHES_PATH = "profile/savedsearch";

function SavedLinks(props: { onChoose: () => void }) {
  const { t, language } = useI18n();
  const { user } = useLayout();
  // The menu opens only in the browser, so the guest's kept search can be read as it renders.
  const kept = user ? null : pendingSearchSet();
  return (
    <ul className="account-menu-list">
      {SAVED_PAGES.map((page) => (
        <li key={page.path}>
          <PathLink to={`/${language}/${page.path}`} onClick={props.onChoose}>
            {page.path === SAVED_SEARCHES_PATH && kept ? (
              <span className="saved-menu-entry">
                {t(page.label)}
                <span className="saved-menu-kept" data-testid="saved-menu-kept">
                  {t("saved.menu.keptSearch", { name: kept.name })}
                </span>
              </span>
            ) : (
              t(page.label)
            )}
          </PathLink>
        </li>
      ))}
    </ul>
  );
}

/** Favourite in the header: on a wide screen the heart goes to the saved properties and the chevron opens the saved menu; on a narrow one the heart opens it. */
export function SavedMenu() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const count = useSavedCount();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDismissableMenu(root);

  const heart = () => {
    if (window.innerWidth < MOBILE_WIDTH_LIMIT) setOpen((o) => !o);
    else void navigate(`/${language}/${SAVED_PAGES[0]!.path}`);
  };
  const label = count === null ? t("saved.menu.title") : `${t("saved.menu.title")} · ${t("saved.menu.count", { count })}`;
  return (
    <div className="account-menu saved-menu" ref={root}>
      <button
        type="button"
        className="icon-button saved-button"
        aria-label={label}
        title={label}
        onClick={heart}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
      >
        <Icon name="heart" />
        {count ? (
          <span className="saved-count" data-testid="saved-count" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className="icon-button account-chevron"
        aria-label={t("saved.menu.open")}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div className="dropdown-menu account-menu-panel" id={menuId}>
          <SavedLinks onChoose={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
