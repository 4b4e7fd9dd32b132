import { Link } from "react-router";
import { placePath } from "../../../domain/listing/listing-path.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import type { Names } from "../../../domain/i18n/languages.ts";
import { nameIn } from "../../lib/localized-name.ts";

export type Development = { id: number; names: Names; listings: number; builtYear?: number };

/** Developments: estates newest first, each leading to its development page. */
export function DevelopmentsPage(props: { developments: Development[] }) {
  const { t, language } = useI18n();
  return (
    <div className="container page-wide">
      <PageMeta title={`${t("place.developments")} | ${t("site.name")}`} description={t("place.developmentsDescription")} />
      <Breadcrumbs items={[{ label: t("place.developments") }]} />
      <h1>{t("place.developments")}</h1>
      <p className="lead">{t("place.developmentsLead")}</p>
      <ul className="tool-cards">
        {props.developments.map((d) => (
          <li key={d.id}>
            <h2>
              <Link to={placePath(language, "development", nameIn(d.names, language), d.id)}>{nameIn(d.names, language)}</Link>
            </h2>
            <p>
              {d.builtYear ? t("place.completed", { year: String(d.builtYear) }) : null} · {t("place.listingsCount", { count: d.listings })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
