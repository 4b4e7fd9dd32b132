import { Link } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";

export interface Crumb {
  label: string;
  to?: string;
}

/** Home first, then the trail; the last crumb is the current page. */
export function Breadcrumbs(props: { items: Crumb[] }) {
  const { t, language } = useI18n();
  const items: Crumb[] = [{ label: t("nav.home"), to: `/${language}` }, ...props.items];
  return (
    <nav aria-label={t("nav.breadcrumbs")} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to && index < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
