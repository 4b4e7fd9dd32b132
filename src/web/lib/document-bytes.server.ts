import { lowPriorityModulePreloads } from "./module-preload-priority.server.ts";

const DOCTYPE = "<!DOCTYPE html>";
const HEAD_END = "</head>";
const DOCUMENT_END = "</body></html>";

/**
 * The page as UTF-8 bytes, from React's markup of the document: the doctype, the head with its module
 * preloads low priority, the body, and the hydration data's scripts (handoff-scripts.server.ts) just
 * before the document's end. React's output is one string of thousands of pieces; each search,
 * comparison or concatenation of the whole made V8 copy it flat again, three copies of ~250 KB a
 * results page (~0.3 ms, a tenth of its server CPU). Here it is flattened once, by the search for the
 * head's end, and its parts, slices of that flat string, are written into one buffer.
 */
export function documentBytes(html: string, handoffScripts: string): Buffer {
  const headEnd = Math.max(0, html.indexOf(HEAD_END));
  const end = handoffScripts !== "" && html.endsWith(DOCUMENT_END) ? html.length - DOCUMENT_END.length : html.length;
  return utf8Concat([
    DOCTYPE,
    lowPriorityModulePreloads(html.slice(0, headEnd)),
    html.slice(headEnd, end),
    end < html.length ? handoffScripts + DOCUMENT_END : "",
  ]);
}

/** The strings one after the other as UTF-8, written into one buffer without joining them first. */
export function utf8Concat(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) offset += bytes.write(part, offset);
  return bytes;
}
