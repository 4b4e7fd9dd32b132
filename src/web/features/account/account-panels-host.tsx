import { lazy, Suspense, useEffect, useState } from "react";
import { useLayout } from "../../lib/layout-context.tsx";
import { usePreloadOnIntent } from "../../lib/use-preload-on-intent.ts";

const loadAccountPanels = () => import("./account-panels.tsx");
const AccountPanels = lazy(loadAccountPanels);

/**
 * Mounts the account panels the first time one is asked for. Their code is a
 * lazy chunk outside the page's first load, fetched once the page is idle or
 * someone points or tabs at it, so a panel opens without waiting for it.
 */
export function AccountPanelsHost() {
  const { dim, panel } = useLayout();
  usePreloadOnIntent(loadAccountPanels);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (dim || panel) setWanted(true);
  }, [dim, panel]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountPanels />
    </Suspense>
  );
}
