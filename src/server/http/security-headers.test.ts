import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.ts";

const withNonce = (options: Parameters<typeof contentSecurityPolicy>[0], nonce = "abc") => contentSecurityPolicy(options).join(nonce);

describe("contentSecurityPolicy", () => {
  it("puts the nonce in script-src and nowhere else", () => {
    const policy = withNonce({ https: false }, "N0nce==");
    expect(policy).toContain("script-src 'self' 'nonce-N0nce=='");
    expect(policy.split("N0nce==")).toHaveLength(2);
  });

  it("holds the directives the quality bar asks for, each once", () => {
    const names = withNonce({ https: true })
      .split(";")
      .map((d) => d.split(" ")[0]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ["default-src", "base-uri", "object-src", "frame-ancestors", "script-src"]) expect(names).toContain(name);
    expect(withNonce({ https: true })).toContain("base-uri 'none';object-src 'none'");
  });

  it("upgrades insecure requests and drops ws: only behind https", () => {
    expect(withNonce({ https: true })).toContain("upgrade-insecure-requests");
    expect(withNonce({ https: true })).not.toContain("ws:");
    expect(withNonce({ https: false })).not.toContain("upgrade-insecure-requests");
    expect(withNonce({ https: false })).toContain("connect-src 'self' ws:");
  });

  it("allows the map tile origin, with a wildcard for {s} subdomains", () => {
    expect(withNonce({ https: true, mapTileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png" })).toContain(
      "img-src 'self' data: blob: https://*.tile.example.org",
    );
    expect(withNonce({ https: true, mapTileUrl: "https://tiles.example.org/{z}/{x}/{y}.png" })).toContain(
      "img-src 'self' data: blob: https://tiles.example.org;",
    );
  });
  it("allows the static map service's origin when one is configured", () => {
    expect(withNonce({ https: true, staticMapUrl: "https://maps.example.com/static?center={lat},{lng}&key={key}" })).toContain(
      "img-src 'self' data: blob: https://maps.example.com;",
    );
  });

  it("lets the tag manager's origin serve scripts, be called and send pixels only when one is configured", () => {
    const policy = withNonce({ https: true, tagManagerSrc: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com;");
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://www.googletagmanager.com;");
    expect(withNonce({ https: true, tagManagerSrc: undefined })).toBe(withNonce({ https: true }));
    expect(withNonce({ https: true })).not.toContain("googletagmanager");
  });
});
