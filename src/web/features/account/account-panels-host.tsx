import { lazy, Suspense, useEffect, useState } from "react";
import { useLayout } from "../../lib/layout-context.tsx";

const AccountPanels = lazy(() => import("./account-panels.tsx"));

/**
 * Mounts the account panels the first time one is asked for, so their code
 * is a lazy chunk that pages without a panel never load.
 */
export function AccountPanelsHost() {
  const { dim, panel } = useLayout();
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
