// The names of estates and buildings the offline map shows from street zoom,
// so a person can tell which estate a pin stands in. They are asked for per
// grid cell (see domain/map/place-label-cells.ts) and kept for the map's
// life; below the labels' zoom they are removed. A name hangs just under its
// spot, beneath the price pins, takes no pointer or keyboard focus, and is
// thinned by rank: a name that would touch a pin, a station or locality name,
// or a more prominent name is hidden.
import L from "leaflet";
import type { PlaceLabels } from "../../../domain/contracts/place-labels-request.ts";
import type { GeoRect } from "../../../domain/map/geo-string.ts";
import { containsPoint, extendViewport } from "../../../domain/map/viewport.ts";
import { placeLabelCells } from "../../../domain/map/place-label-cells.ts";
import { basePanes, escapeHtml } from "./base-layer.ts";

type Place = PlaceLabels["places"][number];

/** At most this many names are put on the map at once, before thinning. */
const DRAWN_MAX = 250;
/** Obstacles a place name must not touch: the pins and the base layer's visible names. */
const OBSTACLES = ".map-pin .pin-text, .pin-dot, .map-label-station span, .map-label-locality span";

function fetchCell(cell: GeoRect, languageId: number): Promise<Place[]> {
  const query = new URLSearchParams({
    south: String(cell.sw.lat),
    west: String(cell.sw.lng),
    north: String(cell.ne.lat),
    east: String(cell.ne.lng),
    languageId: String(languageId),
  });
  return fetch(`/api/map/placelabels?${query.toString()}`).then(async (response) => {
    if (!response.ok) throw new Error(`place labels: HTTP ${String(response.status)}`);
    return ((await response.json()) as PlaceLabels).places;
  });
}

const rectOf = (b: L.LatLngBounds): GeoRect => ({
  ne: { lat: b.getNorth(), lng: b.getEast() },
  sw: { lat: b.getSouth(), lng: b.getWest() },
});

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Draws the place names of the language into the map's base-label pane; `thin()` again after the pins change. */
export function placeLabelLayer(map: L.Map, languageId: number) {
  const pane = basePanes(map).labels;
  const cells = new Map<string, Promise<Place[]>>();
  const group = L.layerGroup().addTo(map);
  let drawn: L.Marker[] = [];
  let generation = 0;

  const cellPlaces = (cell: GeoRect): Promise<Place[]> => {
    const key = `${String(cell.sw.lat)},${String(cell.sw.lng)},${String(cell.ne.lat)}`;
    let places = cells.get(key);
    if (!places) {
      places = fetchCell(cell, languageId);
      // A failed cell is asked for again on the next move; the map works without its names.
      places.catch(() => cells.delete(key));
      cells.set(key, places);
    }
    return places.catch(() => []);
  };

  function thin(): void {
    if (drawn.length === 0) return;
    const host = map.getContainer();
    const taken: Box[] = [...host.querySelectorAll<HTMLElement>(OBSTACLES)]
      .filter((element) => element.offsetParent !== null)
      .map((element) => element.getBoundingClientRect());
    for (const marker of drawn) {
      const element = marker.getElement();
      const text = element?.firstElementChild;
      if (!element || !text) continue;
      element.classList.remove("map-label-thinned");
      const box = text.getBoundingClientRect();
      if (taken.some((other) => overlaps(box, other))) element.classList.add("map-label-thinned");
      else taken.push(box);
    }
  }

  async function update(): Promise<void> {
    const current = ++generation;
    const zoom = map.getZoom();
    const view = rectOf(map.getBounds());
    const needed = placeLabelCells(view, zoom);
    if (needed.length === 0) {
      group.clearLayers();
      drawn = [];
      return;
    }
    const found = (await Promise.all(needed.map(cellPlaces))).flat();
    if (current !== generation) return;
    const near = extendViewport(view);
    const seen = new Set<string>();
    const places = found
      .filter((p) => {
        const key = `${p.kind}:${String(p.id)}`;
        if (seen.has(key) || !containsPoint(near, { lat: p.at[0], lng: p.at[1] })) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => a.rank - b.rank)
      .slice(0, DRAWN_MAX);
    group.clearLayers();
    drawn = places.map((place) =>
      L.marker(place.at, {
        pane,
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: "map-label map-label-place", html: `<span>${escapeHtml(place.name)}</span>`, iconSize: undefined }),
      }).addTo(group),
    );
    thin();
  }

  const onMove = () => void update();
  map.on("moveend", onMove);
  void update();
  return {
    thin,
    remove() {
      generation++;
      map.off("moveend", onMove);
      group.remove();
    },
  };
}
