import { useEffect } from "react";

const PHONE = "(max-width: 767px)";
/** Scrolled this far down, the header tucks away; any scroll up (or the top of the page) brings it back. */
const TUCK_AFTER_PX = 160;
const JITTER_PX = 6;

/**
 * On phones the sticky header and filter bar took 126 px of every screen:
 * scrolling down tucks the site header away (`header-tucked` on <html>, the
 * filter bar moves up to the top), scrolling up brings it back. A phone sheet
 * or menu that is open keeps it where it is.
 */
export function useCompactHeader(): void {
  useEffect(() => {
    const root = document.documentElement;
    const phone = window.matchMedia(PHONE);
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (!phone.matches || y < TUCK_AFTER_PX) root.classList.remove("header-tucked");
      else if (root.classList.contains("sheet-open")) return;
      else if (y > last + JITTER_PX) root.classList.add("header-tucked");
      else if (y < last - JITTER_PX) root.classList.remove("header-tucked");
      else return;
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      root.classList.remove("header-tucked");
    };
  }, []);
}
