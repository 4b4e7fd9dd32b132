import { PathLink } from "./path-link.tsx";
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
            {item.to && index < items.length - 1 ? (
              <PathLink to={item.to}>{item.label}</PathLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
