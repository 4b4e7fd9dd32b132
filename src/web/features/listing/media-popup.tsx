import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import type { ListingMedia } from "../../../server/services/listing-detail/listing-media.ts";
import { TourViewer } from "./tour-viewer.tsx";
import { tabOfHash } from "../../lib/tab-hash.ts";

export type MediaTab = "tour" | "video";

/**
 * The virtual tour and the video of a listing, in a modal <dialog> with a tab
 * for each it has (focus stays inside, Escape closes and focus returns to the
 * opener). The viewer and the video exist only while their tab is shown, so
 * closing stops the video and frees the 360° viewer.
 */
export function MediaPopup(props: {
  media: ListingMedia;
  open: MediaTab | null;
  onTab: (tab: MediaTab) => void;
  onClose: () => void;
  title: string;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const tabs = (["tour", "video"] as const).filter((k) => (k === "tour" ? props.media.tour : props.media.video));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) element.showModal();
    if (!props.open && element.open) element.close();
  }, [props.open]);

  return (
    <dialog ref={dialog} className="photo-popup media-popup" aria-label={t("listing.mediaTabs")} onClose={props.onClose}>
      <div className="popup-head">
        <div role="tablist" aria-label={t("listing.mediaTabs")} className="popup-tabs">
          {tabs.map((key) => (
            <button key={key} type="button" role="tab" aria-selected={key === props.open} onClick={() => props.onTab(key)}>
              {t(key === "tour" ? "listing.virtualTour" : "listing.video")}
            </button>
          ))}
        </div>
        <button type="button" className="icon-button" onClick={props.onClose} aria-label={t("listing.closeMedia")}>
          <Icon name="close" />
        </button>
      </div>
      {props.open === "tour" && props.media.tour ? (
        <div className="media-panel" role="tabpanel" aria-label={t("listing.virtualTour")}>
          <TourViewer scenes={props.media.tour} />
        </div>
      ) : null}
      {props.open === "video" && props.media.video ? (
        <div className="media-panel" role="tabpanel" aria-label={t("listing.video")}>
          <video
            className="media-video"
            controls
            playsInline
            preload="metadata"
            aria-label={t("listing.videoTitle", { building: props.title })}
            data-testid="listing-video"
          >
            <source src={props.media.video.src} type={props.media.video.type} />
            {t("listing.videoUnsupported")}
          </video>
        </div>
      ) : null}
    </dialog>
  );
}

const MEDIA_TAB_NAMES: Record<string, MediaTab> = {
  vr: "tour",
  tour: "tour",
  virtualtour: "tour",
  "360": "tour",
  video: "video",
};

/** The media tab a `#tab={name}` hash names: vr (or tour, virtual-tour, 360) or video. */
export function mediaTabOfHash(hash: string): MediaTab | null {
  const name = tabOfHash(hash);
  return name === null ? null : (MEDIA_TAB_NAMES[name] ?? null);
}
