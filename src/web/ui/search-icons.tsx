import type { SVGProps } from "react";
import { iconPaths } from "./icons.tsx";

// Icons of the search pages and result cards (the shared set lives in
// ui/icons.tsx). A page of cards repeats a handful of them over a hundred
// times, so each is drawn once per page, as a <symbol> of a hidden sprite
// (SearchIconSprite), and every use is a short <use> of it.
const paths = {
  bed: "M3 6h2v6h14a2 2 0 0 1 2 2v5h-2v-2H5v2H3V6Zm5 1a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm4 1h6a3 3 0 0 1 3 3H12V8Z",
  bath: "M7 4a3 3 0 0 1 3 3H8a1 1 0 0 0-2 0v5h15v2a5 5 0 0 1-3 4.6V20h-2v-1H8v1H6v-1.4A5 5 0 0 1 3 14v-2h1V7a3 3 0 0 1 3-3Z",
  tour: "M12 4c5 0 9 2.2 9 5v6c0 2.3-2.7 4.2-6.6 4.8l1.3 1.3-1.4 1.4L11 19.2l3.3-3.3 1.4 1.4-1 1C17 17.8 19 16.5 19 15v-3.2C17.3 13.2 14.8 14 12 14s-5.3-.8-7-2.2V15c0 1.3 1.6 2.5 4 3.1v2C5.5 19.5 3 17.5 3 15V9c0-2.8 4-5 9-5Zm0 2C8 6 5 7.6 5 9s3 3 7 3 7-1.6 7-3-3-3-7-3Z",
  video: "M4 5h11a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z",
  grid: "M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z",
  list: "M3 4h4v4H3V4Zm6 1h12v2H9V5ZM3 10h4v4H3v-4Zm6 1h12v2H9v-2Zm-6 5h4v4H3v-4Zm6 1h12v2H9v-2Z",
  map: "m9 3 6 2 6-2v16l-6 2-6-2-6 2V5l6-2Zm1 2.4v12.2l4 1.3V6.7l-4-1.3Z",
  filter: "M3 5h18v2l-7 7v5l-4 2v-7L3 7V5Z",
  sort: "M7 3 3 7h3v13h2V7h3L7 3Zm10 18 4-4h-3V4h-2v13h-3l4 4Z",
  back: "M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2Z",
  pin: "M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  // Shared icons that cards and the filter bar repeat.
  heart: iconPaths.heart,
  chevronDown: iconPaths.chevronDown,
} as const;

export type SearchIconName = keyof typeof paths;

/**
 * An icon of the page's sprite. The symbol carries the 24×24 viewBox; fill
 * and stroke (currentColor, or what CSS sets on this svg) reach the path
 * through the <use>. No focusable="false": only Internet Explorer needed it.
 */
export function SearchIcon({ name, size = 18, ...rest }: { name: SearchIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" fill="currentColor" {...rest}>
      <use href={`#search-icon-${name}`} />
    </svg>
  );
}

/** The icons a result card draws. */
export const CARD_ICONS = ["heart", "bed", "bath", "tour", "video"] as const satisfies readonly SearchIconName[];

/** The symbols of these icons, as one string: React has nothing to walk. */
export function searchIconSpriteMarkup(names: readonly SearchIconName[]): string {
  return names.map((name) => `<symbol id="search-icon-${name}" viewBox="0 0 24 24"><path d="${paths[name]}"/></symbol>`).join("");
}

const ALL = { __html: searchIconSpriteMarkup(Object.keys(paths) as SearchIconName[]) };
const CARDS = { __html: searchIconSpriteMarkup(CARD_ICONS) };

/**
 * The hidden sprite of SearchIcon's symbols. Every page that draws a
 * SearchIcon renders it once: the search page all of them, the home page and
 * the listing collections (cards only) those of CARD_ICONS. The browser
 * renders the same string, so a client navigation to such a page brings its
 * sprite along.
 */
export function SearchIconSprite({ cardsOnly = false }: { cardsOnly?: boolean }) {
  return <svg aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={cardsOnly ? CARDS : ALL} />;
}
