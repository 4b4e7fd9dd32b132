// A visitor's answer to the analytics cookie banner, kept in this browser
// (localStorage) so neither Accept nor Decline is asked again; "Cookie
// settings" in the footer opens the banner to change it. Analytics runs only
// when the site has a tag manager AND the visitor accepted.

export type Consent = "granted" | "denied";

export const CONSENT_KEY = "hh.analyticsConsent";
const SETTINGS_EVENT = "hh:cookie-settings";

/** The stored answer; null when the visitor has not answered (or storage is unreadable). */
export function readConsent(storage: Pick<Storage, "getItem"> | null): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(storage: Pick<Storage, "setItem"> | null, consent: Consent): void {
  try {
    storage?.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage refused (private mode): the answer holds for this page only.
  }
}

/** Whether the tag manager may load and events be pushed. */
export function analyticsAllowed(tagManagerSrc: string | null, consent: Consent | null): boolean {
  return tagManagerSrc !== null && consent === "granted";
}

/** Whether the banner is on screen: only on a site with a tag manager, until the visitor answers or while they change their answer. */
export function bannerShown(tagManagerSrc: string | null, consent: Consent | null, changing: boolean): boolean {
  return tagManagerSrc !== null && (consent === null || changing);
}

/** Opens the banner again (the footer's "Cookie settings"). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(SETTINGS_EVENT));
}

export function onCookieSettings(listener: () => void): () => void {
  window.addEventListener(SETTINGS_EVENT, listener);
  return () => window.removeEventListener(SETTINGS_EVENT, listener);
}
