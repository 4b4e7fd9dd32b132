import type { EntryContext } from "react-router";

// React Router's escaping of a JSON text inside a script (its markup.ts), so the scripts read as its own.
const ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeScriptText = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);

/**
 * Takes the page's hydration data (the loaders' answers, encoded by React Router) out of the render: reads the
 * whole stream now and answers the scripts React Router's <StreamTransfer> would write for it, chunk for chunk,
 * in the same Suspense markers. The router then renders no suspending part, so the document is rendered in one
 * synchronous pass to a string (entry.server.tsx). `undefined` when the page has no such data.
 */
export async function takeHandoffScripts(context: EntryContext, nonce: string): Promise<((rendered: EntryContext) => string) | undefined> {
  const stream = context.serverHandoffStream;
  if (!stream) return undefined;
  context.serverHandoffStream = undefined;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const scripts: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    const text = decoder.decode(value, { stream: true });
    scripts.push("<!--$-->");
    if (text)
      scripts.push(
        `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${escapeScriptText(JSON.stringify(text))});</script>`,
      );
    if (done) break;
  }
  scripts.push(`<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`);
  const closing = "<!--/$-->".repeat(scripts.filter((s) => s === "<!--$-->").length);
  const all = scripts.join("") + closing;
  // As <StreamTransfer>: only a page whose <Scripts> rendered (one that hydrates) carries its data; the
  // others keep the empty boundary it left.
  return (rendered) => (rendered.renderMeta?.didRenderScripts ? all : "<!--$--><!--/$-->");
}
