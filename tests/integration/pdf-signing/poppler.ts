// Debian's poppler-utils, the outside judge of the PDFs: pdfsig, pdffonts,
// pdftotext, pdftoppm and pdfinfo read a file written to a temporary folder.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Run = { stdout: string; stderr: string; status: number | null };

export function poppler(tool: "pdfsig" | "pdffonts" | "pdftotext" | "pdftoppm" | "pdfinfo", pdf: Uint8Array, args: string[] = []): Run {
  const dir = mkdtempSync(join(tmpdir(), "pdf-signing-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    const tail = tool === "pdftotext" ? [file, "-"] : tool === "pdftoppm" ? [file, join(dir, "page")] : [file];
    const run = spawnSync(tool, [...args, ...tail], { encoding: "utf8" });
    if (run.error) throw run.error;
    return { stdout: run.stdout, stderr: run.stderr, status: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfsig's "Signature Validation:" line of each signature, in order. pdfsig exits 0 even on a digest mismatch, so its text is what counts. */
export const validationLines = (pdfsigOutput: string): string[] =>
  [...pdfsigOutput.matchAll(/Signature Validation: (.*)/g)].map((m) => m[1]!.trim());
