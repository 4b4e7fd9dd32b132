import { describe, expect, it } from "vitest";
import { staticMapUrl } from "./static-map-url.ts";

describe("staticMapUrl", () => {
  it("fills the local template", () => {
    expect(staticMapUrl(22.2783, 114.17469, "detail")).toBe("/staticmap/22.27830/114.17469/640x480.svg");
    expect(staticMapUrl(22.2783, 114.17469, "table")).toBe("/staticmap/22.27830/114.17469/300x200.svg");
  });

  it("fills a hosted provider's template with the key", () => {
    const template =
      "https://maps.example/static?center={lat},{lng}&zoom={zoom}&size={width}x{height}&markers=color:red|{lat},{lng}&key={key}";
    expect(staticMapUrl(22.3, 114.2, "detail", template, "k&y")).toBe(
      "https://maps.example/static?center=22.30000,114.20000&zoom=16&size=640x480&markers=color:red|22.30000,114.20000&key=k%26y",
    );
  });
});
