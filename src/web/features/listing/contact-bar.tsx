import { useI18n } from "../../i18n/i18n.tsx";

export type Agent = { id: number; name: string; title: string; phone: string; whatsapp: string; licenceNo: string; image: string };

const digits = (text: string) => text.replace(/[^\d+]/g, "");

/**
 * Enquire, WhatsApp and phone: sticky at the bottom on phones, beside the
 * facts on wide screens. The enquiry panel itself is its own issue; the
 * button leads to the enquiry page with the listing named.
 */
export function ContactBar(props: { agent: Agent | null; listingId: number; referenceId: string; language: string; url: string }) {
  const { t } = useI18n();
  const { agent } = props;
  const message = encodeURIComponent(t("listing.whatsappText", { ref: props.referenceId, url: props.url }));
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
              {t("listing.licence", { number: agent.licenceNo })}
            </p>
          </div>
        </div>
      ) : null}
      <div className="contact-actions">
        <a className="button button-primary" href={`/${props.language}/communication/enquiry?listing=${String(props.listingId)}`}>
          {t("listing.enquire")}
        </a>
        {agent ? (
          <>
            <a
              className="button button-secondary"
              href={`https://wa.me/${digits(agent.whatsapp).replace("+", "")}?text=${message}`}
              rel="noopener"
            >
              {t("listing.whatsapp")}
            </a>
            <a className="button button-ghost" href={`tel:${digits(agent.phone)}`}>
              {t("listing.call")}
            </a>
          </>
        ) : null}
      </div>
    </aside>
  );
}
