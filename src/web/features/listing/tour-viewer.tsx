import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import type { TourScene } from "../../../server/services/listing-detail/listing-media.ts";
import type { PanoramaRoom } from "../../../server/services/photos/panorama-scene.ts";
import type { PanoramaHandle, PanoramaTexts } from "./panorama-viewer.ts";

const ROOM_KEYS: Record<PanoramaRoom, string> = { living: "listing.tourRoom.living", bedroom: "listing.tourRoom.bedroom" };

/**
 * The virtual tour: one 360° panorama per room, with a button for each room.
 * The viewer is loaded on first show (a lazy chunk), then kept while the
 * visitor switches rooms.
 */
export function TourViewer(props: { scenes: TourScene[] }) {
  const { t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<PanoramaHandle | null>(null);
  const [scene, setScene] = useState(0);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [yaw, setYaw] = useState(0);
  const first = props.scenes[0]?.path;
  // The texts are read once when the viewer opens; a re-render must not rebuild the viewer.
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    const element = container.current;
    if (!element || !first) return;
    let cancelled = false;
    const t = translate.current;
    const texts: PanoramaTexts = {
      zoom: t("listing.tourZoom"),
      zoomIn: t("listing.tourZoomIn"),
      zoomOut: t("listing.tourZoomOut"),
      moveUp: t("listing.tourMoveUp"),
      moveDown: t("listing.tourMoveDown"),
      moveLeft: t("listing.tourMoveLeft"),
      moveRight: t("listing.tourMoveRight"),
      fullscreen: t("listing.tourFullscreen"),
      loading: t("listing.tourLoading"),
      twoFingers: t("listing.tourTwoFingers"),
      ctrlZoom: t("listing.tourCtrlZoom"),
      loadError: t("listing.tourFailed"),
      webglError: t("listing.tourNoWebgl"),
    };
    import("./panorama-viewer.ts")
      .then(({ openPanorama }) => {
        if (cancelled) return;
        handle.current = openPanorama(element, first, texts, {
          onReady: () => setState("ready"),
          onError: () => setState("failed"),
          onTurn: setYaw,
        });
      })
      .catch(() => setState("failed"));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [first]);

  const show = (index: number) => {
    const next = props.scenes[index];
    if (!next || index === scene) return;
    setScene(index);
    const viewer = handle.current;
    if (!viewer) return;
    // The room's picture is loading until the viewer shows it, as the first one was.
    setState("loading");
    viewer.show(next.path).then(
      (shown) => {
        if (shown) setState("ready");
      },
      () => setState("failed"),
    );
  };
  const room = props.scenes[scene]?.room ?? "living";

  return (
    <div className="tour">
      {props.scenes.length > 1 ? (
        <div className="tour-rooms" role="group" aria-label={t("listing.tourRooms")}>
          {props.scenes.map((s, i) => (
            <button key={s.room} type="button" className="chip" aria-pressed={i === scene} onClick={() => show(i)}>
              {t(ROOM_KEYS[s.room])}
            </button>
          ))}
        </div>
      ) : null}
      <div
        ref={container}
        className="tour-view"
        role="img"
        aria-label={t("listing.tourView", { room: t(ROOM_KEYS[room]) })}
        data-state={state}
        data-yaw={yaw}
        data-testid="tour-view"
      />
      <p className="tour-hint" aria-live="polite">
        {state === "failed" ? t("listing.tourFailed") : state === "loading" ? t("listing.tourLoading") : t("listing.tourHint")}
      </p>
    </div>
  );
}
