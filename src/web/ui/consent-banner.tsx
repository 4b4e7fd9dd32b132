import type { Consent } from "../lib/analytics-consent.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { PathLink } from "./path-link.tsx";

/** The analytics cookie question: Accept or Decline, equally easy, with the privacy policy one step away. */
export default function ConsentBanner(props: { onAnswer: (consent: Consent) => void }) {
  const { t, language } = useI18n();
  return (
    <section className="consent-banner" aria-label={t("consent.label")}>
      <p className="consent-text">
        <strong>{t("consent.label")}</strong> {t("consent.text")}{" "}
        <PathLink to={`/${language}/general/privacypolicy`}>{t("consent.privacy")}</PathLink>
      </p>
      <div className="consent-actions">
        <button type="button" className="button button-secondary" onClick={() => props.onAnswer("denied")}>
          {t("consent.decline")}
        </button>
        <button type="button" className="button button-primary" onClick={() => props.onAnswer("granted")}>
          {t("consent.accept")}
        </button>
      </div>
    </section>
  );
}
