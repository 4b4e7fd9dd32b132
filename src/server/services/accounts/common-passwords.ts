// The list of commonly used passwords (data/common-passwords.txt, see
// data/SOURCES.md), read once and compared lower-cased.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CommonPasswords } from "../../../domain/validation/password-strength.ts";

const LIST_PATH = fileURLToPath(new URL("../../../../data/common-passwords.txt", import.meta.url));

let cached: ReadonlySet<string> | undefined;

export function commonPasswords(): CommonPasswords {
  cached ??= new Set(
    readFileSync(LIST_PATH, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return cached;
}
