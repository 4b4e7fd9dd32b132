import { iconId, iconPaths } from "../../ui/icons.tsx";
import { searchIconPaths } from "../search/search-icons.tsx";

/** Every icon's <symbol>, in one string: the sprite is static markup. */
export function iconSpriteMarkup(): string {
  return Object.entries({ ...iconPaths, ...searchIconPaths })
    .map(([name, d]) => `<symbol id="${iconId(name)}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    .join("");
}

/**
 * The production browser build (Preact) leaves the server's sprite as served,
 * as root.tsx does with the head: the symbols never change, so the browser
 * bundle carries no icon paths. React (the server, `npm run dev`) renders it.
 */
const SPRITE = { __html: import.meta.env.PREACT ? "" : iconSpriteMarkup() };

/**
 * The hidden sprite of every page (rendered by the root layout): each icon is
 * drawn once per document and used by reference (ui/icons.tsx), so the cards'
 * repeated icons cost a short <use> each instead of their paths.
 */
export function IconSprite() {
  return <svg aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={SPRITE} />;
}
