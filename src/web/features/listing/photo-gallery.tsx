import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { PhotoPopup, type Photo, type PhotoTab } from "./photo-popup.tsx";
import type { ListingMedia } from "../../../server/services/listing-detail/listing-media.ts";
import { MediaPopup, mediaTabOfHash, type MediaTab } from "./media-popup.tsx";
import { photoAt, photoSrcSet } from "../../lib/photo-sources.ts";
import { SearchIcon } from "../../ui/search-icons.tsx";
import { tabOfHash } from "../../lib/tab-hash.ts";

/**
 * The lead photo and four more; any of them, or the tab buttons, opens the
 * popup. A listing without photos shows its static map instead. A listing
 * with a virtual tour or a video has a button for each, which opens them in
 * their own popup.
 */
export function PhotoGallery(props: {
  photos: Record<PhotoTab, Photo[]>;
  title: string;
  mapUrl: string;
  marks: string[];
  unavailable: boolean;
  media: ListingMedia;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState<{ tab: PhotoTab; index: number } | null>(null);
  const [media, setMedia] = useState<MediaTab | null>(null);
  const lead = props.photos.PP[0] ?? props.photos.BP[0];
  const leadTab: PhotoTab = props.photos.PP[0] ? "PP" : "BP";
  const more = props.photos.PP.slice(1, 5);
  // #tab={name} opens the popup at that tab (a photo group, the tour or the video), on arrival and when the hash changes.
  const photos = useRef(props.photos);
  photos.current = props.photos;
  const has = useRef(props.media);
  has.current = props.media;
  useEffect(() => {
    const openFromHash = () => {
      const tab = photoTabOfHash(window.location.hash);
      if (tab && photos.current[tab].length > 0) setOpen({ tab, index: 0 });
      const mediaTab = mediaTabOfHash(window.location.hash);
      if (mediaTab === "tour" && has.current.tour) setMedia("tour");
      if (mediaTab === "video" && has.current.video) setMedia("video");
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);
  return (
    <section className="gallery" aria-label={t("listing.photos")}>
      {lead ? (
        <div className={more.length > 0 ? "gallery-grid" : "gallery-grid gallery-single"}>
          <button
            type="button"
            className="gallery-lead"
            onClick={() => setOpen({ tab: leadTab, index: 0 })}
            aria-label={t("listing.openPhotos")}
          >
            <img
              src={photoAt(lead.path, 640)}
              srcSet={photoSrcSet(lead.path)}
              sizes="(min-width: 1024px) 60vw, 100vw"
              alt={lead.caption || props.title}
              width={1280}
              height={960}
              fetchPriority="high"
            />
          </button>
          {more.map((photo, i) => (
            <button
              key={photo.path}
              type="button"
              className="gallery-thumb"
              onClick={() => setOpen({ tab: "PP", index: i + 1 })}
              aria-label={t("listing.photoOf", { n: i + 2, total: props.photos.PP.length })}
            >
              <img
                src={photoAt(photo.path, 320)}
                srcSet={photoSrcSet(photo.path)}
                sizes="20vw"
                alt=""
                loading="lazy"
                width={640}
                height={480}
              />
            </button>
          ))}
        </div>
      ) : (
        <img className="gallery-map" src={props.mapUrl} alt={t("listing.mapOf", { name: props.title })} width={640} height={480} />
      )}
      <div className="gallery-marks">
        {props.unavailable ? <span className="mark mark-unavailable">{t("listing.notAvailable")}</span> : null}
        {props.marks.map((mark) => (
          <span key={mark} className="mark">
            {mark}
          </span>
        ))}
      </div>
      {lead || props.media.tour || props.media.video ? (
        <div className="gallery-tabs">
          {(["PP", "FP", "BP"] as const)
            .filter((k) => props.photos[k].length > 0)
            .map((k) => (
              <button key={k} type="button" className="button button-ghost" onClick={() => setOpen({ tab: k, index: 0 })}>
                {t(k === "PP" ? "listing.tabPhotos" : k === "FP" ? "listing.tabFloorPlans" : "listing.tabBuilding")} (
                {props.photos[k].length})
              </button>
            ))}
          {props.media.tour ? (
            <button type="button" className="button button-ghost gallery-media" onClick={() => setMedia("tour")}>
              <SearchIcon name="tour" size={18} /> {t("listing.openTour")}
            </button>
          ) : null}
          {props.media.video ? (
            <button type="button" className="button button-ghost gallery-media" onClick={() => setMedia("video")}>
              <SearchIcon name="video" size={18} /> {t("listing.openVideo")}
            </button>
          ) : null}
        </div>
      ) : null}
      <PhotoPopup photos={props.photos} open={open} onClose={() => setOpen(null)} title={props.title} />
      {props.media.tour || props.media.video ? (
        <MediaPopup media={props.media} open={media} onTab={setMedia} onClose={() => setMedia(null)} title={props.title} />
      ) : null}
    </section>
  );
}

const TAB_NAMES: Record<string, PhotoTab> = {
  pp: "PP",
  photos: "PP",
  fp: "FP",
  floorplans: "FP",
  floorplan: "FP",
  bp: "BP",
  building: "BP",
};

/** The photo tab a `#tab={name}` hash names: photos, floorplans or building (or PP, FP, BP). */
export function photoTabOfHash(hash: string): PhotoTab | null {
  const name = tabOfHash(hash);
  return name === null ? null : (TAB_NAMES[name] ?? null);
}
