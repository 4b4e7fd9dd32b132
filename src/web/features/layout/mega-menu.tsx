import { useState } from "react";
import { PathLink } from "../../ui/path-link.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MenuData, MenuGroup, MenuLink } from "./mega-menu-items.ts";
import { megaMenuOf } from "./mega-menu-links.ts";

export { megaMenuOf };
import type { MegaMenuKey } from "./menu-state.ts";

function MenuAnchor({ link, onChoose }: { link: MenuLink; onChoose: () => void }) {
  if (link.external) {
    const outside = link.to.startsWith("http");
    return (
      <a href={link.to} onClick={onChoose} {...(outside ? { rel: "noopener", target: "_blank" } : {})}>
        {link.label}
      </a>
    );
  }
  return (
    <PathLink to={link.to} onClick={onChoose}>
      {link.label}
    </PathLink>
  );
}

function Groups({ groups, onChoose }: { groups: MenuGroup[]; onChoose: () => void }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.heading} className={group.wide ? "menu-group menu-group-wide" : "menu-group"}>
          <p className="menu-group-heading">{group.heading}</p>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <MenuAnchor link={link} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * A popup's (or a mobile step's) groups of links; Resources adds the For Sale / For Rent switch of its popular places.
 * The links are built here, so a header whose popups are not rendered (a hydrating page keeps them as served) builds none.
 */
export function MegaMenuBody({ menuKey, data, onChoose }: { menuKey: MegaMenuKey; data: MenuData; onChoose: () => void }) {
  const { t, language } = useI18n();
  const [purpose, setPurpose] = useState<"sale" | "rent">("sale");
  const menu = megaMenuOf(menuKey, language, data, t);
  return (
    <div className="mega-menu-body">
      <Groups groups={menu.groups} onChoose={onChoose} />
      {menu.byPurpose ? (
        <div className="menu-group menu-group-wide">
          <div className="view-switch" role="group" aria-label={t("menu.popularPlaces")}>
            {(["sale", "rent"] as const).map((p) => (
              <button key={p} type="button" className="view-button" aria-pressed={purpose === p} onClick={() => setPurpose(p)}>
                {t(p === "sale" ? "menu.forSale" : "menu.forRent")}
              </button>
            ))}
          </div>
          <div className="menu-purpose-groups">
            <Groups groups={menu.byPurpose[purpose]} onChoose={onChoose} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
