import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { takeHandoffScripts } from "./handoff-scripts.server.ts";

/** A router context whose hydration data arrives in these chunks. */
function contextWith(chunks: string[] | null): EntryContext {
  const encoder = new TextEncoder();
  const stream =
    chunks &&
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
  return { serverHandoffStream: stream ?? undefined, renderMeta: {} } as unknown as EntryContext;
}

const enqueue = (json: string) => `<script nonce="n0">window.__reactRouterContext.streamController.enqueue(${json});</script>`;
const close = '<script nonce="n0">window.__reactRouterContext.streamController.close();</script>';

describe("takeHandoffScripts", () => {
  it("writes each chunk as React Router's StreamTransfer does, one Suspense marker a chunk, and takes the stream out of the render", async () => {
    const context = contextWith(['[{"_1":2}', ',"Tai Koo"]\n']);
    const scripts = await takeHandoffScripts(context, "n0");
    expect(context.serverHandoffStream).toBeUndefined();
    context.renderMeta!.didRenderScripts = true;
    expect(scripts!(context)).toBe(
      `<!--$-->${enqueue(String.raw`"[{\"_1\":2}"`)}<!--$-->${enqueue(String.raw`",\"Tai Koo\"]\n"`)}<!--$-->${close}<!--/$--><!--/$--><!--/$-->`,
    );
  });

  it("escapes what would end the script or start markup inside it, as React Router does", async () => {
    const context = contextWith(['["</script><b>&\u2028\u2029"]']);
    const scripts = await takeHandoffScripts(context, "n0");
    context.renderMeta!.didRenderScripts = true;
    expect(scripts!(context)).toContain(String.raw`enqueue("[\"\u003c/script\u003e\u003cb\u003e\u0026\u2028\u2029\"]");`);
    expect(scripts!(context)).not.toContain("</script><b>");
  });

  it("leaves only the empty boundary on a page that does not hydrate, and nothing to do without data", async () => {
    const context = contextWith(["[1]"]);
    const scripts = await takeHandoffScripts(context, "n0");
    expect(scripts!(context)).toBe("<!--$--><!--/$-->");
    expect(await takeHandoffScripts(contextWith(null), "n0")).toBeUndefined();
  });

  it("decodes a character split across chunks whole", async () => {
    const bytes = new TextEncoder().encode('["港"]');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 3));
        controller.enqueue(bytes.subarray(3));
        controller.close();
      },
    });
    const context = { serverHandoffStream: stream, renderMeta: { didRenderScripts: true } } as unknown as EntryContext;
    const scripts = (await takeHandoffScripts(context, "n0"))!(context);
    expect(scripts).toContain('enqueue("[\\"");');
    expect(scripts).toContain('enqueue("港\\"]");');
  });
});
