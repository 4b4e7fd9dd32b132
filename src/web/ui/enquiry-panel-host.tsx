import { lazy, Suspense, useEffect, useState } from "react";
import { useLayout } from "../lib/layout-context.tsx";
import { PanelMessages, usePanelLoad } from "../i18n/panel-messages.tsx";
import { usePreloadOnIntent } from "../lib/use-preload-on-intent.ts";

const loadEnquiryPanel = () => import("./enquiry-panel.tsx");
const EnquiryPanel = lazy(loadEnquiryPanel);

/**
 * Mounts the enquiry panel (its form and bot chat) the first time one is asked
 * for. Its code is a lazy chunk outside the page's first load, and so are
 * its texts (a catalog part of its own, PanelMessages); both are fetched
 * once the page is idle or someone points or tabs at it, so the panel opens at once.
 */
export function EnquiryPanelHost() {
  const { enquiry } = useLayout();
  usePreloadOnIntent(usePanelLoad("enquiry-panel", loadEnquiryPanel));
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (enquiry) setWanted(true);
  }, [enquiry]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PanelMessages part="enquiry-panel">
        <EnquiryPanel />
      </PanelMessages>
    </Suspense>
  );
}
