import { useCallback, type ReactNode } from "react";
import { useRootData } from "../lib/root-data.ts";
import { catalogAt, catalogLoaded, loadCatalog, type CatalogAddress } from "./catalog-script.ts";
import { MoreMessagesProvider } from "./i18n.tsx";
import type { PanelPart } from "./message-parts.ts";

/** Parts whose script failed (offline): the panel opens with the page's texts rather than waiting for ever. */
const failed = new Set<CatalogAddress>();

/**
 * A lazy panel with its own part of the catalog (message-parts.ts PANEL_PARTS) over the page's. Until
 * the part's script has run it suspends, as the panel's lazy code does, so the panel never shows a key;
 * the host fetches both on idle or intent (usePanelLoad), so by the time anyone opens it both are here,
 * and one opened before that fetches them side by side.
 */
export function PanelMessages(props: { part: PanelPart; load?: () => Promise<unknown>; children: ReactNode }) {
  const address = useRootData().panelMessages[props.part];
  if (!catalogLoaded(address) && !failed.has(address)) {
    // The panel's code (`load`, its lazy component's import()) is asked for at the same time, not after.
    props.load?.().catch(() => undefined);
    // Suspense waits for this promise, then renders again.
    throw loadCatalog(address).then(
      () => failed.delete(address),
      () => failed.add(address),
    );
  }
  return <MoreMessagesProvider messages={catalogAt(address)}>{props.children}</MoreMessagesProvider>;
}

const nothing = () => Promise.resolve();

/** A panel's code and its part of the catalog fetched together: what the host preloads and the panel waits for. */
export function usePanelLoad(part: PanelPart, loadCode: () => Promise<unknown> = nothing): () => Promise<unknown> {
  const address = useRootData().panelMessages[part];
  return useCallback(() => Promise.all([loadCode(), loadCatalog(address)]), [address, loadCode]);
}
