import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../lib/layout-context.tsx";
import { Icon } from "./icons.tsx";
import { throttledText } from "../lib/throttled-message.ts";

const MARKUP = /<[a-z!/]/i;

/** A message line needs emphasis and links, nothing more: no images (tracking pixels), forms or styles. */
const MESSAGE_MARKUP = { ALLOWED_TAGS: ["a", "b", "strong", "em", "i", "br", "span"], ALLOWED_ATTR: ["href", "title"] };

// The spec's network texts (src/web/lib/api-client.ts), each shown in the page's language.
const NETWORK_TEXTS: readonly [RegExp, string][] = [
  [/^Request aborted$/, "account.msg.requestAborted"],
  [/^Network Error$/, "account.msg.networkError"],
  [/^timeout of (\d+)ms exceeded$/, "account.msg.requestTimeout"],
  [/^Request failed with status code (\d{3})$/, "account.msg.requestFailed"],
];

/** The message key (and number) of one of the spec's network texts, else null. */
export function networkText(message: string): { key: string; values: { n?: number } } | null {
  for (const [pattern, key] of NETWORK_TEXTS) {
    const m = pattern.exec(message);
    if (m) return { key, values: m[1] === undefined ? {} : { n: Number(m[1]) } };
  }
  return null;
}

/** A key of the account messages, a network text, or the text itself (a server message that is no key). */
export function useMessageText(): (message: string) => string {
  const { t } = useI18n();
  return (message) => {
    const network = networkText(message) ?? throttledText(message);
    if (network) return t(network.key, network.values);
    for (const key of [message, `account.msg.${message}`]) {
      const text = t(key);
      if (text !== key) return text;
    }
    return message;
  };
}

/**
 * The global message line at the top of the page. It closes when clicked or
 * after 5 seconds (the layout state's timer). A message with markup (the
 * server may send a link) is sanitised with DOMPurify, loaded only then
 * (docs/decisions/0014-html-sanitiser.md).
 */
export function GlobalMessage() {
  const { t } = useI18n();
  const store = useLayoutStore();
  const message = useLayout().globalMessage;
  const textOf = useMessageText();
  const htmlRef = useRef<HTMLSpanElement>(null);
  const text = message ? textOf(message.message) : "";
  const { panel, bigPopups } = useLayout();
  // An open modal panel makes the rest of the page inert: the line then shows inside it, so it can
  // still be read and clicked away (a panel's own call fails with the global apiCallError).
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const timer = setTimeout(() =>
      setHost(panel || bigPopups.length > 0 ? document.querySelector<HTMLDialogElement>("dialog[open]") : null),
    );
    return () => clearTimeout(timer);
  }, [panel, bigPopups.length, message]);
  const isHtml = MARKUP.test(text);
  useEffect(() => {
    const node = htmlRef.current;
    if (!isHtml || !node) return;
    let current = true;
    node.textContent = "";
    void import("dompurify").then(({ default: purify }) => {
      if (current) node.innerHTML = purify.sanitize(text, MESSAGE_MARKUP);
    });
    return () => {
      current = false;
    };
  }, [text, isHtml, host]);
  const line = (
    <div className={host ? "global-message-region global-message-over-panel" : "global-message-region"} role="status" aria-live="polite">
      {message ? (
        <div className={`global-message global-message-${message.warningLevel}`} onClick={() => store.closeMessage()}>
          <p>
            {isHtml ? <span ref={htmlRef} /> : text}
            {message.actionUrl ? (
              <>
                {" "}
                <a href={message.actionUrl}>{message.actionText ? textOf(message.actionText) : message.actionUrl}</a>
              </>
            ) : null}
          </p>
          <button type="button" className="icon-button" aria-label={t("account.shell.closeMessage")} onClick={() => store.closeMessage()}>
            <Icon name="close" />
          </button>
        </div>
      ) : null}
    </div>
  );
  return host ? createPortal(line, host) : line;
}

/** The dim behind panels (before one shows and while it goes) and the global loading veil. */
export function LayoutVeils() {
  const { t } = useI18n();
  const { dim, globalLoading } = useLayout();
  return (
    <>
      {dim ? <div className="layout-dim" aria-hidden="true" /> : null}
      {globalLoading ? (
        <div className="layout-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("account.shell.loading")}</span>
        </div>
      ) : null}
    </>
  );
}
