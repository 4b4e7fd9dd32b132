import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { photoAt, photoSrcSet } from "../../lib/photo-sources.ts";

export type PhotoTab = "PP" | "FP" | "BP";
export type Photo = { path: string; caption: string };
const TAB_KEYS: Record<PhotoTab, string> = { PP: "listing.tabPhotos", FP: "listing.tabFloorPlans", BP: "listing.tabBuilding" };

/**
 * The photo popup: a modal <dialog> (focus stays inside, Escape closes and
 * focus returns to the opener) with tabs for photos, floor plans and building
 * photos, a grid of all photos and a single-photo view with a thumbnail menu.
 * Left and right arrows move between photos.
 */
export function PhotoPopup(props: {
  photos: Record<PhotoTab, Photo[]>;
  open: { tab: PhotoTab; index: number } | null;
  onClose: () => void;
  title: string;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<PhotoTab>("PP");
  const [index, setIndex] = useState(0);
  const [view, setView] = useState<"single" | "grid">("single");
  const tabs = (Object.keys(TAB_KEYS) as PhotoTab[]).filter((k) => props.photos[k].length > 0);
  const list = props.photos[tab];
  const current = list[Math.min(index, list.length - 1)];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open) {
      setTab(props.open.tab);
      setIndex(props.open.index);
      setView("single");
      if (!element.open) element.showModal();
    } else if (element.open) element.close();
  }, [props.open]);

  const move = (step: number) => setIndex((i) => (i + step + list.length) % list.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (view !== "single" || list.length < 2) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      move(1);
    }
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      move(-1);
    }
  };

  return (
    <dialog ref={dialog} className="photo-popup" aria-label={props.title} onClose={props.onClose} onKeyDown={onKeyDown}>
      <div className="popup-head">
        <div role="tablist" aria-label={t("listing.photoTabs")} className="popup-tabs">
          {tabs.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={key === tab}
              onClick={() => {
                setTab(key);
                setIndex(0);
              }}
            >
              {t(TAB_KEYS[key])} <span className="muted">{props.photos[key].length}</span>
            </button>
          ))}
        </div>
        <button type="button" className="button button-ghost popup-view" onClick={() => setView(view === "grid" ? "single" : "grid")}>
          {t(view === "grid" ? "listing.viewSingle" : "listing.viewGrid")}
        </button>
        <button type="button" className="icon-button" onClick={props.onClose} aria-label={t("listing.closePhotos")}>
          <Icon name="close" />
        </button>
      </div>
      {props.open && view === "grid" ? (
        <ul className="popup-grid" role="tabpanel" aria-label={t(TAB_KEYS[tab])}>
          {list.map((photo, i) => (
            <li key={photo.path}>
              <button
                type="button"
                onClick={() => {
                  setIndex(i);
                  setView("single");
                }}
                aria-label={t("listing.photoOf", { n: i + 1, total: list.length })}
              >
                <img src={photoAt(photo.path, 320)} alt="" loading="lazy" width={320} height={240} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {props.open && view === "single" && current ? (
        <div className="popup-single" role="tabpanel" aria-label={t(TAB_KEYS[tab])}>
          <figure>
            <img
              src={photoAt(current.path, 1280)}
              srcSet={photoSrcSet(current.path)}
              sizes="100vw"
              alt={current.caption || props.title}
              width={1280}
              height={960}
            />
            <figcaption aria-live="polite">
              <span>{current.caption}</span>{" "}
              <span className="muted" data-testid="photo-position">
                {t("listing.photoOf", { n: index + 1, total: list.length })}
              </span>
            </figcaption>
          </figure>
          {list.length > 1 ? (
            <>
              <button type="button" className="popup-arrow popup-prev" onClick={() => move(-1)} aria-label={t("listing.previousPhoto")}>
                ‹
              </button>
              <button type="button" className="popup-arrow popup-next" onClick={() => move(1)} aria-label={t("listing.nextPhoto")}>
                ›
              </button>
            </>
          ) : null}
          <ul className="popup-menu" aria-label={t("listing.photoMenu")}>
            {list.map((photo, i) => (
              <li key={photo.path}>
                <button
                  type="button"
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                  aria-label={t("listing.photoOf", { n: i + 1, total: list.length })}
                >
                  <img src={photoAt(photo.path, 320)} alt="" loading="lazy" width={96} height={72} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </dialog>
  );
}
