import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { buildGeoString, parseGeoString, type GeoRect } from "../../../domain/map/geo-string.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { CardPurpose } from "../../lib/card-format.ts";
import { clusterPins, openCluster, type PinIndex, type ShownPin } from "./cluster-pins.ts";
import { fetchBaseLayer, fetchPins, pinFilterRequest, type ServerPin } from "./map-pins-api.ts";
import type { BaseLayer } from "./base-layer.ts";
import { NAMED_CLUSTER_MIN, nearestPlace } from "../../../domain/map/nearest-place.ts";
import { LANGUAGES } from "../../../domain/i18n/languages.ts";
import { failureMessage } from "../../lib/post-json.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { fetchArea, mergePins, needsFetch, type PinFetch } from "./pin-cache.ts";
import { layerForZoom } from "../../../domain/map/zoom-layer.ts";
import { MapPopup } from "./map-popup.tsx";
import { MapUnitsPopup } from "./map-units-popup.tsx";
import type { MapApi, MapView } from "./leaflet-map.tsx";

// Leaflet touches `window` when imported: it is loaded after mount, in its own chunk.
const LeafletMap = lazy(() => import("./leaflet-map.tsx"));

/** What the map reads of the search page's data. */
type MapSearch = { query: SearchQuery; path: string; currencyId: CurrencyId; mapTileUrl: string | null };
/** `list` is the search page's list of the listings in view, shown beside the map. */
type Props = { data: MapSearch; purpose: CardPurpose; list: ReactNode };

