import { useEffect, useRef } from "react";

/** Nothing in a document may restyle the page or post from it. */
const DOCUMENT_MARKUP = { FORBID_TAGS: ["style", "form", "input", "button"] };

/**
 * A document's HTML as the API gives it for reading (the signing screen, the
 * desk's preview): sanitised with DOMPurify, loaded only here, before it is
 * shown; a focusable region, so it scrolls from the keyboard too.
 */
export function DocumentBody(props: { html: string; label: string }) {
  const node = useRef<HTMLElement>(null);
  useEffect(() => {
    let current = true;
    void import("dompurify").then(({ default: purify }) => {
      if (current && node.current) node.current.innerHTML = purify.sanitize(props.html, DOCUMENT_MARKUP);
    });
    return () => {
      current = false;
    };
  }, [props.html]);
  return <article ref={node} className="document-body" aria-label={props.label} tabIndex={0} />;
}
