import { createElement, useRef, type HTMLAttributes, type ReactNode } from "react";
import { isHydrating } from "../lib/hydrating.ts";

/** A stable value, so a re-render while the panel is still kept never rewrites it. */
const KEEP_SERVED = { __html: "" };

/**
 * A hidden panel (a mega menu's popup, the phone menu) whose server markup the
 * browser keeps as served until the panel is first opened, instead of
 * hydrating it. The menus' links are in the server's HTML for crawlers and
 * people without scripts (decision 0041), but nobody can click a hidden link,
 * and hydrating the five popups' ~220 elements and ~80 router links was about
 * a third of every page's hydration (decision 0066). Preact leaves an
 * element's children alone while hydrating one that has
 * dangerouslySetInnerHTML, and renders the real children the first time the
 * panel opens; from then on it is an ordinary panel. The server and the React
 * dev build always render the children.
 */
export function ServedPanel({
  as = "div",
  open,
  children,
  ...props
}: { as?: "div" | "nav"; open: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const kept = useRef<boolean | null>(null);
  kept.current ??= isHydrating();
  if (open) kept.current = false;
  return kept.current
    ? createElement(as, { ...props, hidden: true, dangerouslySetInnerHTML: KEEP_SERVED })
    : createElement(as, { ...props, hidden: !open }, children);
}
