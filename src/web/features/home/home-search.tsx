import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { isKeywordSearchable } from "../../../domain/validation/keyword.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { keywordPath } from "../../lib/keyword-path.ts";
import { suggestionPath } from "../../lib/suggestion-path.ts";
import { comboboxInputProps, SuggestionList, useKeywordCombobox } from "../../ui/keyword-combobox.tsx";

/**
 * Buy/Rent and a keyword. Before hydration it is a plain GET form (the search
 * route turns ?purpose=&keyword= into the search URL); after, it offers the
 * same place suggestions as the overlay and navigates directly, and below the
 * minimum keyword length it says why nothing happens.
 */
export function HomeSearch() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<"sale" | "rent">("sale");
  const [tooShort, setTooShort] = useState(false);
  const box = useKeywordCombobox(purpose);
  const id = useId();
  return (
    <form
      className="home-search"
      method="get"
      action={`/${language}/property-search/sale`}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const keyword = String(new FormData(e.currentTarget).get("keyword") ?? "");
        if (box.chosen) void navigate(suggestionPath(box.chosen, language, purpose));
        else if (keyword.trim() === "") void navigate(`/${language}/property-search/${purpose}`);
        else if (isKeywordSearchable(keyword)) void navigate(keywordPath(keyword, language, purpose));
        else setTooShort(true);
      }}
    >
      <fieldset className="segmented">
        <legend className="visually-hidden">{t("home.purpose")}</legend>
        <label>
          <input
            type="radio"
            name="purpose"
            value="sale"
            checked={purpose === "sale"}
            onChange={() => {
              setPurpose("sale");
              box.repurpose("sale");
            }}
          />{" "}
          <span>{t("nav.buy")}</span>
        </label>
        <label>
          <input
            type="radio"
            name="purpose"
            value="rent"
            checked={purpose === "rent"}
            onChange={() => {
              setPurpose("rent");
              box.repurpose("rent");
            }}
          />{" "}
          <span>{t("nav.rent")}</span>
        </label>
      </fieldset>
      <div className="home-search-box">
        <div className="home-search-row">
          <label className="visually-hidden" htmlFor="home-keyword">
            {t("home.searchLabel")}
          </label>
          <input
            {...comboboxInputProps(box, id, "home-keyword-message")}
            id="home-keyword"
            name="keyword"
            placeholder={t("home.searchPlaceholder")}
            onChange={(e) => {
              setTooShort(false);
              box.change(e.target.value);
            }}
          />
          <button type="submit" className="button button-primary">
            <Icon name="search" />
            <span>{t("home.searchButton")}</span>
          </button>
        </div>
        <SuggestionList
          box={box}
          id={id}
          onPick={(s) => void navigate(suggestionPath(s, language, purpose))}
          className="home-suggestions"
        />
      </div>
      <p id="home-keyword-message" className="home-search-message" aria-live="polite">
        {tooShort ? t("home.tooShort") : null}
      </p>
    </form>
  );
}
