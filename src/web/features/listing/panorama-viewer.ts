// The 360° viewer, Photo Sphere Viewer on three.js (decision 0042). This
// module is only ever imported dynamically by tour-viewer.tsx, so the viewer
// and WebGL library (about 150 KB gzip) load when a visitor opens a tour,
// never with the listing page.
import { Viewer } from "@photo-sphere-viewer/core";
import "@photo-sphere-viewer/core/index.css";

/** The viewer's own button titles and messages, in the page's language. */
export type PanoramaTexts = {
  zoom: string;
  zoomIn: string;
  zoomOut: string;
  moveUp: string;
  moveDown: string;
  moveLeft: string;
  moveRight: string;
  fullscreen: string;
  loading: string;
  twoFingers: string;
  ctrlZoom: string;
  loadError: string;
  webglError: string;
};

/** `show` resolves true once the panorama is on screen, false if another `show` replaced it while it loaded. */
export type PanoramaHandle = { show(panorama: string): Promise<boolean>; destroy(): void };

/**
 * Opens `panorama` (an equirectangular image) in `container`. `onTurn` hears
 * the direction the visitor faces, in whole degrees, after each move.
 */
export function openPanorama(
  container: HTMLElement,
  panorama: string,
  texts: PanoramaTexts,
  events: { onReady: () => void; onError: () => void; onTurn: (yawDegrees: number) => void },
): PanoramaHandle {
  const viewer = new Viewer({
    container,
    panorama,
    lang: { ...texts, description: "", download: "", menu: "", close: "" },
    loadingTxt: texts.loading,
    navbar: ["zoom", "move", "fullscreen"],
    defaultZoomLvl: 20,
    // Arrow keys turn the view whenever the tour is open (it is a modal), so it works without a mouse.
    keyboard: "always",
    // A page scroll or a one-finger swipe over the viewer keeps scrolling the page.
    mousewheelCtrlKey: true,
    touchmoveTwoFingers: false,
  });
  viewer.addEventListener("ready", events.onReady, { once: true });
  viewer.addEventListener("panorama-error", events.onError);
  viewer.addEventListener("position-updated", ({ position }) => {
    events.onTurn(Math.round((position.yaw * 180) / Math.PI) % 360);
  });
  return {
    show: (next) => viewer.setPanorama(next),
    destroy: () => viewer.destroy(),
  };
}
