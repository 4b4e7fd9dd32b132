import { lowPriorityModulePreloads } from "./module-preload-priority.server.ts";

const DOCTYPE = "<!DOCTYPE html>";
const HEAD_END = "</head>";
const DOCUMENT_END = "</body></html>";

/**
 * The page as UTF-8 bytes, from React's markup of the document in pieces (kept-markup.ts): the doctype,
 * the head with its module preloads low priority, the body, and the hydration data's scripts
 * (handoff-scripts.server.ts) just before the document's end. Each search, comparison or concatenation
 * of the whole made V8 copy the ~250 KB of a results page into one flat string again (three copies, a
 * tenth of its server CPU); here the pieces, already flat slices of the rendered string, are written
 * one after the other into one buffer. A piece boundary never falls inside `</head>` or the document's
 * end: pieces are cut where a kept part's markers were.
 */
export function documentBytes(pieces: readonly string[], handoffScripts: string): Buffer {
  const parts = [DOCTYPE, ...pieces];
  const headPiece = parts.findIndex((part) => part.includes(HEAD_END));
  if (headPiece > 0) {
    for (let i = 1; i < headPiece; i++) parts[i] = lowPriorityModulePreloads(parts[i]!);
    const piece = parts[headPiece]!;
    const headEnd = piece.indexOf(HEAD_END);
    parts.splice(headPiece, 1, lowPriorityModulePreloads(piece.slice(0, headEnd)), piece.slice(headEnd));
  }
  while (parts.length > 1 && parts.at(-1) === "") parts.pop();
  const last = parts.at(-1)!;
  if (handoffScripts !== "" && last.endsWith(DOCUMENT_END))
    parts.splice(-1, 1, last.slice(0, last.length - DOCUMENT_END.length), handoffScripts, DOCUMENT_END);
  return utf8Concat(parts);
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
