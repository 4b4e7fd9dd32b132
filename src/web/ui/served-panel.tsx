import { createElement, useRef, type HTMLAttributes, type ReactNode } from "react";
import { isHydrating } from "../lib/hydrating.ts";
import { keptMarkup, markForKeeping } from "../lib/kept-markup.ts";

// Markup kept as served: by the browser, a hidden panel's until it opens (ServedPanel); by the server, a part's
// from one page to the next (Kept). One module, so the pages' shared code holds both and no chunk of its own.

type Props = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as: "li" | "div" | "nav" | "footer";
  /** Everything the children's markup depends on, asked for only on the server. */
  markupKey: () => string;
  children: ReactNode;
};

/**
 * On the server, an element whose content is written from markup kept by an
 * earlier render of the same key (lib/kept-markup.ts, decision 0068), or
 * rendered and marked for keeping; in the browser, the element.
 */
function ServerKept({ as, markupKey, children, ...attributes }: Props) {
  const key = markupKey();
  const markup = keptMarkup(key);
  if (markup !== undefined) return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: markup } });
  const n = markForKeeping(key);
  if (n < 0) return createElement(as, attributes, children);
  return createElement(as, attributes, <template data-kept={n} />, children, <template data-kept-end={n} />);
}

function BrowserKept({ as, markupKey, children, ...attributes }: Props) {
  void markupKey;
  return createElement(as, attributes, children);
}

export const Kept: (props: Props) => ReactNode = import.meta.env.SSR ? ServerKept : BrowserKept;

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
 * dev build always render the children; with a `markupKey`, the server writes
 * them from markup an earlier page kept (Kept above, decision 0068).
 */
export function ServedPanel({
  as = "div",
  open,
  markupKey,
  children,
  ...props
}: { as?: "div" | "nav"; open: boolean; markupKey?: () => string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const kept = useRef<boolean | null>(null);
  kept.current ??= isHydrating();
  if (open) kept.current = false;
  if (kept.current) return createElement(as, { ...props, hidden: true, dangerouslySetInnerHTML: KEEP_SERVED });
  if (markupKey && import.meta.env.SSR) {
    return (
      <Kept as={as} {...props} hidden={!open} markupKey={markupKey}>
        {children}
      </Kept>
    );
  }
  return createElement(as, { ...props, hidden: !open }, children);
}
