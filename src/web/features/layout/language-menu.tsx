import { useLocation } from "react-router";
import { PathLink } from "../../ui/path-link.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { LANGUAGE_CODES, pathInLanguage } from "../../lib/language-path.ts";
import { LANGUAGES } from "../../../domain/i18n/languages.ts";

/** Rewrites (or inserts) the language segment and keeps the rest of the URL; a full page load, as the spec asks. */
export function LanguageMenu() {
  const { t, language } = useI18n();
  const location = useLocation();
  return (
    <details className="dropdown language-dropdown">
      <summary className="dropdown-toggle">
        <Icon name="globe" />
        <span className="visually-hidden">{t("language.label")}: </span>
        <span className="dropdown-value">{t(`language.${language}`)}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <ul className="dropdown-menu">
        {LANGUAGE_CODES.map((code) => (
          <li key={code}>
            <PathLink
              reloadDocument
              to={pathInLanguage(location.pathname, code) + location.search + location.hash}
              hrefLang={code}
              lang={LANGUAGES[code].hreflang}
              aria-current={code === language ? "true" : undefined}
            >
              {t(`language.${code}`)}
            </PathLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
