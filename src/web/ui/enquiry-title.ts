import type { Translate } from "../i18n/i18n.tsx";
import type { EnquiryTarget } from "../lib/layout-state.ts";

/** The enquiry panel's heading: the listing's reference when there is one, else the agent's name, else a home. */
export function enquiryTitle(target: Pick<EnquiryTarget, "referenceId" | "agentName">, t: Translate): string {
  if (target.referenceId) return t("enquiry.titleListing", { reference: target.referenceId });
  if (target.agentName) return t("enquiry.titleAgent", { name: target.agentName });
  return t("enquiry.title");
}
