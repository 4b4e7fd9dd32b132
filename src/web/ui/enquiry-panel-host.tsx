import { lazy, Suspense, useEffect, useState } from "react";
import { useLayout } from "../lib/layout-context.tsx";

const EnquiryPanel = lazy(() => import("./enquiry-panel.tsx"));

/** Mounts the enquiry panel the first time one is asked for, so its code is a lazy chunk. */
export function EnquiryPanelHost() {
  const { enquiry } = useLayout();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (enquiry) setWanted(true);
  }, [enquiry]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryPanel />
    </Suspense>
  );
}
