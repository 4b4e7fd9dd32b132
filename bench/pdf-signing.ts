// node bench/pdf-signing.ts [--runs 20]
// Server CPU of one signature on a four-page bilingual agreement (the bar is
// ≤ 300 ms): the agreement is printed once by Chromium (its CPU is the
// browser's, not the server's), signed once to warm up, then signed `runs`
// times with process.cpuUsage around each call. The floor beside it is the
// SHA-256 of the same bytes, which every signature computes anyway.
//
// Then the same through the documents service, as POST /api/mydocument/sign
// runs it (a tenant agreement issued through the agent desk, in English and
// in Chinese): the signing link's lookup, the code check, reading the PDF
// from the file store, the signature, storing the result and the signer's
// row, event and next invitation in one transaction. The database is
// in-process PGlite, so its CPU is counted too (PostgreSQL's would be its
// own process's).
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { createPdfSigning } from "../src/server/services/pdf-signing/index.ts";
import { FOUR_PAGE_AGREEMENT, memoryVault } from "../tests/fixtures/pdf-agreement.ts";
import { signingBench } from "./signing-service.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const runs = Number(values.runs);

const cpuMs = async (work: () => unknown): Promise<number> => {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const signing = createPdfSigning({ certificate: null, vault: memoryVault() });
try {
  const started = performance.now();
  const pdf = await signing.render(FOUR_PAGE_AGREEMENT);
  const renderMs = performance.now() - started;
  const request = { signerName: "陳大文", signerEmail: "chan@example.com", reason: "Signed the agreement 簽署協議", signedAt: new Date() };
  const signed = await signing.sign(pdf, request);
  const sign: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    sign.push(await cpuMs(() => signing.sign(pdf, request)));
    floor.push(await cpuMs(() => createHash("sha256").update(pdf).digest()));
  }
  sign.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `agreement: 4 pages, ${(pdf.byteLength / 1024).toFixed(0)} KB issued, ${(signed.byteLength / 1024).toFixed(0)} KB with one signature`,
  );
  console.log(`render (wall, first, browser launch included): ${f(renderMs)} ms`);
  console.log(
    `sign() server CPU over ${runs} runs: median ${f(quantile(sign, 0.5))} ms, p90 ${f(quantile(sign, 0.9))} ms, max ${f(sign.at(-1)!)} ms (bar: 300 ms)`,
  );
  console.log(`floor, SHA-256 of the same bytes: median ${f(quantile(floor, 0.5))} ms`);
} finally {
  await signing.close();
}

for (const language of ["en", "zh-hk"] as const) {
  const bench = await signingBench(language);
  try {
    await (
      await bench.nextSignature()
    )();
    const service: number[] = [];
    for (let i = 0; i < runs; i++) {
      const sign = await bench.nextSignature();
      service.push(await cpuMs(sign));
    }
    service.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1);
    console.log(
      `service sign (${language} tenant agreement, ${bench.pages} pages, ${bench.kilobytes.toFixed(0)} KB) server CPU over ${runs} runs: ` +
        `median ${f(quantile(service, 0.5))} ms, p90 ${f(quantile(service, 0.9))} ms, max ${f(service.at(-1)!)} ms (bar: 300 ms)`,
    );
  } finally {
    await bench.close();
  }
}
