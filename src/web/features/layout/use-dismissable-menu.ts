import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * A header dropdown's open state: closed by a navigation, a click outside
 * `root` and Escape (the account and saved menus share this behaviour),
 * heard from the moment it opens (a layout effect, not one after the next paint).
 */
export function useDismissableMenu(root: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);
  useLayoutEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("click", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("click", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open, root]);
  return [open, setOpen] as const;
}
