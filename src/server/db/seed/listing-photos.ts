// Photo rows of a listing. Images are drawn on first request from their key,
// so a row costs a few bytes whatever the market size.
import type { Random } from "./random.ts";

export type PhotoRow = { position: number; type: "PP" | "BP" | "FP"; kind: string; imageKey: string; captionCode: number };

// Caption codes; the words are in data/photo-captions.json.
const ROOM_CAPTIONS = [1, 2, 3, 4, 4, 5, 6, 7, 8] as const;
const BUILDING_CAPTIONS = [20, 21, 22] as const;
export const FLOOR_PLAN_CAPTION = 30;

export function generatePhotos(random: Random, listingId: number, buildingPhotoKey: string, hasOutdoor: boolean): PhotoRow[] {
  // Some listings have no photos at all; the page then shows a map instead.
  if (random.chance(0.08)) return [];
  const rows: PhotoRow[] = [];
  const own = random.int(3, 14);
  const id36 = listingId.toString(36);
  for (let i = 0; i < own; i++) {
    const caption = i === 0 ? 1 : random.pick(ROOM_CAPTIONS);
    rows.push({
      position: rows.length + 1,
      type: "PP",
      kind: "property",
      imageKey: `p${id36}-${i + 1}`,
      captionCode: caption === 8 && !hasOutdoor ? 7 : caption,
    });
  }
  // Building photos are shared by every listing in the building, as real ones are.
  const buildingShots = random.int(0, 2);
  for (let i = 0; i < buildingShots; i++) {
    rows.push({
      position: rows.length + 1,
      type: "BP",
      kind: "building",
      imageKey: `${buildingPhotoKey}-${i + 1}`,
      captionCode: BUILDING_CAPTIONS[i] ?? 20,
    });
  }
  if (random.chance(0.55))
    rows.push({ position: rows.length + 1, type: "FP", kind: "floorplan", imageKey: `f${id36}`, captionCode: FLOOR_PLAN_CAPTION });
  return rows;
}
