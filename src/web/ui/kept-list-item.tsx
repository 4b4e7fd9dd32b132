import type { LiHTMLAttributes, ReactNode } from "react";
import { keptMarkup, markForKeeping } from "../lib/kept-markup.ts";

type Props = Omit<LiHTMLAttributes<HTMLLIElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** Everything the children's markup depends on, asked for only on the server. */
  markupKey: () => string;
  children: ReactNode;
};

/**
 * On the server, a list item whose content is written from markup kept by an
 * earlier render of the same key (lib/kept-markup.ts, decision 0068), or
 * rendered and marked for keeping; in the browser, a list item.
 */
function ServerKeptListItem({ markupKey, children, ...attributes }: Props) {
  const key = markupKey();
  const markup = keptMarkup(key);
  if (markup !== undefined) return <li {...attributes} dangerouslySetInnerHTML={{ __html: markup }} />;
  const n = markForKeeping(key);
  if (n < 0) return <li {...attributes}>{children}</li>;
  return (
    <li {...attributes}>
      <template data-kept={n} />
      {children}
      <template data-kept-end={n} />
    </li>
  );
}

function BrowserListItem({ markupKey, children, ...attributes }: Props) {
  void markupKey;
  return <li {...attributes}>{children}</li>;
}

export const KeptListItem: (props: Props) => ReactNode = import.meta.env.SSR ? ServerKeptListItem : BrowserListItem;
