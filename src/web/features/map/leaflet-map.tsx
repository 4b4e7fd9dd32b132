import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import land from "../../../../data/hk-land.geo.json" with { type: "json" };
import { MAP_DEFAULT_CENTRE, MAP_LIMITS, MAP_MOVE_DEBOUNCE_MS } from "../../../domain/map/constants.ts";
import type { GeoRect } from "../../../domain/map/geo-string.ts";
import type { ShownPin } from "./cluster-pins.ts";
import { pinStyle } from "./pin-style.ts";
import { drawBaseLayer, escapeHtml, zoomBand, type BaseLayer } from "./base-layer.ts";
import { placeLabelLayer } from "./place-labels.ts";

export type MapApi = {
  zoomTo: (lat: number, lng: number, zoom: number) => void;
  /** Shows the rectangle (no closer than the camera cap); not a move of the person's, so the address keeps no rectangle. */
  fitTo: (rect: GeoRect) => void;
};
export type MapView = { rect: GeoRect; zoom: number; byUser: boolean };

type Props = {
  initial: { rect: GeoRect | null; zoom: number };
  tileUrl: string | null;
  /** Drawn over the land outline when there are no tiles; null until it has loaded. */
  base: BaseLayer | null;
  /** The page's language (1 en, 2 zh-hk, 3 zh-cn): the offline map names estates and buildings in it from street zoom. */
  languageId: number;
  pins: ShownPin[];
  activeKey: string | null;
  label: (pin: ShownPin) => { text: string; name: string };
  onView: (view: MapView) => void;
  onPin: (pin: ShownPin) => void;
  onReady: (api: MapApi) => void;
  attribution: string;
  /** The zoom buttons' tooltips and names, in the page's language. */
  zoomTitles: { in: string; out: string };
};

const rectOf = (b: L.LatLngBounds): GeoRect => ({
  ne: { lat: b.getNorth(), lng: b.getEast() },
  sw: { lat: b.getSouth(), lng: b.getWest() },
});

/** The Leaflet map (its own lazy chunk): the offline base layer or tiles, DOM price pins. */
export default function LeafletMap(props: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const places = useRef<ReturnType<typeof placeLabelLayer> | null>(null);
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    if (!element.current) return;
    const { rect, zoom } = props.initial;
    const m = L.map(element.current, {
      minZoom: MAP_LIMITS.minZoom,
      maxZoom: MAP_LIMITS.maxZoom,
      zoomSnap: 1,
      attributionControl: true,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: props.zoomTitles.in, zoomOutTitle: props.zoomTitles.out }).addTo(m);
    if (rect) m.setView([(rect.ne.lat + rect.sw.lat) / 2, (rect.ne.lng + rect.sw.lng) / 2], zoom || MAP_LIMITS.defaultZoom);
    else m.setView([MAP_DEFAULT_CENTRE.lat, MAP_DEFAULT_CENTRE.lng], MAP_LIMITS.defaultZoom);
    if (props.tileUrl) L.tileLayer(props.tileUrl, { maxZoom: MAP_LIMITS.maxZoom, maxNativeZoom: 19 }).addTo(m);
    else
      L.geoJSON(land as GeoJSON.FeatureCollection, {
        interactive: false,
        style: { color: "#9db8b2", weight: 1, fillColor: "#f3f1ea", fillOpacity: 1 },
      }).addTo(m);
    m.attributionControl.setPrefix(false).addAttribution(props.attribution);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // Which base labels show depends on the zoom (CSS on the band).
    const band = () => element.current?.setAttribute("data-zoom-band", zoomBand(m.getZoom()));
    band();
    m.on("zoomend", band);

    // Moves are debounced 200 ms; the first view is reported too (to load pins), marked as not the user's,
    // and so is a fit to the searched places.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let byUser = false;
    handlers.current.onReady({
      zoomTo: (lat, lng, z) => m.setView([lat, lng], Math.min(MAP_LIMITS.maxZoom, z)),
      fitTo: (r) => {
        byUser = false;
        m.fitBounds(
          [
            [r.sw.lat, r.sw.lng],
            [r.ne.lat, r.ne.lng],
          ],
          { maxZoom: MAP_LIMITS.cameraZoomCap, padding: [24, 24] },
        );
      },
    });
    const report = () => {
      clearTimeout(timer);
      const user = byUser;
      timer = setTimeout(
        () => handlers.current.onView({ rect: rectOf(m.getBounds()), zoom: m.getZoom(), byUser: user }),
        MAP_MOVE_DEBOUNCE_MS,
      );
      byUser = true;
    };
    m.on("moveend", report);
    report();
    return () => {
      clearTimeout(timer);
      m.remove();
      map.current = null;
    };
    // The map is made once; later props arrive through handlers and the pin effect.
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || !props.base || props.tileUrl) return;
    const drawn = drawBaseLayer(m, props.base);
    return () => {
      drawn.remove();
    };
  }, [props.base, props.tileUrl]);

  useEffect(() => {
    const m = map.current;
    if (!m || props.tileUrl) return;
    const drawn = placeLabelLayer(m, props.languageId);
    places.current = drawn;
    return () => {
      drawn.remove();
      places.current = null;
    };
  }, [props.languageId, props.tileUrl]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    for (const pin of props.pins) {
      const style = pinStyle(pin, pin.key === props.activeKey, props.pins.length);
      const { text, name } = props.label(pin);
      const html = style === "DOT" ? "" : `<span class="pin-text">${escapeHtml(text)}</span>`;
      const icon = L.divIcon({
        className: `map-pin pin-${style.toLowerCase().replace("_", "-")} pin-${pin.kind}`,
        html,
        iconSize: undefined,
      });
      const marker = L.marker([pin.lat, pin.lng], {
        icon,
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: style === "CALLOUT" ? 1000 : 0,
      });
      marker.on("click", () => handlers.current.onPin(pin));
      marker.addTo(group);
      marker.getElement()?.setAttribute("aria-label", name);
    }
    // The estates' and buildings' names give way to the new pins.
    places.current?.thin();
  }, [props.pins, props.activeKey, props.label]);

  return <div ref={element} className="leaflet-host" data-testid="map" />;
}
