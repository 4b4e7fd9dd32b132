import { lazy, Suspense, useLayoutEffect, useRef } from "react";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { closeAllPanels, FILTER_PANELS, togglePanel } from "../../../domain/search/filter-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { filterBarLabels } from "./filter-bar-labels.ts";
import type { PlaceTree } from "./place-tree.ts";
import type { SearchFilter } from "./use-search-filter.ts";
import type { SectionProps } from "./filter-section-types.ts";
import { SearchIcon } from "../../ui/search-icons.tsx";
import { usePhoneSheet } from "../../lib/use-phone-sheet.ts";
import { PanelMessages } from "../../i18n/panel-messages.tsx";

const loadBarPanelBody = () => import("./bar-panel-body.tsx");
const BarPanelBody = lazy(loadBarPanelBody);

type Props = { search: SearchFilter; query: SearchQuery; places: PlaceTree; onOpenDialog: () => void };

/** The header filter bar: one panel open at a time, changes applied after the debounce. */
export function FilterBar({ search, places, onOpenDialog }: Props) {
  const { t, language } = useI18n();
  const { filter, change } = search;
  const bar = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  usePhoneSheet(sheet, filter.openPanel);
  const labels = filterBarLabels(filter, places, t, language);
  const section: SectionProps = { filter, onChange: change, variant: "header", idPrefix: "bar" };

  // Escape and a click outside close the open panel, heard from the moment it opens (not after the next paint).
  useLayoutEffect(() => {
    if (!filter.openPanel) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") change(closeAllPanels);
    };
    const onClick = (e: MouseEvent) => {
      if (bar.current && !bar.current.contains(e.target as Node)) change(closeAllPanels);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [filter.openPanel, change]);

  return (
    <div className="filter-bar" ref={bar}>
      <div className="container filter-bar-inner">
        <button type="button" className="bar-button bar-button-strong" onClick={onOpenDialog}>
          <SearchIcon name="filter" /> <span>{t("search.filters")}</span>
        </button>
        <ul className="bar-list" aria-label={t("search.filterBar")}>
          {FILTER_PANELS.map((key) => {
            const open = filter.openPanel === key;
            return (
              <li key={key} className={`bar-item bar-item-${key}`}>
                <button
                  type="button"
                  className={`bar-button${labels[key].active ? " is-active" : ""}`}
                  aria-expanded={open}
                  aria-controls={`panel-${key}`}
                  onClick={() => change((s) => togglePanel(s, key))}
                >
                  <span>{labels[key].text}</span> <SearchIcon name="chevronDown" size={16} />
                </button>
                {open ? (
                  <div ref={sheet} className="bar-panel" id={`panel-${key}`} role="group" aria-label={t(`search.panel.${key}`)}>
                    <div className="bar-panel-head">
                      <p className="bar-panel-title">{t(`search.panel.${key}`)}</p>
                      <button type="button" className="icon-button" aria-label={t("search.close")} onClick={() => change(closeAllPanels)}>
                        <Icon name="close" />
                      </button>
                    </div>
                    <Suspense fallback={<div className="panel-loading" />}>
                      <PanelMessages part="search-panels" load={loadBarPanelBody}>
                        <BarPanelBody panel={key} section={section} places={places} />
                      </PanelMessages>
                    </Suspense>
                    <div className="bar-panel-foot">
                      <button type="button" className="button button-primary" onClick={() => change(closeAllPanels)}>
                        {t("search.done")}
                      </button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
