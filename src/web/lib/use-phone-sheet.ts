import { useEffect, type RefObject } from "react";

const PHONE = "(max-width: 767px)";
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel that is a full-screen sheet on phones behaves like a modal while it
 * is open there (`openKey` names the open panel, null when none): the page behind does not scroll (`sheet-open` on <html>),
 * focus moves into the sheet and Tab stays inside it, and on closing focus
 * returns to the control that opened it. On wider screens it is left alone.
 */
export function usePhoneSheet(sheet: RefObject<HTMLElement | null>, openKey: string | null): void {
  useEffect(() => {
    const node = sheet.current;
    if (openKey === null || !node || !window.matchMedia(PHONE).matches) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    root.classList.add("sheet-open");
    const focusables = () => [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    focusables()[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Tab") return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      const inside = node.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      root.classList.remove("sheet-open");
      if (opener?.isConnected) opener.focus();
    };
  }, [sheet, openKey]);
}
