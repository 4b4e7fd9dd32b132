import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestContext } from "./app-context.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { lowPriorityModulePreloads } from "./lib/module-preload-priority.server.ts";

// The server reads the context key from the build (build.entry.module) so the
// key it sets and the key loaders read are one object.
export { requestContext };
// The bridge answers /i18n/ with the catalog scripts of this build.
export { catalogScriptAt } from "./i18n/catalogs.server.ts";

export const streamTimeout = 5_000;

/**
 * Collects the document. Pages have no Suspense boundaries, so the shell is
 * the whole page and streaming it bought nothing; a whole document is
 * compressed in one call and sent with its length, where a stream paid for
 * every piece at each layer (React, web streams, the compressor, the socket):
 * ~1.5 ms of a listing page's ~5 ms.
 */
class DocumentBuffer extends Writable {
  private readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    callback();
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export default function handleRequest(
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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The page is sent whole once all is ready, so no Suspense boundary (ui/hydrate-when-idle.tsx) is ever
        // worth streaming apart: left at 12.8 KB, a larger one would be sent as a template and moved by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          if (!shellRendered) return; // onShellError has answered
          const document = new DocumentBuffer();
          document.on("finish", () => {
            clearTimeout(timeoutId);
            const body = lowPriorityModulePreloads(document.bytes());
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The bridge sends a body of known length whole (src/server/http/react-router.ts).
            responseHeaders.set("Content-Length", String(body.length));
            resolve(
              new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
