import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preload-priority.server.ts";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low priority and leaves the rest byte for byte", () => {
    const head =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/y.js" nonce="n"/><link rel="preload" as="image" fetchPriority="high"/><title>中文</title>';
    expect(lowPriorityModulePreloads(head)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/y.js" nonce="n"/><link rel="preload" as="image" fetchPriority="high"/><title>中文</title>',
    );
  });

  it("answers the head itself when there is nothing to mark", () => {
    const head = "<html><head><title>t</title>";
    expect(lowPriorityModulePreloads(head)).toBe(head);
    expect(lowPriorityModulePreloads("")).toBe("");
  });
});
