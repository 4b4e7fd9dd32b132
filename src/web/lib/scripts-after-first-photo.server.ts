/**
 * The page's code is asked for once its first photo is on screen (decision 0069). React Router writes the
 * module preloads of the page's code into the head and its module script at the end of the body, so the code
 * (~95 KB gzip in 15 files) was asked for before the first photo had arrived and shared a phone's connection
 * with it; the photo is the page's largest paint. Here both move into a small inline loader in the module
 * script's place (`#app-scripts`, one script for one, so the browser's hydration meets the elements it expects),
 * which adds the same preloads and the same module script once the first photo (the `fetchpriority="high"`
 * image) has loaded, failed, or taken 2.5 s, one frame later; at once if there is no such photo or it is already
 * there, and at the first pointer, key, touch or focus, so a visitor reaching for the page does not wait for it.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

/** What the loader is given: the head's module preloads and the module script's text. */
export type AppScripts = { preloads: string[]; entry: string };

/** The loader, the same on every page, called with the page's own `AppScripts`. */
const LOADER = `function (data) {
  var nonce = document.currentScript.nonce;
  var started = false;
  function add() {
    if (started) return;
    started = true;
    data.preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = data.entry;
    document.body.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(add, 0); });
    setTimeout(add, 100);
  }
  ["pointerdown", "keydown", "touchstart", "focusin"].forEach(function (type) {
    addEventListener(type, add, { capture: true, once: true, passive: true });
  });
  var photo = document.querySelector('img[fetchpriority="high"]');
  if (!photo || photo.complete) return afterPaint();
  photo.addEventListener("load", afterPaint);
  photo.addEventListener("error", afterPaint);
  setTimeout(add, 2500);
}`.replace(/\n\s*/g, " ");
const CALL = `(${LOADER})(`;

/** JSON safe inside a script element: no `</script>`, no `<!--`. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page with its module preloads and module script handed to the loader; the rest byte for byte. A page
 * without a module script (one that does not hydrate) is answered as it is.
 */
export function scriptsAfterFirstPhoto(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const script = MODULE_SCRIPT.exec(html.slice(headEnd));
  if (!script) return html;
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const nonce = script[1] ?? "";
  const scripts: AppScripts = { preloads, entry: script[2] ?? "" };
  const loader = `<script${nonce} id="app-scripts">${CALL}${scriptJson(scripts)})</script>`;
  const at = headEnd + script.index;
  return head + html.slice(headEnd, at) + loader + html.slice(at + script[0].length);
}

/** @internal The scripts a page's loader will add (for the initial-JavaScript measure and tests), or null on a page without one. */
export function appScriptsOf(html: string): AppScripts | null {
  const start = html.indexOf(CALL);
  const end = start < 0 ? -1 : html.indexOf(")</script>", start);
  return end < 0 ? null : (JSON.parse(html.slice(start + CALL.length, end)) as AppScripts);
}
