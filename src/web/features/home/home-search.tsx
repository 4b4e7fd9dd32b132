import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";

/** Buy/Rent and a keyword; a plain GET form so it works before hydration. */
export function HomeSearch() {
  const { t, language } = useI18n();
  return (
    <form className="home-search" method="get" action={`/${language}/property-search/buy`} role="search">
      <fieldset className="segmented">
        <legend className="visually-hidden">{t("home.purpose")}</legend>
        <label><input type="radio" name="purpose" value="buy" defaultChecked /> <span>{t("nav.buy")}</span></label>
        <label><input type="radio" name="purpose" value="rent" /> <span>{t("nav.rent")}</span></label>
      </fieldset>
      <div className="home-search-row">
        <label className="visually-hidden" htmlFor="home-keyword">{t("home.searchLabel")}</label>
        <input id="home-keyword" name="keyword" type="search" placeholder={t("home.searchPlaceholder")} autoComplete="off" />
        <button type="submit" className="button button-primary">
          <Icon name="search" />
          <span>{t("home.searchButton")}</span>
        </button>
      </div>
    </form>
  );
}