/** Map view: the map beside the listings in view (stacked on phones). */
export function MapArea({ data, purpose, list }: Props) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState<ShownPin[]>([]);
  const [active, setActive] = useState<ShownPin | null>(null);
  const [units, setUnits] = useState<number[] | null>(null);
  const [base, setBase] = useState<BaseLayer | null>(null);
  const fitted = useRef("");
  const index = useRef<PinIndex | null>(null);
  const [outside, setOutside] = useState(false);
  const store = useLayoutStore();
  const api = useRef<MapApi | null>(null);
  const cache = useRef<{ fetch: PinFetch; pins: ServerPin[] } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const view = useRef<MapView | null>(null);
  const filters = pinFilterRequest(data.query, data.currencyId);
  const filterKey = JSON.stringify(filters);
  const initial = useRef({ rect: parseGeoString(data.query.geoString)?.rect ?? null, zoom: data.query.zoomLevel });

  useEffect(() => setMounted(true), []);

  // The base layer's names (for the offline map and the clusters' district names); the map works without them.
  useEffect(() => {
    const controller = new AbortController();
    fetchBaseLayer(LANGUAGES[language].id, controller.signal).then(setBase, () => setBase(null));
    return () => controller.abort();
  }, [language]);

  // The index the shown pins came from: a pressed cluster is opened through it.
  const show = useCallback((clustered: ReturnType<typeof clusterPins>) => {
    index.current = clustered.index;
    setShown(clustered.pins);
  }, []);

  const addressHasView = data.query.geoString !== "";
  const refresh = useCallback(
    async (v: MapView) => {
      const last = cache.current;
      if (last && !needsFetch(last.fetch, filterKey, v.zoom, v.rect)) {
        show(clusterPins(last.pins, v.zoom, v.rect));
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const area: GeoRect = fetchArea(v.rect);
      try {
        const result = await fetchPins(JSON.parse(filterKey) as typeof filters, area, v.zoom, controller.signal);
        // Same filters and layer: merge into the pins already fetched (a pan); otherwise start afresh.
        const sameLayer = last && last.fetch.key === filterKey && layerForZoom(last.fetch.zoom) === layerForZoom(v.zoom);
        const pins = sameLayer ? mergePins(last.pins, result.pins) : result.pins;
        cache.current = { fetch: { key: filterKey, zoom: v.zoom, area }, pins };
        setOutside(result.outsideSelectedDistricts);
        // A search by district or place first shows where its listings stand (once per such search),
        // unless the address already holds a view: a shared or reloaded map stays where it was.
        const focus = result.focus ? JSON.stringify(result.focus) : "";
        if (result.focus && focus !== fitted.current && !v.byUser && !addressHasView) {
          fitted.current = focus;
          api.current?.fitTo(result.focus);
        }
        show(clusterPins(pins, v.zoom, v.rect));
      } catch (error) {
        if (controller.signal.aborted) return;
        setShown([]);
        store.showMessage(failureMessage(error));
      }
    },
    [filterKey, store, show, addressHasView],
  );

  // New filters: reload the pins for the current view.
  useEffect(() => {
    if (view.current) void refresh(view.current);
  }, [refresh]);

  const onView = useCallback(
    (v: MapView) => {
      view.current = v;
      void refresh(v);
      if (!v.byUser) return;
      // User moves write the rectangle and zoom into the URL (replacing the entry).
      const path = buildSearchPath({ ...data.query, geoString: buildGeoString(v.rect), zoomLevel: v.zoom, pageNumber: 1 });
      if (path !== data.path) void navigate(path, { replace: true, preventScrollReset: true });
    },
    [data.path, data.query, navigate, refresh],
  );

  const onPin = useCallback((pin: ShownPin) => {
    if (pin.kind === "cluster" && pin.clusterId !== undefined && index.current) {
      const opening = openCluster(index.current, pin.clusterId);
      setActive(null);
      if (opening.kind === "units") setUnits(opening.ids);
      else api.current?.zoomTo(pin.lat, pin.lng, opening.zoom);
      return;
    }
    if (pin.kind === "area" || pin.kind === "district") {
      api.current?.zoomTo(pin.lat, pin.lng, pin.kind === "area" ? 12 : 14);
      return;
    }
    setUnits(null);
    setActive(pin);
  }, []);

  const label = useCallback(
    (pin: ShownPin) => {
      const price = pin.value === null ? "" : formatPrice(pin.value, { currencyId: data.currencyId, language });
      const count = t("search.map.listings", { count: pin.count });
      if (pin.kind === "cluster") {
        // A large cluster says which district it is in, so a person knows where to zoom.
        const place = pin.count >= NAMED_CLUSTER_MIN && base ? nearestPlace(base.localities, pin)?.name : undefined;
        return place ? { text: `${place} · ${String(pin.count)}`, name: `${place}, ${count}` } : { text: String(pin.count), name: count };
      }
      if (pin.kind === "area" || pin.kind === "district")
        return { text: `${pin.name} · ${String(pin.count)}`, name: `${pin.name}, ${count}` };
      return { text: price, name: [pin.kind === "property" ? t("search.map.listing") : pin.name, price, count].filter(Boolean).join(", ") };
    },
    [data.currencyId, language, t, base],
  );

  const clearDistricts = () => {
    void navigate(buildSearchPath({ ...data.query, area: [], district: [], districtName: "", pageNumber: 1 }), {
      preventScrollReset: true,
    });
  };

  return (
    <div className="map-layout">
      <div className="map-frame" role="region" aria-label={t("search.map.label")}>
        {mounted ? (
          <Suspense fallback={<div className="map-skeleton" />}>
            <LeafletMap
              initial={initial.current}
              tileUrl={data.mapTileUrl}
              base={base}
              languageId={LANGUAGES[language].id}
              pins={shown}
              activeKey={active?.key ?? null}
              label={label}
              onView={onView}
              onPin={onPin}
              onReady={(a) => {
                api.current = a;
              }}
              attribution={t("search.map.attribution")}
              zoomTitles={{ in: t("search.map.zoomInTitle"), out: t("search.map.zoomOutTitle") }}
            />
          </Suspense>
        ) : (
          <div className="map-skeleton" />
        )}
        {outside ? (
          <div className="map-empty" role="status">
            <p>{t("search.map.outside")}</p>
            <button type="button" className="button button-primary" onClick={clearDistricts}>
              {t("search.map.clearDistricts")}
            </button>
          </div>
        ) : null}
        {units ? <MapUnitsPopup ids={units} purpose={purpose} currencyId={data.currencyId} onClose={() => setUnits(null)} /> : null}
        {active ? (
          <MapPopup
            pin={active}
            purpose={purpose}
            currencyId={data.currencyId}
            onClose={() => setActive(null)}
            onZoom={(p) => {
              setActive(null);
              api.current?.zoomTo(p.lat, p.lng, 17);
            }}
          />
        ) : null}
      </div>
      <div className="map-side">{list}</div>
    </div>
  );
}
