import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestContext } from "./app-context.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { documentBytes } from "./lib/document-bytes.server.ts";
import { takeHandoffScripts } from "./lib/handoff-scripts.server.ts";
import { renderKeepingParts } from "./lib/kept-markup.ts";

// The server reads the context key from the build (build.entry.module) so the
// key it sets and the key loaders read are one object.
export { requestContext };
// The bridge answers /i18n/ with the catalog scripts of this build.
export { catalogScriptAt } from "./i18n/catalogs.server.ts";

// How long React Router waits for a loader's deferred value before it ends the hydration data or a `.data` answer.
export const streamTimeout = 5_000;

/**
 * Renders the whole document to a string in one synchronous pass. Pages have no
 * Suspense boundaries of their own; the one part that suspended, React Router's
 * hydration data, is read beforehand and written as the same scripts
 * (handoff-scripts.server.ts). A streamed render encoded every small piece of
 * markup into bytes as it went (a seventh of a page's CPU); a string is encoded
 * once, and the bridge sends it with its length, compressed in one call. The
 * boundaries of parts hydrated later (ui/hydrate-when-idle.tsx) never suspend on
 * the server and are written in place.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  const handoff = await takeHandoffScripts(routerContext, nonce);
  // Parts marked in the render (results cards, the menus' popups, the footer) are kept for the next pages (decision 0068).
  const pieces = renderKeepingParts(() =>
    renderToString(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
    ),
  );
  const body = documentBytes(pieces, handoff?.(routerContext) ?? "");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The bridge sends a body of known length whole (src/server/http/react-router.ts).
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
