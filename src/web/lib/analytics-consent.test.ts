import { describe, expect, it } from "vitest";
import { analyticsAllowed, bannerShown, CONSENT_KEY, readConsent, writeConsent } from "./analytics-consent.ts";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const SRC = "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123";

describe("analytics consent", () => {
  it("remembers Accept and Decline alike, and knows no answer", () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    writeConsent(storage, "denied");
    expect(readConsent(storage)).toBe("denied");
    writeConsent(storage, "granted");
    expect(readConsent(storage)).toBe("granted");
  });

  it("treats anything else stored, no storage or a storage that throws as no answer", () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, "yes");
    expect(readConsent(storage)).toBeNull();
    expect(readConsent(null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readConsent(throwing)).toBeNull();
    expect(() => writeConsent(throwing, "granted")).not.toThrow();
  });

  it("allows analytics only with a tag manager and an Accept", () => {
    expect(analyticsAllowed(SRC, "granted")).toBe(true);
    expect(analyticsAllowed(SRC, "denied")).toBe(false);
    expect(analyticsAllowed(SRC, null)).toBe(false);
    expect(analyticsAllowed(null, "granted")).toBe(false);
  });

  it("shows the banner only on a site with a tag manager, until answered or while the answer is being changed", () => {
    expect(bannerShown(null, null, false)).toBe(false);
    expect(bannerShown(null, null, true)).toBe(false);
    expect(bannerShown(SRC, null, false)).toBe(true);
    expect(bannerShown(SRC, "denied", false)).toBe(false);
    expect(bannerShown(SRC, "granted", false)).toBe(false);
    expect(bannerShown(SRC, "granted", true)).toBe(true);
  });
});
