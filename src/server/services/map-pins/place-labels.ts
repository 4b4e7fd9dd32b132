// The names of estates and buildings inside a rectangle, answered from memory:
// the places are read once (a timed snapshot) into a grid of small cells, so
// a request looks only at the cells it covers. Places are ranked by their
// number of homes (larger estates first, ties by id), so a limited answer
// keeps the names a person is likeliest to know, and the map thins the rest.
import type { Queryable } from "../../db/client.ts";
import { placeLabelRows, type PlaceLabelRow } from "../../db/map/place-label-queries.ts";
import type { PlaceLabels, PlaceLabelsQuery } from "../../../domain/contracts/place-labels-request.ts";
import { nameSuffix } from "../search/localised.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";

/** The side of a grid cell in degrees (about 500 m). */
const CELL = 0.005;
/** Reference data: new places arrive only with a new seed, so the snapshot is read again rarely. */
const RELOAD_MS = 60 * 60_000;

type Ranked = PlaceLabelRow & { rank: number };

export class PlaceLabelGrid {
  private readonly cells = new Map<string, Ranked[]>();

  constructor(rows: readonly PlaceLabelRow[]) {
    const ranked = [...rows].sort((a, b) => b.homes - a.homes || a.id - b.id || a.kind.localeCompare(b.kind));
    ranked.forEach((row, rank) => {
      const key = cellKey(cellOf(row.lat), cellOf(row.lng));
      const cell = this.cells.get(key);
      const entry = { ...row, rank };
      if (cell) cell.push(entry);
      else this.cells.set(key, [entry]);
    });
  }

  /** The places inside the rectangle (edges included), most homes first, named in the language. */
  within(q: Pick<PlaceLabelsQuery, "south" | "west" | "north" | "east" | "languageId" | "limit">): PlaceLabels {
    const found: Ranked[] = [];
    for (let i = cellOf(q.south); i <= cellOf(q.north); i++)
      for (let j = cellOf(q.west); j <= cellOf(q.east); j++)
        for (const p of this.cells.get(cellKey(i, j)) ?? [])
          if (p.lat >= q.south && p.lat <= q.north && p.lng >= q.west && p.lng <= q.east) found.push(p);
    found.sort((a, b) => a.rank - b.rank);
    const name = `name_${nameSuffix(q.languageId)}` as const;
    return { places: found.slice(0, q.limit).map((p) => ({ id: p.id, kind: p.kind, name: p[name], at: [p.lat, p.lng], rank: p.rank })) };
  }
}

const cellOf = (degrees: number) => Math.floor(degrees / CELL);
const cellKey = (i: number, j: number) => `${String(i)}:${String(j)}`;

export function createPlaceLabels(db: Queryable) {
  const grid = createTimedSnapshot(async () => new PlaceLabelGrid(await placeLabelRows(db)), { ttlMs: RELOAD_MS });
  return {
    /** Estates and stand-alone buildings inside a rectangle, the most prominent first, named in the language. */
    async placeLabels(query: PlaceLabelsQuery): Promise<PlaceLabels> {
      return (await grid.get()).within(query);
    },
  };
}
