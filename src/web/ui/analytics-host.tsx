import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayout } from "../lib/layout-context.tsx";
import { setAnalyticsUser, startAnalytics, stopAnalytics, track } from "../lib/analytics.ts";
import { pageViewEvent } from "../lib/analytics-events.ts";
import { analyticsAllowed, bannerShown, onCookieSettings, readConsent, writeConsent, type Consent } from "../lib/analytics-consent.ts";

const ConsentBanner = lazy(() => import("./consent-banner.tsx"));

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Analytics on every page: a page view on each navigation, the signed-in
 * account's id, and the consent banner. Inert without a tag manager (no
 * banner, nothing sent); with one, the tag manager loads only once the
 * visitor accepts. The answer is read after hydration, so the server's
 * page is the same for everyone and the banner (fixed, over the page) moves
 * nothing when it appears.
 */
export function AnalyticsHost(props: { tagManagerSrc: string | null }) {
  const { tagManagerSrc } = props;
  const { language } = useI18n();
  const { user } = useLayout();
  const { pathname } = useLocation();
  // undefined until the stored answer is read in the browser.
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [changing, setChanging] = useState(false);

  useEffect(() => track(pageViewEvent(pathname, language)), [pathname, language]);
  useEffect(() => setAnalyticsUser(user?.userId ?? null), [user]);
  useEffect(() => {
    setConsent(readConsent(storage()));
    return onCookieSettings(() => setChanging(true));
  }, []);
  useEffect(() => {
    if (consent === undefined) return;
    if (tagManagerSrc !== null && analyticsAllowed(tagManagerSrc, consent)) startAnalytics(tagManagerSrc);
    else stopAnalytics();
  }, [consent, tagManagerSrc]);

  if (consent === undefined || tagManagerSrc === null || !bannerShown(tagManagerSrc, consent, changing)) return null;
  const answer = (next: Consent) => {
    writeConsent(storage(), next);
    setChanging(false);
    // The tag manager cannot be unloaded: taking an Accept back reloads the page without it.
    if (consent === "granted" && next === "denied") {
      window.location.reload();
      return;
    }
    if (next === "granted" && consent !== "granted") {
      startAnalytics(tagManagerSrc);
      track(pageViewEvent(pathname, language));
    }
    setConsent(next);
  };
  return (
    <Suspense fallback={null}>
      <ConsentBanner onAnswer={answer} />
    </Suspense>
  );
}
