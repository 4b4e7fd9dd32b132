import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { EnquiryTarget } from "../../lib/layout-state.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { EnquiryForm } from "../../ui/enquiry-form.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { useEnquirySent } from "../../ui/use-enquiry-sent.ts";

/** The general enquiry page (/communication/enquiry): the enquiry form on a page, for a listing or agent when the link names one. */
export function EnquiryPage(props: { listingId: number | null; agentId: number | null; internationalListingId: number | null }) {
  const { t } = useI18n();
  const sent = useEnquirySent({ closePanel: false });
  const enquiryType = props.listingId
    ? ENQUIRY_TYPE.Property_Details
    : props.internationalListingId
      ? ENQUIRY_TYPE.International_Property_Details
      : ENQUIRY_TYPE.General;
  const target: EnquiryTarget = {
    enquiryType,
    ...(props.listingId ? { listingId: props.listingId } : {}),
    ...(props.agentId ? { agentId: props.agentId } : {}),
    ...(props.internationalListingId ? { internationalListingId: props.internationalListingId } : {}),
  };
  return (
    <div className="container page-narrow enquiry-page">
      <PageMeta title={`${t("enquiry.page.title")} | ${t("site.name")}`} description={t("enquiry.page.description")} />
      <Breadcrumbs items={[{ label: t("enquiry.page.title") }]} />
      <div className="account-card">
        <h1>{t("enquiry.page.title")}</h1>
        <p className="panel-lead">{t("enquiry.page.lead")}</p>
        <EnquiryForm target={target} idPrefix="enquiry-page" headingLevel={2} onSent={sent} />
      </div>
    </div>
  );
}
