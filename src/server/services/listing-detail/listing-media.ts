// The virtual tour and the video of a listing that has them. A tour is two
// generated 360° panoramas of the flat (served by /media like its photos);
// the video is one of the demo walk-through clips made by
// scripts/make-demo-video.ts and shipped under public/video/.
import { PANORAMA_WIDTH } from "../photos/photo-request.ts";
import type { PanoramaRoom } from "../photos/panorama-scene.ts";

export const TOUR_ROOMS: readonly PanoramaRoom[] = ["living", "bedroom"];
export const DEMO_VIDEO_ROOMS: readonly PanoramaRoom[] = ["living", "bedroom"];

export type TourScene = { room: PanoramaRoom; path: string };
export type ListingMedia = {
  tour: TourScene[] | null;
  video: { src: string; type: "video/webm" } | null;
};

export function listingMedia(listing: { id: number; isVirtual: boolean; isVideo: boolean }): ListingMedia {
  return {
    tour: listing.isVirtual
      ? TOUR_ROOMS.map((room) => ({ room, path: `/media/panorama/${listing.id}-${room}/${PANORAMA_WIDTH}.webp` }))
      : null,
    // Listings take turns between the clips, so neighbours do not all show the same room.
    video: listing.isVideo
      ? { src: `/video/walkthrough-${DEMO_VIDEO_ROOMS[listing.id % DEMO_VIDEO_ROOMS.length]}.webm`, type: "video/webm" }
      : null,
  };
}
