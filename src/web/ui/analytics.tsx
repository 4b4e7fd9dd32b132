import { lazy, useEffect } from "react";
import { stopAnalytics } from "../lib/analytics.ts";
import { LazyLayoutPart } from "./lazy-layout-part.tsx";

const loadHost = () => import("./analytics-host.tsx");
const AnalyticsHost = lazy(() => loadHost().then((m) => ({ default: m.AnalyticsHost })));

/**
 * Analytics where the site has a tag manager: its host (page views, the
 * account's id, the consent banner) is a chunk of its own, mounted once the
 * page has hydrated (the server draws nothing here: the banner waits for the
 * visitor's stored answer, and a part that suspends while hydrating would
 * take the next element of the page as its own). Without a tag manager
 * analytics is off, the events a page queues are dropped, and the host's
 * code is never fetched.
 */
export function Analytics(props: { tagManagerSrc: string | null }) {
  const { tagManagerSrc } = props;
  useEffect(() => {
    if (tagManagerSrc === null) stopAnalytics();
  }, [tagManagerSrc]);
  if (tagManagerSrc === null) return null;
  return (
    <LazyLayoutPart wanted load={loadHost}>
      <AnalyticsHost tagManagerSrc={tagManagerSrc} />
    </LazyLayoutPart>
  );
}
