import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { appScriptsOf, scriptsAfterFirstPhoto } from "./scripts-after-first-photo.server.ts";

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const ENTRY = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';
const HEAD =
  '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>' +
  '<link rel="preload" as="image" fetchPriority="high"/><link rel="modulepreload" href="/assets/root-2.js" nonce="n"/>';
const BODY_BEFORE = '<main><img fetchpriority="high" src="/p.webp"/><p>中文</p></main><script nonce="n">window.ctx = 1;</script>';
const MODULE_SCRIPT = `<script nonce="n" type="module" async="">${ENTRY}</script>`;
const BODY_AFTER = '<!--$--><script nonce="n">enqueue("x")</script><!--/$-->';

describe("scriptsAfterFirstPhoto", () => {
  const html = page(HEAD, BODY_BEFORE + MODULE_SCRIPT + BODY_AFTER);
  const moved = scriptsAfterFirstPhoto(html);

  it("takes the module preloads out of the head and leaves the rest of it byte for byte", () => {
    expect(moved.split("</head>")[0]).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" fetchPriority="high"/>',
    );
  });

  it("puts one loader with the page's nonce where the module script was, and leaves the body around it as it was", () => {
    const body = moved.split("<body>")[1]!;
    expect(body.startsWith(BODY_BEFORE + '<script nonce="n" id="app-scripts">(function (data) {')).toBe(true);
    expect(body.endsWith(`</script>${BODY_AFTER}</body></html>`)).toBe(true);
    expect(moved).not.toContain('type="module"');
    expect(moved.match(/<script/g)).toHaveLength(html.match(/<script/g)!.length);
  });

  it("hands the loader the same preloads, in order, and the module script's text", () => {
    expect(appScriptsOf(moved)).toEqual({ preloads: ["/assets/manifest-1.js", "/assets/root-2.js"], entry: ENTRY });
    expect(appScriptsOf(html)).toBeNull();
  });

  it("writes no \"<\" inside the loader's script, so nothing in the module's text can end it or open a comment", () => {
    const entry = 'if (1 < 2) console.log("<!--", "</scr" + "ipt>");';
    const out = scriptsAfterFirstPhoto(page(HEAD, `<script type="module" async="">${entry}</script>`));
    const loader = /<script id="app-scripts">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(loader).not.toContain("<");
    expect(appScriptsOf(out)?.entry).toBe(entry);
  });

  it("answers a page without a module script (one that does not hydrate) as it is, module preloads and all", () => {
    const still = page(HEAD, BODY_BEFORE);
    expect(scriptsAfterFirstPhoto(still)).toBe(still);
    expect(scriptsAfterFirstPhoto(MODULE_SCRIPT)).toBe(MODULE_SCRIPT);
  });
});

/** Runs the page's loader against a small stand-in for the browser: what it adds, and when. */
function runLoader(photo: { complete: boolean } | null) {
  const added: { tag: string; props: Record<string, unknown> }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const element = (tag: string) => {
    const props: Record<string, unknown> = {};
    added.push({ tag, props });
    return props;
  };
  const photoElement = photo && { ...photo, addEventListener: (type: string, run: () => void) => (listeners[`photo ${type}`] = run) };
  const browser = {
    document: {
      currentScript: { nonce: "n0" },
      createElement: element,
      head: { appendChild: () => undefined },
      body: { appendChild: () => undefined },
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? photoElement : null),
    },
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  const script = /<script nonce="n" id="app-scripts">([\s\S]*?)<\/script>/.exec(
    scriptsAfterFirstPhoto(page(HEAD, BODY_BEFORE + MODULE_SCRIPT)),
  )![1]!;
  runInNewContext(script, browser);
  return { added, listeners, timers, frames };
}

describe("the loader in the browser", () => {
  it("adds nothing until the first photo has loaded, then the preloads and the module script after a frame", () => {
    const { added, listeners, timers, frames } = runLoader({ complete: false });
    expect(added).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([2500]);
    listeners["photo load"]!();
    expect(added).toEqual([]);
    frames[0]!();
    timers.find((t) => t.ms === 0)!.run();
    expect(added).toEqual([
      { tag: "link", props: { rel: "modulepreload", href: "/assets/manifest-1.js", nonce: "n0" } },
      { tag: "link", props: { rel: "modulepreload", href: "/assets/root-2.js", nonce: "n0" } },
      { tag: "script", props: { type: "module", nonce: "n0", textContent: ENTRY } },
    ]);
    // The other ways of starting (the fallback timers, a pointer) do not add them twice.
    for (const timer of timers) timer.run();
    listeners["pointerdown"]!();
    expect(added).toHaveLength(3);
  });

  it("starts at the first pointer, key, touch or focus, without waiting for the photo", () => {
    for (const type of ["pointerdown", "keydown", "touchstart", "focusin"]) {
      const { added, listeners } = runLoader({ complete: false });
      listeners[type]!();
      expect(added).toHaveLength(3);
    }
  });

  it("waits 2.5 s at most for a photo that never comes, and only a frame when there is none or it is there", () => {
    const slow = runLoader({ complete: false });
    slow.timers.find((t) => t.ms === 2500)!.run();
    expect(slow.added).toHaveLength(3);
    for (const photo of [null, { complete: true }]) {
      const { added, frames, timers } = runLoader(photo);
      expect(added).toEqual([]);
      expect(frames).toHaveLength(1);
      timers.find((t) => t.ms === 100)!.run();
      expect(added).toHaveLength(3);
    }
  });
});
