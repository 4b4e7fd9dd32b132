// The offline base layer drawn over the land outline when no tile server is
// configured, so a person knows where they are at every zoom: council area
// boundaries, MTR lines and station dots always; council names when the map
// shows all of Hong Kong, locality names from zoom 13, station names from 15.
// Which labels show is CSS on the map's zoom band (see zoomBand).
import L from "leaflet";
import type { BaseLayer } from "../../../server/services/map-pins/map-pins-service.ts";

export type { BaseLayer };

/** "far" up to zoom 12 (all of Hong Kong), "mid" 13–14 (a district), "near" from 15 (streets). */
export function zoomBand(zoom: number): "far" | "mid" | "near" {
  return zoom <= 12 ? "far" : zoom <= 14 ? "mid" : "near";
}

function label(at: [number, number], text: string, kind: string, pane: string): L.Marker {
  return L.marker(at, {
    pane,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ className: `map-label map-label-${kind}`, html: `<span>${escapeHtml(text)}</span>`, iconSize: undefined }),
  });
}

/** The base layer's panes, above the land and below the pins: lines, then names. */
export function basePanes(map: L.Map): { lines: string; labels: string } {
  for (const [pane, z] of [
    ["base-lines", "410"],
    ["base-labels", "450"],
  ] as const) {
    if (!map.getPane(pane)) map.createPane(pane).style.zIndex = z;
  }
  return { lines: "base-lines", labels: "base-labels" };
}

export function drawBaseLayer(map: L.Map, base: BaseLayer): L.LayerGroup {
  basePanes(map);
  const group = L.layerGroup();
  for (const council of base.councils)
    L.polyline(council.rings, { pane: "base-lines", interactive: false, color: "#7d968f", weight: 1.2, dashArray: "4 4" }).addTo(group);
  for (const line of base.lines)
    L.polyline(line.paths, { pane: "base-lines", interactive: false, color: line.colour, weight: 4, opacity: 0.85 }).addTo(group);
  for (const station of base.stations)
    L.circleMarker(station.at, {
      pane: "base-lines",
      interactive: false,
      radius: 4,
      color: station.colour,
      weight: 2,
      fillColor: "#fff",
      fillOpacity: 1,
    }).addTo(group);
  for (const council of base.councils) label(council.label, council.name, "council", "base-labels").addTo(group);
  for (const locality of base.localities) label(locality.at, locality.name, "locality", "base-labels").addTo(group);
  for (const station of base.stations) label(station.at, station.name, "station", "base-labels").addTo(group);
  return group.addTo(map);
}

/** Text for a Leaflet divIcon's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}
