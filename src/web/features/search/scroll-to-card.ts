/** How many frames the card is followed while the cards around it are laid out. */
const MAX_FRAMES = 30;
/** Frames in a row the card must stay put before it counts as settled. */
const STILL_FRAMES = 3;

/**
 * Scrolls the card back into the middle of the view and keeps it there while the page settles. Cards off screen are
 * laid out only when they come near (content-visibility with an estimated height), so bringing the card in lays out
 * its neighbours at their real height, and the card moves; it is scrolled again until it stays put for a few frames.
 * The visitor's own scrolling, a key or a touch ends the following at once.
 */
export function scrollCardIntoView(card: HTMLElement): void {
  card.scrollIntoView({ block: "center" });
  let top = card.getBoundingClientRect().top;
  let frames = 0;
  let still = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const) removeEventListener(type, stop);
  };
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const) addEventListener(type, stop, { passive: true });
  const follow = () => {
    if (stopped) return;
    const now = card.getBoundingClientRect().top;
    if (Math.abs(now - top) > 1) {
      card.scrollIntoView({ block: "center" });
      top = card.getBoundingClientRect().top;
      still = 0;
    } else still += 1;
    frames += 1;
    if (still >= STILL_FRAMES || frames >= MAX_FRAMES) stop();
    else requestAnimationFrame(follow);
  };
  requestAnimationFrame(follow);
}
