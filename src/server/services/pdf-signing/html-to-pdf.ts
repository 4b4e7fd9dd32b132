// HTML printed to A4 PDF by Chromium: one browser for the process, launched
// at the first render, one render at a time, each on a fresh page that is
// closed afterwards. The page runs no script and fetches nothing: a document
// is its own HTML, with inline CSS, images as data: URLs and system fonts.
import { chromium, type Browser } from "playwright-core";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** Page numbers in the footer as "n / total", which reads the same in English and Chinese. */
const FOOTER = `<div style="width:100%;font-size:8px;color:#555;text-align:center;font-family:'Noto Sans CJK TC',sans-serif"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

export type HtmlToPdf = { render(html: string): Promise<Uint8Array>; close(): Promise<void> };

export function createHtmlToPdf(chromiumPath: string = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH): HtmlToPdf {
  let browser: Promise<Browser> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const launch = (): Promise<Browser> => {
    if (!browser) {
      const launched = chromium.launch({ executablePath: chromiumPath, args: ["--disable-gpu", "--no-first-run"] });
      browser = launched;
      // A browser that crashed or failed to start is launched again at the next render.
      launched.then(
        (b) => b.on("disconnected", () => (browser === launched ? (browser = null) : undefined)),
        () => (browser === launched ? (browser = null) : undefined),
      );
    }
    return browser;
  };

  async function print(html: string): Promise<Uint8Array> {
    const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.route("**/*", (route) => route.abort());
      await page.setContent(html, { waitUntil: "load" });
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: FOOTER,
        margin: { top: "16mm", bottom: "18mm", left: "16mm", right: "16mm" },
        tagged: true,
      });
      return new Uint8Array(pdf);
    } finally {
      await context.close();
    }
  }

  return {
    render(html) {
      const result = queue.then(() => print(html));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const open = browser;
      browser = null;
      await queue;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}
