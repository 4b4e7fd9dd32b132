import type { MouseEvent } from "react";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { recordContactMedia, whatsappHref } from "../../lib/contact-media.ts";
import { useRootData } from "../../lib/root-data.ts";
import { EnquireButton } from "../../ui/enquire-button.tsx";

export type Agent = { id: number; name: string; title: string; phone: string; whatsapp: string; licenceNo: string; image: string };

const digits = (text: string) => text.replace(/[^\d+]/g, "");

/**
 * Enquire, WhatsApp and phone: sticky at the bottom on phones, beside the
 * facts on wide screens. Enquire opens the enquiry panel (without script,
 * its link leads to the enquiry page with the listing named); WhatsApp and
 * phone record the tap (contactusmedia) before their link opens.
 */
export function ContactBar(props: { agent: Agent | null; listingId: number; referenceId: string; language: string; url: string }) {
  const { t, language } = useI18n();
  const { currencyId } = useRootData();
  const { agent } = props;
  const tap = (media: "whatsapp" | "phone", href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void recordContactMedia({
      media,
      enquiryType: ENQUIRY_TYPE.Property_Details,
      listingId: props.listingId,
      ...(agent ? { agentId: agent.id } : {}),
      language,
      currencyId,
    }).then(() => window.location.assign(href));
  };
  const whatsapp = agent ? whatsappHref(agent.whatsapp, t("listing.whatsappText", { ref: props.referenceId, url: props.url })) : "";
  const phone = agent ? `tel:${digits(agent.phone)}` : "";
  return (
    <aside className="contact-bar" aria-label={t("listing.contact")}>
      {agent ? (
        <div className="agent" data-testid="listing-agent">
          <img src={agent.image} alt="" width={56} height={56} loading="lazy" />
          <div>
            <p className="agent-name">{agent.name}</p>
            {/* The estate agents' advertising rules expect the licence number beside the agent, on every screen. */}
            <p className="muted agent-licence">
              <span className="agent-title">{agent.title} · </span>
              <span className="agent-licence-no">{t("listing.licence", { number: agent.licenceNo })}</span>
            </p>
          </div>
        </div>
      ) : null}
      <div className="contact-actions">
        <EnquireButton
          className="button button-primary"
          target={{
            enquiryType: ENQUIRY_TYPE.Property_Details,
            listingId: props.listingId,
            referenceId: props.referenceId,
            ...(agent ? { agentId: agent.id } : {}),
          }}
        >
          {t("listing.enquire")}
        </EnquireButton>
        {agent ? (
          <>
            <a className="button button-secondary" href={whatsapp} rel="noopener" onClick={tap("whatsapp", whatsapp)}>
              {t("listing.whatsapp")}
            </a>
            <a className="button button-ghost" href={phone} onClick={tap("phone", phone)}>
              {t("listing.call")}
            </a>
          </>
        ) : null}
      </div>
    </aside>
  );
}
