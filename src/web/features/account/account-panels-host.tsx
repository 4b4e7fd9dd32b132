import { lazy, Suspense, useEffect, useState } from "react";
import { useLayout } from "../../lib/layout-context.tsx";
import { PanelMessages, usePanelLoad } from "../../i18n/panel-messages.tsx";
import { usePreloadOnIntent } from "../../lib/use-preload-on-intent.ts";

const loadAccountPanels = () => import("./account-panels.tsx");
const AccountPanels = lazy(loadAccountPanels);

/**
 * Mounts the account panels the first time one is asked
 * for. Their code is a lazy chunk outside the page's first load, and so are
 * their texts (a catalog part of their own, PanelMessages); both are fetched
 * once the page is idle or someone points or tabs at it, so a panel opens at once.
 */
export function AccountPanelsHost() {
  const { dim, panel } = useLayout();
  usePreloadOnIntent(usePanelLoad("account-panels", loadAccountPanels));
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (dim || panel) setWanted(true);
  }, [dim, panel]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PanelMessages part="account-panels">
        <AccountPanels />
      </PanelMessages>
    </Suspense>
  );
}
