import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayoutStore } from "../lib/layout-context.tsx";
import type { EnquiryTarget } from "../lib/layout-state.ts";

/**
 * "Enquire": opens the enquiry panel for `target`. It is a link to the
 * enquiry page, so it works before the script has loaded (and opens in a new
 * tab when asked to).
 */
export function EnquireButton(props: { target: EnquiryTarget; className: string; children: ReactNode }) {
  const { language } = useI18n();
  const store = useLayoutStore();
  const query = new URLSearchParams();
  if (props.target.listingId) query.set("listing", String(props.target.listingId));
  if (props.target.agentId) query.set("agent", String(props.target.agentId));
  if (props.target.internationalListingId) query.set("international", String(props.target.internationalListingId));
  const search = query.size > 0 ? `?${query.toString()}` : "";
  return (
    <a
      className={props.className}
      href={`/${language}/communication/enquiry${search}`}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        store.openEnquiry(props.target);
      }}
    >
      {props.children}
    </a>
  );
}
